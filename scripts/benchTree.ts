// `npm run bench -- --part tree`: requests (and time) for expanding the Localization tree projects →
// components → translations on the sandbox's large data (the Benchmark project's ~2,000 translations),
// side by side in one run:
//   names only      — the lists alone (the tree before rows showed progress);
//   maintainer      — plus what RowDataSource loads for every project and component row (progress, and
//                     repository state for a user with VCS rights; the sandbox's git components all start
//                     with an unpushed commit, so every component's own status is read: the worst case);
//   translator      — the same as a user without VCS rights (one refused status per project, then none);
//   again, fresh    — the maintainer's row data asked a second time within the freshness time.
import { PermissionMemory, RowDataSource, WeblateClient } from '../src/core/weblate';

interface Counter {
  requests(): Promise<number>;
}

export async function benchTree(
  api: string,
  counter: Counter,
  tokens: { admin: string; translator: string },
  pageSize = 1000,
): Promise<void> {
  const lists = async (c: WeblateClient) => {
    const projects = (await c.listProjectsPage(1, pageSize)).items;
    const bench = projects.find((p) => p.slug === 'bench') ?? projects[0]!;
    const components = (await c.listComponentsPage(bench.slug, 1, pageSize)).items;
    await c.listTranslationsPage(bench.slug, components[0]!.slug, 1, pageSize);
    return { projects, bench, components };
  };
  const rowData = async (source: RowDataSource, shown: Awaited<ReturnType<typeof lists>>) => {
    await Promise.all(shown.projects.map((p) => source.loadProject(p.slug)));
    await Promise.all(shown.components.map((c) => source.loadComponent(shown.bench.slug, c.slug)));
  };
  const rows: string[] = [];
  const measure = async (what: string, job: () => Promise<{ rows: number }>) => {
    const before = await counter.requests();
    const started = performance.now();
    const { rows: n } = await job();
    const ms = performance.now() - started;
    rows.push(`| ${what} | ${n} | ${(await counter.requests()) - before} | ${(ms / 1000).toFixed(2)} s |`);
  };
  const fresh = () => 60_000;

  await measure('names only (lists)', async () => {
    const c = new WeblateClient({ baseUrl: api, token: tokens.admin });
    const shown = await lists(c);
    await c.close();
    return { rows: shown.projects.length + shown.components.length };
  });
  const admin = new WeblateClient({ baseUrl: api, token: tokens.admin });
  const adminSource = new RowDataSource(admin, new PermissionMemory(true), fresh);
  let adminShown: Awaited<ReturnType<typeof lists>> | undefined;
  await measure('maintainer: lists + progress + repository state', async () => {
    adminShown = await lists(admin);
    await rowData(adminSource, adminShown);
    return { rows: adminShown.projects.length + adminShown.components.length };
  });
  await measure('maintainer again within freshness (row data only)', async () => {
    await rowData(adminSource, adminShown!);
    return { rows: adminShown!.projects.length + adminShown!.components.length };
  });
  await admin.close();
  const translator = new WeblateClient({ baseUrl: api, token: tokens.translator });
  await measure('translator: lists + progress (status refused once per project)', async () => {
    const shown = await lists(translator);
    await rowData(new RowDataSource(translator, new PermissionMemory(true), fresh), shown);
    return { rows: shown.projects.length + shown.components.length };
  });
  await translator.close();
  console.log('\nExpanding projects → components (of Benchmark) → translations (of its first component):\n');
  console.log('| tree | rows | requests | time |\n|---|---|---|---|\n' + rows.join('\n'));
}

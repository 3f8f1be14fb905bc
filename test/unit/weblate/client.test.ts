import { strict as assert } from 'node:assert';
import {
  AuthError,
  ConflictError,
  NetworkError,
  NotFoundError,
  PermissionError,
  ProtocolError,
  RateLimitedError,
  ServerError,
  TimeoutError,
  ValidationError,
  type RequestLogEntry,
} from '../../../src/core/http';
import {
  actionName,
  TranslationSchema,
  unitChecksum,
  UnitSchema,
  unitStateKind,
  WeblateClient,
} from '../../../src/core/weblate';
import { useSandbox } from '../sandbox/helpers';
import { rejection } from '../rejection';

const ctx = useSandbox();
const logs: RequestLogEntry[] = [];
const messages: string[] = [];
const make = (token?: string, extra: Partial<ConstructorParameters<typeof WeblateClient>[0]> = {}) =>
  new WeblateClient({
    baseUrl: ctx.sb.weblateUrl,
    token,
    onRequestLog: (e) => logs.push(e),
    retry: { baseDelayMs: 1 },
    ...extra,
  });
const admin = () => make(ctx.sb.credentials.weblate.adminToken);

const failure = (p: Promise<unknown>) => rejection(p, (e) => messages.push(String(e), e.message));

describe('WeblateClient reads', () => {
  it('lists projects, components, translations, languages and users', async () => {
    const c = make();
    assert.deepEqual(
      (await c.listProjects()).map((p) => p.slug),
      ['atlas', 'mobile'],
    );
    assert.deepEqual(
      (await c.listComponents('atlas')).map((x) => x.slug),
      ['web', 'glossary'],
    );
    assert.ok((await c.listComponents()).some((x) => x.file_format === 'tbx'));
    const trs = await c.listTranslations('atlas', 'web');
    assert.ok(trs.some((t) => t.language.code === 'pt_BR' && t.language_code === 'pt-BR'));
    // atlas/web's, the glossary's 4, mobile/app's 4, mobile/android's, mobile/flutter's and mobile/ios's 3
    // (the private project's are not seen).
    assert.equal((await c.listTranslations()).length, trs.length + 4 + 4 + 3 + 3 + 3);
    assert.ok((await c.listLanguages()).some((l) => l.direction === 'rtl'));
    assert.ok((await c.listUsers()).some((u) => u.username === 'anonymous'));
  });

  it('reads one project, component, translation, unit, change, language and user', async () => {
    const c = make();
    assert.equal((await c.getProject('atlas')).name, 'Atlas');
    assert.equal((await c.getComponent('atlas', 'web')).filemask, 'locales/*.json');
    const t = await c.getTranslation('atlas', 'web', 'de');
    assert.equal(t.filename, 'locales/de.json');
    const s = await c.getTranslationStatistics('atlas', 'web', 'de');
    assert.equal(s.translated, t.translated);
    assert.equal((await c.getProjectStatistics('atlas')).name, 'Atlas');
    assert.equal((await c.getLanguage('ar')).plural?.number, 6);
    assert.equal((await c.getLanguageStatistics('de')).name, 'German');
    assert.equal((await c.getUser('translator')).full_name, 'Tomás Translator');
    assert.equal((await c.getChange(1)).action, 50);
    assert.equal((await c.getComponentLock('atlas', 'web')).locked, false);
    // Repository status needs a VCS right (Weblate's meta:vcs.status): the maintainer reads it.
    assert.equal(typeof (await admin().getRepository('atlas', 'web')).needs_push, 'boolean');
    assert.equal(typeof (await admin().getRepository('atlas')).needs_commit, 'boolean');
    assert.equal(typeof (await admin().getRepository('atlas', 'web', 'de')).needs_merge, 'boolean');
    assert.ok((await c.listProjectLanguages('atlas')).some((l) => l.code === 'ar'));
    assert.ok((await c.listComponentStatistics('atlas', 'web')).length >= 7);
    assert.deepEqual(await c.listComponentLinks('atlas', 'web'), []);
    assert.match(await c.getTranslationFile('atlas', 'web', 'de'), /"menu"/);
  });

  it('follows cross-references from bodies on the same server', async () => {
    const c = make();
    const unit = (await c.listTranslationUnitsPage('atlas', 'web', 'de', 1)).items[0]!;
    const source = await c.follow(unit.source_unit!, UnitSchema);
    assert.deepEqual(source.source, unit.source);
    assert.equal((await c.follow(unit.translation, TranslationSchema)).language.code, 'de');
  });

  it('keeps 64-bit hashes exact and derives the web_url checksum from them', async () => {
    const c = make();
    const units = await c.listTranslationUnits('atlas', 'web', 'de');
    const raw = await (await fetch(`${ctx.sb.origin}/api/translations/atlas/web/de/units/?page_size=1000`)).text();
    for (const u of units) {
      assert.match(u.id_hash, /^-?\d+$/);
      assert.ok(raw.includes(`"id_hash":${u.id_hash},`));
      assert.equal(new URL(u.web_url).searchParams.get('checksum'), unitChecksum(u.id_hash));
    }
  });

  it('fetches all pages in ceil(count / page size) requests, equal to following next', async () => {
    const c = make(undefined, { pageSize: 7 });
    ctx.sb.requests.length = 0;
    const changes = await c.listChanges();
    const pages = Math.ceil(changes.length / 7);
    assert.equal(ctx.sb.requests.length, pages);
    const sequential: number[] = [];
    let page = 1;
    for (;;) {
      const p = await c.listChangesPage({}, page, undefined, 7);
      sequential.push(...p.items.map((x) => x.id));
      if (!p.next) break;
      page += 1;
    }
    assert.deepEqual(
      changes.map((x) => x.id),
      sequential,
    );
  });

  it('searches units with q and filters changes', async () => {
    const c = make();
    const untranslated = await c.listTranslationUnits('atlas', 'web', 'de', { q: 'state:<translated' });
    assert.ok(untranslated.length > 0 && untranslated.every((u) => u.state < 20));
    const everywhere = await c.listUnits({ q: 'key:menu.file.open' });
    assert.ok(everywhere.length >= 5 && everywhere.every((u) => u.context === 'menu.file.open'));
    const suggestions = await c.listChanges({ action: [4] });
    assert.ok(suggestions.length > 0 && suggestions.every((x) => x.action === 4 && x.user === null));
    const byUser = await c.listChanges({ user: 'reviewer' }, { project: 'atlas', component: 'web' });
    assert.ok(byUser.length > 0);
    const later = await c.listChanges({ timestamp_after: byUser.at(-1)!.timestamp });
    assert.ok(later.every((x) => Date.parse(x.timestamp) >= Date.parse(byUser.at(-1)!.timestamp)));
    const bad = (await failure(c.listUnits({ q: 'colour:red' }))) as ValidationError;
    assert.ok(bad instanceof ValidationError);
    assert.equal(bad.problems[0]!.field, 'q');
  });

  it('hides the private project from anonymous callers and shows it with its token', async () => {
    assert.ok((await failure(make().getProject('internal'))) instanceof NotFoundError);
    const scoped = make(ctx.sb.credentials.weblate.projectToken);
    assert.deepEqual(
      (await scoped.listProjects()).map((p) => p.slug),
      ['internal'],
    );
  });

  it('reports a wrong token as AuthError', async () => {
    assert.ok((await failure(make('wlu_not_a_real_token').listProjects())) instanceof AuthError);
  });
});

describe('WeblateClient writes', () => {
  it('patches a unit, and the re-read shows the change', async () => {
    const c = admin();
    const target = (await c.listTranslationUnits('atlas', 'web', 'fr', { q: 'state:0' })).find(
      (u) => u.source.length === 1,
    )!;
    const res = await c.patchUnit(target.id, { target: ['Ouvrir'], state: 20 });
    assert.deepEqual(res.target, ['Ouvrir']);
    const again = await c.getUnit(target.id);
    assert.equal(again.state, 20);
    assert.equal(unitStateKind(again.state), 'translated');
  });

  it('refuses locally, sending nothing, what the server would refuse', async () => {
    const c = admin();
    ctx.sb.requests.length = 0;
    for (const bad of [
      { target: ['x'], state: 0 },
      { target: [''], state: 20 },
      { target: ['x'], state: 100 },
      { target: 'x' as unknown as string[], state: 20 },
    ]) {
      assert.ok((await failure(Promise.resolve().then(() => c.patchUnit(1, bad)))) instanceof ValidationError);
    }
    assert.equal(ctx.sb.requests.length, 0);
  });

  it('surfaces server refusals as typed errors', async () => {
    const c = admin();
    const readonly = (await c.listTranslationUnits('atlas', 'web', 'de', { q: 'state:100' }))[0]!;
    assert.ok((await failure(c.patchUnit(readonly.id, { target: ['x'], state: 20 }))) instanceof PermissionError);
    const plural = (await c.listTranslationUnits('atlas', 'web', 'ar', { q: 'has:plural' }))[0]!;
    assert.ok((await failure(c.patchUnit(plural.id, { target: ['one'], state: 20 }))) instanceof ValidationError);
  });

  it('creates, replaces, patches and deletes a language with an admin token only', async () => {
    const input = {
      code: 'eo',
      name: 'Esperanto',
      direction: 'ltr' as const,
      plural: { number: 2, formula: 'n != 1' },
    };
    assert.ok(
      (await failure(make(ctx.sb.credentials.weblate.translatorToken).createLanguage(input))) instanceof
        PermissionError,
    );
    const c = admin();
    assert.equal((await c.createLanguage(input)).name, 'Esperanto');
    assert.equal((await c.updateLanguage('eo', { ...input, name: 'Esperanto (updated)' })).name, 'Esperanto (updated)');
    assert.equal((await c.patchLanguage('eo', { direction: 'rtl' })).direction, 'rtl');
    await c.deleteLanguage('eo');
    assert.ok((await failure(c.getLanguage('eo'))) instanceof NotFoundError);
  });
});

describe('WeblateClient under faults', () => {
  afterEach(() => ctx.sb.faults.clear());
  const path = '^/api/projects/$';

  it('retries 429, 423 and 503 and then succeeds', async () => {
    for (const fault of [
      { kind: 'rateLimit' as const, retryAfterSeconds: 0 },
      { kind: 'status' as const, status: 423 },
      { kind: 'status' as const, status: 503 },
    ]) {
      ctx.sb.faults.add({ ...fault, path, times: 1 });
      assert.equal((await make().listProjects()).length, 2);
    }
  });

  it('ends every other fault in a typed error within bounded time', async () => {
    const cases = [
      { fault: { kind: 'status' as const, status: 500 }, cls: ServerError },
      { fault: { kind: 'reset' as const }, cls: NetworkError },
      { fault: { kind: 'truncate' as const }, cls: ProtocolError },
      { fault: { kind: 'wrongType' as const }, cls: ProtocolError },
      { fault: { kind: 'html' as const }, cls: ServerError },
      { fault: { kind: 'latency' as const, latencyMs: 1500 }, cls: TimeoutError },
      { fault: { kind: 'rateLimit' as const, retryAfterSeconds: 600 }, cls: RateLimitedError },
    ];
    for (const { fault, cls } of cases) {
      ctx.sb.faults.clear();
      ctx.sb.faults.add({ ...fault, path });
      const err = await failure(
        make(undefined, {
          timeouts: { headersMs: 300 },
          retry: { maxRetries: 1, baseDelayMs: 1, maxTotalWaitMs: 2000 },
        }).listProjects(),
      );
      assert.ok(err instanceof cls, `${fault.kind}: got ${err.name} ${err.message}`);
    }
  });

  it('names the field whose type is wrong', async () => {
    ctx.sb.faults.add({ kind: 'wrongType', path, times: 1 });
    const err = (await failure(make().listProjects())) as ProtocolError;
    assert.equal(err.fieldPath, 'results.0.name');
  });

  it('offers a conflict as retryable', async () => {
    ctx.sb.faults.add({ kind: 'status', status: 423, path });
    const err = await failure(make(undefined, { retry: { maxRetries: 0 } }).listProjects());
    assert.ok(err instanceof ConflictError && err.retryable);
  });
});

describe('WeblateClient hygiene', () => {
  it('names actions by number and keeps unknown codes open', () => {
    assert.equal(actionName(59, 'String aktualisiert'), 'String updated in the repository');
    assert.equal(actionName(999, 'Brand new action'), 'Brand new action');
  });

  it('never puts a token in a log line or an error message', () => {
    assert.ok(logs.length > 20 && messages.length > 10);
    const secrets = Object.values(ctx.sb.credentials.weblate);
    for (const text of [...logs.map((l) => JSON.stringify(l)), ...messages])
      for (const s of secrets) assert.ok(!text.includes(s), text);
  });
});

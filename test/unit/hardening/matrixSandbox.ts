// What the matrix reads from a sandbox without going through the clients under test: the ids a cell
// needs, and how many articles a world holds (World Anvil lists have no count, so every page is read).
import { WeblateClient } from '../../../src/core/weblate';
import { WorldAnvilClient } from '../../../src/core/worldanvil';
import type { Sandbox } from '../../../sandbox/types';
import type { Fixtures } from './matrixMethods';

export async function loadFixtures(sb: Sandbox): Promise<Fixtures> {
  const weblate = new WeblateClient({ baseUrl: sb.weblateUrl, token: sb.credentials.weblate.adminToken });
  const wa = new WorldAnvilClient({ baseUrl: sb.worldAnvilUrl, ...sb.credentials.worldAnvil, requestsPerSecond: 0 });
  try {
    const units = await weblate.listTranslationUnits('atlas', 'web', 'de');
    const unit = units.find((u) => u.source.length === 1 && u.state > 0 && u.state < 100);
    if (!unit) throw new Error('the sandbox has no translatable single-form unit in atlas/web/de');
    const user = await wa.getUser();
    const world = (await wa.listWorlds(user.id))[0];
    if (!world) throw new Error('the sandbox user has no world');
    const article = (await wa.listArticles(world.id, { offset: 0, limit: 1 })).items[0];
    if (!article) throw new Error('the sandbox world has no article');
    return {
      unitId: unit.id,
      translationUrl: unit.translation,
      userId: user.id,
      worldId: world.id,
      articleId: article.id,
    };
  } finally {
    await Promise.all([weblate.close(), wa.close()]);
  }
}

/** The number of articles in a world, read page by page with plain fetch (no faults must be active). */
export async function countArticles(sb: Sandbox, worldId: string): Promise<number> {
  const headers = {
    'x-auth-token': sb.credentials.worldAnvil.authToken,
    'x-application-key': sb.credentials.worldAnvil.applicationKey,
  };
  let total = 0;
  for (let offset = 0; ; offset += 50) {
    const res = await fetch(`${sb.worldAnvilUrl}world/${worldId}/articles?offset=${offset}&limit=50`, { headers });
    if (!res.ok) throw new Error(`counting articles: HTTP ${res.status}`);
    const body = (await res.json()) as { articles: unknown[] };
    total += body.articles.length;
    if (body.articles.length < 50) return total;
  }
}

/** Polls `condition` until it holds or `ms` pass (then returns without failing: the caller asserts). */
export async function waitFor(condition: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

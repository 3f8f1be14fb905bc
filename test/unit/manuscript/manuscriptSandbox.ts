// Shared by the manuscript pull and push tests: the sandbox's sample manuscript, a target for one of its
// versions, and a pull that writes every planned file as the command does, then records it.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BoromirClient } from '../../../src/core/worldanvil';
import { planVersionPull, recordVersionPull, type VersionPullTarget } from '../../../src/core/manuscript/versionPull';
import { generateWorldAnvilData } from '../../../sandbox/worldanvil/data';
import type { Sandbox } from '../../../sandbox/types';

export const seed = generateWorldAnvilData();
export const reedlands = seed.worlds.find((w) => w.title === 'The Reedlands')!;
export const manuscript = seed.manuscripts.manuscripts[0]!;
export const version = (title: string) => seed.manuscripts.versions.find((v) => v.title === title)!;
export const target = (title: string): VersionPullTarget => ({
  worldId: reedlands.id,
  manuscript: { id: manuscript.id, title: manuscript.title },
  version: { id: version(title).id, title },
});
export const boromirOf = (sb: Sandbox) =>
  new BoromirClient({ baseUrl: sb.boromirUrl, ...sb.credentials.worldAnvil, requestsPerSecond: 0 });

/** Plans, writes every planned file as the command does (after the write policy), records. */
export async function pullVersion(client: BoromirClient, folder: string, t: VersionPullTarget) {
  const plan = await planVersionPull(client.manuscripts, t, folder);
  for (const w of plan.writes) {
    await mkdir(join(folder, w.relative, '..'), { recursive: true });
    await writeFile(join(folder, w.relative), w.text);
  }
  await recordVersionPull(folder, plan, t, new Set(plan.writes.map((w) => w.partId)));
  return plan;
}

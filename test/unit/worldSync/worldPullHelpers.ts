// Shared by the world-pull tests: a client of either API face on the sandbox, and a pull of a whole world
// into category folders as the command runs it (plan, then execute).
import { BoromirClient, WorldAnvilClient, type WorldAnvilApi } from '../../../src/core/worldanvil';
import { executePull } from '../../../src/core/worldSync/execute';
import { readManifest } from '../../../src/core/worldSync/pullManifest';
import { categoryFolders, existingNames, planPull, type PullStep } from '../../../src/core/worldSync/plan';
import type { Sandbox } from '../../../sandbox/types';

export function faceClient(sb: Sandbox, face: 'boromir' | 'aragorn'): WorldAnvilApi {
  const opts = { ...sb.credentials.worldAnvil, requestsPerSecond: 0 };
  return face === 'boromir'
    ? new BoromirClient({ baseUrl: sb.boromirUrl, ...opts })
    : new WorldAnvilClient({ baseUrl: sb.worldAnvilUrl, ...opts });
}

export async function pullIntoCategories(
  client: WorldAnvilApi,
  folder: string,
  worldId: string,
  opts: {
    signal?: AbortSignal;
    onStep?: (done: number, step: PullStep) => void;
    concurrency?: number;
    maxImageBytes?: number;
  } = {},
) {
  const manifest = await readManifest(folder, worldId);
  const folders = categoryFolders(await client.listCategories(worldId));
  const steps = await planPull(
    folder,
    await client.listAllArticles(worldId),
    manifest,
    await existingNames(folder, folders.values()),
    folders,
  );
  return executePull(client, folder, steps, manifest, { format: 'markdown', ...opts });
}

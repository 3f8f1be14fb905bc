// The end-to-end tier's two windows (#40): the scenarios run in two code-servers at once, each with its
// own sandbox and browser, so the tier takes about half as long on two cores (one window leaves most of a
// core idle: a scenario mostly waits for the workbench to draw). A window runs its scenarios in file order,
// as one window ran them all before, so a scenario that chains on an earlier one (02's connection, 05's
// sign-in, 06's article, 15's pulled world) must sit in the same window after it.
//
// The writer's window: World Anvil scenarios, and those that need both services (09, 11, 13, 14, 17, 19, 25
// chain on 05's sign-in or 06's article) but nothing a translator scenario left behind. It starts connected to the localization sandbox (the server address set, the
// token handed over), as 02-localization leaves the translator's window. Every other scenario, and any
// new one until it is placed here, runs in the translator's window.

export type ShardName = 'translator' | 'writer';
export const SHARD_NAMES: readonly ShardName[] = ['translator', 'writer'];

/** Scenario numbers (the file name's prefix) of the writer's window. */
const WRITER = new Set(
  '05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 25 31 32 35 38 39 43 44 45 46 58 65 66'.split(' '),
);
/** Scenarios both windows run, each over its own window's output: the leak scan. */
const BOTH = new Set(['37']);

/** The window a scenario file (`NN-name.test.ts`) runs in; undefined for one that runs in both. */
export function shardOf(file: string): ShardName | undefined {
  const number = /^(\d+)-/.exec(file)?.[1] ?? '';
  if (BOTH.has(number)) return undefined;
  return WRITER.has(number) ? 'writer' : 'translator';
}

/** Whether the file runs in this window. */
export function inShard(file: string, shard: ShardName): boolean {
  const of = shardOf(file);
  return of === undefined || of === shard;
}

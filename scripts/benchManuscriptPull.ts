// `npm run bench`, manuscripts part (alone: `tsx scripts/bench.ts --part manuscripts [--runs N] [--latency MS]`,
// #47 item 2): a manuscript version of 200 beats (the sandbox's long manuscript, 10 parts of 20 beats, made
// on request: sandbox/worldanvil/manuscripts/long.ts) pulled into an empty folder as the Pull Manuscript
// Version… command does (planVersionPull, the files written through the write policy, recordVersionPull),
// then pulled again with nothing changed, then again after one beat was changed on World Anvil. Each line:
// requests against the minimum World Anvil's API allows, and time (medians of the runs, a fresh folder
// each run, 50 ms added per request, unpaced). The minimum: the version read once (its goal is not in a
// list), one page of parts, one page of beats per part (lists carry references, no content: pages of 50),
// and, for what is new or changed, a part's GET (its synopsis) and a GET per beat.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { safeWrite } from '../src/core/files/safeWrite';
import { planVersionPull, recordVersionPull, type VersionPullTarget } from '../src/core/manuscript/versionPull';
import { readRemoteParts } from '../src/core/manuscript/partSyncState';
import { readManifest } from '../src/core/worldSync/pullManifest';
import { PULL_CONCURRENCY } from '../src/core/worldSync/execute';
import { BoromirClient } from '../src/core/worldanvil';
import type { ManuscriptsApi } from '../src/core/worldanvil/api';
import { SANDBOX_CREDENTIALS } from '../sandbox/credentials';
import type { LongManuscript } from '../sandbox/worldanvil/manuscripts/long';
import { median, measure, type Sample } from './benchLists';
import { startSandbox } from './lib/benchSandbox';

const WA = SANDBOX_CREDENTIALS.worldAnvil;
const BEATS = 200;
const PAGE = 50;

/** One pull as the command makes it; the number of part files written. */
async function pull(api: ManuscriptsApi, target: VersionPullTarget, folder: string): Promise<number> {
  const plan = await planVersionPull(api, target, folder);
  for (const w of plan.writes) await safeWrite({ folder, relative: w.relative }, new TextEncoder().encode(w.text));
  await recordVersionPull(folder, plan, target, new Set(plan.writes.map((w) => w.partId)));
  return plan.writes.length;
}

/** The lists a pull reads at least: the version, the part pages, each part's beat pages (a full page asks one more). */
function lists(m: LongManuscript): number {
  const perPart = Math.ceil(m.beats / m.parts);
  let pages = 1 + Math.ceil((m.parts + 1) / PAGE);
  for (let left = m.beats; left > 0; left -= perPart) pages += Math.ceil((Math.min(perPart, left) + 1) / PAGE);
  return pages;
}

export async function benchManuscriptPull(opts: { runs: number; latency: number; beats?: number }): Promise<void> {
  const sb = await startSandbox(opts.latency);
  const client = new BoromirClient({ baseUrl: sb.boromir, ...WA, requestsPerSecond: 0 });
  try {
    const beats = opts.beats ?? BEATS;
    const answer = await fetch(`${sb.origin}/__sandbox/manuscripts`, {
      method: 'POST',
      body: JSON.stringify({ beats }),
    });
    const long = (await answer.json()) as LongManuscript;
    const api = client.manuscripts!;
    const target: VersionPullTarget = {
      worldId: long.worldId,
      manuscript: { id: long.manuscriptId, title: 'The Long Road' },
      version: { id: long.versionId, title: 'Draft' },
    };
    const firstBeat = (await api.listBeats((await api.listParts(long.versionId))[0]!.id))[0]!;
    const samples: Record<'first' | 'again' | 'oneBeat' | 'sideBySide' | 'oneByOne', Sample[]> = {
      first: [],
      again: [],
      oneBeat: [],
      sideBySide: [],
      oneByOne: [],
    };
    // World Changes' read of World Anvil's side (readRemoteParts): the same requests, 4 at a time or 1.
    const remoteSide = (folder: string, concurrency: number) => async () =>
      (await readRemoteParts(api, await readManifest(folder, long.worldId), undefined, concurrency)).size;
    for (let r = 0; r < opts.runs; r++) {
      const folder = await mkdtemp(join(tmpdir(), 'scriptorium-bench-manuscript-'));
      try {
        samples.first.push(await measure(sb.origin, () => pull(api, target, folder)));
        samples.again.push(await measure(sb.origin, () => pull(api, target, folder)));
        await api.updateBeat(firstBeat.id, { content: `Changed in run ${r + 1}.` });
        samples.oneBeat.push(await measure(sb.origin, () => pull(api, target, folder)));
        samples.sideBySide.push(await measure(sb.origin, remoteSide(folder, PULL_CONCURRENCY)));
        samples.oneByOne.push(await measure(sb.origin, remoteSide(folder, 1)));
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    }
    const perPart = beats / long.parts;
    const minimum = { first: lists(long) + long.parts + beats, again: lists(long), oneBeat: lists(long) + 1 };
    console.log(
      `Manuscript pull: a version of ${beats} beats in ${long.parts} parts, sandbox, ${opts.latency} ms added per request, unpaced; medians of ${opts.runs} runs.`,
    );
    const line = (label: string, s: Sample[], min: number, note: string) =>
      console.log(
        `  ${label.padEnd(30)} ${String(median(s.map((x) => x.requests))).padStart(4)} requests (minimum ${min})  ${Math.round(median(s.map((x) => x.ms)))} ms  ${median(s.map((x) => x.items))} files written${note}`,
      );
    line('first pull, empty folder', samples.first, minimum.first, '');
    line('again, nothing changed', samples.again, minimum.again, '');
    line(
      'again, one beat changed there',
      samples.oneBeat,
      minimum.oneBeat,
      ` (the changed beat's part read whole: its GET and ${perPart} beats'; the minimum reads the one beat)`,
    );
    const sides = (label: string, s: Sample[]) =>
      console.log(
        `  ${label.padEnd(30)} ${String(median(s.map((x) => x.requests))).padStart(4)} requests (minimum ${lists(long) - 1})  ${Math.round(median(s.map((x) => x.ms)))} ms  ${median(s.map((x) => x.items))} parts read`,
      );
    sides(`World Changes, ${PULL_CONCURRENCY} at a time`, samples.sideBySide);
    sides('World Changes, one by one', samples.oneByOne);
  } finally {
    await client.close();
    sb.child.kill('SIGTERM');
  }
}

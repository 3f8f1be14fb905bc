// `npm run bench`: first the parsers on worst-case inputs (scripts/benchParsers.ts: time must grow linearly), then the lists (scripts/benchLists.ts): each of Scriptorium's list reads (units of a
// 50,000-unit translation, translations, components, changes, World Anvil articles) against plain fetch +
// JSON.parse of the same pages, with requests against the minimum; --lists-baseline REV adds the client of
// an earlier commit, side by side. Then a whole World Anvil world pulled, 500 and 5,000 articles, against the
// same requests sent plainly and the minimum (scripts/benchWorldPull.ts). (Until issue 28 this part compared the client with naive `next`
// following and Debian's wlc; that comparison is gone: it took minutes and asked nothing still open.)
// Then what ships, side by side with the package of an earlier commit (--baseline, default 3893592: before
// lazy features), each measured in real VS Code (code-server), interleaved: sizes, activation, first paint
// of the trees, extension host memory (scripts/lib/benchPackage.ts). Then the requests of expanding the
// Localization tree with and without row progress (scripts/benchTree.ts). Then the volumes a server
// chooses: deep and wide categories, endless paging (scripts/benchVolumes.ts). --part parsers|lists|world|manuscripts|tree|volumes|merge|panel|suggestions|sourceKeys|vscode runs one
// (manuscripts: a 200-beat manuscript version pulled, again unchanged, again after one beat changed,
// scripts/benchManuscriptPull.ts; merge: a world file's three-way merge, scripts/benchMerge.ts; panel: a string open's requests and time
// in the unit panel at 50 and 150 ms, scripts/benchPanelRequests.ts),
// --steps require,activation,paint,memory,panel,level,hints some of the second (sizes are always printed; hints: a
// source file's first hints in a new window, scripts/lib/benchHints.ts; level: a
// 10,000-component tree level, scripts/lib/benchLevel.ts). --quick: each once, small, nothing judged (CI).
// Every part prints the machine it ran on (CPU, cores, load average: scripts/lib/machine.ts). --cpus N runs
// everything under a quota of N CPUs (scripts/lib/cpuQuota.ts: a slow machine, reproducibly; root only).
// zod is configured as the extension configures it before any schema is built (the import order matters).
import '../src/platform/vendor';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { SANDBOX_CREDENTIALS } from '../sandbox/credentials';
import { benchLists } from './benchLists';
import { benchManuscriptPull } from './benchManuscriptPull';
import { benchMerge } from './benchMerge';
import { benchPanelRequests } from './benchPanelRequests';
import { benchSuggestionBatch, benchSuggestions } from './benchSuggestions';
import { benchFirstHints } from './benchFirstHints';
import { benchSourceKeys } from './benchSourceKeys';
import { benchPackage } from './lib/benchPackage';
import { requestCount, startSandbox } from './lib/benchSandbox';
import { benchTree } from './benchTree';
import { benchVolumes } from './benchVolumes';
import { benchWorldPull } from './benchWorldPull';
import { limitCpus } from './lib/cpuQuota';
import { machineLine, printMachine, setCpuQuota } from './lib/machine';

const TOKEN = SANDBOX_CREDENTIALS.weblate.adminToken;

/**
 * --quick (CI's "bench (quick)" stage, #48): every part and step once, at its smallest size, only this
 * checkout's package (no baseline to build), no goal judged. It proves the steps still complete (their
 * waits find the states they wait for), so a broken step shows the day it breaks; its figures mean nothing.
 */
interface Quick {
  runs: number;
  worldSizes: number[];
  parsersKb: string;
  windows: number;
  panels: number;
}
const QUICK: Quick = { runs: 1, worldSizes: [20], parsersKb: '16', windows: 1, panels: 3 };

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      latency: { type: 'string' },
      part: { type: 'string' },
      baseline: { type: 'string' },
      'lists-baseline': { type: 'string' },
      windows: { type: 'string' },
      panels: { type: 'string' },
      steps: { type: 'string' },
      'world-sizes': { type: 'string' },
      quick: { type: 'boolean' },
      cpus: { type: 'string' },
    },
  });
  if (values.cpus !== undefined) {
    const cpus = Number(values.cpus);
    const release = limitCpus(cpus);
    setCpuQuota(cpus);
    process.once('exit', release);
  }
  const quick = values.quick ? QUICK : undefined;
  const runs = Number(values.runs ?? quick?.runs ?? 3);
  // --quick adds no latency unless asked: its figures are not read, and 400 requests at 50 ms cost seconds.
  const latency = Number(values.latency ?? (quick ? 0 : 50));
  const part = values.part ?? 'all';
  const started = Date.now();
  const runPart = (name: string) => {
    if (part !== 'all' && part !== name) return false;
    printMachine(name);
    return true;
  };
  // The parsers first, in their own process (it times children of its own); a ratio over its limit fails the
  // bench at the end, after every other part has still been measured (a busy machine fails one now and then).
  if (runPart('parsers')) {
    const kb = quick ? ['--kb', quick.parsersKb, '--quick'] : [];
    const parsers = spawnSync(process.execPath, [...process.execArgv, 'scripts/benchParsers.ts', ...kb], {
      stdio: 'inherit',
    });
    if (parsers.status !== 0) process.exitCode = 1;
  }
  if (runPart('lists'))
    await benchLists({ runs, latency, baseline: values['lists-baseline'], exactRuns: quick !== undefined });
  if (runPart('world')) {
    const sizes = values['world-sizes']?.split(',').map(Number) ?? quick?.worldSizes;
    await benchWorldPull({ runs, latency, ...(sizes ? { sizes } : {}), exactRuns: quick !== undefined });
  }
  if (runPart('manuscripts')) await benchManuscriptPull({ runs, latency, ...(quick ? { beats: 20 } : {}) });
  if (runPart('tree')) {
    const { api, origin, child } = await startSandbox(latency);
    try {
      await benchTree(
        api,
        { requests: () => requestCount(origin) },
        { admin: TOKEN, translator: SANDBOX_CREDENTIALS.weblate.translatorToken },
      );
    } finally {
      child.kill('SIGTERM');
    }
  }
  if (runPart('volumes')) await benchVolumes(runs, quick !== undefined);
  if (runPart('merge')) benchMerge(runs);
  if (runPart('panel')) await benchPanelRequests(runs, quick ? [0] : [50, 150]);
  // Time to the first automatic suggestion (#46): memory and the sandbox's engine.
  if (runPart('suggestions')) {
    await benchSuggestions(runs, quick ? [0] : [50, 150]);
    await benchSuggestionBatch(quick ? [0] : [50, 150]);
  }
  // Keys in source code (#27): over the 50 ms budget fails the bench at the end, like the parsers.
  if (runPart('sourceKeys')) {
    if (!benchSourceKeys(quick !== undefined)) process.exitCode = 1;
    await benchFirstHints(quick ? 1 : runs, quick ? [0] : [50, 150]);
  }
  if (runPart('vscode')) {
    await benchPackage({
      // --quick measures this checkout's package alone: packaging an earlier commit costs a clone and a build.
      baseline: quick ? values.baseline : (values.baseline ?? '3893592'),
      windows: Number(values.windows ?? quick?.windows ?? 5),
      panels: Number(values.panels ?? quick?.panels ?? 100),
      latency,
      steps: new Set((values.steps ?? 'require,activation,paint,memory,panel,level,hints').split(',')),
      quick: quick !== undefined,
    });
  }
  console.log(`\nbench: done in ${Math.round((Date.now() - started) / 1000)} s; machine at the end: ${machineLine()}`);
  if (quick) console.log('bench: --quick: every step ran; no figure above is a measurement and no goal was judged.');
}

main().catch((e: unknown) => {
  console.error(`bench: ${(e as Error).message}`);
  console.error(`bench: machine: ${machineLine()}`);
  process.exit(1);
});

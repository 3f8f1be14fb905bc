// `npm test`: every tier, from whatever state the machine is in (a fresh clone and an empty cache
// included). Each stage is one line below and starts once the stages in its `after` have passed, so the
// installs and the tiers that do not depend on each other overlap: the end-to-end tier, the longest, starts
// as soon as code-server is installed, while Weblate installs and the unit and conformance tests run beside
// it. After a failure no new stage starts; the run always ends with a table of when each stage started and
// how long it took, and the total of mocha's counts.
//
// `npm test -- --stress` (or SCRIPTORIUM_STRESS=1) runs the same stages beside busy processes, one per core
// (scripts/lib/cpuHog.cjs): the load mode that shows a change holds on a shared, busy machine.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import hog from './lib/cpuHog.cjs';
import runner from './lib/stageRunner.cjs';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--stress');
if (unknown.length > 0) {
  console.error(`[test] unknown argument(s): ${unknown.join(' ')} (the one option is --stress)`);
  process.exit(2);
}
const stress = args.includes('--stress') || process.env.SCRIPTORIUM_STRESS === '1';

// The critical path is code-server's install and then the end-to-end tier: nothing else CPU-heavy starts
// before code-server is built (measured cold on 2 cores: its install took 7 min 32 s beside Weblate's and
// the oldest code-server's, 2 min alone); the rest runs beside the end-to-end tier.
const STAGES = [
  { name: 'npm install', run: ['node', 'scripts/ensureDeps.mjs'] },
  { name: 'lint', run: ['npm', 'run', 'lint'], after: ['npm install'] },
  { name: 'typecheck', run: ['npm', 'run', 'typecheck'], after: ['npm install'] },
  { name: 'e2e setup', run: ['bash', 'scripts/setup-e2e.sh'], after: ['npm install'] },
  // The forward proxy the unit and e2e network tests go through (Debian's tinyproxy): installed here, not by
  // the first test that starts it, which then waited for apt (and its lock, held by other setup stages)
  // inside its own 20 s and failed on a busy cold machine.
  { name: 'proxy setup', run: ['bash', 'scripts/setup-proxy.sh'], after: ['e2e setup'] },
  { name: 'e2e', run: ['npm', 'run', 'test:e2e'], after: ['proxy setup', 'lint', 'typecheck'] },
  { name: 'wlc setup', run: ['bash', 'scripts/setup-wlc.sh'], after: ['e2e setup'] },
  { name: 'Weblate setup', run: ['bash', 'scripts/setup-weblate.sh'], after: ['e2e setup'] },
  { name: 'unit', run: ['npm', 'run', 'test:unit'], after: ['proxy setup', 'lint', 'typecheck'] },
  // Each framework's own extraction tool against Scriptorium's finder on the same sources (#44); i18next-cli
  // and Angular 22 need Node >= 22, which the e2e setup installs, with xgettext and python3-venv (Django's
  // makemessages and Babel run in a venv the tier installs in the cache, as it installs Angular's compiler).
  { name: 'oracle', run: ['npm', 'run', 'test:oracle'], after: ['e2e setup', 'lint', 'typecheck'] },
  // The oldest VS Code we claim (engines.vscode): the unit tests on its Node, the smoke suite in its code-server.
  { name: 'e2e setup (oldest)', run: ['bash', 'scripts/setup-e2e.sh', 'oldest'], after: ['unit'] },
  { name: 'unit (Node 20.9)', run: ['npm', 'run', 'test:unit:oldest'], after: ['e2e setup (oldest)'] },
  {
    name: 'e2e smoke (VS Code 1.90)',
    run: ['npm', 'run', 'test:e2e', '--', '--vscode', 'oldest'],
    after: ['unit (Node 20.9)'],
  },
  { name: 'conformance', run: ['npm', 'run', 'test:conformance'], after: ['unit', 'wlc setup', 'Weblate setup'] },
  // Every part and step of `npm run bench` once, small, no timing judged (#48): a bench step that no longer
  // completes fails here the day it breaks. It needs code-server and a machine not running two e2e windows:
  // after the end-to-end tier, beside the end of conformance (after conformance it made the critical path
  // once the e2e tier ran in two windows: a quiet cold run ended at +14:10 with e2e done at +12:09).
  { name: 'bench (quick)', run: ['npm', 'run', 'bench', '--', '--quick'], after: ['e2e'] },
  { name: 'npm start', run: ['npm', 'run', 'test:start'], after: ['e2e'] },
];

const hogs = stress ? await hog.startCpuHogs() : undefined;
if (hogs) console.log(`[test] load mode: ${hogs.count} busy processes beside every stage, until the run ends`);
const outcome = await runner.runStages(STAGES, { cwd: join(dirname(fileURLToPath(import.meta.url)), '..') });
hogs?.stop();
console.log(runner.report(outcome));
if (hogs) console.log(`[test] ran in load mode (${hogs.count} busy processes)`);
process.exit(outcome.ok ? 0 : outcome.results.some((r) => r.status === 'interrupted') ? 130 : 1);

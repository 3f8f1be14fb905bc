// `npm test`: every tier, in order, from whatever state the machine is in (a fresh clone and an empty
// cache included). Each stage is one line below; the run stops at the first failure and always ends with
// a table of how long each stage took and the total of mocha's counts.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import runner from './lib/stageRunner.cjs';

const STAGES = [
  { name: 'npm install', run: ['node', 'scripts/ensureDeps.mjs'] },
  { name: 'lint', run: ['npm', 'run', 'lint'] },
  { name: 'typecheck', run: ['npm', 'run', 'typecheck'] },
  { name: 'e2e setup', run: ['bash', 'scripts/setup-e2e.sh'] },
  { name: 'wlc setup', run: ['bash', 'scripts/setup-wlc.sh'] },
  { name: 'Weblate setup', run: ['bash', 'scripts/setup-weblate.sh'] },
  { name: 'unit', run: ['npm', 'run', 'test:unit'] },
  { name: 'conformance', run: ['npm', 'run', 'test:conformance'] },
  { name: 'e2e', run: ['npm', 'run', 'test:e2e'] },
  { name: 'npm start', run: ['npm', 'run', 'test:start'] },
];

const outcome = await runner.runStages(STAGES, { cwd: join(dirname(fileURLToPath(import.meta.url)), '..') });
console.log(runner.report(outcome));
process.exit(outcome.ok ? 0 : outcome.results.some((r) => r.status === 'interrupted') ? 130 : 1);

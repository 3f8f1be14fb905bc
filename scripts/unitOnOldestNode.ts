// `npm run test:unit:oldest`: the unit tests (mocha, .mocharc.json) on the Node of the oldest VS Code
// package.json claims — 20.9.0, the extension host of VS Code 1.90 (scripts/setup-e2e.sh says how that was
// found). undici 7 declares Node >= 20.18.1 as its support floor; this is what shows the HTTP layer
// (src/core/http on undici) working below it, or not. Arguments go to mocha.
import { spawnSync } from 'node:child_process';
import { cleanEnv } from './lib/cleanEnv.cjs';
import { ensureE2eEnv } from './lib/setup';

const { node } = ensureE2eEnv('oldest');
const mocha = require.resolve('mocha/bin/mocha.js');
console.log(`[unit] on ${spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()}`);
const run = spawnSync(node, [mocha, ...process.argv.slice(2)], { stdio: 'inherit', env: cleanEnv() });
process.exit(run.status ?? 1);

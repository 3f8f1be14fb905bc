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
// chooses: deep and wide categories, endless paging (scripts/benchVolumes.ts). --part parsers|lists|world|tree|volumes|merge|sourceKeys|vscode runs one
// (merge: a world file's three-way merge, scripts/benchMerge.ts),
// --steps require,activation,paint,memory,panel,level some of the second (sizes are always printed; level: a
// 10,000-component tree level, scripts/lib/benchLevel.ts).
// zod is configured as the extension configures it before any schema is built (the import order matters).
import '../src/platform/vendor';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { SANDBOX_CREDENTIALS } from '../sandbox/credentials';
import { benchLists } from './benchLists';
import { benchMerge } from './benchMerge';
import { benchSourceKeys } from './benchSourceKeys';
import { benchPackage } from './lib/benchPackage';
import { requestCount, startSandbox } from './lib/benchSandbox';
import { benchTree } from './benchTree';
import { benchVolumes } from './benchVolumes';
import { benchWorldPull } from './benchWorldPull';

const TOKEN = SANDBOX_CREDENTIALS.weblate.adminToken;

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
    },
  });
  const runs = Number(values.runs ?? 3);
  const latency = Number(values.latency ?? 50);
  const part = values.part ?? 'all';
  // The parsers first, in their own process (it times children of its own); a ratio over its limit fails the
  // bench at the end, after every other part has still been measured (a busy machine fails one now and then).
  if (part === 'all' || part === 'parsers') {
    const parsers = spawnSync(process.execPath, [...process.execArgv, 'scripts/benchParsers.ts'], { stdio: 'inherit' });
    if (parsers.status !== 0) process.exitCode = 1;
  }
  if (part === 'all' || part === 'lists') await benchLists({ runs, latency, baseline: values['lists-baseline'] });
  if (part === 'all' || part === 'world') {
    const sizes = values['world-sizes']?.split(',').map(Number);
    await benchWorldPull({ runs, latency, ...(sizes ? { sizes } : {}) });
  }
  if (part === 'all' || part === 'tree') {
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
  if (part === 'all' || part === 'volumes') await benchVolumes(runs);
  if (part === 'all' || part === 'merge') benchMerge(runs);
  // Keys in source code (#27): over the 50 ms budget fails the bench at the end, like the parsers.
  if ((part === 'all' || part === 'sourceKeys') && !benchSourceKeys()) process.exitCode = 1;
  if (part === 'all' || part === 'vscode') {
    await benchPackage({
      baseline: values.baseline ?? '3893592',
      windows: Number(values.windows ?? 5),
      panels: Number(values.panels ?? 100),
      latency,
      steps: new Set((values.steps ?? 'require,activation,paint,memory,panel,level').split(',')),
    });
  }
}

main().catch((e: unknown) => {
  console.error(`bench: ${(e as Error).message}`);
  process.exit(1);
});

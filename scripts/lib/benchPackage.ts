// The second half of `npm run bench`: the package this checkout makes beside the package of an earlier
// commit, measured the same way in one run, each step alternating between the two (a shared machine
// drifts; read the ratios): sizes; activation, median of N window loads; first paint of each tree after
// the sidebar opens (requests made, time beyond the sandbox's added latency); extension host heap after
// browsing 100,000 units and after opening and closing unit panels, with the UnitPanel objects still
// alive; the unit panel's Next; a tree level of 10,000 components (scripts/lib/benchLevel.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../../sandbox/server';
import { packageAt } from './baseline';
import { LEVEL_SIZE, levelTimes, type LevelTimes } from './benchLevel';
import { panelNextTimes, type PanelNextTimes } from './benchPanel';
import { memoryAfterBrowsing, type MemoryReading } from './benchMemory';
import { treePaint, type TreePaint } from './benchWindow';
import { measureActivation, type ActivationSituation } from './measureActivation';
import { extractBundles, requireMs } from './requireTime';
import { ensureE2eEnv, type E2eEnv } from './setup';
import { buildVsix } from './vsix';

interface Variant {
  name: string;
  vsix: string;
  id: string;
  vsixBytes: number;
  chunks: Record<string, number>;
}

const kb = (n: number) => `${Math.round(n / 1024).toLocaleString('en')} KB`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join(
    '\n',
  );

export async function benchPackage(opts: {
  baseline: string;
  windows: number;
  panels: number;
  latency: number;
  steps: Set<string>;
}): Promise<void> {
  const env = ensureE2eEnv();
  const dir = mkdtempSync(join(tmpdir(), 'scriptorium-bench-'));
  const before = packageAt(opts.baseline);
  try {
    const built = await buildVsix(dir);
    const variants: Variant[] = [
      {
        name: `before (${before.rev})`,
        vsix: before.vsix,
        id: built.id,
        vsixBytes: before.vsixBytes,
        chunks: before.chunks,
      },
      { name: 'now', vsix: built.path, id: built.id, vsixBytes: built.vsixBytes, chunks: built.chunks },
    ];
    const names = variants.map((v) => v.name);

    console.log(`\nWhat ships, ${names.join(' vs ')}:\n`);
    console.log(
      table(
        ['', ...names],
        [
          ['.vsix', ...variants.map((v) => kb(v.vsixBytes))],
          ['loaded at activation (dist/extension.js)', ...variants.map((v) => kb(v.chunks['extension.js'] ?? 0))],
          ...[...new Set(variants.flatMap((v) => Object.keys(v.chunks)))]
            .sort()
            .map((f) => [`dist/${f}`, ...variants.map((v) => (v.chunks[f] !== undefined ? kb(v.chunks[f]) : '—'))]),
        ],
      ),
    );

    if (opts.steps.has('require')) requireStep(env, variants);
    if (opts.steps.has('activation')) await activationStep(variants, opts.windows);
    if (opts.steps.has('paint')) await paintStep(env, variants, opts.latency);
    if (opts.steps.has('memory')) await memoryStep(env, variants, opts.panels);
    if (opts.steps.has('panel')) await panelStep(env, variants, opts.latency);
    if (opts.steps.has('level')) await levelStep(env, variants, opts.latency, opts.windows);
  } finally {
    before.remove();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** require() of the activation bundle in a fresh Node 24 process, 9 samples each, interleaved. */
function requireStep(env: E2eEnv, variants: Variant[]): void {
  const bundles = variants.map((v) => extractBundles(v.vsix));
  try {
    const samples: number[][] = variants.map(() => []);
    for (let round = 0; round < 9; round++) {
      for (const [i, b] of bundles.entries()) samples[i]!.push(requireMs(env.node, join(b.dist, 'extension.js')));
    }
    console.log(
      '\nLoading the activation bundle (require of dist/extension.js in a fresh Node 24 process, `vscode` stubbed; 9 samples each, interleaved):\n',
    );
    console.log(
      table(
        ['', 'median', 'all'],
        variants.map((v, i) => [
          v.name,
          `**${median(samples[i]!).toFixed(1)} ms**`,
          samples[i]!.map((x) => x.toFixed(0)).join(', '),
        ]),
      ),
    );
  } finally {
    for (const b of bundles) b.remove();
  }
}

async function activationStep(variants: Variant[], windows: number): Promise<void> {
  const situations: ActivationSituation[] = ['settled', 'window-load'];
  // samples[situation][variant]
  const samples = situations.map(() =>
    variants.map(() => ({ vscode: [] as number[], log: [] as number[], own: [] as number[] })),
  );
  for (let round = 0; round < windows; round++) {
    for (const [s, situation] of situations.entries()) {
      for (const [i, v] of variants.entries()) {
        const t = await measureActivation(v.vsix, v.id, situation);
        const into = samples[s]![i]!;
        into.log.push(t.logMs);
        if (t.vscodeMs !== undefined) into.vscode.push(t.vscodeMs);
        if (t.ownMs !== undefined) into.own.push(t.ownMs);
        process.stderr.write(
          `  activation ${situation} ${v.name} window ${round + 1}: VS Code ${t.vscodeMs ?? '?'} ms, logs ${t.logMs} ms, own code ${t.ownMs?.toFixed(1) ?? '—'} ms\n`,
        );
      }
    }
  }
  console.log(
    `\nActivation in code-server, ${windows} windows per row, interleaved (scripts/lib/measureActivation.ts). *settled*: installed into an open window once its startup activations are over, so Scriptorium activates alone; *window-load*: installed before the window opens and activated during the window's startup (by an activation event or the click on its icon), when VS Code's figure also includes the loading of extensions activated meanwhile. VS Code's own figure (Running Extensions: loading the code + the activate call); Scriptorium's own code (bundle evaluation + activate, timed inside the extension host); the log span (extension host starting the activation → the "activated" line, which also waits for VS Code to create the output channel):\n`,
  );
  const med = (xs: number[], digits = 0) => (xs.length ? `${median(xs).toFixed(digits)} ms` : '—');
  const rows = situations.flatMap((situation, s) =>
    variants.map((v, i) => {
      const x = samples[s]![i]!;
      return [
        `${situation} · ${v.name}`,
        `**${med(x.vscode)}**`,
        x.vscode.join(', '),
        med(x.own, 1),
        med(x.log),
        x.log.join(', '),
      ];
    }),
  );
  console.log(
    table(['situation · package', 'VS Code, median', 'all', 'own code, median', 'log span, median', 'all'], rows),
  );
  for (const [s, situation] of situations.entries()) {
    const [before, now] = [samples[s]![0]!.vscode, samples[s]![1]!.vscode];
    if (before.length && now.length)
      console.log(`\n${situation}: now / before (VS Code's figure): ${(median(now) / median(before)).toFixed(3)}×`);
  }
}

async function paintStep(env: E2eEnv, variants: Variant[], latency: number): Promise<void> {
  const sandbox = await startSandbox({ latencyMs: latency });
  const paints: { localization: TreePaint; worldbuilding: TreePaint }[][] = variants.map(() => []);
  try {
    for (let round = 0; round < 3; round++) {
      for (const [i, v] of variants.entries()) paints[i]!.push(await treePaint(env, v.vsix, sandbox));
    }
  } finally {
    await sandbox.close();
  }
  console.log(
    `\nFirst level of each tree after the sidebar opens (sandbox adds ${latency} ms per request; median of 3, interleaved; the clock starts at the click, so activation is included):\n`,
  );
  const paintRow = (tree: 'localization' | 'worldbuilding') =>
    variants.map((v, i) => {
      const ms = median(paints[i]!.map((p) => p[tree].ms));
      const requests = median(paints[i]!.map((p) => p[tree].requests));
      return [`${tree} · ${v.name}`, `${ms} ms`, String(requests), `${ms - requests * latency} ms`];
    });
  console.log(
    table(
      ['tree · package', 'painted after', 'requests by then', 'beyond the added latency'],
      [...paintRow('localization'), ...paintRow('worldbuilding')],
    ),
  );
}

/** Moves timed per package: enough for a median that one slow move does not set. */
const PANEL_MOVES = 9;

async function panelStep(env: E2eEnv, variants: Variant[], latency: number): Promise<void> {
  const large = await startSandbox({ size: 'large', latencyMs: latency });
  const times: PanelNextTimes[] = [];
  try {
    for (const v of variants) times.push(await panelNextTimes(env, v.vsix, large, PANEL_MOVES));
  } finally {
    await large.close();
  }
  console.log(
    `\nUnit panel Next (Alt+PageDown) in bench/huge/de after a reader's pause of 1 s, sandbox adding ${latency} ms per request; median of ${PANEL_MOVES} moves (all in brackets):\n`,
  );
  const ms = (xs: number[]) => `**${median(xs).toFixed(0)} ms** (${xs.map((x) => x.toFixed(0)).join(', ')})`;
  console.log(
    table(
      [
        'package',
        'key → string and form drawn (page’s clock)',
        'key → nearby strings drawn (page’s clock)',
        'key → form (Playwright’s polls)',
        'key → nearby (Playwright’s polls)',
      ],
      variants.map((v, i) => [
        v.name,
        ms(times[i]!.formInPage),
        ms(times[i]!.contextInPage),
        ms(times[i]!.form),
        ms(times[i]!.context),
      ]),
    ),
  );
}

async function levelStep(env: E2eEnv, variants: Variant[], latency: number, windows: number): Promise<void> {
  const sandbox = await startSandbox({ size: 'large', latencyMs: latency, volumes: { components: LEVEL_SIZE } });
  const times: LevelTimes[][] = variants.map(() => []);
  try {
    for (let round = 0; round < windows; round++) {
      for (const [i, v] of variants.entries()) {
        const t = await levelTimes(env, v.vsix, sandbox);
        times[i]!.push(t);
        process.stderr.write(
          `  level ${v.name} window ${round + 1}: first page ${t.firstPage} ms, pages ${t.pages.join(', ')} ms, row requests ${t.rowRequests}\n`,
        );
      }
    }
  } finally {
    await sandbox.close();
  }
  console.log(
    `\nA level of ${LEVEL_SIZE.toLocaleString('en')} components (Many Components, 1,000 a page), from the page's answer to its rows drawn; sandbox adding ${latency} ms per request, median of ${windows} windows, interleaved (goal ≤ 200 ms):\n`,
  );
  const ms = (xs: number[]) => `**${median(xs)} ms** (${xs.join(', ')})`;
  const own = (xs: (number | undefined)[]) => {
    const known = xs.filter((x): x is number => x !== undefined);
    return known.length ? `${median(known)} ms` : '—';
  };
  console.log(
    table(
      [
        'package',
        'expanded: 1,000 rows + Load more',
        'of which Scriptorium',
        'last Load more: 10,000 rows',
        'of which Scriptorium',
        'row requests by then',
      ],
      variants.map((v, i) => {
        const t = times[i]!;
        return [
          v.name,
          ms(t.map((x) => x.firstPage)),
          own(t.map((x) => x.firstPageOwn)),
          ms(t.map((x) => x.wholeLevel)),
          own(t.map((x) => x.wholeLevelOwn)),
          String(median(t.map((x) => x.rowRequests))),
        ];
      }),
    ),
  );
  console.log(
    '\n*of which Scriptorium*: from the answer to the log line "[tree] project/many: N rows" (parsing the page, making the rows; the rest is VS Code asking each row for its item, sending them to the window and drawing). Packages without that line show —.',
  );
}

async function memoryStep(env: E2eEnv, variants: Variant[], panels: number): Promise<void> {
  const large = await startSandbox({ size: 'large' });
  const memory: MemoryReading[] = [];
  try {
    for (const v of variants) {
      // SCRIPTORIUM_HEAP_SAMPLE=<file>: where the growth of this work's package goes (heapSampler.ts).
      const sampleTo = v.name === 'now' ? process.env.SCRIPTORIUM_HEAP_SAMPLE : undefined;
      const m = await memoryAfterBrowsing(env, v.vsix, large, panels, sampleTo);
      memory.push(m);
      process.stderr.write(
        `  memory ${v.name}: ${mb(m.beforeBytes)} → ${mb(m.browsedBytes)} → ${mb(m.afterBytes)}, Worldbuilding loaded ${JSON.stringify(m.worldbuilding)}\n`,
      );
    }
  } finally {
    await large.close();
  }
  console.log(
    `\nExtension host heap after GC (inspector): before browsing, after ${memory[0]!.unitsShown.toLocaleString('en')} units of bench/huge (en and de) loaded into the tree and scrolled, after ${panels} unit panels opened and closed (goal: growth ≤ 50 MB, none from the panels):\n`,
  );
  const loaded = (w: MemoryReading['worldbuilding']) => `${w.before ? 'yes' : 'no'} / ${w.after ? 'yes' : 'no'}`;
  console.log(
    table(
      [
        'package',
        'heap before',
        'after browsing',
        'after panels closed',
        'growth (browsing)',
        'growth (panels)',
        'UnitPanel objects alive',
        'with one panel left open (control)',
        'Worldbuilding loaded (before / after)',
      ],
      variants.map((v, i) => {
        const m = memory[i]!;
        return [
          v.name,
          mb(m.beforeBytes),
          mb(m.browsedBytes),
          mb(m.afterBytes),
          `**${mb(m.browsedBytes - m.beforeBytes)}**`,
          `**${mb(m.afterBytes - m.browsedBytes)}**`,
          String(m.livePanels ?? 'not counted'),
          String(m.livePanelsWithOneOpen ?? 'not counted'),
          loaded(m.worldbuilding),
        ];
      }),
    ),
  );
}

// The second half of `npm run bench`: the package this checkout makes beside the package of an earlier
// commit, measured the same way in one run, each step alternating between the two (a shared machine
// drifts; read the ratios): sizes; activation, median of N window loads; first paint of each tree after
// the sidebar opens (requests made, time beyond the sandbox's added latency); extension host heap after
// browsing 100,000 units and after opening and closing unit panels, with the UnitPanel objects still
// alive; the unit panel's Next; a tree level of 10,000 components (the last three: benchPackageSteps.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../../sandbox/server';
import { packageAt } from './baseline';
import { levelStep, memoryStep, PANEL_MOVES, panelStep } from './benchPackageSteps';
import { median, table, type Variant } from './benchTable';
import { HINT_FILES, hintTimes, WARM_FILE, type HintTimes } from './benchHints';
import { treePaint, type TreePaint } from './benchWindow';
import { printMachine } from './machine';
import { measureActivation, type ActivationSituation } from './measureActivation';
import { extractBundles, requireMs } from './requireTime';
import { ensureE2eEnv, type E2eEnv } from './setup';
import { buildVsix } from './vsix';

const kb = (n: number) => `${Math.round(n / 1024).toLocaleString('en')} KB`;

export async function benchPackage(opts: {
  /** The earlier commit to package beside this checkout; none: this checkout's package alone (--quick). */
  baseline?: string;
  windows: number;
  panels: number;
  latency: number;
  steps: Set<string>;
  /** --quick: each step at its smallest (bench.ts), for CI to see that every step completes. */
  quick?: boolean;
}): Promise<void> {
  const env = ensureE2eEnv();
  const dir = mkdtempSync(join(tmpdir(), 'scriptorium-bench-'));
  const before = opts.baseline ? packageAt(opts.baseline) : undefined;
  try {
    const built = await buildVsix(dir);
    const variants: Variant[] = [
      ...(before
        ? [
            {
              name: `before (${before.rev})`,
              vsix: before.vsix,
              id: built.id,
              vsixBytes: before.vsixBytes,
              chunks: before.chunks,
            },
          ]
        : []),
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

    // Each step says the machine's load as it starts: a step takes minutes, and the load drifts.
    const step = (name: string) => opts.steps.has(name) && (printMachine(`vscode ${name}`), true);
    const quick = opts.quick ?? false;
    if (step('require')) requireStep(env, variants, quick ? 1 : 9);
    if (step('activation')) await activationStep(variants, opts.windows);
    if (step('paint')) await paintStep(env, variants, opts.latency, quick ? 1 : 3);
    if (step('memory')) await memoryStep(env, variants, opts.panels, quick);
    if (step('panel')) await panelStep(env, variants, opts.latency, quick ? 2 : PANEL_MOVES);
    if (step('level')) await levelStep(env, variants, opts.latency, opts.windows, quick);
    if (step('hints')) await hintsStep(env, variants, opts.latency, quick ? 1 : opts.windows);
  } finally {
    before?.remove();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** require() of the activation bundle in a fresh Node 24 process, 9 samples each, interleaved. */
function requireStep(env: E2eEnv, variants: Variant[], rounds: number): void {
  const bundles = variants.map((v) => extractBundles(v.vsix));
  try {
    const samples: number[][] = variants.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, b] of bundles.entries()) samples[i]!.push(requireMs(env.node, join(b.dist, 'extension.js')));
    }
    console.log(
      `\nLoading the activation bundle (require of dist/extension.js in a fresh Node 24 process, \`vscode\` stubbed; ${rounds} samples each, interleaved):\n`,
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
    if (variants.length < 2) break;
    const [before, now] = [samples[s]![0]!.vscode, samples[s]![1]!.vscode];
    if (before.length && now.length)
      console.log(`\n${situation}: now / before (VS Code's figure): ${(median(now) / median(before)).toFixed(3)}×`);
  }
}

async function paintStep(env: E2eEnv, variants: Variant[], latency: number, rounds: number): Promise<void> {
  const sandbox = await startSandbox({ latencyMs: latency });
  const paints: { localization: TreePaint; worldbuilding: TreePaint }[][] = variants.map(() => []);
  try {
    for (let round = 0; round < rounds; round++) {
      for (const [i, v] of variants.entries()) paints[i]!.push(await treePaint(env, v.vsix, sandbox));
    }
  } finally {
    await sandbox.close();
  }
  console.log(
    `\nFirst level of each tree after the sidebar opens (sandbox adds ${latency} ms per request; median of ${rounds}, interleaved; the clock starts at the click, so activation is included):\n`,
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

/**
 * The first source file's hints (benchHints.ts); a package without source keys is left out. Goal: ≤ 1 s
 * quiet. Each round opens a cold window and a "JavaScript warm" one (WARM_FILE opened first), interleaved.
 */
async function hintsStep(env: E2eEnv, variants: Variant[], latency: number, windows: number): Promise<void> {
  const withKeys = variants.filter((v) => v.chunks['typescript.js'] !== undefined);
  const rows = withKeys.flatMap((v) => [false, true].map((warm) => ({ v, warm, times: [] as HintTimes[] })));
  const sandbox = await startSandbox({ latencyMs: latency });
  try {
    for (let round = 0; round < windows; round++) {
      for (const row of rows) {
        const t = await hintTimes(env, row.v.vsix, sandbox, row.warm);
        row.times.push(t);
        const name = `${row.v.name}${row.warm ? ' (JavaScript warm)' : ''}`;
        process.stderr.write(`  hints ${name} window ${round + 1}: ${t.ms.join(' ms, ')} ms\n`);
      }
    }
  } finally {
    await sandbox.close();
  }
  console.log(
    `\nA source file's first hints in a new window (Quick Open's Enter → the inlay hint of a key drawn; sandbox adds ${latency} ms per request; median of ${windows} windows; goal for the first file: ≤ 1 s on a quiet machine). *cold*: the first file of the window; *JavaScript warm*: ${WARM_FILE}, of another app, opened first, so VS Code's own JavaScript support has started:\n`,
  );
  const ms = (xs: number[]) => `**${median(xs)} ms** (${xs.join(', ')})`;
  console.log(
    table(
      ['package · window', ...HINT_FILES.map((f, n) => `${n === 0 ? 'first' : 'then'} ${f}`)],
      rows.map((r) => [
        `${r.v.name} · ${r.warm ? 'JavaScript warm' : 'cold'}`,
        ...HINT_FILES.map((_, n) => ms(r.times.map((t) => t.ms[n]!))),
      ]),
    ),
  );
}

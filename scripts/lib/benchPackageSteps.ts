// The bench's VS Code steps that each browse a big sandbox in real VS Code, for benchPackage.ts: the unit
// panel's Next (benchPanel.ts), a tree level of 10,000 components (benchLevel.ts) and the extension host's
// memory while browsing 100,000 strings (benchMemory.ts), each package in turn, printed as tables.
import { startSandbox } from '../../sandbox/server';
import { vsixFileHas } from './baseline';
import { LEVEL_SIZE, levelTimes, SERVER_PAGE, type LevelTimes } from './benchLevel';
import { memoryAfterBrowsing, QUICK_PAGES, type MemoryReading } from './benchMemory';
import { NEARBY_MARK, PANEL_SCRIPT, panelNextTimes, type PanelNextTimes } from './benchPanel';
import { mb, median, table, type Variant } from './benchTable';
import type { E2eEnv } from './setup';

/** Moves timed per package: enough for a median that one slow move does not set. */
export const PANEL_MOVES = 9;

export async function panelStep(env: E2eEnv, variants: Variant[], latency: number, moves: number): Promise<void> {
  const large = await startSandbox({ size: 'large', latencyMs: latency });
  const times: PanelNextTimes[] = [];
  try {
    for (const v of variants)
      times.push(await panelNextTimes(env, v.vsix, large, moves, vsixFileHas(v.vsix, PANEL_SCRIPT, NEARBY_MARK)));
  } finally {
    await large.close();
  }
  console.log(
    `\nUnit panel Next (Alt+PageDown) in bench/huge/de after a reader's pause of 1 s, sandbox adding ${latency} ms per request; median of ${moves} moves (all in brackets):\n`,
  );
  const ms = (xs: number[]) =>
    xs.length ? `**${median(xs).toFixed(0)} ms** (${xs.map((x) => x.toFixed(0)).join(', ')})` : '— (no nearby strings)';
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

export async function levelStep(
  env: E2eEnv,
  variants: Variant[],
  latency: number,
  windows: number,
  quick: boolean,
): Promise<void> {
  // --quick: two pages, one Load more (the path every later page takes).
  const size = quick ? 2 * SERVER_PAGE : LEVEL_SIZE;
  const sandbox = await startSandbox({ size: 'large', latencyMs: latency, volumes: { components: size } });
  const times: LevelTimes[][] = variants.map(() => []);
  try {
    for (let round = 0; round < windows; round++) {
      for (const [i, v] of variants.entries()) {
        const t = await levelTimes(env, v.vsix, sandbox, size);
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
    `\nA level of ${size.toLocaleString('en')} components (Many Components, 1,000 a page), from the page's answer to its rows drawn; sandbox adding ${latency} ms per request, median of ${windows} windows, interleaved (goal ≤ 200 ms):\n`,
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
        `last Load more: ${size.toLocaleString('en')} rows`,
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

export async function memoryStep(env: E2eEnv, variants: Variant[], panels: number, quick: boolean): Promise<void> {
  const large = await startSandbox({ size: 'large' });
  const memory: MemoryReading[] = [];
  try {
    for (const v of variants) {
      // SCRIPTORIUM_HEAP_SAMPLE=<file>: where the growth of this work's package goes (heapSampler.ts).
      const sampleTo = v.name === 'now' ? process.env.SCRIPTORIUM_HEAP_SAMPLE : undefined;
      const m = await memoryAfterBrowsing(env, v.vsix, large, panels, sampleTo, quick ? QUICK_PAGES : undefined);
      memory.push(m);
      process.stderr.write(
        `  memory ${v.name}: ${mb(m.beforeBytes)} → ${mb(m.browsedBytes)} → ${mb(m.afterBytes)}, Worldbuilding loaded ${JSON.stringify(m.worldbuilding)}, first pages read ${m.firstPageReads.join(' and ')} times\n`,
      );
      // This checkout's tree reads a translation's first page once however its rows above are redrawn
      // (#48: each redraw started an expanded translation over); a baseline's may not.
      if (v.name === 'now' && m.firstPageReads.some((x) => x !== 1))
        throw new Error(`the first page of a translation was read ${m.firstPageReads.join(' and ')} times, not once`);
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

// The realistic Ledger data (#43 item 8) on the real Weblates (provisioned from the sandbox's own data by
// scripts/weblate/ledgerRepo.ts and provision_ledger.py): every key of `app` opens with the panel's key
// query against Weblate's real query parser (line breaks, Markdown links, colons, `{{placeholders}}` as
// core/weblate/query.ts quotes them); "same source elsewhere" lists the exact twins first for the button
// words and a sample of sentences; the panel's reads (PanelWindow) over a slice of the German strings, with
// the requests per string on stderr. Real servers only: the sandbox targets run without the Ledger project
// (it would move the seed's project list and change log the other checks read); the sandbox says the same
// in test/unit/sandbox/ledger.test.ts.
import { strict as assert } from 'node:assert';
import { mapLimit } from '../../src/core/http/concurrency';
import { unitsWithKey } from '../../src/core/units/sameKey';
import { sameSource } from '../../src/core/units/sameSource';
import { encodedLength, fitsQuery, sameKeyQuery } from '../../src/core/weblate/query';
import type { Unit, WeblateClient } from '../../src/core/weblate';
import { LEDGER } from '../../sandbox/weblate/ledger';
import { WORDS } from '../../sandbox/weblate/ledgerCatalog';
import { PanelWindow } from './panelReads';
import type { Check } from './check';
import type { Target } from './targets';

const ONLY_REAL =
  'the sandbox targets run without the Ledger project; test/unit/sandbox/ledger.test.ts checks it there';
/** Requests in flight at once: runserver answers on threads; more only queue on two cores. */
const IN_FLIGHT = 3;
/** German strings of `app` the panel opens (every Nth, so all sentence shapes are met). */
const PANEL_SLICE = 30;
/** Sentence twins of `legacy` whose same-source list is checked (every Nth of the 850). */
const SENTENCE_SAMPLE = 40;

const report = (t: Target, msg: string) => process.stderr.write(`[ledger] ${t.url}: ${msg}\n`);
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

async function ledgerUnits(client: WeblateClient, component: string, language: string): Promise<Unit[]> {
  const units = await client.listTranslationUnits(LEDGER.project, component, language);
  return units.sort((a, b) => a.position - b.position);
}

/** Keys asked one by one besides the batches (every Nth): the panel's query exactly as it sends it. */
const SINGLE_EVERY = 8;
/** A batch query's encoded length at most: many panel queries in one request, well inside any URL limit. */
const BATCH_ENCODED = 6000;

/** The panel's key queries of `keys` joined by OR, in batches that fit a URL. */
function batches(keys: string[]): Array<{ keys: string[]; q: string }> {
  const out: Array<{ keys: string[]; q: string }> = [];
  let cur: { keys: string[]; q: string } | undefined;
  for (const key of keys) {
    const one = `(${sameKeyQuery(LEDGER.project, LEDGER.app, key)})`;
    const q = cur ? `${cur.q} OR ${one}` : one;
    if (cur && encodedLength(q) > BATCH_ENCODED) {
      out.push(cur);
      cur = undefined;
    }
    cur = cur ? { keys: [...cur.keys, key], q } : { keys: [key], q: one };
  }
  return cur ? [...out, cur] : out;
}

/**
 * Every key of `app`: the panel's key query (key:="…" in the component) finds exactly its English and
 * German unit. Asked in batches of queries joined by OR (one request per batch, as 1,562 requests would take
 * minutes per release); a batch answering anything else is asked again key by key, naming the key. Every
 * Nth key is also asked alone, through unitsWithKey as the panel asks it.
 */
async function everyKeyOpens(t: Target): Promise<void> {
  const client = t.client(t.admin);
  const t0 = performance.now();
  try {
    const [en, de] = await Promise.all([ledgerUnits(client, LEDGER.app, 'en'), ledgerUnits(client, LEDGER.app, 'de')]);
    assert.ok(en.length >= 1500, `${en.length} strings in ${LEDGER.project}/${LEDGER.app}`);
    assert.ok(
      en.every((u) => fitsQuery(u.context)),
      'every key fits an exact query',
    );
    const ids = new Map(
      en.map((u) => [u.context, [u.id, ...de.filter((d) => d.context === u.context).map((d) => d.id)]]),
    );
    const idsOf = (keys: string[]) =>
      keys
        .flatMap((k) => ids.get(k)!)
        .sort((a, b) => a - b)
        .join();
    const alone = async (key: string) => {
      const found = (await unitsWithKey(client, LEDGER.project, LEDGER.app, key)).map((u) => u.id);
      return idsOf([key]) === found.sort((a, b) => a - b).join()
        ? []
        : [`${JSON.stringify(key)}: found ${found.join()}`];
    };
    const groups = batches([...ids.keys()]);
    const wrong = await mapLimit(groups, IN_FLIGHT, async ({ keys, q }) => {
      const found = (await client.listUnits({ q })).map((u) => u.id).sort((a, b) => a - b);
      if (found.join() === idsOf(keys)) return [];
      return (await mapLimit(keys, 1, alone)).flat();
    });
    const singles = await mapLimit(
      [...ids.keys()].filter((_, i) => i % SINGLE_EVERY === 0),
      IN_FLIGHT,
      alone,
    );
    const failures = [...wrong, ...singles].flat();
    report(
      t,
      `${en.length} keys opened in ${groups.length} batch requests and ${singles.length} single ones, ${seconds(t0)}; ${failures.length} wrong`,
    );
    assert.deepEqual(failures.slice(0, 5), []);
  } finally {
    await client.close();
  }
}

/** The same-source list of `unit`: the exact twins first, `twin` among them. */
async function twinsFirst(client: WeblateClient, unit: Unit, twin: number): Promise<string | undefined> {
  const matches = await sameSource(client, unit, 'de');
  const exact = matches.filter((m) => m.exact).length;
  const firstInexact = matches.findIndex((m) => !m.exact);
  if (!matches.some((m) => m.exact && m.unit.id === twin))
    return `${JSON.stringify(unit.source[0])}: twin ${twin} not listed exact`;
  if (firstInexact !== -1 && firstInexact < exact)
    return `${JSON.stringify(unit.source[0])}: a similar one before a twin`;
  return undefined;
}

async function sameSourceTwins(t: Target): Promise<void> {
  const client = t.client(t.admin);
  const t0 = performance.now();
  try {
    const [app, legacy] = await Promise.all([
      ledgerUnits(client, LEDGER.app, 'de'),
      ledgerUnits(client, LEDGER.legacy, 'de'),
    ]);
    const appBySource = new Map(app.filter((u) => u.source.length === 1).map((u) => [u.source[0]!, u.id]));
    const words = new Set(WORDS.map(([en]) => en));
    // One string per button word (20 twins in legacy and the word in app), and every Nth sentence twin.
    const wordUnits = [...words].map((w) => legacy.find((u) => u.source[0] === w)!);
    const sentences = legacy.filter((u) => appBySource.has(u.source[0]!) && !words.has(u.source[0]!));
    const step = Math.max(1, Math.floor(sentences.length / SENTENCE_SAMPLE));
    const sample = [...wordUnits, ...sentences.filter((_, i) => i % step === 0).slice(0, SENTENCE_SAMPLE)];
    assert.ok(sentences.length >= 800, `${sentences.length} sentence twins`);
    const wrong = await mapLimit(sample, IN_FLIGHT, (u) => twinsFirst(client, u, appBySource.get(u.source[0]!)!));
    const failures = wrong.filter((w) => w !== undefined);
    report(
      t,
      `same source: ${wordUnits.length} words and ${sample.length - wordUnits.length} sentences in ${seconds(t0)}`,
    );
    assert.deepEqual(failures.slice(0, 5), []);
  } finally {
    await client.close();
  }
}

/** 5.10.4 has no suggestion and comment routes: the panel's probe of them answers 404 there. */
const absentRoute = (t: Target, url: string, status: number | 'error') =>
  status === 404 && !t.expect.reviewApi && /\/(suggestions|comments)\/?(\?|$)/.test(url);

async function panelOverGerman(t: Target): Promise<void> {
  const lister = t.client(t.admin);
  const de = await ledgerUnits(lister, LEDGER.app, 'de').finally(() => lister.close());
  const step = Math.max(1, Math.floor(de.length / PANEL_SLICE));
  const slice = de.filter((_, i) => i % step === 0).slice(0, PANEL_SLICE);
  const panel = new PanelWindow(t.url, t.admin);
  const counts: number[] = [];
  const wrong: string[] = [];
  const t0 = performance.now();
  try {
    for (const unit of slice) {
      const opened = await panel.open(unit.id);
      counts.push(opened.own.length);
      const refused = opened.own.filter((r) => r.status !== 200 && !absentRoute(t, r.url, r.status));
      if (opened.loaded.unit.context !== unit.context || refused.length > 0)
        wrong.push(
          `${JSON.stringify(unit.context)}: ${refused.map((r) => `${r.status} ${r.method} ${r.url}`).join(', ')}`,
        );
    }
  } finally {
    await panel.close();
  }
  const sorted = counts.slice().sort((a, b) => a - b);
  const total = counts.reduce((a, b) => a + b, 0);
  report(
    t,
    `panel over ${slice.length} German strings in ${seconds(t0)}: ${total} requests, per string min ${sorted[0]}, ` +
      `median ${sorted[Math.floor(sorted.length / 2)]}, max ${sorted.at(-1)} (first string ${counts[0]}); ` +
      `each: ${counts.join(' ')}`,
  );
  assert.deepEqual(wrong.slice(0, 5), []);
}

export const ledgerChecks: Check[] = [
  {
    name: 'Ledger: every key of app opens with the panel’s key query, exactly its English and German string',
    timeoutMs: 10 * 60_000,
    onlyReal: ONLY_REAL,
    run: everyKeyOpens,
  },
  {
    name: 'Ledger: same source elsewhere lists the exact twins first (button words, sampled sentences)',
    timeoutMs: 5 * 60_000,
    onlyReal: ONLY_REAL,
    run: sameSourceTwins,
  },
  {
    name: 'Ledger: the panel opens a slice of the German strings of app, every request answered',
    timeoutMs: 5 * 60_000,
    onlyReal: ONLY_REAL,
    run: panelOverGerman,
  },
];

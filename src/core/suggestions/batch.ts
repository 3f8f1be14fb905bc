// Suggestions for a whole translation (#46 item 5), without VS Code: the strings a filter finds are walked
// page by page, a few at a time; each gets the memory's exact match or a provider's answer (batchAsk.ts),
// which becomes a draft or a Weblate suggestion — never a saved translation. A provider's budget of
// requests, a provider that refuses for good, or the person's Cancel stops the walk; what was made stays,
// and the summary says how far it got and why it stopped.
import { CancelledError, NotFoundError, PermissionError } from '../http/errors';
import { errorLine } from '../errorLine';
import { GlossaryCache } from '../glossary/glossaryData';
import type { GlossaryIndex } from '../glossary/terms';
import type { Translation, Unit } from '../weblate/schemas';
import type { WeblateClient } from '../weblate/client';
import { addSuggestion } from '../weblate/review';
import { askOne, type BatchContext } from './batchAsk';
import {
  BATCH_QUERIES,
  type BatchDestination,
  type BatchFilter,
  type BatchItem,
  type BatchProgress,
  type BatchProvider,
  type BatchStop,
  type BatchSummary,
} from './batchTypes';

export interface BatchOptions {
  client: WeblateClient;
  translation: Translation;
  filter: BatchFilter;
  providers: BatchProvider[];
  /** Requests each provider may be sent in this batch. */
  budget: number;
  destination: BatchDestination;
  signal?: AbortSignal;
  onProgress?: (progress: BatchProgress) => void;
  /** Strings with an edit waiting to be sent are left alone too (the offline queue's). */
  busy?: (unitId: number) => boolean;
  /** One line per string (no text: ids, outcome, checks), for the log. */
  log?: (line: string) => void;
}

/** Strings read per page, and asked at once: a provider sees at most this many requests in flight. */
const PAGE_SIZE = 100;
const AT_ONCE = 3;

export async function suggestForTranslation(options: BatchOptions): Promise<BatchSummary> {
  const { client, translation, signal = new AbortController().signal } = options;
  const t = translation;
  const ctx: BatchContext = {
    client,
    translation,
    providers: options.providers,
    budget: options.budget,
    used: new Map(),
    glossary: options.providers.length > 0 ? await glossaryOf(client, t, signal) : undefined,
    signal,
  };
  const items: BatchItem[] = [];
  let stopped: BatchStop | undefined;
  let total = 0;
  let done = 0;
  let made = 0;
  const report = (item?: BatchItem) => {
    if (item) [done, made] = [done + 1, made + (item.outcome === 'made' ? 1 : 0)];
    options.onProgress?.({ done, total, made });
  };
  try {
    for (let page = 1; !stopped; page++) {
      const p = t.component.project.slug;
      const c = t.component.slug;
      const res = await client.listTranslationUnitsPage(p, c, t.language.code, page, {
        q: BATCH_QUERIES[options.filter],
        pageSize: PAGE_SIZE,
        signal,
      });
      if (page === 1) total = res.count;
      report();
      stopped = await walkPage(res.items, ctx, options, items, report);
      if (!res.next) break;
    }
  } catch (err) {
    if (!(err instanceof CancelledError) && !signal.aborted) throw err;
    stopped = { reason: 'cancelled' };
  }
  if (signal.aborted) stopped = { reason: 'cancelled' };
  return summarize(total, items, ctx.used, stopped);
}

/** The project's glossary in the target language; a batch goes on without it when it cannot be read. */
async function glossaryOf(
  client: WeblateClient,
  t: Translation,
  signal: AbortSignal,
): Promise<GlossaryIndex | undefined> {
  return new GlossaryCache(client).index(t.component.project.slug, t.language.code, signal).catch(() => undefined);
}

/** The strings of one page, AT_ONCE at a time, kept in the page's order; the first stop ends the page. */
async function walkPage(
  units: Unit[],
  ctx: BatchContext,
  options: BatchOptions,
  items: BatchItem[],
  report: (item: BatchItem) => void,
): Promise<BatchStop | undefined> {
  let next = 0;
  let stop: BatchStop | undefined;
  const done: (BatchItem | undefined)[] = new Array(units.length);
  const worker = async () => {
    while (!stop && !ctx.signal.aborted && next < units.length) {
      const index = next++;
      const result = await one(units[index]!, ctx, options);
      if ('stop' in result) stop ??= result.stop;
      else report((done[index] = result.item));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  items.push(...done.filter((i): i is BatchItem => i !== undefined));
  return stop ?? (ctx.signal.aborted ? { reason: 'cancelled' } : undefined);
}

type One = { item: BatchItem } | { stop: BatchStop };

async function one(unit: Unit, ctx: BatchContext, options: BatchOptions): Promise<One> {
  const item = (outcome: BatchItem['outcome'], extra: Partial<BatchItem> = {}): One => {
    const made: BatchItem = { unitId: unit.id, key: unit.context, outcome, checks: [], ...extra };
    options.log?.(
      `unit ${unit.id}: ${outcome}${made.by ? ` by ${made.by}` : ''}${made.checks.length ? `, fails ${made.checks.join(', ')}` : ''}${made.note ? ` (${made.note})` : ''}`,
    );
    return { item: made };
  };
  const skip = whySkip(unit, options);
  if (skip) return item('skipped', { note: skip });
  let answer;
  try {
    answer = await askOne(ctx, unit);
  } catch (err) {
    if (err instanceof CancelledError || ctx.signal.aborted) return { stop: { reason: 'cancelled' } };
    return item('failed', { note: errorLine(err) });
  }
  if (answer.kind === 'stop') return { stop: answer.stop };
  if (answer.kind === 'none') return item('none');
  if (answer.kind === 'failed') return item('failed', { note: answer.note });
  try {
    await deliver(options.destination, ctx.client, unit, answer.forms, answer.checks);
  } catch (err) {
    if (err instanceof NotFoundError || err instanceof PermissionError)
      return { stop: { reason: 'destination', message: errorLine(err), error: err } };
    return item('failed', { by: answer.by, checks: answer.checks, note: errorLine(err) });
  }
  return item('made', { by: answer.by, checks: answer.checks });
}

/** Why a string is left alone: the person's own draft or waiting edit, or a suggestion already there. */
function whySkip(unit: Unit, options: BatchOptions): string | undefined {
  if (options.busy?.(unit.id)) return 'an edit waits to be sent';
  const d = options.destination;
  if (d.kind === 'drafts' && d.store.get(d.serverUrl, unit.id)) return 'it has a draft';
  if (d.kind === 'suggestions' && unit.has_suggestion) return 'it has a suggestion';
  return undefined;
}

/**
 * A draft (state "needs editing" when it fails a check, so saving it unread does not pass it as done) or
 * a suggestion on the server.
 */
async function deliver(d: BatchDestination, client: WeblateClient, unit: Unit, forms: string[], checks: string[]) {
  if (d.kind === 'drafts') return d.store.put(d.serverUrl, unit.id, forms, checks.length > 0 ? 10 : 20, unit.target);
  await addSuggestion(client, unit.id, forms);
}

function summarize(
  total: number,
  items: BatchItem[],
  used: Map<string, number>,
  stopped: BatchStop | undefined,
): BatchSummary {
  const count = (o: BatchItem['outcome']) => items.filter((i) => i.outcome === o).length;
  const made = items.filter((i) => i.outcome === 'made');
  return {
    total,
    items,
    made: made.length,
    madeFailing: made.filter((i) => i.checks.length > 0).length,
    none: count('none'),
    failed: count('failed'),
    skipped: count('skipped'),
    requests: Object.fromEntries(used),
    ...(stopped ? { stopped } : {}),
    madeIds: made.map((i) => i.unitId),
  };
}

// One string of the batch (batch.ts): the server's memory first (a translated string elsewhere on the
// server with exactly this source: one request, no provider asked), then the providers in the order the
// person chose, within each one's budget of requests. Every answer is checked as the panel checks a
// suggestion; one that fails a check is kept with the checks named, and a cleaner answer from the next
// provider is preferred when there is one.
import { AuthError, CancelledError, InsecureRequestError, PermissionError, RateLimitedError } from '../http/errors';
import { errorLine } from '../errorLine';
import { checkFlags } from '../checks/checkFlags';
import { runLocalChecks } from '../checks/localChecks';
import type { GlossaryIndex } from '../glossary/terms';
import { all, equals, fitsQuery, PLURAL_SEPARATOR, quotable } from '../weblate/query';
import { UnitSchema, type Translation, type Unit } from '../weblate/schemas';
import type { WeblateClient } from '../weblate/client';
import type { CheckedSubject } from './checked';
import { hintsOf } from './glossaryHints';
import { machineSuggestion, pluralMachineSuggestion } from './machine';
import type { BatchProvider, BatchStop } from './batchTypes';
import type { Suggestion, SuggestionRequest } from './types';

export interface BatchContext {
  client: WeblateClient;
  translation: Translation;
  providers: BatchProvider[];
  budget: number;
  /** Requests sent so far, per provider name (shared by every string of the batch). */
  used: Map<string, number>;
  glossary?: GlossaryIndex;
  signal: AbortSignal;
}

export type BatchAnswer =
  | { kind: 'made'; forms: string[]; by: string; checks: string[] }
  | { kind: 'none' }
  | { kind: 'failed'; note: string }
  | { kind: 'stop'; stop: BatchStop };

/** Errors after which every next string would fail the same way: the batch stops. */
const STOPS_THE_BATCH = [AuthError, PermissionError, RateLimitedError, InsecureRequestError];

const sameForms = (a: string[], b: string[]) => a.length === b.length && a.every((s, i) => s === b[i]);

/** The number of forms a translation of `unit` has: one for a singular source. */
function formCount(unit: Unit, translation: Translation): number {
  if (unit.source.length <= 1) return 1;
  return Math.max(1, translation.language.plural?.number ?? unit.target.length);
}

/** A translated string of the server with exactly this source, in this language (approved ones first). */
async function exactMemory(ctx: BatchContext, unit: Unit, forms: number): Promise<string[] | undefined> {
  const language = ctx.translation.language.code;
  const whole = unit.source.join(PLURAL_SEPARATOR);
  if (whole.trim() === '' || !fitsQuery(whole) || !quotable(language)) return undefined;
  const q = all(equals('language', language), equals('source', whole));
  const page = await ctx.client.listUnitsPage(1, { q, pageSize: 20, signal: ctx.signal });
  const twins = page.items
    .filter((u) => u.id !== unit.id && u.state >= 20 && sameForms(u.source, unit.source))
    .filter((u) => u.target.length === forms && u.target.every((t) => t !== ''))
    .sort((a, b) => b.state - a.state);
  return twins[0]?.target;
}

function formsChecks(unit: Unit, forms: string[], subject: CheckedSubject): string[] {
  return runLocalChecks({
    source: unit.source,
    target: forms,
    state: 20,
    flags: subject.flags,
    language: subject.language,
  });
}

/** The flags the string's checks run with: its source string's too, read when the server names it. */
async function flagsOf(ctx: BatchContext, unit: Unit): Promise<string> {
  const source = unit.source_unit
    ? await ctx.client.follow(unit.source_unit, UnitSchema).catch(() => undefined)
    : undefined;
  return checkFlags(unit, source, ctx.translation.component);
}

export async function askOne(ctx: BatchContext, unit: Unit): Promise<BatchAnswer> {
  const forms = formCount(unit, ctx.translation);
  const [flags, memory] = await Promise.all([flagsOf(ctx, unit), exactMemory(ctx, unit, forms)]);
  const subject: CheckedSubject = { source: unit.source[0] ?? '', flags, language: ctx.translation.language.code };
  if (memory) return { kind: 'made', forms: memory, by: 'memory', checks: formsChecks(unit, memory, subject) };
  if (ctx.providers.length === 0) return { kind: 'none' };
  return askProviders(ctx, unit, forms, subject);
}

function requestOf(ctx: BatchContext, unit: Unit, flags: string): SuggestionRequest {
  const component = ctx.translation.component;
  const sourceLanguage = component.source_language?.code ?? 'en';
  return {
    source: unit.source[0] ?? '',
    sourceLanguage,
    targetLanguage: ctx.translation.language.code,
    key: unit.context,
    note: unit.note,
    flags,
    glossary: ctx.glossary ? glossaryOf(ctx.glossary, unit, sourceLanguage) : [],
  };
}

/** The glossary's terms found in the source, as hints (a term's first form names it). */
function glossaryOf(glossary: GlossaryIndex, unit: Unit, sourceLanguage: string) {
  return hintsOf(glossary.match(unit.source, sourceLanguage).map((t) => ({ ...t, source: t.source[0] ?? '' })));
}

async function askProviders(
  ctx: BatchContext,
  unit: Unit,
  forms: number,
  subject: CheckedSubject,
): Promise<BatchAnswer> {
  const request = requestOf(ctx, unit, subject.flags);
  const cost = unit.source.length > 1 ? 2 : 1;
  let kept: { suggestion: Suggestion; by: string } | undefined;
  const errors: string[] = [];
  for (const { name, provider } of ctx.providers) {
    const used = ctx.used.get(name) ?? 0;
    if (used + cost > ctx.budget) {
      if (kept) break; // the answer in hand is kept; the next string stops the batch
      return { kind: 'stop', stop: { reason: 'budget', provider: name, budget: ctx.budget } };
    }
    ctx.used.set(name, used + cost);
    try {
      const suggestion =
        cost === 2
          ? await pluralMachineSuggestion(
              provider,
              request,
              { sources: unit.source, formCount: forms },
              subject,
              ctx.signal,
            )
          : await machineSuggestion(provider, request, subject, ctx.signal);
      kept ??= { suggestion, by: name };
      if (suggestion.checks.length === 0) {
        kept = { suggestion, by: name };
        break;
      }
    } catch (err) {
      if (err instanceof CancelledError || ctx.signal.aborted) return { kind: 'stop', stop: { reason: 'cancelled' } };
      if (STOPS_THE_BATCH.some((type) => err instanceof type))
        return { kind: 'stop', stop: { reason: 'provider', provider: name, message: errorLine(err), error: err } };
      errors.push(`${name}: ${errorLine(err)}`);
    }
  }
  if (!kept) return errors.length > 0 ? { kind: 'failed', note: errors.join('; ') } : { kind: 'none' };
  const { suggestion, by } = kept;
  return { kind: 'made', forms: suggestion.forms ?? [suggestion.text], by, checks: suggestion.checks };
}

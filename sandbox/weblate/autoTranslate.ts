// Weblate's automatic translation of a translation, as both real releases answer it (weblate/api/views.py
// TranslationViewSet.autotranslate with trans/forms.py AutoForm; checked against 5.10.4 and 2026.10.1 by
// test/conformance/checks-autoTranslate.ts): POST /api/translations/{p}/{c}/{l}/autotranslate/ with
// `mode`, the strings by `filter_type` (5.10.4) or by `q` (2026.10.1, required there), `auto_source`
// others|mt, `component`, `engines`, `threshold`; 200 `{"details": "…"}`. The sandbox runs "others" as
// Weblate does: a translated string of another component of the project (or the one named) with exactly
// the same source. Like the conformance servers it has no machine-translation engine configured, so no
// engine id is a valid choice. Maintainers only (403 "Can not auto translate"), refused while locked.
import { addChange } from './history';
import { HttpError, ok } from './http';
import { STATE, type UnitRec } from './model';
import { findComponent, findTranslation, type Ctx } from './reads';
import { compileQuery, QueryError } from './search';
import { recheck } from './checks';
import { jsonObject } from './writes';
import type { SandboxResponse } from '../types';

const FILTERS: Record<string, (u: UnitRec) => boolean> = {
  all: () => true,
  nottranslated: (u) => u.state === STATE.empty,
  todo: (u) => u.state < STATE.translated,
  fuzzy: (u) => u.state === STATE.fuzzy,
};

const invalid = (attr: string, detail: string) => new HttpError(400, 'invalid', detail, attr, 'validation_error');
const badChoice = (attr: string, value: unknown) =>
  invalid(attr, `Select a valid choice. ${String(value)} is not one of the available choices.`);

export function isAutoTranslate(seg: string[], method: string): boolean {
  return seg[0] === 'translations' && seg.length === 5 && seg[4] === 'autotranslate' && method === 'POST';
}

export function autoTranslate(ctx: Ctx, seg: string[], newest: boolean): SandboxResponse {
  const tr = findTranslation(ctx, seg[1]!, seg[2]!, seg[3]!);
  const comp = findComponent(ctx, seg[1]!, seg[2]!);
  if (ctx.caller.username === null)
    throw new HttpError(401, 'not_authenticated', 'Authentication credentials were not provided.');
  if (!ctx.caller.superuser) throw new HttpError(403, 'permission_denied', 'Can not auto translate');
  if (comp.locked) throw new HttpError(403, 'permission_denied', 'Component is locked');
  const b = jsonObject(ctx);
  const mode = b.mode ?? 'suggest';
  if (!['suggest', 'translate', 'fuzzy', 'approved'].includes(String(mode))) throw badChoice('mode', mode);
  const picks = newest ? byQuery(ctx, b.q) : byFilter(b.filter_type);
  const source = b.auto_source ?? 'others';
  if (source !== 'others' && source !== 'mt') throw badChoice('auto_source', source);
  const engines = Array.isArray(b.engines) ? b.engines : b.engines === undefined ? [] : [b.engines];
  if (engines.length > 0) throw badChoice('engines', engines[0]);
  const threshold = b.threshold ?? 80;
  if (typeof threshold !== 'number' || !Number.isInteger(threshold) || threshold < 1 || threshold > 100)
    throw invalid('threshold', 'Ensure this value is between 1 and 100.');
  let updated = 0;
  if (source === 'others') {
    const from = b.component ? String(b.component) : '';
    const others = ctx.db.components.filter(
      (c) => c.projectId === comp.projectId && c.id !== comp.id && (from === '' || String(c.id) === from),
    );
    if (from !== '' && others.length === 0) throw invalid('component', 'Component not found!');
    for (const id of tr.unitIds) {
      const unit = ctx.db.units[id - 1];
      if (!unit || unit.deleted || unit.state === STATE.readonly || !picks(unit)) continue;
      const twin = twinOf(ctx, unit, tr.language, new Set(others.map((c) => c.id)));
      if (twin && apply(ctx, unit, twin.target, String(mode))) updated += 1;
    }
  }
  const details =
    updated === 0
      ? 'Automatic translation completed, no strings were updated.'
      : `Automatic translation completed, ${updated} string${updated === 1 ? ' was' : 's were'} updated.`;
  return ok({ details }, 'POST, OPTIONS');
}

function byFilter(filter: unknown): (u: UnitRec) => boolean {
  if (filter === undefined || filter === '') throw invalid('filter_type', 'This field is required.');
  const pick = FILTERS[String(filter) === 'untranslated' ? 'todo' : String(filter)];
  if (!pick) throw invalid('filter_type', 'Please choose a valid filter type.');
  return pick;
}

function byQuery(ctx: Ctx, q: unknown): (u: UnitRec) => boolean {
  if (typeof q !== 'string' || q.trim() === '') throw invalid('q', 'This field is required.');
  try {
    return compileQuery(q, (u) => {
      const t = ctx.db.translations[u.translationId - 1]!;
      const c = ctx.db.components[t.componentId - 1]!;
      return { project: ctx.db.projects[c.projectId - 1]!.slug, component: c.slug, language: t.language };
    });
  } catch (e) {
    if (e instanceof QueryError) throw invalid('q', `Could not parse query string: ${e.message}`);
    throw e;
  }
}

function twinOf(ctx: Ctx, unit: UnitRec, language: string, components: Set<number>): UnitRec | undefined {
  for (const t of ctx.db.translations) {
    if (t.language !== language || !components.has(t.componentId)) continue;
    for (const id of t.unitIds) {
      const u = ctx.db.units[id - 1];
      if (u && !u.deleted && u.state >= STATE.translated && u.source.join('\n') === unit.source.join('\n'))
        if (u.target.length === unit.target.length && u.target.every((x) => x !== '')) return u;
    }
  }
  return undefined;
}

/** Suggest adds a suggestion; the other modes write the text with their state. */
function apply(ctx: Ctx, unit: UnitRec, target: string[], mode: string): boolean {
  const tr = ctx.db.translations[unit.translationId - 1]!;
  const comp = ctx.db.components[tr.componentId - 1]!;
  const base = { unitId: unit.id, translationId: tr.id, componentId: comp.id, projectId: comp.projectId };
  const who = { user: ctx.caller.username, author: ctx.caller.username, target: target[0] ?? '' };
  if (mode === 'suggest') {
    if (ctx.db.suggestions.some((s) => s.unitId === unit.id && s.target.join('\n') === target.join('\n'))) return false;
    const id = (ctx.db.suggestions.at(-1)?.id ?? 0) + 1;
    const timestamp = new Date(ctx.db.now()).toISOString();
    ctx.db.suggestions.push({ id, unitId: unit.id, target: [...target], user: ctx.caller.username!, timestamp });
    unit.hasSuggestion = true;
    addChange(ctx.db, { ...base, ...who, action: 4 });
  } else {
    const state = mode === 'fuzzy' ? STATE.fuzzy : mode === 'approved' ? STATE.approved : STATE.translated;
    // The same text in the same state is no update.
    if (unit.state === state && unit.target.join('\n') === target.join('\n')) return false;
    unit.target = [...target];
    unit.state = state;
    recheck(ctx.db, unit);
    addChange(ctx.db, { ...base, ...who, action: 2 });
  }
  tr.statsCache = undefined;
  return true;
}

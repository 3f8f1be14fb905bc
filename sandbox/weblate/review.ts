// Suggestions, comments and string management as real Weblate 2026.10.1 answers them (seen by
// test/conformance): GET/POST /api/units/{id}/suggestions/ and /comments/, POST /api/suggestions/{id}/accept/,
// DELETE /api/suggestions/{id}/, POST /api/translations/{p}/{c}/{l}/units/ and DELETE /api/units/{id}/.
// With the `reviewApi` switch off the sandbox plays 5.10.4, which has no suggestion or comment routes.
import { requireUser } from './auth';
import { addChange } from './history';
import { ALLOW_UNIT, HttpError, notFound, ok, paginate } from './http';
import { STATE, type CommentRec, type UnitRec } from './model';
import { findComponent, findTranslation, findUnit, type Ctx } from './reads';
import { addGlossaryUnit } from './glossary';
import { jsonObject } from './writes';
import { recheck } from './checks';

const denied = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, 'permission_denied', detail);
const invalid = (attr: string | null, detail: string, code = 'invalid') =>
  new HttpError(400, code, detail, attr, 'validation_error');
const ALLOW_LIST_ADD = 'GET, POST, HEAD, OPTIONS';

const isGlossary = (ctx: Ctx, project: string, component: string) => findComponent(ctx, project, component).isGlossary;

/** The suggestion and comment routes (absent before Weblate 2026.x). */
export function isReviewRoute(seg: string[]): boolean {
  return (
    (seg[0] === 'units' && seg.length === 3 && (seg[2] === 'suggestions' || seg[2] === 'comments')) ||
    seg[0] === 'suggestions'
  );
}

/** Routes of the review API; undefined when the path is not one of them (or the era has none). */
export function handleReview(ctx: Ctx, seg: string[], method: string, reviewApi: boolean) {
  const [root, id, sub, extra] = seg;
  if (root === 'translations' && seg.length === 5 && seg[4] === 'units' && method === 'POST')
    return isGlossary(ctx, seg[1]!, seg[2]!)
      ? addGlossaryUnit(ctx, seg[1]!, seg[2]!, seg[3]!)
      : addUnit(ctx, seg[1]!, seg[2]!, seg[3]!);
  if (root === 'units' && seg.length === 2 && method === 'DELETE') return deleteUnit(ctx, id!);
  if (!reviewApi) return undefined;
  if (root === 'units' && seg.length === 3 && (sub === 'suggestions' || sub === 'comments')) {
    const unit = findUnit(ctx, id!);
    if (method === 'GET') return sub === 'suggestions' ? listSuggestions(ctx, unit) : listComments(ctx, unit);
    if (method === 'POST') return sub === 'suggestions' ? addSuggestion(ctx, unit) : addComment(ctx, unit);
    throw new HttpError(405, 'method_not_allowed', `Method "${method}" not allowed.`).withHeaders({
      Allow: ALLOW_LIST_ADD,
    });
  }
  if (
    root === 'suggestions' &&
    id !== undefined &&
    (seg.length === 2 || (seg.length === 3 && sub === 'accept' && extra === undefined))
  ) {
    const s = ctx.db.suggestions.find((x) => String(x.id) === id);
    // Suggestions on objects the caller cannot see do not exist for them.
    if (!s) throw notFound();
    const unit = findUnit(ctx, String(s.unitId));
    if (seg.length === 2 && method === 'GET') return ok(suggestionJson(ctx, s), 'GET, DELETE, HEAD, OPTIONS');
    if (seg.length === 2 && method === 'DELETE') {
      requireUser(ctx.caller);
      // The author may withdraw their own; others need suggestion.delete (not in the Guests team).
      if (s.user !== ctx.caller.username && (ctx.caller.suggestOnly || ctx.caller.projectScope)) throw denied();
      removeSuggestion(ctx, s.id, unit);
      addChange(ctx.db, { ...changeBase(ctx, unit), action: 26, target: s.target[0] ?? '' });
      return { status: 204, headers: { Allow: 'GET, DELETE, HEAD, OPTIONS' } };
    }
    if (seg.length === 3 && method === 'POST') return acceptSuggestion(ctx, s.id, unit);
  }
  return undefined;
}

function changeBase(ctx: Ctx, unit: UnitRec) {
  const tr = ctx.db.translations[unit.translationId - 1]!;
  const comp = ctx.db.components[tr.componentId - 1]!;
  return {
    unitId: unit.id,
    translationId: tr.id,
    componentId: comp.id,
    projectId: comp.projectId,
    user: ctx.caller.username,
    author: ctx.caller.username,
  };
}

function suggestionJson(
  ctx: Ctx,
  s: { id: number; unitId: number; target: string[]; user: string; timestamp: string },
) {
  return {
    id: s.id,
    unit: ctx.ser.api(`units/${s.unitId}/`),
    target: [...s.target],
    user: ctx.ser.api(`users/${s.user}/`),
    timestamp: s.timestamp,
    votes: 0,
  };
}

function commentJson(ctx: Ctx, c: CommentRec) {
  return { comment: c.comment, timestamp: c.timestamp, id: c.id, user: ctx.ser.api(`users/${c.user}/`) };
}

function listSuggestions(ctx: Ctx, unit: UnitRec) {
  return paginate(
    ctx.req,
    ctx.db.suggestions.filter((s) => s.unitId === unit.id),
    (s) => suggestionJson(ctx, s),
    1000,
  );
}

function listComments(ctx: Ctx, unit: UnitRec) {
  return paginate(
    ctx.req,
    ctx.db.comments.filter((c) => c.unitId === unit.id),
    (c) => commentJson(ctx, c),
    1000,
  );
}

function addSuggestion(ctx: Ctx, unit: UnitRec) {
  requireUser(ctx.caller);
  if (unit.state === STATE.readonly) throw denied();
  const body = jsonObject(ctx);
  const target = typeof body.target === 'string' ? [body.target] : body.target;
  if (target === undefined) throw invalid('target', 'This field is required.', 'required');
  if (!Array.isArray(target) || !target.every((t) => typeof t === 'string'))
    throw invalid('target', 'Expected a list of items.', 'not_a_list');
  if (target.length === 0) throw invalid('target', 'This list may not be empty.', 'empty');
  const blank = target.findIndex((t) => t === '');
  if (blank >= 0) throw invalid(`target.${blank}`, 'Please provide a suggestion', 'blank');
  const tr = ctx.db.translations[unit.translationId - 1]!;
  const plurals = unit.source.length > 1 ? ctx.db.languages.get(tr.language)!.plural.number : 1;
  if (target.length !== plurals) throw invalid('target', 'Number of plurals does not match');
  if (target.join('\n') === unit.target.join('\n'))
    throw invalid('target', 'Your suggestion is similar to the current translation!');
  if (ctx.db.suggestions.some((s) => s.unitId === unit.id && s.target.join('\n') === target.join('\n')))
    throw invalid('target', 'Your suggestion already exists!');
  const rec = {
    id: (ctx.db.suggestions.at(-1)?.id ?? 0) + 1,
    unitId: unit.id,
    target: target as string[],
    user: ctx.caller.username,
    timestamp: new Date(ctx.db.now()).toISOString(),
  };
  ctx.db.suggestions.push(rec);
  unit.hasSuggestion = true;
  tr.statsCache = undefined;
  addChange(ctx.db, { ...changeBase(ctx, unit), action: 4, target: rec.target[0] ?? '' });
  return ok(suggestionJson(ctx, rec), ALLOW_LIST_ADD, 201);
}

function acceptSuggestion(ctx: Ctx, id: number, unit: UnitRec) {
  requireUser(ctx.caller);
  const body = jsonObject(ctx);
  if ('approve' in body && typeof body.approve !== 'boolean') throw invalid('approve', 'Must be a valid boolean.');
  const approve = body.approve === true;
  // Accepting saves a translation: the Guests team may only suggest (Weblate's wording for the refusal).
  if (ctx.caller.suggestOnly || unit.state === STATE.readonly)
    throw denied('You do not have permission to save translations in this project.');
  if (approve && !ctx.caller.superuser) throw denied('You do not have permission to approve translations.');
  const s = ctx.db.suggestions.find((x) => x.id === id)!;
  const author = s.user;
  unit.target = [...s.target];
  unit.state = approve ? STATE.approved : STATE.translated;
  recheck(ctx.db, unit);
  removeSuggestion(ctx, id, unit);
  addChange(ctx.db, { ...changeBase(ctx, unit), action: 7, author, target: unit.target[0] ?? '' });
  return ok({ result: 'accepted' }, 'POST, OPTIONS');
}

function removeSuggestion(ctx: Ctx, id: number, unit: UnitRec): void {
  ctx.db.suggestions = ctx.db.suggestions.filter((x) => x.id !== id);
  unit.hasSuggestion = ctx.db.suggestions.some((x) => x.unitId === unit.id);
  ctx.db.translations[unit.translationId - 1]!.statsCache = undefined;
}

function addComment(ctx: Ctx, unit: UnitRec) {
  requireUser(ctx.caller);
  // comment.add belongs to the translating roles, not to the Guests team.
  if (ctx.caller.suggestOnly) throw denied();
  const body = jsonObject(ctx);
  const tr = ctx.db.translations[unit.translationId - 1]!;
  const problems: { code: string; detail: string; attr: string }[] = [];
  const scope = body.scope;
  if (scope === undefined) problems.push({ code: 'required', detail: 'This field is required.', attr: 'scope' });
  else if (scope !== 'translation' && scope !== 'global' && scope !== 'report')
    problems.push({ code: 'invalid_choice', detail: `"${String(scope)}" is not a valid choice.`, attr: 'scope' });
  else if (scope === 'report')
    problems.push({
      code: 'invalid',
      detail: `"report" is not a valid choice as source review is disabled.`,
      attr: 'scope',
    });
  else if (scope === 'translation' && tr.isSource)
    problems.push({ code: 'invalid', detail: `"translation" is not a valid choice for source units.`, attr: 'scope' });
  if (typeof body.comment !== 'string' || body.comment.trim() === '')
    problems.push({
      code: body.comment === undefined ? 'required' : 'blank',
      detail: body.comment === undefined ? 'This field is required.' : 'This field may not be blank.',
      attr: 'comment',
    });
  else if (body.comment.length > 1000)
    problems.push({
      code: 'max_length',
      detail: 'Ensure this field has no more than 1000 characters.',
      attr: 'comment',
    });
  if (problems.length > 0) {
    const [first, ...rest] = problems;
    throw new HttpError(400, first!.code, first!.detail, first!.attr, 'validation_error', rest);
  }
  // A global comment belongs to the source string, as in Weblate (Comment.objects.add).
  const on = scope === 'global' ? ctx.db.units[unit.sourceUnitId - 1]! : unit;
  const rec: CommentRec = {
    id: (ctx.db.comments.at(-1)?.id ?? 0) + 1,
    unitId: on.id,
    comment: body.comment as string,
    user: ctx.caller.username,
    timestamp: new Date(ctx.db.now()).toISOString(),
  };
  ctx.db.comments.push(rec);
  on.hasComment = true;
  ctx.db.translations[on.translationId - 1]!.statsCache = undefined;
  addChange(ctx.db, { ...changeBase(ctx, on), action: 3, target: '' });
  return ok(commentJson(ctx, rec), ALLOW_LIST_ADD, 201);
}

/** Weblate's check_manage_units: monolingual strings are added and removed on the source language only. */
function requireManageUnits(ctx: Ctx, translationId: number): void {
  const tr = ctx.db.translations[translationId - 1]!;
  const comp = ctx.db.components[tr.componentId - 1]!;
  requireUser(ctx.caller);
  if (!tr.isSource && comp.template) throw denied('Add the string to the source language instead.');
  if (!comp.manageUnits) throw denied('Adding strings is disabled in the component configuration.');
  // unit.add / unit.delete are not in the translating roles: administrators only here.
  if (!ctx.caller.superuser) throw denied('Can not add unit');
}

function addUnit(ctx: Ctx, project: string, component: string, language: string) {
  const tr = findTranslation(ctx, project, component, language);
  requireManageUnits(ctx, tr.id);
  const body = jsonObject(ctx);
  const problems: { code: string; detail: string; attr: string }[] = [];
  if (typeof body.key !== 'string' || body.key === '')
    problems.push({
      code: body.key === undefined ? 'required' : 'blank',
      detail: body.key === undefined ? 'This field is required.' : 'This field may not be blank.',
      attr: 'key',
    });
  const value = typeof body.value === 'string' ? [body.value] : body.value;
  if (!Array.isArray(value) || value.length === 0 || !value.every((v) => typeof v === 'string' && v !== ''))
    problems.push({
      code: value === undefined ? 'required' : 'invalid',
      detail: value === undefined ? 'This field is required.' : 'Enter the source text.',
      attr: 'value',
    });
  if (problems.length > 0) {
    const [first, ...rest] = problems;
    throw new HttpError(400, first!.code, first!.detail, first!.attr, 'validation_error', rest);
  }
  const key = body.key as string;
  const live = (id: number) => !ctx.db.units[id - 1]!.deleted;
  if (tr.unitIds.filter(live).some((id) => ctx.db.units[id - 1]!.context === key))
    throw invalid(null, 'This string seems to already exist.');
  // The string appears in every translation of the component, translated only in the source language.
  let sourceUnit: UnitRec | undefined;
  for (const t of ctx.db.translations
    .filter((x) => x.componentId === tr.componentId)
    .sort((a, b) => Number(b.isSource) - Number(a.isSource))) {
    const id = ctx.db.units.length + 1;
    const unit: UnitRec = {
      id,
      translationId: t.id,
      source: [...(value as string[])],
      target: t.isSource ? [...(value as string[])] : (value as string[]).map(() => ''),
      previousSource: '',
      idHash: BigInt(id) * 7919n,
      contentHash: BigInt(id) * 104729n,
      location: '',
      context: key,
      note: '',
      flags: '',
      extraFlags: '',
      explanation: '',
      labels: [],
      state: t.isSource ? STATE.readonly : STATE.empty,
      position: t.unitIds.length + 1,
      hasSuggestion: false,
      hasComment: false,
      hasFailingCheck: false,
      numWords: (value as string[])[0]!.split(/\s+/).filter(Boolean).length,
      sourceUnitId: sourceUnit?.id ?? id,
      priority: 100,
    };
    sourceUnit ??= unit;
    ctx.db.units.push(unit);
    t.unitIds.push(id);
    t.statsCache = undefined;
  }
  addChange(ctx.db, { ...changeBase(ctx, sourceUnit!), action: 13, target: sourceUnit!.source[0] ?? '' });
  return ok(ctx.ser.unit(sourceUnit!), ALLOW_LIST_ADD);
}

function deleteUnit(ctx: Ctx, id: string) {
  const unit = findUnit(ctx, id);
  requireManageUnits(ctx, unit.translationId);
  // Removing a source string removes it from every translation.
  for (const u of ctx.db.units.filter((x) => x.sourceUnitId === unit.sourceUnitId && !x.deleted)) {
    u.deleted = true;
    const t = ctx.db.translations[u.translationId - 1]!;
    t.unitIds = t.unitIds.filter((x) => x !== u.id);
    t.statsCache = undefined;
  }
  return { status: 204, headers: { Allow: ALLOW_UNIT } };
}

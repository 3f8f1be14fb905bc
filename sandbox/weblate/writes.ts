// The write routes: unit PATCH with the real server's rules (API-NOTES), and language create / replace /
// patch / delete (superusers only, as language management needs).
import type { SandboxResponse } from '../types';
import { requireUser } from './auth';
import { addLanguage } from './data';
import { addChange } from './history';
import { recheck, sourceOf } from './checks';
import { storedText } from '../../src/core/checks/storedText';
import { ALLOW_LANGUAGE, ALLOW_UNIT, HttpError, ok } from './http';
import { notePendingUnit, refuseIfLocked } from './maintenance';
import { STATE } from './model';
import { findUnit, type Ctx } from './reads';

const invalid = (attr: string, detail: string) => new HttpError(400, 'invalid', detail, attr, 'validation_error');

/** The request body as a JSON object; an unparsable or non-object body is DRF's parse error. */
export function jsonObject(ctx: Ctx): Record<string, unknown> {
  const body = ctx.req.body;
  if (ctx.req.invalidJson)
    throw new HttpError(400, 'parse_error', 'JSON parse error - Expecting value: line 1 column 1 (char 0)');
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    const got = Array.isArray(body)
      ? 'list'
      : body === null
        ? 'null'
        : typeof body === 'number' || typeof body === 'bigint'
          ? 'int'
          : 'str';
    throw new HttpError(
      400,
      'invalid',
      `Invalid data. Expected a dictionary, but got ${got}.`,
      'non_field_errors',
      'validation_error',
    );
  }
  return body as Record<string, unknown>;
}

export function patchUnit(ctx: Ctx, id: string): SandboxResponse {
  requireUser(ctx.caller);
  const unit = findUnit(ctx, id);
  const body = jsonObject(ctx);
  // A read-only string refuses a new translation; its explanation and flags are the source string's own.
  if (unit.state === STATE.readonly && ('target' in body || 'state' in body))
    throw new HttpError(403, 'permission_denied', 'You do not have permission to perform this action.');
  const tr = ctx.db.translations[unit.translationId - 1]!;
  // Real Weblate's wordings (seen by test/conformance on 5.10.4 and 2026.10.1): the Guests team may not save,
  // and a string's explanation and extra flags belong to its source string and need source-editing rights.
  if (ctx.caller.suggestOnly && ('target' in body || 'state' in body))
    throw new HttpError(403, 'permission_denied', 'You do not have permission to save translations in this project.');
  if (('explanation' in body || 'extra_flags' in body) && (!tr.isSource || !ctx.caller.superuser))
    throw new HttpError(403, 'permission_denied', 'Source strings properties can be set only on source strings');
  if (
    ctx.caller.projectScope &&
    !ctx.caller.projectScope.includes(ctx.db.projects[ctx.db.components[tr.componentId - 1]!.projectId - 1]!.slug)
  ) {
    throw new HttpError(403, 'permission_denied', 'You do not have permission to perform this action.');
  }
  const comp = ctx.db.components[tr.componentId - 1]!;
  refuseIfLocked(comp);
  const hasTarget = 'target' in body;
  const hasState = 'state' in body;
  if (hasTarget !== hasState)
    throw invalid('non_field_errors', 'Please provide both state and target for a partial update.');
  if (hasTarget) {
    const target = typeof body.target === 'string' ? [body.target] : body.target;
    const state = body.state;
    if (!Array.isArray(target) || !target.every((t) => typeof t === 'string'))
      throw invalid('target', 'Expected a list of items.');
    if (typeof state !== 'number' || !Number.isInteger(state) || ![0, 10, 20, 30, 100].includes(state))
      throw invalid('state', `"${String(state)}" is not a valid choice.`);
    if (state === STATE.readonly) throw invalid('state', 'Invalid state.');
    if (state === STATE.approved && !ctx.caller.superuser)
      throw new HttpError(403, 'permission_denied', 'You do not have permission to approve translations.');
    const plurals = unit.source.length > 1 ? ctx.db.languages.get(tr.language)!.plural.number : 1;
    if (target.length !== plurals)
      throw invalid('target', `Number of plurals does not match: expected ${plurals}, got ${target.length}.`);
    const empty = target.every((t) => t === '');
    if (state === STATE.empty && !empty) throw invalid('state', 'Untranslated state requires empty translation.');
    // Real 5.10 names the first empty form by its index, with DRF's `blank` code.
    if (state !== STATE.empty && empty)
      throw new HttpError(400, 'blank', 'This field may not be blank.', 'target.0', 'validation_error');
    // Weblate's autofixes run on every saved translation (a typed trailing space or U+200B is dropped).
    unit.target = storedText(target as string[], {
      source: unit.source,
      flags: [unit.flags, sourceOf(ctx.db, unit)?.extraFlags, unit.extraFlags].filter(Boolean).join(','),
      language: tr.language,
      template: tr.isSource && comp.template !== '',
    });
    unit.state = state;
    recheck(ctx.db, unit);
    tr.statsCache = undefined;
    notePendingUnit(comp, unit.id);
    addChange(ctx.db, {
      action: state === STATE.approved ? 36 : 2,
      unitId: unit.id,
      translationId: tr.id,
      componentId: comp.id,
      projectId: comp.projectId,
      user: ctx.caller.username,
      author: ctx.caller.username,
      target: unit.target[0] ?? '',
    });
  }
  for (const field of ['explanation', 'extra_flags'] as const) {
    if (field in body) {
      if (typeof body[field] !== 'string') throw invalid(field, 'Not a valid string.');
      if (field === 'explanation') unit.explanation = body[field] as string;
      else if (unit.extraFlags !== body[field]) {
        unit.extraFlags = body[field] as string;
        // Weblate's source_unit_save: a source string's new flags are run on all its translations.
        for (const u of ctx.db.units) if (u.sourceUnitId === unit.id && !u.deleted) recheck(ctx.db, u);
      }
    }
  }
  return ok(
    {
      target: unit.target,
      state: unit.state,
      explanation: unit.explanation,
      extra_flags: unit.extraFlags,
      labels: unit.labels,
    },
    ALLOW_UNIT,
  );
}

interface LanguageBody {
  code?: unknown;
  name?: unknown;
  direction?: unknown;
  plural?: { number?: unknown; formula?: unknown };
}

function checkLanguage(body: LanguageBody, partial: boolean): void {
  const problems: { code: string; detail: string; attr: string }[] = [];
  const need = (cond: boolean, attr: string, detail: string, code = 'invalid') =>
    cond || problems.push({ code, detail, attr });
  if (!partial || body.code !== undefined)
    need(
      typeof body.code === 'string' && /^[a-zA-Z0-9_@-]{1,50}$/.test(body.code),
      'code',
      'Enter a valid language code.',
    );
  if (!partial || body.name !== undefined)
    need(typeof body.name === 'string' && body.name.length > 0, 'name', 'This field is required.');
  if (!partial || body.direction !== undefined)
    need(
      body.direction === 'ltr' || body.direction === 'rtl',
      'direction',
      `"${String(body.direction)}" is not a valid choice.`,
      'invalid_choice',
    );
  if (!partial || body.plural !== undefined) {
    need(
      typeof body.plural?.number === 'number' && Number.isInteger(body.plural.number) && body.plural.number >= 1,
      'plural.number',
      'A valid integer is required.',
    );
    need(
      typeof body.plural?.formula === 'string' && body.plural.formula.length > 0,
      'plural.formula',
      'This field is required.',
    );
  }
  if (problems.length > 0) {
    const [first, ...rest] = problems;
    throw new HttpError(400, first!.code, first!.detail, first!.attr, 'validation_error', rest);
  }
}

function requireLanguageAdmin(ctx: Ctx): void {
  requireUser(ctx.caller);
  // Weblate 5.10's own wording for this refusal (seen by test/conformance).
  if (!ctx.caller.superuser) throw new HttpError(403, 'permission_denied', 'Can not manage languages');
}

export function createLanguage(ctx: Ctx): SandboxResponse {
  requireLanguageAdmin(ctx);
  const body = jsonObject(ctx) as LanguageBody;
  checkLanguage(body, false);
  // Real 5.10 reports a duplicate code as `invalid` tied to no field (attr null).
  if (ctx.db.languages.has(body.code as string))
    throw new HttpError(400, 'invalid', 'Language with this Language code already exists.', null, 'validation_error');
  const l = addLanguage(
    ctx.db,
    body.code as string,
    body.name as string,
    body.direction as 'ltr' | 'rtl',
    body.plural!.number as number,
    body.plural!.formula as string,
  );
  return ok(ctx.ser.language(l), ALLOW_LANGUAGE, 201);
}

export function changeLanguage(ctx: Ctx, code: string, method: 'PUT' | 'PATCH' | 'DELETE'): SandboxResponse {
  requireLanguageAdmin(ctx);
  const l = ctx.db.languages.get(code);
  if (!l) throw new HttpError(404, 'not_found', 'Not found.');
  if (method === 'DELETE') {
    if (ctx.db.translations.some((t) => t.language === code))
      throw new HttpError(
        400,
        'invalid',
        'Language is used by translations and cannot be removed.',
        'code',
        'validation_error',
      );
    ctx.db.languages.delete(code);
    return { status: 204, headers: { Allow: ALLOW_LANGUAGE } };
  }
  const body = jsonObject(ctx) as LanguageBody;
  checkLanguage(body, method === 'PATCH');
  if (typeof body.name === 'string') l.name = body.name;
  if (body.direction === 'ltr' || body.direction === 'rtl') l.direction = body.direction;
  if (body.plural)
    l.plural = { ...l.plural, number: body.plural.number as number, formula: body.plural.formula as string };
  if (typeof body.code === 'string' && body.code !== code) {
    ctx.db.languages.delete(code);
    l.code = body.code;
    ctx.db.languages.set(l.code, l);
  }
  return ok(ctx.ser.language(l), ALLOW_LANGUAGE);
}

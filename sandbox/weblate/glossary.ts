// The atlas glossary's metadata, as a translator meets it on real Weblate (#26): a term flagged
// `terminology`, one whose translation is forbidden (extra flag `forbidden`), an untranslatable one (its
// source string's `read-only`), and TBX metadata (2026.10.1's `tbx_terms`): an administrative status per
// alternative, `obsolete` marking a source term forbidden. And adding a term to a glossary translation
// (POST .../units/ with source and target, bilingual): the string goes into the source translation and this
// one, or every language for a `terminology` term, as Weblate's Translation.add_unit does.
import type { SandboxResponse } from '../types';
import { requireUser } from './auth';
import { addChange } from './history';
import { HttpError, ok } from './http';
import { STATE, type UnitRec, type WeblateDb } from './model';
import { findTranslation, type Ctx } from './reads';
import { jsonObject } from './writes';

/** German and French words for the seed's glossary terms (the pseudo-translations read as nonsense there). */
const WORDS: Record<string, Record<string, string>> = {
  de: { map: 'Karte', layer: 'Schicht', region: 'Region', route: 'route', marker: 'Markierung' },
  fr: { map: 'carte', layer: 'couche', region: 'région', route: 'route', marker: 'marqueur' },
};

/** Gives the seed's glossary its flags and TBX metadata; the random states of other components stay as they were. */
export function dressGlossary(db: WeblateDb): void {
  const comp = db.components.find((c) => c.isGlossary);
  if (!comp) return;
  for (const tr of db.translations.filter((t) => t.componentId === comp.id)) {
    for (const id of tr.unitIds) {
      const u = db.units[id - 1]!;
      const term = u.source[0]!;
      if (tr.isSource) {
        if (term === 'route') u.extraFlags = 'read-only';
        if (term === 'map') u.extraFlags = 'terminology';
        if (term === 'marker')
          u.tbxTerms = {
            source: [{ text: 'marker', id: null, administrative_status: 'obsolete', notes: [] }],
            target: [{ text: 'marker', id: null, administrative_status: 'obsolete', notes: [] }],
          };
        continue;
      }
      const word = WORDS[tr.language]?.[term];
      if (word !== undefined) {
        u.target = [word];
        u.state = STATE.translated;
      }
      // "layer" must not be translated "Schicht": the term is there to say so.
      if (term === 'layer') u.extraFlags = 'forbidden';
      if (term === 'region' && word !== undefined)
        u.tbxTerms = {
          source: [{ text: 'region', id: null, administrative_status: 'preferredTerm-admn-sts', notes: [] }],
          target: [{ text: word, id: null, administrative_status: 'preferredTerm-admn-sts', notes: [] }],
        };
      if (term === 'marker' && word !== undefined)
        u.tbxTerms = {
          source: [{ text: 'marker', id: null, administrative_status: 'obsolete', notes: [] }],
          target: [{ text: word, id: null, administrative_status: null, notes: [] }],
        };
    }
  }
}

const invalid = (attr: string, detail: string) => new HttpError(400, 'invalid', detail, attr, 'validation_error');

function forms(v: unknown): string[] | undefined {
  const list = typeof v === 'string' ? [v] : v;
  return Array.isArray(list) && list.every((x) => typeof x === 'string') ? (list as string[]) : undefined;
}

/** POST /api/translations/{p}/{glossary}/{lang}/units/ with {source, target, state?}. */
export function addGlossaryUnit(ctx: Ctx, project: string, component: string, language: string): SandboxResponse {
  const tr = findTranslation(ctx, project, component, language);
  requireUser(ctx.caller);
  if (ctx.caller.suggestOnly) throw new HttpError(403, 'permission_denied', 'Can not add unit');
  const body = jsonObject(ctx);
  const source = forms(body.source);
  const target = forms(body.target) ?? [''];
  if (!source || source.length === 0 || source.every((s) => s === ''))
    throw invalid('source', body.source === undefined ? 'This field is required.' : 'This field may not be blank.');
  const comp = ctx.db.components[tr.componentId - 1]!;
  const live = (id: number) => !ctx.db.units[id - 1]!.deleted;
  if (tr.unitIds.filter(live).some((id) => ctx.db.units[id - 1]!.source.join('\n') === source.join('\n')))
    throw invalid('non_field_errors', 'This string seems to already exist.');
  const translations = ctx.db.translations
    .filter((t) => t.componentId === comp.id && (t.isSource || t.id === tr.id))
    .sort((a, b) => Number(b.isSource) - Number(a.isSource));
  let sourceUnit: UnitRec | undefined;
  let created: UnitRec | undefined;
  for (const t of translations) {
    const id = ctx.db.units.length + 1;
    const text = t.isSource ? source : t.id === tr.id ? target : source.map(() => '');
    const unit: UnitRec = {
      id,
      translationId: t.id,
      source: [...source],
      target: [...text],
      previousSource: '',
      idHash: BigInt(id) * 7919n,
      contentHash: BigInt(id) * 104729n,
      location: '',
      context: '',
      note: '',
      flags: '',
      extraFlags: '',
      explanation: '',
      labels: [],
      state: t.isSource ? STATE.readonly : text.some(Boolean) ? STATE.translated : STATE.empty,
      position: t.unitIds.length + 1,
      hasSuggestion: false,
      hasComment: false,
      hasFailingCheck: false,
      numWords: source[0]!.split(/\s+/).filter(Boolean).length,
      sourceUnitId: sourceUnit?.id ?? id,
      priority: 100,
    };
    sourceUnit ??= unit;
    if (t.id === tr.id) created = unit;
    ctx.db.units.push(unit);
    t.unitIds.push(id);
    t.statsCache = undefined;
  }
  addChange(ctx.db, {
    unitId: created!.id,
    translationId: tr.id,
    componentId: comp.id,
    projectId: comp.projectId,
    user: ctx.caller.username,
    author: ctx.caller.username,
    action: 13,
    target: source[0] ?? '',
  });
  return ok(ctx.ser.unit(created!), 'GET, POST, HEAD, OPTIONS');
}

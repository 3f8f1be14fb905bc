// POST /api/translations/{p}/{c}/{l}/file/: the translation file upload as Weblate 5.10.4 and 2026.10.1 do
// it (weblate/api/views.py TranslationViewSet.file, UploadRequestSerializer, Translation.handle_upload and
// merge_translations / merge_suggestions / handle_add_upload / handle_replace). The order of refusals is the
// real one: 404, then 401/403 (upload.perform), then the form's fields (400), then the method and conflict
// rights (400 naming `method` / `conflicts`), then the file's content (400 naming `file`).
import { requireUser } from './auth';
import { addChange } from './history';
import { recheck } from './checks';
import { ALLOW_FILE } from './files';
import { HttpError, ok } from './http';
import { STATE, type TranslationRec, type UnitRec } from './model';
import type { Ctx } from './reads';
import { isBilingual, readsUploads, readUpload } from './uploadRead';

const METHODS = ['translate', 'approve', 'suggest', 'fuzzy', 'replace', 'source', 'add'];
const FUZZY = ['', 'process', 'approve'];
const CONFLICTS = ['', 'ignore', 'replace-translated', 'replace-approved'];
/** Change actions of weblate/trans/models/change.py. */
const ACTION = { upload: 9, suggestion: 4, replaceUpload: 54, newUnitUpload: 73 };

const invalid = (attr: string, detail: string, code = 'invalid') =>
  new HttpError(400, code, detail, attr, 'validation_error');

/** The multipart form, as DRF's MultiPartParser reads it; a JSON or urlencoded body simply has no file. */
export async function readForm(
  ctx: Ctx,
  fileField = 'file',
): Promise<{ fields: Map<string, string>; file: { name: string; bytes: Buffer } | undefined }> {
  const type = String(ctx.req.headers['content-type'] ?? '');
  const fields = new Map<string, string>();
  if (!type.startsWith('multipart/form-data')) {
    if (ctx.req.body && typeof ctx.req.body === 'object')
      for (const [k, v] of Object.entries(ctx.req.body)) fields.set(k, String(v));
    return { fields, file: undefined };
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(ctx.req.rawBytes ?? Buffer.from(ctx.req.rawBody, 'utf8')), {
      headers: { 'content-type': type },
    }).formData();
  } catch {
    throw new HttpError(400, 'parse_error', 'Multipart form parse error - Invalid boundary in multipart: None');
  }
  let file: { name: string; bytes: Buffer } | undefined;
  for (const [k, v] of form.entries()) {
    if (typeof v === 'string') fields.set(k, v);
    else if (k === fileField) file = { name: v.name, bytes: Buffer.from(await v.arrayBuffer()) };
  }
  return { fields, file };
}

function choice(fields: Map<string, string>, name: string, choices: string[], fallback: string): string {
  const value = fields.get(name) ?? fallback;
  if (!choices.includes(value)) throw invalid(name, `"${value}" is not a valid choice.`, 'invalid_choice');
  return value;
}

export async function uploadTranslationFile(ctx: Ctx, t: TranslationRec): Promise<ReturnType<typeof ok>> {
  const { db, caller } = ctx;
  const comp = db.components[t.componentId - 1]!;
  const project = db.projects[comp.projectId - 1]!;
  requireUser(caller);
  if (caller.projectScope && !caller.projectScope.includes(project.slug))
    throw new HttpError(403, 'permission_denied', 'You do not have permission to perform this action.');
  if (comp.locked) throw new HttpError(403, 'permission_denied', 'This translation is currently locked.');

  const { fields, file } = await readForm(ctx);
  if (!file) throw invalid('file', 'No file was submitted.', 'required');
  if (file.bytes.length === 0) throw invalid('file', 'The submitted file is empty.', 'empty');
  const method = choice(fields, 'method', METHODS, 'translate');
  // JSON files carry no fuzzy flag, so the option changes nothing for them (as on a real server).
  const fuzzyMode = choice(fields, 'fuzzy', FUZZY, '');
  const conflicts = choice(fields, 'conflicts', CONFLICTS, '').replace(/^ignore$/, '');

  // The sandbox's roles: everyone signed in is a "Power user" (upload.perform, upload.overwrite,
  // suggestion.add, unit.edit); reviewing, adding and replacing strings need the superuser.
  const reviewer = caller.superuser;
  if (conflicts === 'replace-approved' && !reviewer) throw invalid('conflicts', 'Translation reviews are turned off.');
  if (method === 'source' && !t.isSource)
    throw invalid('method', 'Source upload is supported only on source language.');
  const allowed =
    method === 'approve'
      ? reviewer
      : method === 'add'
        ? caller.superuser && t.isSource
        : method === 'replace'
          ? caller.superuser
          : method !== 'source';
  if (!allowed) {
    const hint =
      method === 'add' && !t.isSource
        ? 'Try adding to the source instead of the translation.'
        : 'Check your permissions or use different translation object.';
    throw invalid('method', `This method is not available here. ${hint}`);
  }
  if (!readsUploads(comp.fileFormat)) throw invalid('file', 'Unsupported file format.');
  // The sandbox adds no strings to a bilingual component from a file (Weblate would, from a PO file).
  const bilingual = isBilingual(comp.fileFormat);
  if (bilingual && method === 'add') throw invalid('method', 'This method is not available here.');
  const all = t.unitIds.map((id) => db.units[id - 1]!);
  const { idOf, strings, fuzzy } = readUpload(comp, file.bytes, fuzzyMode, all);
  const units = new Map(all.map((u) => [idOf(u), u]));
  // Every change of text runs the checks again (as Weblate does on save), then is recorded.
  const change = (unit: UnitRec, action: number) => {
    recheck(db, unit);
    addChange(db, {
      action,
      unitId: unit.id,
      translationId: t.id,
      componentId: comp.id,
      projectId: comp.projectId,
      user: caller.username,
      author: caller.username,
      target: unit.target[0] ?? '',
    });
  };
  let accepted = 0;
  let skipped = 0;
  let notFound = 0;

  if (method === 'replace') {
    for (const unit of units.values()) {
      if (unit.state === STATE.readonly) continue;
      const forms = strings.get(idOf(unit));
      unit.target = forms ?? [''];
      unit.state = forms ? STATE.translated : STATE.empty;
      change(unit, ACTION.replaceUpload);
    }
    accepted = units.size;
  } else if (method === 'add') {
    for (const [key, forms] of strings) {
      if (units.has(key)) skipped += 1;
      else {
        addUnitEverywhere(ctx, t, key, forms);
        accepted += 1;
      }
    }
  } else {
    const methodState = method === 'fuzzy' ? STATE.fuzzy : method === 'approve' ? STATE.approved : STATE.translated;
    for (const [key, forms] of strings) {
      const unit = units.get(key);
      const state = fuzzy.has(key) ? STATE.fuzzy : methodState;
      // A monolingual file is read through its template: a key the template lacks is no unit at all, so
      // real Weblate neither counts nor reports it (not_found stays 0); it counts for bilingual formats.
      if (!unit) {
        if (bilingual) notFound += 1;
        continue;
      }
      if (method === 'suggest') {
        const same = unit.target.join('\u0000') === forms.join('\u0000');
        if (same || unit.state === STATE.readonly) skipped += 1;
        else {
          unit.hasSuggestion = true;
          change(unit, ACTION.suggestion);
          accepted += 1;
        }
      } else if (
        (unit.state >= STATE.translated && !conflicts) ||
        (unit.state === STATE.approved && conflicts !== 'replace-approved') ||
        unit.state === STATE.readonly ||
        (unit.target.join('\u0000') === forms.join('\u0000') && unit.state === state)
      ) {
        skipped += 1;
      } else {
        unit.target = [...forms];
        unit.state = state;
        change(unit, ACTION.upload);
        accepted += 1;
      }
    }
  }
  for (const tr of db.translations) if (tr.componentId === comp.id) tr.statsCache = undefined;
  // `total` is the units of the file as read through the template (all of the translation's), except for
  // `add`, which reads the upload as its own template.
  const total = method === 'add' ? strings.size : units.size;
  return ok({ not_found: notFound, skipped, accepted, total, result: accepted > 0, count: total }, ALLOW_FILE);
}

/** `add` on the source translation: a new key in every translation (the source text, empty elsewhere). */
function addUnitEverywhere(ctx: Ctx, source: TranslationRec, key: string, forms: string[]): void {
  const { db } = ctx;
  let sourceUnitId = 0;
  for (const tr of [
    source,
    ...db.translations.filter((x) => x.componentId === source.componentId && x.id !== source.id),
  ]) {
    const id = db.units.length + 1;
    if (tr === source) sourceUnitId = id;
    const isSource = tr === source;
    const unit: UnitRec = {
      id,
      translationId: tr.id,
      source: forms,
      target: isSource ? [...forms] : [''],
      previousSource: '',
      idHash: BigInt.asIntN(64, BigInt(id) * 0x9e3779b97f4a7c15n),
      contentHash: BigInt.asIntN(64, BigInt(id) * 0xc2b2ae3d27d4eb4fn),
      location: '',
      context: key,
      note: '',
      flags: isSource ? 'read-only' : '',
      extraFlags: '',
      explanation: '',
      labels: [],
      state: isSource ? STATE.readonly : STATE.empty,
      position: tr.unitIds.length + 1,
      hasSuggestion: false,
      hasComment: false,
      hasFailingCheck: false,
      numWords: forms[0]!.split(/\s+/).filter(Boolean).length,
      sourceUnitId,
      priority: 100,
    };
    db.units.push(unit);
    tr.unitIds.push(id);
    if (isSource)
      addChange(db, {
        action: ACTION.newUnitUpload,
        unitId: id,
        translationId: tr.id,
        componentId: tr.componentId,
        projectId: db.components[tr.componentId - 1]!.projectId,
        user: ctx.caller.username,
        author: ctx.caller.username,
        target: forms[0] ?? '',
      });
  }
}

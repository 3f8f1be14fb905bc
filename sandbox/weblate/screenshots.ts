// Weblate's screenshot API as real 5.10.4 and 2026.10.1 answer it (read on both; weblate/api/views.py
// ScreenshotViewSet): list and get, the image at …/file/ (GET as application/binary; POST/PUT replaces it),
// …/units/ (POST unit_id links a unit of the screenshot's translation; DELETE …/units/{id}/ unlinks),
// PATCH/PUT the name, DELETE, create with POST /api/screenshots/ (multipart name, project_slug,
// component_slug, language_code, image), a component's list at /api/components/{p}/{c}/screenshots/ (GET
// only: POST answers 405) and, where units carry `screenshots_url` (2026.x), a unit's list. Adding, editing
// and deleting need Weblate's screenshot.* rights: the admin has them, the translator is refused (403).
import { imageMimeOf } from '../../src/core/guards/imageMagic';
import { makePng } from '../worldanvil/png';
import { canSee, requireUser } from './auth';
import { HttpError, notFound, ok, paginate } from './http';
import type { ScreenshotRec, TranslationRec, WeblateDb } from './model';
import { findComponent, findUnit, type Ctx } from './reads';
import { readForm } from './upload';

const ALLOW_ONE = 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS';
const ALLOW_FILE = 'GET, PUT, POST, HEAD, OPTIONS';
/** Weblate's ALLOWED_ASSET_SIZE default. */
const MAX_BYTES = 10_000_000;

const invalid = (attr: string, detail: string, code = 'invalid') =>
  new HttpError(400, code, detail, attr, 'validation_error');

function translationOf(db: WeblateDb, s: ScreenshotRec): TranslationRec {
  return db.translations[s.translationId - 1]!;
}

function visible(ctx: Ctx, s: ScreenshotRec): boolean {
  const t = translationOf(ctx.db, s);
  const c = ctx.db.components[t.componentId - 1]!;
  return !s.deleted && canSee(ctx.caller, ctx.db.projects[c.projectId - 1]!);
}

function serialize(ctx: Ctx, s: ScreenshotRec) {
  const t = translationOf(ctx.db, s);
  const c = ctx.db.components[t.componentId - 1]!;
  const p = ctx.db.projects[c.projectId - 1]!;
  return {
    id: s.id,
    name: s.name,
    repository_filename: '',
    translation: ctx.ser.api(`translations/${p.slug}/${c.slug}/${t.language}/`),
    file_url: ctx.ser.api(`screenshots/${s.id}/file/`),
    units: s.unitIds.map((u) => ctx.ser.api(`units/${u}/`)),
    url: ctx.ser.api(`screenshots/${s.id}/`),
  };
}

function find(ctx: Ctx, id: string | undefined): ScreenshotRec {
  const s = id && /^\d+$/.test(id) ? ctx.db.screenshots[Number(id) - 1] : undefined;
  if (!s || !visible(ctx, s)) throw notFound();
  return s;
}

/** Weblate's screenshot.add / edit / delete: the sandbox's admin holds them, nobody else. */
function mayChange(ctx: Ctx, what: 'add' | 'edit' | 'delete'): void {
  requireUser(ctx.caller);
  if (ctx.caller.superuser) return;
  const detail =
    what === 'add'
      ? 'Can not add screenshot.'
      : what === 'delete'
        ? 'Can not delete screenshot.'
        : 'Can not edit screenshot.';
  throw new HttpError(403, 'permission_denied', detail);
}

function checkImage(file: { bytes: Buffer } | undefined): Buffer {
  if (!file) throw invalid('image', 'No file was submitted.', 'required');
  if (file.bytes.length > MAX_BYTES) throw invalid('image', 'Uploaded file is too big.');
  if (!imageMimeOf(file.bytes))
    throw invalid(
      'image',
      'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
      'invalid_image',
    );
  return file.bytes;
}

async function create(ctx: Ctx) {
  requireUser(ctx.caller);
  const { fields, file } = await readForm(ctx, 'image');
  for (const f of ['project_slug', 'component_slug', 'language_code'])
    if (!fields.has(f)) throw invalid(f, 'This field is required.', 'required');
  let translation: TranslationRec | undefined;
  try {
    const c = findComponent(ctx, fields.get('project_slug')!, fields.get('component_slug')!);
    translation = ctx.db.translations.find((t) => t.componentId === c.id && t.language === fields.get('language_code'));
  } catch {
    translation = undefined;
  }
  if (!translation)
    throw new HttpError(400, 'invalid', 'Translation not found.', 'project_slug', 'validation_error', [
      { code: 'invalid', detail: 'Translation not found.', attr: 'component_slug' },
      { code: 'invalid', detail: 'Translation not found.', attr: 'language_code' },
    ]);
  mayChange(ctx, 'add');
  const name = fields.get('name') ?? '';
  if (name === '') throw invalid('name', 'This field is required.', 'required');
  if (name.length > 200) throw invalid('name', 'Ensure this field has no more than 200 characters.', 'max_length');
  const image = checkImage(file);
  const rec: ScreenshotRec = {
    id: ctx.db.screenshots.length + 1,
    translationId: translation.id,
    name,
    fileName: file!.name,
    image,
    unitIds: [],
  };
  ctx.db.screenshots.push(rec);
  // The create answer (ScreenshotCreateSerializer) has no id, and the image's media address.
  const { id: _id, ...shown } = serialize(ctx, rec);
  return ok({ ...shown, image: ctx.ser.web(`media/screenshots/${encodeURIComponent(rec.fileName)}`) }, ALLOW_ONE, 201);
}

async function link(ctx: Ctx, s: ScreenshotRec) {
  mayChange(ctx, 'edit');
  const { fields } = await readForm(ctx, 'image');
  const raw = fields.get('unit_id');
  if (raw === undefined) throw invalid('unit_id', 'This field is required.');
  if (!/^-?\d+$/.test(raw)) throw invalid('unit_id', 'A valid integer is required.');
  const unitId = Number(raw);
  if (!translationOf(ctx.db, s).unitIds.includes(unitId) || ctx.db.units[unitId - 1]?.deleted)
    throw invalid('unit_id', 'Unit not found.');
  if (!s.unitIds.includes(unitId)) s.unitIds.push(unitId);
  return ok(serialize(ctx, s), 'POST, OPTIONS');
}

/** Routes under /api/screenshots/, the component's list and the unit's list; undefined when none matches. */
export async function handleScreenshots(ctx: Ctx, seg: string[], m: string, unitLinks: boolean) {
  const [root, a, b, c] = seg;
  if (root === 'components' && seg.length === 4 && c === 'screenshots') {
    const comp = findComponent(ctx, a!, b!);
    if (m !== 'GET') throw new HttpError(405, 'method_not_allowed', `Method "${m}" not allowed.`);
    const mine = ctx.db.screenshots.filter((s) => !s.deleted && translationOf(ctx.db, s).componentId === comp.id);
    return paginate(ctx.req, mine, (s) => serialize(ctx, s));
  }
  if (root === 'units' && seg.length === 3 && b === 'screenshots' && unitLinks && m === 'GET') {
    const unit = findUnit(ctx, a!);
    const mine = ctx.db.screenshots.filter((s) => visible(ctx, s) && s.unitIds.includes(unit.id));
    return paginate(ctx.req, mine, (s) => serialize(ctx, s));
  }
  if (root !== 'screenshots') return undefined;
  if (seg.length === 1) {
    if (m === 'GET')
      return paginate(
        ctx.req,
        ctx.db.screenshots.filter((s) => visible(ctx, s)),
        (s) => serialize(ctx, s),
      );
    if (m === 'POST') return create(ctx);
    return undefined;
  }
  const s = find(ctx, a);
  if (seg.length === 2) {
    if (m === 'GET') return ok(serialize(ctx, s), ALLOW_ONE);
    if (m === 'DELETE') {
      mayChange(ctx, 'delete');
      s.deleted = true;
      return { status: 204 };
    }
    if (m === 'PATCH' || m === 'PUT') {
      mayChange(ctx, 'edit');
      const body = ctx.req.body as { name?: unknown } | undefined;
      const name = body?.name;
      if (m === 'PUT' && name === undefined) throw invalid('name', 'This field is required.', 'required');
      if (name !== undefined) {
        if (typeof name !== 'string' || name === '') throw invalid('name', 'This field may not be blank.', 'blank');
        if (name.length > 200)
          throw invalid('name', 'Ensure this field has no more than 200 characters.', 'max_length');
        s.name = name;
      }
      return ok(serialize(ctx, s), ALLOW_ONE);
    }
    return undefined;
  }
  if (b === 'file' && seg.length === 3) {
    if (m === 'GET')
      return { status: 200, headers: { 'Content-Type': 'application/binary', Allow: ALLOW_FILE }, bytes: s.image };
    if (m === 'POST' || m === 'PUT') {
      mayChange(ctx, 'edit');
      const { file } = await readForm(ctx, 'image');
      s.image = checkImage(file);
      if (file) s.fileName = file.name;
      return ok({ result: true }, ALLOW_FILE);
    }
    return undefined;
  }
  if (b === 'units' && seg.length === 3 && m === 'POST') return link(ctx, s);
  if (b === 'units' && seg.length === 4 && m === 'DELETE') {
    mayChange(ctx, 'edit');
    const unitId = /^\d+$/.test(c!) ? Number(c) : NaN;
    if (!translationOf(ctx.db, s).unitIds.includes(unitId)) throw notFound();
    s.unitIds = s.unitIds.filter((u) => u !== unitId);
    return { status: 204 };
  }
  return undefined;
}

/** Two sample screenshots of the web application, linked to its first source strings. */
export function seedScreenshots(db: WeblateDb): void {
  const comp = db.components.find((c) => c.slug === 'web' && db.projects[c.projectId - 1]!.slug === 'atlas');
  const source = comp && db.translations.find((t) => t.componentId === comp.id && t.isSource);
  if (!source) return;
  const [open, save, saveAs] = source.unitIds;
  const shots: Array<[string, number[], [number, number, number]]> = [
    ['File menu', [open!, save!, saveAs!], [40, 90, 160]],
    ['Save dialog', [save!], [200, 120, 40]],
  ];
  for (const [name, unitIds, colour] of shots)
    db.screenshots.push({
      id: db.screenshots.length + 1,
      translationId: source.id,
      name,
      fileName: `${name.toLowerCase().replace(/\s+/g, '-')}.png`,
      // A bar across the top like a menu, the rest plain: a real image any decoder opens.
      image: makePng(64, 40, (_x, y) => (y < 8 ? [30, 30, 30] : colour)),
      unitIds,
    });
}

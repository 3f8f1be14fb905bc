// A component's screenshots and a unit's, over Weblate's screenshot API as both real releases answer it
// (5.10.4 and 2026.10.1, read on the real servers; docs/CONFORMANCE.md, API-NOTES.md):
// - screenshots belong to the component's source translation and link source units: a translated unit's
//   screenshots are those of its `source_unit`;
// - 2026.x lists them at the source unit's `screenshots_url`; 5.10.4 has no such field, so the component's
//   list (`/api/components/{p}/{c}/screenshots/`, on both) is read and filtered by the screenshots' `units`;
// - created with `POST /api/screenshots/` (multipart: name, project_slug, component_slug, language_code =
//   the source language, image) — the component's list route answers POST with 405 on both releases;
// - linked with `POST …/units/` (form field unit_id = the source unit's id), unlinked with
//   `DELETE …/units/{unit_id}/`, renamed with PATCH {name}, deleted with DELETE;
// - the image comes from `file_url` with the token, only from the API's own origin, only when its first
//   bytes are an image, and only up to a size cap.
import { ProtocolError, ValidationError } from '../http/errors';
import { loadUndici } from '../http/undici';
import { imageMimeOf, requestImage, type ImageMime } from '../guards/imageMagic';
import type { WeblateClient } from './client';
import { deleteOnce, seg } from './clientBase';
import type { Unit } from './schemas';
import {
  MAX_SCREENSHOT_BYTES,
  MAX_SCREENSHOT_NAME,
  ScreenshotFileResultSchema,
  ScreenshotSchema,
  unitIdFromUrl,
  type Screenshot,
} from './screenshotSchemas';
import { fetchAll } from '../http/paging';

export * from './screenshotSchemas';

const CREATE = 'POST /api/screenshots/';

/** The source unit a unit's screenshots hang on: its `source_unit`, or itself in the source language. */
export function sourceUnitId(unit: Unit): number {
  return unitIdFromUrl(unit.source_unit) ?? unit.id;
}

export function listComponentScreenshots(
  client: WeblateClient,
  project: string,
  component: string,
): Promise<Screenshot[]> {
  return fetchAll(
    client.http,
    {
      method: 'GET',
      url: `components/${seg(project)}/${seg(component)}/screenshots/`,
      endpoint: 'GET /api/components/{project}/{component}/screenshots/',
    },
    ScreenshotSchema,
    { pageSize: 1000, concurrency: 2 },
  );
}

/** The screenshots showing a unit (one request on either release). */
export async function unitScreenshots(
  client: WeblateClient,
  unit: Unit,
  where: { project: string; component: string },
): Promise<Screenshot[]> {
  const source = sourceUnitId(unit);
  if (typeof unit.screenshots_url === 'string')
    return fetchAll(
      client.http,
      { method: 'GET', url: `units/${source}/screenshots/`, endpoint: 'GET /api/units/{id}/screenshots/' },
      ScreenshotSchema,
      { pageSize: 1000, concurrency: 2 },
    );
  const all = await listComponentScreenshots(client, where.project, where.component);
  return all.filter((s) => s.unitIds.includes(source));
}

/**
 * The screenshots of a component, read once per window (#43 item 6: a string's screenshots then cost no
 * request; asked of the unit they cost one per string on 2026.x). Both releases list a screenshot's units
 * (source units) with it. `fresh` reads them again: after an upload, a link or a delete here.
 */
export class ComponentScreenshots {
  private readonly kept = new Map<string, Promise<Screenshot[]>>();

  constructor(private readonly client: WeblateClient) {}

  async ofUnit(unit: Unit, where: { project: string; component: string }, fresh = false): Promise<Screenshot[]> {
    const key = `${where.project}/${where.component}`;
    let all = fresh ? undefined : this.kept.get(key);
    if (!all) {
      const reading = listComponentScreenshots(this.client, where.project, where.component);
      this.kept.set(key, (all = reading));
      reading.catch(() => this.kept.get(key) === reading && this.kept.delete(key));
    }
    const source = sourceUnitId(unit);
    return (await all).filter((s) => s.unitIds.includes(source));
  }
}

export function getScreenshot(client: WeblateClient, id: number): Promise<Screenshot> {
  return client.http.requestJson(
    { method: 'GET', url: `screenshots/${id}/`, endpoint: 'GET /api/screenshots/{id}/' },
    ScreenshotSchema,
  );
}

export interface ScreenshotImage {
  bytes: Buffer;
  mime: ImageMime;
}

/**
 * The screenshot's image, with the token. Its `file_url` must be on the API's own origin (the client
 * refuses another one too; checked first so the message says why); the bytes must be an image by their
 * first bytes and no longer than `maxBytes`.
 */
export async function screenshotImage(
  client: WeblateClient,
  shot: Screenshot,
  opts: { maxBytes?: number; signal?: AbortSignal } = {},
): Promise<ScreenshotImage> {
  const endpoint = 'GET /api/screenshots/{id}/file/';
  let url: URL;
  try {
    url = new URL(shot.fileUrl);
  } catch {
    throw new ProtocolError('The screenshot’s file address is not a URL.', endpoint, undefined, 'file_url');
  }
  if (url.origin !== client.http.baseUrl.origin || !url.pathname.startsWith(client.http.baseUrl.pathname))
    throw new ProtocolError('The screenshot’s file is not on this server.', endpoint, undefined, 'file_url');
  const maxBytes = opts.maxBytes ?? MAX_SCREENSHOT_BYTES;
  return requestImage(client.http, url.href, {
    endpoint,
    maxBytes,
    signal: opts.signal,
    notImage: 'The screenshot’s file is not an image.',
  });
}

export interface NewScreenshot {
  project: string;
  component: string;
  /** The component's source language (screenshots belong to the source translation). */
  sourceLanguage: string;
  name: string;
  image: { name: string; bytes: Uint8Array };
}

/** Checks an upload as Weblate would, before sending it: a name, an image by its bytes, at most 10 MB. */
export function checkScreenshotUpload(name: string, bytes: Uint8Array): ValidationError | undefined {
  const problems = [];
  if (name.trim() === '') problems.push({ field: 'name', message: 'The screenshot needs a name.' });
  if (name.length > MAX_SCREENSHOT_NAME)
    problems.push({ field: 'name', message: `The name is longer than ${MAX_SCREENSHOT_NAME} characters.` });
  if (bytes.length > MAX_SCREENSHOT_BYTES)
    problems.push({
      field: 'image',
      message: `The image is ${(bytes.length / 1_000_000).toFixed(1)} MB; Weblate takes at most ${MAX_SCREENSHOT_BYTES / 1_000_000} MB.`,
    });
  else if (!imageMimeOf(bytes))
    problems.push({ field: 'image', message: 'The file is not a PNG, JPEG, GIF or WebP image.' });
  if (problems.length === 0) return undefined;
  return new ValidationError(`Not sent: ${problems.map((p) => p.message).join(' ')}`, CREATE, undefined, problems);
}

export async function createScreenshot(client: WeblateClient, input: NewScreenshot): Promise<Screenshot> {
  const refused = checkScreenshotUpload(input.name, input.image.bytes);
  if (refused) throw refused;
  const form = new (loadUndici().FormData)();
  form.append('name', input.name);
  form.append('project_slug', input.project);
  form.append('component_slug', input.component);
  form.append('language_code', input.sourceLanguage);
  form.append('image', new Blob([new Uint8Array(input.image.bytes)]), input.image.name);
  return client.http.requestJson({ method: 'POST', url: 'screenshots/', endpoint: CREATE, form }, ScreenshotSchema);
}

/** Links a source unit (its id: sourceUnitId) to a screenshot; answers the screenshot as it is now. */
export function linkScreenshotUnit(client: WeblateClient, id: number, unitId: number): Promise<Screenshot> {
  const form = new (loadUndici().FormData)();
  form.append('unit_id', String(unitId));
  return client.http.requestJson(
    // Linking twice links once: harmless to repeat.
    {
      method: 'POST',
      url: `screenshots/${id}/units/`,
      endpoint: 'POST /api/screenshots/{id}/units/',
      form,
      idempotent: true,
    },
    ScreenshotSchema,
  );
}

export async function unlinkScreenshotUnit(client: WeblateClient, id: number, unitId: number): Promise<void> {
  await client.http.request({
    method: 'DELETE',
    url: `screenshots/${id}/units/${unitId}/`,
    endpoint: 'DELETE /api/screenshots/{id}/units/{unit_id}/',
  });
}

export function renameScreenshot(client: WeblateClient, id: number, name: string): Promise<Screenshot> {
  const refused = name.trim() === '' || name.length > MAX_SCREENSHOT_NAME;
  if (refused)
    throw new ValidationError(
      'Not sent: the name must have 1 to 200 characters.',
      'PATCH /api/screenshots/{id}/',
      undefined,
      [{ field: 'name', message: 'The name must have 1 to 200 characters.' }],
    );
  return client.http.requestJson(
    { method: 'PATCH', url: `screenshots/${id}/`, endpoint: 'PATCH /api/screenshots/{id}/', body: { name } },
    ScreenshotSchema,
  );
}

/** Replaces a screenshot's image (the answer is `{ result: true }`). */
export async function replaceScreenshotImage(
  client: WeblateClient,
  id: number,
  image: { name: string; bytes: Uint8Array },
): Promise<void> {
  const refused = checkScreenshotUpload('image', image.bytes);
  if (refused) throw refused;
  const form = new (loadUndici().FormData)();
  form.append('image', new Blob([new Uint8Array(image.bytes)]), image.name);
  await client.http.requestJson(
    { method: 'POST', url: `screenshots/${id}/file/`, endpoint: 'POST /api/screenshots/{id}/file/', form },
    ScreenshotFileResultSchema,
  );
}

export function deleteScreenshot(client: WeblateClient, id: number): Promise<void> {
  return deleteOnce(client, 'screenshots', id);
}

// Mirrors Weblate's ScreenshotSerializer and ScreenshotCreateSerializer (weblate/api/serializers.py) as real
// Weblate 5.10.4 and 2026.10.1 answer them (recorded in test/fixtures/weblate/<release>/screenshots.json):
// `id, name, repository_filename, translation, file_url, units, url`; the answer to a create has no `id`
// but `image` (the media path). No object names its component: that is read from `translation`, the
// source translation's address. Both releases have the same shape; only a unit's `screenshots_url` is new
// in 2026.x (schemas.ts). Every server string is checked here before it becomes a number or a name.
import { z } from 'zod';

/** `…/api/screenshots/{id}/` → id (the create answer carries only this address). */
function idFromUrl(url: string): number | undefined {
  const m = /\/api\/screenshots\/(\d{1,12})\/(?:\?.*)?$/.exec(url);
  return m ? Number(m[1]) : undefined;
}

/** `…/api/units/{id}/` → id; undefined for anything else. */
export function unitIdFromUrl(url: string | undefined): number | undefined {
  const m = url ? /\/api\/units\/(\d{1,12})\/(?:\?.*)?$/.exec(url) : null;
  return m ? Number(m[1]) : undefined;
}

/** `…/api/translations/{project}/{component}/{language}/` → its three slugs, decoded. */
export function translationPathOf(url: string): { project: string; component: string; language: string } | undefined {
  const m = /\/api\/translations\/([^/?#]+)\/([^/?#]+)\/([^/?#]+)\/(?:\?.*)?$/.exec(url);
  if (!m) return undefined;
  try {
    const [project, component, language] = [m[1]!, m[2]!, m[3]!].map((s) => decodeURIComponent(s));
    return { project: project!, component: component!, language: language! };
  } catch {
    return undefined;
  }
}

const ScreenshotWire = z.looseObject({
  id: z.number().int().positive().optional(), // absent in the answer to a create
  name: z.string().max(1000),
  repository_filename: z.string().optional(),
  translation: z.string(),
  file_url: z.string(),
  units: z.array(z.string()),
  url: z.string(),
  image: z.string().optional(), // only in the answer to a create
});

export interface Screenshot {
  id: number;
  name: string;
  project: string;
  component: string;
  /** The source language the screenshot belongs to. */
  language: string;
  /** Where its bytes are (the server's own address; screenshots.ts checks the origin before reading). */
  fileUrl: string;
  /** The source units it shows. */
  unitIds: number[];
}

export const ScreenshotSchema = ScreenshotWire.transform((s, ctx): Screenshot => {
  const id = s.id ?? idFromUrl(s.url);
  const where = translationPathOf(s.translation);
  if (id === undefined || !where) {
    ctx.addIssue({
      code: 'custom',
      path: id === undefined ? ['url'] : ['translation'],
      message: id === undefined ? 'not a screenshot address' : 'not a translation address',
    });
    return z.NEVER;
  }
  return {
    id,
    name: s.name,
    ...where,
    fileUrl: s.file_url,
    unitIds: s.units.map(unitIdFromUrl).filter((u): u is number => u !== undefined),
  };
});

/** The answer to replacing a screenshot's image. */
export const ScreenshotFileResultSchema = z.looseObject({ result: z.boolean() });

/** Weblate's ALLOWED_ASSET_SIZE default (weblate/utils/defaults.py): larger uploads answer "Uploaded file is too big." */
export const MAX_SCREENSHOT_BYTES = 10_000_000;
/** The `name` field's max_length (OPTIONS on /api/screenshots/{id}/). */
export const MAX_SCREENSHOT_NAME = 200;

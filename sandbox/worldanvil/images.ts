// World Anvil's uploaded images (/uploads/images/…). A stored image (the sample world's, secretsImages.ts)
// answers its own PNG at `<hash>.png`, the `url` its metadata names; any other `<id>.png` (as the sandbox's
// article text links them, render.ts) answers the same 1×1 PNG. No credentials asked, as World Anvil's
// uploads are plain files (pywaclient fetches them without its keys). Not cached, so each time a preview
// loads an image the sandbox's request log shows it.
import type { SandboxRequest, SandboxResponse, SandboxService } from '../types';
import type { WaDb } from './data';

/** A valid 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const IMAGES_PREFIX = '/uploads/images/';

export function createImagesService(db: WaDb): SandboxService {
  return {
    prefix: IMAGES_PREFIX,
    handle(req: SandboxRequest): SandboxResponse | undefined {
      if (req.method !== 'GET') return undefined;
      const name = req.url.pathname.slice(IMAGES_PREFIX.length);
      const stored = db.images.find((i) => i.filename === name);
      const bytes = stored?.bytes ?? (/^\d+\.png$/.test(name) ? PNG : undefined);
      if (!bytes) return undefined;
      return { status: 200, headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' }, bytes };
    },
  };
}

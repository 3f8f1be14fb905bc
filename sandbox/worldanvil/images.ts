// World Anvil's uploaded images (/uploads/images/<id>.png), as the sandbox's article text links them
// (render.ts): every id answers the same 1×1 PNG. Not cached, so each time a preview loads an image the
// sandbox's request log shows it.
import type { SandboxRequest, SandboxResponse, SandboxService } from '../types';

/** A valid 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export function createImagesService(): SandboxService {
  return {
    prefix: '/uploads/images/',
    handle(req: SandboxRequest): SandboxResponse | undefined {
      if (req.method !== 'GET' || !/^\/uploads\/images\/\d+\.png$/.test(req.url.pathname)) return undefined;
      return { status: 200, headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' }, bytes: PNG };
    },
  };
}

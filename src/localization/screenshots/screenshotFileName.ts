// Where a screenshot's image is kept on disk, inside the cache's folder for its server (no vscode import:
// unit tested). The folder is the screenshot's id and a hash of its bytes, so a replaced image gets a new
// address the webview has never cached; the file inside is named by the screenshot's name, made safe by
// the file-name guard, so the tab that opens it reads "Main-menu.png" and not "12-9f3a…png" (#41).
import { createHash } from 'node:crypto';
import { sanitizeBaseName } from '../../core/guards/fileName';

export interface ScreenshotFilePlace {
  /** The screenshot's own folder: `<id>-<hash of the bytes>`. */
  folder: string;
  /** The image file in it: the screenshot's name, safe, with the image's extension. */
  file: string;
}

export function screenshotFilePlace(
  shot: { id: number; name: string },
  bytes: Uint8Array,
  extension: string,
): ScreenshotFilePlace {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  return {
    folder: `${shot.id}-${hash}`,
    file: `${sanitizeBaseName(shot.name) ?? `screenshot-${shot.id}`}.${extension}`,
  };
}

/** Whether a cache entry (file of the older layout, or folder) belongs to screenshot `id`. */
export const entryOf = (entry: string, id: number): boolean => entry.startsWith(`${id}-`);

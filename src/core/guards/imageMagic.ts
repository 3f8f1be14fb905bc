// What an image's bytes say it is, read from their first bytes (magic numbers), never from the name or
// Content-Type a server or a file claims: the one test every image Scriptorium fetches or uploads passes
// (World Anvil's image bytes, Weblate's screenshots). The four types are those webviews and Weblate's
// screenshot validator (PIL_FORMATS: png, jpeg, webp, gif) both accept.
import { ProtocolError } from '../http/errors';
import type { HttpClient } from '../http/httpClient';

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** The image type its bytes show (magic numbers), or undefined when they are not one of these images. */
export function imageMimeOf(bytes: Uint8Array): ImageMime | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') return 'image/webp';
  return undefined;
}

/** The file extension for an image type (cache file names, upload names). */
export function imageExtension(mime: ImageMime): string {
  return { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' }[mime];
}

/**
 * GETs an image's bytes through `http` (which adds its credentials only on its own origin) and keeps them
 * only when they are an image by their first bytes and no longer than `maxBytes`, whatever the server calls
 * them: the one read behind World Anvil's image bytes and Weblate's screenshots.
 */
export async function requestImage(
  http: HttpClient,
  href: string,
  opts: { endpoint: string; maxBytes: number; signal?: AbortSignal; notImage: string },
): Promise<{ bytes: Buffer; mime: ImageMime }> {
  const { endpoint, maxBytes } = opts;
  // Read no further than the limit: a bigger image is refused after maxBytes + 1 bytes, not after all of it.
  const res = await http.request({
    method: 'GET',
    url: href,
    endpoint,
    expect: 'bytes',
    signal: opts.signal,
    maxBytes,
  });
  const bytes = res.body as Buffer;
  const mime = imageMimeOf(bytes);
  if (!mime) throw new ProtocolError(opts.notImage, endpoint, res.status);
  return { bytes, mime };
}

// An image's bytes, from the one address its metadata names (never an address from elsewhere): from the
// API's own origin with the keys, as every API request goes; from another host (a CDN World Anvil may name)
// only when the shared image rule allows it (core/guards/imageUrl.ts: https with a host — the rule the
// preview applies to every image it shows) and without the keys, which belong to the API's origin alone.
// The bytes must be an image by their first bytes (PNG, JPEG, GIF or WebP), whatever the server calls
// them, and no longer than the caller's limit. One keep-alive client per host, closed with the client.
import { InsecureRequestError, ProtocolError } from '../../http/errors';
import { HttpClient } from '../../http/httpClient';
import type { PassThroughOptions } from '../../http/types';
import { allowedImageUrl } from '../../guards/imageUrl';
import { requestImage, type ImageMime } from '../../guards/imageMagic';

export { imageMimeOf, type ImageMime } from '../../guards/imageMagic';

export interface ImageBytes {
  bytes: Buffer;
  mime: ImageMime;
}

/** Largest image read unless the caller says otherwise. */
export const DEFAULT_MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export class ImageFetcher {
  readonly #clients = new Map<string, HttpClient>();

  constructor(
    private readonly apiOrigin: string,
    private readonly options: PassThroughOptions & {
      credentialHeaders: Record<string, string>;
      headers: Record<string, string>;
    },
  ) {}

  async fetch(address: string, opts: { maxBytes?: number; signal?: AbortSignal } = {}): Promise<ImageBytes> {
    const endpoint = 'GET image file';
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new ProtocolError('The image’s address is not a URL.', endpoint);
    }
    const own = url.origin === this.apiOrigin;
    if (!own && !allowedImageUrl(url.href))
      throw new InsecureRequestError(`Refused to fetch an image over ${url.protocol} from ${url.host}.`, endpoint);
    const maxBytes = opts.maxBytes ?? DEFAULT_MAX_IMAGE_BYTES;
    return requestImage(this.#client(url.origin, own), url.href, {
      endpoint,
      maxBytes,
      signal: opts.signal,
      notImage: 'The image’s address answered something that is not an image.',
    });
  }

  #client(origin: string, own: boolean): HttpClient {
    let c = this.#clients.get(origin);
    if (!c) {
      const { credentialHeaders, headers, ...pass } = this.options;
      c = new HttpClient({
        ...pass,
        baseUrl: origin,
        ...(own ? { credentialHeaders } : {}),
        headers: { ...headers, Accept: 'image/*' },
      });
      this.#clients.set(origin, c);
    }
    return c;
  }

  async close(): Promise<void> {
    await Promise.all([...this.#clients.values()].map((c) => c.close()));
    this.#clients.clear();
  }
}

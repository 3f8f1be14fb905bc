// The one allow-list every HTML the previews show goes through (sanitize-html): the HTML written from
// BBCode (bbcodeToHtml.ts) and the HTML World Anvil renders itself, which is server-supplied and so
// untrusted; and the two passes over sanitized HTML that change only its images (held back until asked,
// or shown from the workspace's own files). Kept beside bbcodeToHtml.ts so sanitize-html stays in the
// markup chunk.
import sanitize from 'sanitize-html';
import { IMAGE_SCHEMES, imageHost } from '../guards/imageUrl';
import { HEADING_TAGS } from './waTags';

/** Anchors the preview writes: a fixed prefix and a safe alphabet, so no id can clobber the panel's own. */
const ANCHOR_ID = /^wa-[A-Za-z0-9_-]{1,80}$/;
const keepSafeId = (tagName: string, attribs: sanitize.Attributes) => {
  const { id, ...rest } = attribs;
  return { tagName, attribs: id !== undefined && ANCHOR_ID.test(id) ? { ...rest, id } : rest };
};

export const SAFE_HTML: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sup',
    'sub',
    'small',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'footer',
    'cite',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'td',
    'th',
    'div',
    'span',
    'nav',
    'a',
    'img',
    'details',
    'summary',
    'dl',
    'dt',
    'dd',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'class', 'rel'],
    img: ['src', 'alt', 'title'],
    div: ['class'],
    span: ['class', 'title'],
    nav: ['class'],
    li: ['class'],
    h1: ['id'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
    '*': [],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
    ...Object.fromEntries([...HEADING_TAGS].map((h) => [h, keepSafeId])),
  },
  disallowedTagsMode: 'escape',
};

export function sanitizeServerHtml(html: string): string {
  return sanitize(html, SAFE_HTML);
}

/** Words of the placeholders of held-back images, translated by the caller. */
export interface HeldImageWords {
  /** The placeholder of an image from `host`. */
  fromHost(host: string): string;
  /** The placeholder of an image whose address names no host (a relative or broken address). */
  unnamed: string;
}

/**
 * Sanitized HTML with each <img> replaced by a placeholder naming its host (#25: the article preview loads
 * no remote image until asked). The same allow-list runs again, so the output is exactly as safe as the
 * input, with one change: images become spans holding escaped text. Here, beside the sanitizer, so that
 * sanitize-html stays in the markup chunk.
 */
export function holdImages(
  html: string,
  words: HeldImageWords,
  /** Images shown anyway: files of the workspace (localImages), which tell no site anything. */
  keep: (src: string) => boolean = () => false,
): { html: string; held: number } {
  if (!/<img/i.test(html)) return { html, held: 0 };
  let held = 0;
  const img = (tagName: string, attribs: sanitize.Attributes) => {
    if (attribs.src !== undefined && keep(attribs.src)) return { tagName, attribs };
    held++;
    const host = imageHost(attribs.src);
    return {
      tagName: 'span',
      attribs: { class: 'wa-placeholder wa-image-held' },
      text: `[${host ? words.fromHost(host) : words.unnamed}]`,
    };
  };
  const out = sanitize(html, { ...SAFE_HTML, transformTags: { ...SAFE_HTML.transformTags, img } });
  return { html: out, held };
}

/**
 * Sanitized HTML with each <img> whose address `local` knows shown from that address instead (#41: a pulled
 * world's image kept in its assets/, as a webview resource). The allow-list runs again over the result.
 */
export function localImages(html: string, local: (src: string) => string | undefined): string {
  if (!/<img/i.test(html)) return html;
  const img = (tagName: string, attribs: sanitize.Attributes) => {
    const to = attribs.src === undefined ? undefined : local(attribs.src);
    return { tagName, attribs: to === undefined ? attribs : { ...attribs, src: to } };
  };
  return sanitize(html, { ...SAFE_HTML, transformTags: { ...SAFE_HTML.transformTags, img } });
}

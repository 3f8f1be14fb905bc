// World Anvil images as Markdown images of pulled files, and back (issue 29, item 3). A world pull keeps
// the images its articles show in the folder's `assets/`; there `[img:5201|center]` is written
// `![The Drowned Giant](../assets/The-Drowned-Giant.png "img:5201|center")`. The destination is what VS
// Code's Markdown preview shows (a plain relative image, no HTML, no attribute syntax it would print as
// text); the title keeps World Anvil's id and options exactly, so the push gives back the same BBCode. The
// title is the whole truth on push: any relative image whose title reads `img:ID…` is that World Anvil
// image, whatever file it shows; without such a title an image is what it was before (see markdownToBBCode).
// The alt text is the image's own (World Anvil's metadata), shown only here: BBCode has no place for it.
// Every pattern here is anchored and bounded: parsing is linear in the text.

/** `ID` then up to four `|option`s (alignment, size, …) in a conservative character set. */
const IMAGE_ARG = /^(\d{1,18})((?:\|[A-Za-z0-9%:-]{1,32}){0,4})$/;
const TITLE = /^img:(\d{1,18}(?:\|[A-Za-z0-9%:-]{1,32}){0,4})$/;
/** A URL with a scheme, a protocol-relative or absolute path, or a Windows drive: never a pulled asset. */
const NOT_RELATIVE = /^(?:[a-z][a-z0-9+.-]*:|[/\\])/i;
const MAX_ALT = 200;

export interface ImageRef {
  id: string;
  /** Everything after the id as written, with its leading `|` (`''` when none). */
  options: string;
}

/** `[img:ARG]`'s argument as an id and its options, or undefined when it is no plain World Anvil image. */
export function parseImageArg(arg: string): ImageRef | undefined {
  const m = IMAGE_ARG.exec(arg);
  return m ? { id: m[1]!, options: m[2]! } : undefined;
}

/** A pulled image as the file being written sees it: the destination (already encoded) and its alt text. */
export type ImageToMarkdown = (id: string) => { dest: string; alt: string } | undefined;

/**
 * Alt text from server text: one line, at most MAX_ALT characters, with every character escaped that could
 * close the image's brackets or open markup of its own (brackets, code, HTML and autolinks, emphasis,
 * entities); the rest stays readable. A `|` is left to the table writer, which escapes it in a cell.
 */
export function escapeAlt(alt: string): string {
  const line = alt
    .slice(0, MAX_ALT)
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .trim();
  return line.replace(/[\\[\]`<>*_~&!]/g, '\\$&');
}

/** `![alt](dest "img:ID|options")`: what a pulled image is in Markdown. */
export function imageMarkdown(ref: ImageRef, dest: string, alt: string): string {
  return `![${escapeAlt(alt)}](${dest} "img:${ref.id}${ref.options}")`;
}

/**
 * The BBCode a Markdown image stands for when it is a pulled World Anvil image: a relative destination
 * and a title `img:ID…`. Undefined for anything else.
 */
export function imageOfMarkdown(url: string, title: string | null | undefined): string | undefined {
  if (!title || url === '' || url.length > 2048 || NOT_RELATIVE.test(url)) return undefined;
  const m = TITLE.exec(title);
  return m ? `[img:${m[1]}]` : undefined;
}

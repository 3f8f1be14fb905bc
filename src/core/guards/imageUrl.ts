// Where an image may come from, one rule for every place Scriptorium shows or fetches one: the preview's
// sanitizer lets an <img> keep only these schemes, a held image's placeholder names its host
// (bbcodeToHtml's holdImages, remoteImages.ts), and the World Anvil client downloads an image's bytes from
// another host than the API's only under the same rule (boromir/imageBytes.ts). A guard, not markup: the
// client needs it without loading the markup chunk (sanitize-html), and core/worldanvil must not import
// core/markup (markup reads worldanvil's schemas; the folder-cycle rule).

/** The schemes an image may load from: never plain http (anyone on the way sees and can change it). */
export const IMAGE_SCHEMES = ['https'] as const;

/** The host an image address names, or undefined for a relative or broken one. */
export function imageHost(src: string | undefined): string | undefined {
  try {
    return src ? new URL(src).host || undefined : undefined;
  } catch {
    return undefined;
  }
}

/** The address as a URL when an image may load from it (an allowed scheme and a host), else undefined. */
export function allowedImageUrl(src: string | undefined): URL | undefined {
  if (imageHost(src) === undefined) return undefined;
  const url = new URL(src!);
  return (IMAGE_SCHEMES as readonly string[]).includes(url.protocol.slice(0, -1)) ? url : undefined;
}

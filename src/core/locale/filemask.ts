// Which translation a file in the workspace belongs to, from a component's `filemask` (e.g.
// `locales/*.json`, `po/*/app.po`): the `*` is the language code as written in file names (the
// translation's `language_code`). The repository root may sit anywhere inside the workspace, so the mask
// matches the end of the workspace-relative path.
//
// Matched by hand, not by a regular expression built from the mask: the mask is server text, and a mask of
// many stars made a pattern that backtracks exponentially. Weblate requires exactly one `*`; other masks
// match nothing.

export function languageFromFilemask(filemask: string, relativePath: string): string | undefined {
  const mask = filemask.replace(/\\/g, '/');
  const star = mask.indexOf('*');
  if (star < 0 || mask.indexOf('*', star + 1) >= 0) return undefined;
  const path = relativePath.replace(/\\/g, '/');
  const before = mask.slice(0, star);
  const after = mask.slice(star + 1);
  if (!path.endsWith(after)) return undefined;
  const rest = path.slice(0, path.length - after.length);
  // The language is one path segment's worth of characters: the end of `rest` up to its last slash,
  // less what of `before` sits in that same segment.
  const segmentStart = rest.lastIndexOf('/') + 1;
  const beforeSlash = before.lastIndexOf('/') + 1;
  const inSegment = before.slice(beforeSlash);
  const segment = rest.slice(segmentStart);
  if (!segment.startsWith(inSegment) || segment.length === inSegment.length) return undefined;
  const dirs = before.slice(0, beforeSlash);
  const head = rest.slice(0, segmentStart);
  // The mask's directories end the path's, starting at the path's beginning or right after a slash.
  if (!head.endsWith(dirs)) return undefined;
  const cut = head.length - dirs.length;
  if (cut > 0 && head[cut - 1] !== '/') return undefined;
  return segment.slice(inSegment.length);
}

/**
 * Whether `relativePath` is the component's `template`, the monolingual base file that holds the source
 * language (Android's `res/values/strings.xml`, which the filemask `res/values-*\/strings.xml` never
 * matches): the template ends the path, starting at its beginning or right after a slash.
 */
export function isTemplatePath(template: string, relativePath: string): boolean {
  const t = template.replace(/\\/g, '/');
  const path = relativePath.replace(/\\/g, '/');
  if (t === '' || !path.endsWith(t)) return false;
  const cut = path.length - t.length;
  return cut === 0 || path[cut - 1] === '/';
}

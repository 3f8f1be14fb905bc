// Which translation a file in the workspace belongs to, from a component's `filemask` (e.g.
// `locales/*.json`, `po/*/app.po`): the `*` is the language code as written in file names (the
// translation's `language_code`). The repository root may sit anywhere inside the workspace, so the mask
// matches the end of the workspace-relative path.

export function languageFromFilemask(filemask: string, relativePath: string): string | undefined {
  if (!filemask.includes('*')) return undefined;
  const path = relativePath.replace(/\\/g, '/');
  const pattern = filemask.replace(/\\/g, '/').split('*').map(escape).join('([^/]+)');
  const m = new RegExp(`(?:^|/)${pattern}$`).exec(path);
  return m?.[1];
}

function escape(s: string): string {
  return s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

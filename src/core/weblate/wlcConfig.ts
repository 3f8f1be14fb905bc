// Reads the project configuration wlc uses (`.weblate` or `weblate.ini` in a repository):
//   [weblate]
//   url = https://hosted.weblate.org/api/
//   translation = project/component
// Keys (`key = …`) are ignored on purpose: a token belongs in secret storage, not in a workspace file.

export interface WlcProjectConfig {
  /** The server address without its /api/ suffix. */
  serverUrl?: string;
  project?: string;
  component?: string;
}

export function parseWlcConfig(text: string): WlcProjectConfig {
  let section = '';
  const out: WlcProjectConfig = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1]!.trim();
      continue;
    }
    if (section !== 'weblate') continue;
    const m = /^([\w-]+)\s*[=:]\s*(.*)$/.exec(line);
    if (!m) continue;
    const [, key, value] = m as unknown as [string, string, string];
    if (key === 'url' && value) out.serverUrl = value.replace(/\/api\/?$/, '/');
    if (key === 'translation' && value.includes('/')) {
      const [project, component] = value.split('/', 2);
      out.project = project;
      out.component = component;
    }
  }
  return out;
}

// Issue #32: no tracked file may name a package registry or mirror host. Which hosts those are is the
// machine's own configuration (npm, pip, apt), read here at run time, so this check names none itself.
import { execFile, execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The URIs of the enabled sources in one apt file: deb822 stanzas (*.sources) or one-line `deb`/`deb-src`. */
export function aptSourceUris(text: string, deb822: boolean): string[] {
  if (!deb822) {
    // `deb [opt=v …] URI SUITE COMP…`; a `#` starts a comment, so a commented-out source is none.
    const words = text.split('\n').map((l) => l.replace(/#.*/, '').trim().split(/\s+/));
    return words
      .filter((w) => w[0] === 'deb' || w[0] === 'deb-src')
      .map((w) => {
        const rest = w
          .slice(1)
          .join(' ')
          .replace(/^\[[^\]]*\]\s*/, '');
        return rest.split(' ')[0];
      });
  }
  const uris: string[] = [];
  // A stanza is a run of non-blank lines; `#` lines are comments (a snapshot URL noted there is no source);
  // a line starting with white space continues the field before it.
  for (const stanza of text.split(/\n[ \t]*\n/)) {
    const fields = new Map<string, string>();
    let key = '';
    for (const line of stanza.split('\n')) {
      if (/^\s*#/.test(line) || !line.trim()) continue;
      if (/^\s/.test(line)) fields.set(key, `${fields.get(key) ?? ''} ${line}`);
      else {
        const colon = line.indexOf(':');
        key = line.slice(0, colon).trim().toLowerCase();
        fields.set(key, line.slice(colon + 1));
      }
    }
    if (fields.get('enabled')?.trim().toLowerCase() === 'no') continue;
    uris.push(...(fields.get('uris') ?? '').split(/\s+/).filter(Boolean));
  }
  return uris;
}

/** The URLs in `pip config list` output: lines `origin.key='value'`, the value as Python's repr. */
export function pipConfigUrls(output: string): string[] {
  const urls: string[] = [];
  for (const line of output.split('\n')) {
    const m = /^[^=]*\.(index-url|extra-index-url|find-links)=(['"])(.*)\2$/.exec(line.trim());
    if (!m) continue;
    const value = m[3].replace(/\\n/g, '\n').replace(/\\(['"\\])/g, '$1');
    urls.push(...value.split(/\s+/).filter(Boolean));
  }
  return urls;
}

/** The registries in `npm config list --json`: `registry` and each `@scope:registry`. */
export function npmRegistryUrls(config: Record<string, unknown>): string[] {
  return Object.entries(config)
    .filter(([k, v]) => (k === 'registry' || /^@[^:]+:registry$/.test(k)) && typeof v === 'string')
    .map(([, v]) => v as string);
}

/**
 * The host of an http(s) URL, lower case; undefined for anything else (a find-links folder, file: URLs).
 * Loopback and single-label hosts are left out: a registry proxy on localhost or on a bare name such as
 * `nexus` would make every mention of that word a hit, and neither names a host outside this machine.
 */
export function hostOf(url: string): string | undefined {
  let host: string;
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
    host = u.hostname.toLowerCase();
  } catch {
    return undefined;
  }
  if (!host.includes('.') || host === 'localhost' || /^127\./.test(host) || host === '[::1]') return undefined;
  return host;
}

/** Where each configured host was found (host → "npm", "pip", "apt <file>"), and what could not be read. */
export interface Configured {
  hosts: Map<string, string>;
  unread: string[];
}

async function npmUrls(): Promise<string[]> {
  const { stdout } = await run('npm', ['config', 'list', '--json'], { encoding: 'utf8' });
  return npmRegistryUrls(JSON.parse(stdout) as Record<string, unknown>);
}

async function pipUrls(): Promise<string[]> {
  const { stdout } = await run('python3', ['-m', 'pip', 'config', 'list'], { encoding: 'utf8' });
  return pipConfigUrls(stdout);
}

/**
 * The index pip uses when none is configured, and the host its files come from, as pip itself knows them
 * (an internal module of pip, stable for years: if it moves, pip just contributes fewer hosts).
 */
async function pipDefaultUrls(): Promise<string[]> {
  const script =
    'from pip._internal.models.index import PyPI as p; print(p.url); print("https://" + p.file_storage_domain + "/")';
  const { stdout } = await run('python3', ['-c', script], { encoding: 'utf8' });
  return stdout.split('\n').filter(Boolean);
}

/** pip reads these itself too; read here as well so they count when pip is absent. */
function pipEnvUrls(env: NodeJS.ProcessEnv): string[] {
  return ['PIP_INDEX_URL', 'PIP_EXTRA_INDEX_URL', 'PIP_FIND_LINKS']
    .flatMap((v) => (env[v] ?? '').split(/\s+/))
    .filter(Boolean);
}

/** The source URIs in each file apt reads under `etc` (its sources.list and sources.list.d). */
export function aptUrls(etc: string): Record<string, string[]> {
  const files = [join(etc, 'sources.list')];
  try {
    // apt reads only these two suffixes there; a renamed copy (`x.list.disabled`) is no source.
    files.push(
      ...readdirSync(join(etc, 'sources.list.d'))
        .filter((f) => /\.(list|sources)$/.test(f))
        .sort()
        .map((f) => join(etc, 'sources.list.d', f)),
    );
  } catch {
    // no sources.list.d: only sources.list, if any
  }
  const byFile: Record<string, string[]> = {};
  for (const file of files) {
    try {
      byFile[file] = aptSourceUris(readFileSync(file, 'utf8'), file.endsWith('.sources'));
    } catch {
      // absent: no sources there
    }
  }
  return byFile;
}

/** The registry and mirror hosts this machine is configured with; reads absent configurations as none. */
export async function configuredHosts(aptEtc = '/etc/apt', env = process.env): Promise<Configured> {
  const hosts = new Map<string, string>();
  const unread: string[] = [];
  const add = (where: string, urls: string[]) => {
    for (const url of urls) {
      const host = hostOf(url);
      if (host && !hosts.has(host)) hosts.set(host, where);
    }
  };
  // Asked at once (each is a process start of a few hundred ms); a tool that is absent or fails is noted.
  const asked: [string, () => Promise<string[]>][] = [
    ['npm config list --json', npmUrls],
    ['python3 -m pip config list', pipUrls],
    ["pip's built-in default index", pipDefaultUrls],
  ];
  const answers = await Promise.allSettled(asked.map(([, ask]) => ask()));
  answers.forEach((a, i) => {
    if (a.status === 'fulfilled') add(asked[i][0], a.value);
    else unread.push(`${asked[i][0]}: ${(a.reason as Error).message.split('\n')[0]}`);
  });
  add('PIP_* environment variables', pipEnvUrls(env));
  for (const [file, urls] of Object.entries(aptUrls(aptEtc))) add(`apt ${file}`, urls);
  return { hosts, unread };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The lines (1-based) of `text` that name one of `hosts`: the whole name, not a part of a longer one. */
export function findHosts(text: string, hosts: Iterable<string>): { line: number; host: string }[] {
  const names = [...hosts].map(escape);
  if (names.length === 0) return [];
  // A name continued by a letter, digit or hyphen, or by a dot and more name, is another host.
  const re = new RegExp(`(?<![a-z0-9-])(${names.join('|')})(?![a-z0-9-]|\\.[a-z0-9])`, 'gi');
  if (text.search(re) < 0) return []; // most files name none: one pass, no split
  const hits: { line: number; host: string }[] = [];
  text.split('\n').forEach((l, i) => {
    for (const m of l.matchAll(re)) hits.push({ line: i + 1, host: m[1].toLowerCase() });
  });
  return hits;
}

/**
 * Every tracked text file of the repository at `root` that names one of `hosts`, as `file:line host`.
 * Binary files (a NUL in the first 8000 bytes, git's own test) are passed over.
 */
export function scanTracked(root: string, hosts: Iterable<string>): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  const names = [...hosts]; // read once: an iterator would be spent on the first file
  const found: string[] = [];
  for (const file of files) {
    let buf: Buffer;
    try {
      buf = readFileSync(join(root, file));
    } catch {
      continue; // deleted in the work tree, or a submodule's folder
    }
    if (buf.subarray(0, 8000).includes(0)) continue;
    for (const hit of findHosts(buf.toString('utf8'), names)) found.push(`${file}:${hit.line} ${hit.host}`);
  }
  return found;
}

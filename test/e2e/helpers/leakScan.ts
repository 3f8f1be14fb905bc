// The leak scan: every byte a run left behind (logs, settings, workspace, state databases, the sandbox's
// request log) searched for every token and key of the run. Binary files are searched too — a secret in
// a state database is as leaked as one in a log — except the places that exist to hold secrets.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface LeakScanResult {
  files: number;
  bytes: number;
  hits: { where: string; secret: string }[];
}

export function scanForSecrets(
  roots: string[],
  texts: { name: string; text: string }[],
  secrets: Record<string, string>,
  exclude: RegExp[],
): LeakScanResult {
  const result: LeakScanResult = { files: 0, bytes: 0, hits: [] };
  const check = (where: string, content: string) => {
    for (const [name, secret] of Object.entries(secrets))
      if (content.includes(secret)) result.hits.push({ where, secret: name });
  };
  const walk = (path: string) => {
    if (!existsSync(path) || exclude.some((re) => re.test(path))) return;
    const st = statSync(path);
    if (st.isDirectory()) {
      for (const entry of readdirSync(path)) walk(join(path, entry));
      return;
    }
    if (!st.isFile()) return;
    const content = readFileSync(path).toString('latin1'); // byte for byte: the secrets are ASCII
    result.files++;
    result.bytes += st.size;
    check(path, content);
  };
  for (const root of roots) walk(root);
  for (const { name, text } of texts) {
    result.bytes += text.length;
    check(name, text);
  }
  return result;
}

// Captures one answer of every resource the client reads from each real Weblate release the conformance
// stage runs (a fresh copy of its template), into test/fixtures/weblate/<version>/<name>.json, for the
// unit test that parses them with the client's schemas. Run it after bumping a release:
//   npx tsx test/conformance/captureFixtures.ts [version…]
// Scrubbed: the loopback address (becomes https://weblate.example.org), this machine's data paths, and
// anything shaped like a Weblate token. Bodies are otherwise stored as the server sent them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseJson, stringifyJson } from '../../src/core/http/json';
import { weblateReleases } from '../../scripts/weblate/releases';
import { startWeblate, type RealWeblate } from '../../scripts/weblate/server';
import { FIXTURE_RESOURCES } from '../fixtures/weblate/resources';

const OUT = join(__dirname, '..', 'fixtures', 'weblate');
const PUBLIC_ORIGIN = 'https://weblate.example.org';

export function scrub(text: string, origin: string): string {
  return (
    text
      .replaceAll(origin.replace(/\/$/, ''), PUBLIC_ORIGIN)
      // Links Weblate builds from its SITE_DOMAIN at provisioning time (git_export) have no port.
      .replace(/http:\/\/127\.0\.0\.1(:\d+)?/g, PUBLIC_ORIGIN)
      .replace(/\/[^"\s]*scriptorium-weblate-[A-Za-z0-9]+/g, '/srv/weblate')
      .replace(/\bwl[up]_[A-Za-z0-9]+/g, 'wlu_scrubbed')
  );
}

async function get(w: RealWeblate, path: string, init: { method?: string; body?: unknown } = {}): Promise<string> {
  const res = await fetch(new URL(path, w.url), {
    method: init.method ?? 'GET',
    headers: {
      Accept: 'application/json',
      Authorization: `Token ${w.tokens.admin}`,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return text;
}

async function capture(w: RealWeblate): Promise<void> {
  const dir = join(OUT, w.release.version);
  mkdirSync(dir, { recursive: true });
  const firstId = (text: string) => String((parseJson(text) as { results: { id: number }[] }).results[0]!.id);
  const ids = {
    unit: firstId(await get(w, 'api/translations/atlas/web/de/units/?q=state:empty')),
    change: firstId(await get(w, 'api/changes/')),
  };
  for (const r of FIXTURE_RESOURCES) {
    const path = r.path.replace('{unit}', ids.unit).replace('{change}', ids.change);
    const text = await get(w, path, r.patch ? { method: 'PATCH', body: r.patch } : {});
    writeFileSync(join(dir, `${r.name}.json`), `${stringifyJson(parseJson(scrub(text, w.url)), 2)}\n`);
  }
  process.stderr.write(`[fixtures] ${FIXTURE_RESOURCES.length} answers of Weblate ${w.release.version} in ${dir}\n`);
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  for (const release of weblateReleases().filter((r) => wanted.length === 0 || wanted.includes(r.version))) {
    const w = await startWeblate(release);
    try {
      await capture(w);
    } finally {
      await w.stop();
    }
  }
}

if (require.main === module) {
  main().catch((e: unknown) => {
    process.stderr.write(`captureFixtures: ${(e as Error).message}\n`);
    process.exit(1);
  });
}

// The downloaded bases of translation files (#41): kept per file and per origin (server and translation),
// in the extension's storage through the file policy's helpers, bounded, and never read through a link or
// when their bytes no longer match their name.
import * as assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BaseStore, DEFAULT_BASE_LIMITS } from '../../../src/core/files/baseStore';
import { bytesHash } from '../../../src/core/files/writePlan';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (b: Uint8Array | undefined) => b && new TextDecoder().decode(b);
const FR = 'weblate:https://weblate.example/ atlas/web/fr';
const DE = 'weblate:https://weblate.example/ atlas/web/de';

describe('files: the downloaded bases of translation files', () => {
  let folder: string;
  let saved: unknown;
  const open = (limits = DEFAULT_BASE_LIMITS) =>
    new BaseStore(folder, saved, async (index) => void (saved = JSON.parse(JSON.stringify(index))), limits);
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'scriptorium-bases-'));
    saved = undefined;
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps a base per file and per origin, across a restart of the store', async () => {
    const store = open();
    assert.equal(await store.record('/w/locales/fr.json', FR, bytes('{"a":"un"}')), true);
    await store.record('/w/locales/de.json', DE, bytes('{"a":"eins"}'));
    const again = open();
    assert.equal(text(await again.get('/w/locales/fr.json', FR)), '{"a":"un"}');
    assert.equal(text(await again.get('/w/locales/de.json', DE)), '{"a":"eins"}');
    // Another origin (server or translation) or another file has no base.
    assert.equal(await again.get('/w/locales/fr.json', DE), undefined);
    assert.equal(await again.get('/w/locales/es.json', FR), undefined);
    // A new download replaces the base; the bytes no entry names are deleted.
    await again.record('/w/locales/fr.json', FR, bytes('{"a":"deux"}'));
    assert.equal(text(await again.get('/w/locales/fr.json', FR)), '{"a":"deux"}');
    assert.deepEqual(
      readdirSync(folder).sort(),
      [`${bytesHash(bytes('{"a":"deux"}'))}.base`, `${bytesHash(bytes('{"a":"eins"}'))}.base`].sort(),
    );
  });

  it('keeps every base when files are recorded at the same time', async () => {
    const store = open();
    const names = Array.from({ length: 20 }, (_, i) => `/w/f${i}.json`);
    await Promise.all(names.map((p, i) => store.record(p, FR, bytes(`{"i":${i}}`))));
    for (const [i, p] of names.entries()) assert.equal(text(await store.get(p, FR)), `{"i":${i}}`);
    assert.equal(readdirSync(folder).length, 20);
  });

  it('treats a base whose bytes were altered, removed or replaced by a link as unknown', async () => {
    const store = open();
    await store.record('/w/fr.json', FR, bytes('{"a":"un"}'));
    const name = join(folder, `${bytesHash(bytes('{"a":"un"}'))}.base`);
    writeFileSync(name, '{"a":"autre"}');
    assert.equal(await store.get('/w/fr.json', FR), undefined);
    unlinkSync(name);
    assert.equal(await store.get('/w/fr.json', FR), undefined);
    const elsewhere = join(mkdtempSync(join(tmpdir(), 'scriptorium-bases-out-')), 'x');
    writeFileSync(elsewhere, '{"a":"un"}');
    symlinkSync(elsewhere, name);
    assert.equal(await store.get('/w/fr.json', FR), undefined);
  });

  it('refuses to write through a link planted at a base name', async () => {
    const outside = join(mkdtempSync(join(tmpdir(), 'scriptorium-bases-out-')), 'victim');
    writeFileSync(outside, 'untouched');
    symlinkSync(outside, join(folder, `${bytesHash(bytes('{"a":"un"}'))}.base`));
    await assert.rejects(open().record('/w/fr.json', FR, bytes('{"a":"un"}')), /symbolic link/);
    assert.equal(readFileSync(outside, 'utf8'), 'untouched');
  });

  it('is bounded: a file too large keeps no base (and drops the old one), the oldest entries go first', async () => {
    const store = open({ maxFileBytes: 10, maxTotalBytes: 25, maxEntries: 3 });
    await store.record('/w/a.json', FR, bytes('{"a":"1"}'));
    assert.equal(await store.record('/w/a.json', FR, bytes('{"a":"far too long"}')), false);
    assert.equal(await store.get('/w/a.json', FR), undefined);
    for (const n of ['b', 'c', 'd', 'e']) await store.record(`/w/${n}.json`, FR, bytes(`{"${n}":"1"}`));
    // 9 bytes each: at most two fit in 25 bytes.
    assert.deepEqual(
      await Promise.all(['b', 'c', 'd', 'e'].map(async (n) => text(await store.get(`/w/${n}.json`, FR)) !== undefined)),
      [false, false, true, true],
    );
    assert.equal(readdirSync(folder).length, 2);
  });

  it('reads a stored index as untrusted: entries of the wrong shape or with a hash that is no name are dropped', async () => {
    saved = [
      null,
      { path: '/w/x.json', origin: FR, hash: '../../etc/passwd', size: 1, at: 1 },
      { path: '/w/y.json', origin: FR, hash: 'ab', size: 'big', at: 1 },
    ];
    const store = open();
    assert.equal(await store.get('/w/x.json', FR), undefined);
    await store.record('/w/z.json', FR, bytes('{}'));
    assert.deepEqual(
      (saved as Array<{ path: string }>).map((e) => e.path),
      ['/w/z.json'],
    );
  });
});

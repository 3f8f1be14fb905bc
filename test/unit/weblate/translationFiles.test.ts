// Translation files down and up through the core client, against the sandbox over loopback: the download
// (as stored and converted), the component zip (read back by Python's zipfile, an independent reader), and
// the upload's methods, conflict modes, counts and refusals as real Weblate answers them.
import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  AuthError,
  ConflictError,
  PermissionError,
  ResponseTooLargeError,
  ValidationError,
} from '../../../src/core/http';
import {
  dispositionName,
  downloadComponentZip,
  downloadTranslationFile,
  PermissionMemory,
  uploadTranslationFile,
  WeblateClient,
  type Unit,
} from '../../../src/core/weblate';
import { useSandbox } from '../sandbox/helpers';
import { rejection } from '../rejection';
import { nestedJson } from './nestedJson';

const ctx = useSandbox();
const make = (token?: string, extra: Partial<ConstructorParameters<typeof WeblateClient>[0]> = {}) =>
  new WeblateClient({ baseUrl: ctx.sb.weblateUrl, token, retry: { baseDelayMs: 1, maxRetries: 0 }, ...extra });
const admin = () => make(ctx.sb.credentials.weblate.adminToken);
const translator = () => make(ctx.sb.credentials.weblate.translatorToken);

const singular = (u: Unit) => u.source.length === 1;

describe('translation files', () => {
  it('downloads a translation file as stored, with the name the server suggests', async () => {
    const file = await downloadTranslationFile(translator(), 'atlas', 'web', 'de');
    assert.equal(file.suggestedName, 'atlas-web-de.json');
    assert.match(file.contentType ?? '', /json/);
    const parsed = JSON.parse(file.bytes.toString('utf8')) as Record<string, unknown>;
    const units = await translator().listTranslationUnits('atlas', 'web', 'de');
    const translated =
      units.find((u) => u.state >= 20 && singular(u) && !u.context.includes('.')) ??
      units.find((u) => u.state >= 20 && singular(u))!;
    const value = translated.context
      .split('.')
      .reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], parsed);
    assert.equal(value, translated.target[0]);
  });

  it('converts with ?format= where the server can, and names the field when it cannot', async () => {
    const po = await downloadTranslationFile(translator(), 'atlas', 'web', 'de', { format: 'po' });
    assert.equal(po.suggestedName, 'atlas-web-de.po');
    assert.match(po.bytes.toString('utf8'), /^msgctxt "menu\./m);
    const refused = await rejection(
      downloadTranslationFile(translator(), 'atlas', 'web', 'de', { format: 'no-such-format' }),
    );
    assert.ok(refused instanceof ValidationError, refused.name);
    assert.deepEqual(
      refused.problems.map((p) => p.field),
      ['format'],
    );
  });

  it('downloads a component as a zip that an independent reader opens, and honours the size limit', async () => {
    const zip = await downloadComponentZip(admin(), 'atlas', 'web');
    assert.equal(zip.suggestedName, 'atlas-web.zip');
    const dir = await mkdtemp(join(tmpdir(), 'scriptorium-zip-'));
    try {
      await writeFile(join(dir, 'c.zip'), zip.bytes);
      const { stdout } = await promisify(execFile)('/usr/bin/python3', [
        '-c',
        'import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nprint("\\n".join(z.namelist()))',
        join(dir, 'c.zip'),
      ]);
      const names = stdout.trim().split('\n');
      assert.ok(names.includes('atlas/web/locales/pt-BR.json'), names.join(', '));
      assert.ok(names.includes('atlas/web/locales/de.json'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const tooLarge = await rejection(
      downloadComponentZip(make(ctx.sb.credentials.weblate.adminToken, { maxResponseBytes: 100 }), 'atlas', 'web'),
    );
    assert.ok(tooLarge instanceof ResponseTooLargeError, tooLarge.name);
  });

  it('uploads with translate: new strings accepted, translated ones skipped unless conflicts allow replacing them', async () => {
    const c = translator();
    const units = await c.listTranslationUnits('atlas', 'web', 'fr');
    const empty = units.find((u) => u.state === 0 && singular(u))!;
    const done = units.find((u) => u.state === 20 && singular(u))!;
    const before = await c.getTranslationStatistics('atlas', 'web', 'fr');
    const first = await uploadTranslationFile(
      c,
      'atlas',
      'web',
      'fr',
      {
        name: 'fr.json',
        bytes: nestedJson({ [empty.context]: 'Texte nouveau', [done.context]: done.target[0]!, 'no.such.key': 'x' }),
      },
      { method: 'translate' },
    );
    assert.deepEqual(first, { accepted: 1, skipped: 1, notFound: 0, total: units.length, changed: true });
    const now = await c.getUnit(empty.id);
    assert.deepEqual([now.target, now.state], [['Texte nouveau'], 20]);
    assert.equal((await c.getTranslationStatistics('atlas', 'web', 'fr')).translated, before.translated + 1);

    const file = {
      name: 'fr.json',
      bytes: nestedJson({ [empty.context]: 'Texte nouveau', [done.context]: 'Remplacé' }),
    };
    const kept = await uploadTranslationFile(c, 'atlas', 'web', 'fr', file, {
      method: 'translate',
      conflicts: 'ignore',
    });
    assert.deepEqual([kept.accepted, kept.skipped, kept.changed], [0, 2, false]);
    const replaced = await uploadTranslationFile(c, 'atlas', 'web', 'fr', file, {
      method: 'translate',
      conflicts: 'replace-translated',
      fuzzy: 'process',
    });
    assert.deepEqual([replaced.accepted, replaced.skipped], [1, 1]);
    assert.deepEqual((await c.getUnit(done.id)).target, ['Remplacé']);
  });

  it('uploads with fuzzy and suggest', async () => {
    const c = translator();
    const units = await c.listTranslationUnits('atlas', 'web', 'cs');
    const [a, b] = units.filter((u) => u.state === 0 && singular(u));
    const fuzzy = await uploadTranslationFile(
      c,
      'atlas',
      'web',
      'cs',
      { name: 'cs.json', bytes: nestedJson({ [a!.context]: 'Návrh' }) },
      { method: 'fuzzy' },
    );
    assert.equal(fuzzy.accepted, 1);
    assert.equal((await c.getUnit(a!.id)).state, 10);
    const suggested = await uploadTranslationFile(
      c,
      'atlas',
      'web',
      'cs',
      { name: 'cs.json', bytes: nestedJson({ [b!.context]: 'Návrh 2' }) },
      { method: 'suggest' },
    );
    assert.equal(suggested.accepted, 1);
    const after = await c.getUnit(b!.id);
    assert.deepEqual([after.state, after.has_suggestion], [0, true]);
  });

  it('refuses methods and conflict modes the caller may not use as a PermissionError that PermissionMemory remembers', async () => {
    const c = translator();
    const memory = new PermissionMemory(true);
    const file = { name: 'de.json', bytes: nestedJson({ 'menu.file.open': 'x' }) };
    for (const [method, action] of [
      ['approve', 'unit.review'],
      ['replace', 'upload.overwrite'],
      ['add', 'unit.add'],
      ['source', 'unit.add'],
    ] as const) {
      const err = await rejection(
        memory.attempt(action, 'atlas/web/de', () => uploadTranslationFile(c, 'atlas', 'web', 'de', file, { method })),
      );
      assert.ok(err instanceof PermissionError, `${method}: ${err.name}`);
      assert.equal(err.status, 400);
      assert.ok(!memory.mayOffer(action, 'atlas/web/de'), method);
    }
    const conflicts = await rejection(
      uploadTranslationFile(c, 'atlas', 'web', 'de', file, { method: 'translate', conflicts: 'replace-approved' }),
    );
    assert.ok(conflicts instanceof PermissionError, conflicts.name);
  });

  it('names the file when the server cannot read it; anonymous is 401; a locked component is a conflict', async () => {
    const bad = await rejection(
      uploadTranslationFile(
        translator(),
        'atlas',
        'web',
        'de',
        { name: 'de.json', bytes: Buffer.from('{ not json') },
        { method: 'translate' },
      ),
    );
    assert.ok(bad instanceof ValidationError, bad.name);
    assert.deepEqual(
      bad.problems.map((p) => p.field),
      ['file'],
    );
    const empty = await rejection(
      uploadTranslationFile(
        translator(),
        'atlas',
        'web',
        'de',
        { name: 'de.json', bytes: Buffer.alloc(0) },
        { method: 'translate' },
      ),
    );
    assert.ok(empty instanceof ValidationError && empty.problems[0]?.code === 'empty', JSON.stringify(empty));
    const anonymous = await rejection(
      uploadTranslationFile(
        make(),
        'atlas',
        'web',
        'de',
        { name: 'de.json', bytes: nestedJson({ a: 'b' }) },
        { method: 'translate' },
      ),
    );
    assert.ok(anonymous instanceof AuthError, anonymous.name);
    ctx.sb.faults.add({ kind: 'status', status: 423, path: '/file/$', method: 'POST', times: 1 });
    const locked = await rejection(
      uploadTranslationFile(
        translator(),
        'atlas',
        'web',
        'de',
        { name: 'de.json', bytes: nestedJson({ a: 'b' }) },
        { method: 'translate' },
      ),
    );
    assert.ok(locked instanceof ConflictError, locked.name);
  });

  it('replace (admin) makes the file the translation; add on the source adds a key to every language', async () => {
    const c = admin();
    const units = await c.listTranslationUnits('mobile', 'app', 'de');
    const keep = units.find((u) => u.state !== 100 && singular(u))!;
    const replaced = await uploadTranslationFile(
      c,
      'mobile',
      'app',
      'de',
      { name: 'de.json', bytes: nestedJson({ [keep.context]: 'Nur dies' }) },
      { method: 'replace' },
    );
    assert.equal(replaced.accepted, units.length);
    const after = await c.listTranslationUnits('mobile', 'app', 'de');
    assert.ok(
      after.every(
        (u) => u.state === 100 || (u.id === keep.id ? u.target[0] === 'Nur dies' && u.state === 20 : u.state === 0),
      ),
    );

    const added = await uploadTranslationFile(
      c,
      'mobile',
      'app',
      'en',
      { name: 'en.json', bytes: nestedJson({ 'brand.new': 'Brand new', [keep.context]: 'ignored' }) },
      { method: 'add' },
    );
    assert.deepEqual([added.accepted, added.skipped], [1, 1]);
    for (const lang of ['en', 'de', 'he'])
      assert.ok(
        (await c.listTranslationUnits('mobile', 'app', lang)).some((u) => u.context === 'brand.new'),
        lang,
      );
  });

  it('reads Content-Disposition names, quoted and RFC 5987', () => {
    assert.equal(dispositionName('attachment; filename="atlas-web.zip"'), 'atlas-web.zip');
    assert.equal(dispositionName('attachment; filename=atlas-web-de.json'), 'atlas-web-de.json');
    assert.equal(dispositionName("attachment; filename*=UTF-8''caf%C3%A9.json"), 'café.json');
    assert.equal(dispositionName(undefined), undefined);
  });
});

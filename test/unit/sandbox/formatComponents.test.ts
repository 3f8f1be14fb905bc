// The sandbox's project "File formats" (#41, sandbox/weblate/formatComponents.ts): off by default and
// switched on while running (never off again); each German file downloads as Weblate writes it — read back
// by the upload preview's reader, it names every unit as the server does, with its text and whether it
// needs editing — and uploads are merged by the same rules as PO and JSON ones.
import { strict as assert } from 'node:assert';
import { uploadFormatOf } from '../../../src/core/locale/uploadFormats';
import { downloadTranslationFile, uploadTranslationFile, WeblateClient } from '../../../src/core/weblate';
import { call, useSandbox } from './helpers';

const COMPONENTS = [
  { slug: 'xliff', format: 'xliff', file: 'de.xlf' },
  { slug: 'android', format: 'aresource', file: 'strings.xml' },
  { slug: 'pomono', format: 'po-mono', file: 'de.po' },
  { slug: 'qt', format: 'ts', file: 'de.ts' },
];

describe('sandbox: the project "File formats"', () => {
  const ctx = useSandbox();
  const admin = () => ctx.sb.credentials.weblate.adminToken;
  const client = () => new WeblateClient({ baseUrl: ctx.sb.weblateUrl, token: admin() });
  const slugs = async () =>
    (await call(`${ctx.sb.weblateUrl}api/projects/`, { token: admin() })).json.results.map(
      (p: { slug: string }) => p.slug,
    );
  const settings = (json: unknown) => call(`${ctx.sb.origin}/__sandbox/settings`, { method: 'POST', json });

  it('is off by default, on from the next request once switched on, and cannot be switched off', async () => {
    assert.equal((await slugs()).includes('formats'), false);
    assert.equal((await settings({ formatComponents: 1 })).status, 400);
    assert.equal((await settings({ formatComponents: true })).status, 200);
    assert.equal((await slugs()).includes('formats'), true);
    const off = await settings({ formatComponents: false });
    assert.equal(off.status, 400);
    assert.match(off.json.error, /can only be turned on/);
    assert.equal(ctx.sb.settings.formatComponents, true);
  });

  for (const c of COMPONENTS)
    it(`serves the German ${c.format} file as stored: the preview's reader finds each unit, its text and state`, async () => {
      const units = await client().listTranslationUnits('formats', c.slug, 'de');
      const file = await downloadTranslationFile(client(), 'formats', c.slug, 'de');
      const format = uploadFormatOf(c.format, c.file)!;
      const read = new Map(format.strings(file.bytes.toString('utf8'), units).map((s) => [s.key, s]));
      // Untranslated strings are in the file without text, or not at all (Android writes none).
      for (const u of units.filter((x) => x.target.some(Boolean))) {
        const s = read.get(format.identity(u));
        assert.ok(s, `${JSON.stringify(format.identity(u))} in:\n${file.bytes.toString('utf8')}`);
        assert.deepEqual(s.forms, u.target);
        assert.equal(Boolean(s.fuzzy), u.state === 10, u.context);
      }
    });

  it('merges an uploaded Qt TS file by context and source; a message the translation lacks is not found', async () => {
    const c = client();
    const text = (await downloadTranslationFile(c, 'formats', 'qt', 'de')).bytes.toString('utf8');
    const edited = text
      .replace('>Speichern<', '>Sichern jetzt<')
      .replace('</context>', '<message><source>No such</source><translation>Keins</translation></message></context>');
    const result = await uploadTranslationFile(
      c,
      'formats',
      'qt',
      'de',
      { name: 'de.ts', bytes: Buffer.from(edited) },
      { method: 'translate', conflicts: 'replace-translated', fuzzy: 'process' },
    );
    assert.deepEqual([result.accepted, result.notFound], [1, 1]);
    const units = await c.listTranslationUnits('formats', 'qt', 'de');
    const save = units.filter((u) => u.source[0] === 'Save');
    assert.deepEqual(save.map((u) => [u.context, u.target[0], u.state]).sort(), [
      ['Dialog\nbutton', 'Sichern', 10],
      ['MainWindow', 'Sichern jetzt', 20],
    ]);
  });

  it('refuses an XLIFF file it cannot read, naming the file', async () => {
    const form = new FormData();
    form.append('file', new Blob(['<xliff><file><body><trans-unit>']), 'de.xlf');
    const res = await call(`${ctx.sb.weblateUrl}api/translations/formats/xliff/de/file/`, {
      method: 'POST',
      token: admin(),
      body: form,
    });
    assert.equal(res.status, 400);
    assert.equal(res.json.errors[0].attr, 'file');
    assert.match(res.json.errors[0].detail, /^Could not parse the file/);
  });

  it("writes Android's escapes in the template: an apostrophe is \\'", async () => {
    const file = await downloadTranslationFile(client(), 'formats', 'android', 'en');
    assert.match(file.bytes.toString('utf8'), /<string name="menu_quit">Don\\'t quit &amp; close<\/string>/);
  });
});

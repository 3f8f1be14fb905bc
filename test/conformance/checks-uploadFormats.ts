// Upload preview of XLIFF 1.2, Android string resources, monolingual PO and Qt TS files against their
// downloaded base (#41), on each real Weblate release. Per format a component is made from a ZIP
// (uploadFormatFiles.ts) in a project of its own, deleted afterwards. The German file is downloaded (the
// base), a teammate changes one string through the API, one or two are edited here (a plural where the
// format has them), and the file goes up with "Only the strings changed here" (the file cut down to those
// units). Read back: the teammate's text kept, the edits sent, a string needing editing still needing
// editing; then the whole downloaded file sent back keeping existing translations changes nothing.
// This is where how each format names its units (uploadFormats.ts) was seen on real servers. The sandbox has
// the same components in its project "File formats" (sandbox/weblate/formatComponents.ts, the `formats`
// option), so there the scenario runs on them; the checks that ask how the real server's translate-toolkit
// reads a file stay on real servers (on the sandbox they would only compare the preview's reader with itself).
import { strict as assert } from 'node:assert';
import { uploadFormatOf, type UploadFormat } from '../../src/core/locale/uploadFormats';
import { poKey } from '../../src/core/locale/poUpload';
import {
  downloadTranslationFile,
  keysToSend,
  previewUpload,
  serverStrings,
  uploadTranslationFile,
  type UploadOption,
  type WeblateClient,
} from '../../src/core/weblate';
import { zipArchive } from '../../sandbox/weblate/zip';
import type { Check } from './check';
import { api } from './checks-uploadPo';
import type { Target } from './targets';
import { FORMAT_COMPONENTS, type FormatComponent } from './uploadFormatFiles';

const LANGUAGE = 'de';

interface Scenario {
  component: FormatComponent;
  /** Set through the API before the download (a string needing editing, where the format can say so). */
  before?: { key: string; target: string[]; state: number };
  teammate: { key: string; target: string[] };
  /** Text replacements in the downloaded file: the edits made here. */
  edits: Array<[string, string]>;
  /** What the edited strings are afterwards. */
  mine: Record<string, string[]>;
}

const component = (format: FormatComponent['format']) => FORMAT_COMPONENTS.find((c) => c.format === format)!;

const SCENARIOS: Scenario[] = [
  {
    component: component('xliff'),
    before: { key: 'app///status.empty', target: ['Nichts hier'], state: 10 },
    teammate: { key: 'app///menu.quit', target: ['Beenden &amp; zumachen'] },
    edits: [['>Speichern<', '>Jetzt speichern<']],
    mine: { 'menu.save': ['Jetzt speichern'] },
  },
  {
    component: component('aresource'),
    teammate: { key: 'menu_quit', target: ['Nicht beenden'] },
    edits: [
      ['>Speichern<', '>Jetzt \\"speichern\\"<'],
      ['>%d Kacheln gelöscht<', '>%d Fliesen gelöscht<'],
    ],
    mine: { menu_save: ['Jetzt "speichern"'], tiles_deleted: ['%d Kachel gelöscht', '%d Fliesen gelöscht'] },
  },
  {
    component: component('po-mono'),
    teammate: { key: 'toolbar.menu.quit', target: ['"Sofort" beenden'] },
    edits: [['msgstr "Speichern"', 'msgstr "Jetzt speichern"']],
    mine: { 'menu.save': ['Jetzt speichern'] },
  },
  {
    component: component('ts'),
    teammate: { key: poKey('MainWindow', 'Quit & close'), target: ['Beenden & zumachen'] },
    edits: [
      ['>Speichern<', '>Jetzt speichern<'],
      ['>%n Kacheln gelöscht<', '>%n Fliesen gelöscht<'],
    ],
    mine: {
      [poKey('MainWindow', 'Save')]: ['Jetzt speichern'],
      [poKey('MainWindow', '%n tile deleted')]: ['%n Kachel gelöscht', '%n Fliesen gelöscht'],
    },
  },
];

async function makeComponent(project: string, t: Target, c: FormatComponent): Promise<void> {
  const form = new FormData();
  const fields = { name: c.slug, slug: c.slug, file_format: c.format, filemask: c.filemask, template: c.template };
  for (const [k, v] of Object.entries({ ...fields, new_base: c.newBase, vcs: 'local', repo: 'local:' }))
    form.append(k, v);
  const zip = zipArchive(Object.entries(c.files).map(([name, text]) => ({ name, data: Buffer.from(text) })));
  form.append('zipfile', new Blob([new Uint8Array(zip)]), `${c.slug}.zip`);
  await api(t, `api/projects/${project}/components/`, { method: 'POST', body: form });
}

function replaced(text: string, edits: Array<[string, string]>): string {
  let out = text;
  for (const [from, to] of edits) {
    assert.ok(out.includes(from), `the downloaded file holds ${JSON.stringify(from)}:\n${text}`);
    out = out.replace(from, to);
  }
  return out;
}

async function unitsByKey(project: string, c: WeblateClient, slug: string, format: UploadFormat) {
  const units = await c.listTranslationUnits(project, slug, LANGUAGE);
  return { units, byKey: new Map(units.map((u) => [format.identity(u), u] as const)) };
}

function send(
  project: string,
  c: WeblateClient,
  s: Scenario,
  format: UploadFormat,
  text: string,
  option: UploadOption | 'whole',
) {
  const keys = option === 'whole' ? undefined : keysToSend(option, new Set());
  const bytes = Buffer.from(keys ? format.subset(text, new Set(keys)) : text);
  const name = s.component.filemask.replace('*', LANGUAGE);
  return uploadTranslationFile(
    c,
    project,
    s.component.slug,
    LANGUAGE,
    { name: name.slice(name.lastIndexOf('/') + 1), bytes },
    { method: 'translate', conflicts: option === 'whole' ? 'ignore' : option.conflicts, fuzzy: format.fuzzy },
  );
}

async function run(t: Target, s: Scenario, project: string): Promise<void> {
  const c = t.client(t.admin);
  const format = uploadFormatOf(s.component.format, s.component.filemask)!;
  assert.equal(format.id, s.component.format);
  if (t.name === 'real') await makeComponent(project, t, s.component);
  const start = await unitsByKey(project, c, s.component.slug, format);
  const setUnit = (key: string, target: string[], state: number) => {
    const unit = start.byKey.get(key);
    assert.ok(unit, `a unit named ${JSON.stringify(key)} among ${JSON.stringify([...start.byKey.keys()])}`);
    return c.patchUnit(unit.id, { target, state });
  };
  if (s.before) await setUnit(s.before.key, s.before.target, s.before.state);
  const base = (await downloadTranslationFile(c, project, s.component.slug, LANGUAGE)).bytes.toString('utf8');
  await setUnit(s.teammate.key, s.teammate.target, 20);
  const local = replaced(base, s.edits);

  const { units } = await unitsByKey(project, c, s.component.slug, format);
  const preview = previewUpload(format.strings(local, units), serverStrings(units, format.identity), {
    method: 'translate',
    fuzzy: format.fuzzy,
    allowed: ['ignore', 'replace-translated'],
    base: format.strings(base, units),
  });
  const g = preview.base!;
  assert.deepEqual(
    [g.here, g.server, g.both].map((d) => d.map((x) => x.key).sort()),
    [Object.keys(s.mine).sort(), [s.teammate.key], []],
    'the three groups',
  );
  assert.equal(preview.recommended, 'changed-only');
  const result = await send(
    project,
    c,
    s,
    format,
    local,
    preview.options.find((o) => o.id === 'changed-only')!,
  );
  const now = (await unitsByKey(project, c, s.component.slug, format)).byKey;
  const expected = { ...Object.fromEntries([...start.byKey].map(([k, u]) => [k, u.target])), ...s.mine };
  if (s.before) expected[s.before.key] = s.before.target;
  expected[s.teammate.key] = s.teammate.target;
  assert.deepEqual(Object.fromEntries([...now].map(([k, u]) => [k, u.target])), expected, JSON.stringify(result));
  assert.equal(result.accepted, Object.keys(s.mine).length, JSON.stringify(result));
  if (s.before) assert.equal(now.get(s.before.key)!.state, s.before.state, 'the string needing editing still does');

  // The whole downloaded file sent back keeping existing translations changes no text and no state.
  await send(project, c, s, format, base, 'whole');
  const after = (await unitsByKey(project, c, s.component.slug, format)).byKey;
  assert.deepEqual(
    [...after].map(([k, u]) => [k, u.target, u.state]),
    [...now].map(([k, u]) => [k, u.target, u.state]),
  );
}

export const uploadFormatChecks: Check[] = SCENARIOS.map((s) => ({
  name: `upload preview of a ${s.component.format} file: units named as Weblate names them; only the strings changed here are sent, the teammate’s change kept`,
  timeoutMs: 300_000,
  async run(t) {
    // The sandbox's project "File formats" holds the component as the ZIP makes it on a real server.
    if (t.name !== 'real') return run(t, s, 'formats');
    const project = `formats-check-${s.component.slug}`;
    const json = { 'Content-Type': 'application/json' };
    const body = JSON.stringify({
      name: `Formats check ${s.component.slug}`,
      slug: project,
      web: 'https://formats.example.org/',
    });
    await api(t, 'api/projects/', { method: 'POST', headers: json, body });
    try {
      await run(t, s, project);
    } finally {
      await api(t, `api/projects/${project}/`, { method: 'DELETE' });
    }
  },
}));

/** Android values a translator writes, and the shapes Android's escaping makes hard to read. */
const ANDROID_VALUES = [
  'Speichern',
  `Nicht beenden \\' &amp; \\"schließen\\"`,
  'Eins\\nZwei\\tDrei \\u00e9 \\@ \\? \\\\ \\x',
  '  viele    Leerzeichen\n      hier  ',
  '"  so   bleibt es  "',
  'Das ist <b>fett</b> &amp; gut',
  '  Das  ist <b> "fett  " </b> &amp; gut  ',
  '<![CDATA[<a href="x">Link</a>]]>',
  '<![CDATA[  viele   Leerzeichen ]]>',
  'a "b  c" d\\"e "f',
  '\\u00e9\\\\u0041 \\\\\\n x',
  '\\u12 kurz \\',
  '<i>a</i><![CDATA[ b ]]>"  c  "',
];

uploadFormatChecks.push({
  name: 'Android string resources: the preview reads each value as translate-toolkit does, on the server',
  onlyReal: 'it asks the real server’s translate-toolkit',
  async run(t) {
    const file = `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n${ANDROID_VALUES.map((v, i) => `    <string name="s${i}">${v}</string>\n`).join('')}</resources>\n`;
    const python = [
      'import json',
      'from translate.storage.aresource import AndroidResourceFile',
      `f = AndroidResourceFile.parsestring(json.loads(${JSON.stringify(JSON.stringify(file))}).encode())`,
      'print(json.dumps({u.getid(): str(u.target) for u in f.units}))',
    ].join('\n');
    const theirs = JSON.parse(t.shell!(python).trim().split('\n').at(-1)!) as Record<string, string>;
    const format = uploadFormatOf('aresource', 'strings.xml')!;
    const ours = Object.fromEntries(format.strings(file, []).map((s) => [s.key, s.forms[0]]));
    if (t.expect.androidCdataMarkers)
      // The recorded difference: values that are only CDATA keep their markers here; the preview reads them as
      // the newest release does (androidUpload.ts says why), checked on that release.
      ANDROID_VALUES.forEach((value, i) => {
        if (!value.startsWith('<![CDATA[') || !value.endsWith(']]>')) return;
        assert.equal(theirs[`s${i}`], value);
        delete ours[`s${i}`];
        delete theirs[`s${i}`];
      });
    assert.deepEqual(ours, theirs);
  },
});

/** XLIFF targets with inline markup, entities, CDATA and blanks, as a translator's tool writes them. */
const XLIFF_TARGETS = [
  '<g id="1">fett</g> Text',
  'a <x id="2"/> b',
  "c <x id='3'></x> d",
  '"Zitat" und it\'s',
  '&#169; 2026 &amp; a &gt; b',
  '<![CDATA[x < y & z]]>',
  '<ph id="1">&lt;br/&gt;</ph> p',
  'Zeile\nzwei',
  '  Leer  ',
];

uploadFormatChecks.push({
  name: 'XLIFF: the preview reads each target as the server stores it (markup, entities, CDATA)',
  timeoutMs: 300_000,
  onlyReal: 'it asks how the real server reads XLIFF markup (the sandbox reads uploads with the preview’s own reader)',
  async run(t) {
    const project = 'formats-check-xliff-texts';
    const units = XLIFF_TARGETS.map(
      (v, i) => `<trans-unit id="u${i}"><source>S${i}</source><target state="translated">${v}</target></trans-unit>`,
    );
    const file = `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n<file original="app" source-language="en" target-language="de" datatype="plaintext"><body>\n${units.join('\n')}\n</body></file></xliff>\n`;
    const body = JSON.stringify({
      name: 'Formats check XLIFF texts',
      slug: project,
      web: 'https://formats.example.org/',
    });
    await api(t, 'api/projects/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    try {
      const xliff = component('xliff');
      await makeComponent(project, t, { ...xliff, files: { [xliff.newBase]: file } });
      const server = await t.client(t.admin).listTranslationUnits(project, xliff.slug, LANGUAGE);
      const theirs = Object.fromEntries(server.map((u) => [u.context, u.target[0]]));
      const ours = Object.fromEntries(
        uploadFormatOf('xliff', 'de.xlf')!
          .strings(file, [])
          .map((s) => [s.key, s.forms[0]]),
      );
      if (t.expect.xliffBlanksCollapsed) {
        // The recorded difference: 5.10.4 collapses blanks in a target without xml:space="preserve".
        assert.deepEqual([theirs['app///u7'], theirs['app///u8']], ['Zeile zwei', 'Leer']);
        for (const k of ['app///u7', 'app///u8']) [ours, theirs].forEach((m) => delete m[k]);
      }
      assert.deepEqual(ours, theirs);
    } finally {
      await api(t, `api/projects/${project}/`, { method: 'DELETE' });
    }
  },
});

// Upload preview of a gettext PO file against its downloaded base (#41) on each server. On a real Weblate a
// bilingual PO component is made for the check (from a ZIP, as Weblate's own "upload files" does, in a
// project of its own that is deleted afterwards); the sandbox has one (internal/tools). The German file is
// downloaded (the base), a teammate changes one string through the API, two are edited here (one with a
// msgctxt, one plural), and the file goes up with "Only the strings changed here" (the file cut down to
// those entries, fuzzy entries sent as needing editing). Read back: the teammate's text kept, both edits
// sent, the fuzzy string still needing editing, and a string with the same msgid but no context untouched.
// This is where "a PO unit's context is the msgctxt and its source the msgid" was seen on real servers.
import { strict as assert } from 'node:assert';
import { parsePo } from '../../src/core/locale/poParse';
import { poKey, poUnitKey } from '../../src/core/locale/poUpload';
import { uploadFormatOf } from '../../src/core/locale/uploadFormats';
import {
  downloadTranslationFile,
  keysToSend,
  previewUpload,
  serverStrings,
  uploadTranslationFile,
  type Unit,
  type UploadOption,
  type WeblateClient,
} from '../../src/core/weblate';
import { zipArchive } from '../../sandbox/weblate/zip';
import type { Check } from './check';
import type { Target } from './targets';

const LANGUAGE = 'de';
const PROJECT = 'gettext-check';
const po = (s: string) => `"${s.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\n')}"`;

/** The German file the real component starts from: the sandbox's internal/tools strings and a bare "Yes". */
const DE_PO = [
  'msgid ""',
  'msgstr ""',
  '"Language: de\\n"',
  '"MIME-Version: 1.0\\n"',
  '"Content-Type: text/plain; charset=UTF-8\\n"',
  '"Plural-Forms: nplurals=2; plural=n != 1;\\n"',
  '',
  'msgctxt "confirmation prompt"\nmsgid "Yes"\nmsgstr "Ja"\n',
  'msgctxt "confirmation prompt"\nmsgid "No"\nmsgstr "Nein"\n',
  'msgid "Yes"\nmsgstr "Jawohl"\n',
  'msgid "{count} tile will be deleted."\nmsgid_plural "{count} tiles will be deleted."\nmsgstr[0] ""\nmsgstr[1] ""\n',
  '#, fuzzy\nmsgid "Cleanup finished"\nmsgstr "Aufräumen beendet"\n',
  'msgid "Export the audit log"\nmsgstr ""\n',
].join('\n');
const POT = DE_PO.replace(/msgstr(\[\d\])? "[^"]*"/g, 'msgstr$1 ""').replace('#, fuzzy\n', '');

/** A request as the server's administrator, failing on any error status (components are made so). */
export async function api(t: Target, path: string, init: RequestInit): Promise<Response> {
  const res = await fetch(new URL(path, t.url), {
    ...init,
    headers: { Authorization: `Token ${t.admin}`, Accept: 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`${init.method} ${path}: ${res.status} ${(await res.text()).slice(0, 500)}`);
  return res;
}

/** The component the check uses: the sandbox's, or one made from a ZIP on a real server. */
async function poComponent(t: Target): Promise<{ project: string; component: string }> {
  if (t.name === 'sandbox') return { project: 'internal', component: 'tools' };
  const json = { 'Content-Type': 'application/json' };
  const body = JSON.stringify({ name: 'Gettext check', slug: PROJECT, web: 'https://gettext.example.org/' });
  await api(t, 'api/projects/', { method: 'POST', headers: json, body });
  const form = new FormData();
  for (const [k, v] of Object.entries({
    name: 'Tools',
    slug: 'tools',
    file_format: 'po',
    filemask: 'po/*.po',
    new_base: 'po/tools.pot',
    template: '',
    vcs: 'local',
    repo: 'local:',
  }))
    form.append(k, v);
  const zip = zipArchive([
    { name: 'po/de.po', data: Buffer.from(DE_PO) },
    { name: 'po/tools.pot', data: Buffer.from(POT) },
  ]);
  form.append('zipfile', new Blob([new Uint8Array(zip)]), 'tools.zip');
  await api(t, `api/projects/${PROJECT}/components/`, { method: 'POST', body: form });
  return { project: PROJECT, component: 'tools' };
}

/** `text` with the entry of `key` given `forms` (its comments and flags kept). */
function withEntry(text: string, key: string, forms: string[]): string {
  const e = parsePo(text).entries.find((x) => poKey(x.msgctxt, x.msgid) === key)!;
  const comments = text
    .slice(e.start, e.end)
    .split('\n')
    .filter((l) => l.startsWith('#'));
  const lines = [
    ...comments,
    ...(e.msgctxt === undefined ? [] : [`msgctxt ${po(e.msgctxt)}`]),
    `msgid ${po(e.msgid)}`,
    ...(e.msgidPlural === undefined
      ? [`msgstr ${po(forms[0]!)}`]
      : [`msgid_plural ${po(e.msgidPlural)}`, ...forms.map((f, i) => `msgstr[${i}] ${po(f)}`)]),
  ];
  return `${text.slice(0, e.start)}${lines.join('\n')}\n${text.slice(e.end)}`;
}

const byKey = async (c: WeblateClient, fx: Fx) =>
  new Map((await c.listTranslationUnits(fx.project, fx.component, LANGUAGE)).map((u) => [poUnitKey(u), u] as const));

const FORMAT = uploadFormatOf('po', 'de.po')!;
type Fx = { project: string; component: string };

/** The preview of `local` against `base` and the server's units now, as the command builds it. */
async function previewPo(c: WeblateClient, fx: Fx, local: string, base: string) {
  const units = await c.listTranslationUnits(fx.project, fx.component, LANGUAGE);
  return previewUpload(FORMAT.strings(local, units), serverStrings(units, FORMAT.identity), {
    method: 'translate',
    fuzzy: FORMAT.fuzzy,
    allowed: ['ignore', 'replace-translated'],
    base: FORMAT.strings(base, units),
  });
}

/** Uploads `text` as `option` sends it (cut down to its strings), or whole keeping existing translations. */
function send(c: WeblateClient, fx: Fx, text: string, option: UploadOption | 'whole') {
  const keys = option === 'whole' ? undefined : keysToSend(option, new Set());
  const bytes = Buffer.from(keys ? FORMAT.subset(text, new Set(keys)) : text);
  const conflicts = option === 'whole' ? 'ignore' : option.conflicts;
  return uploadTranslationFile(
    c,
    fx.project,
    fx.component,
    LANGUAGE,
    { name: 'de.po', bytes },
    {
      method: 'translate',
      conflicts,
      fuzzy: FORMAT.fuzzy,
    },
  );
}

const YES = poKey('confirmation prompt', 'Yes');
const NO = poKey('confirmation prompt', 'No');
const TILES = poKey(undefined, '{count} tile will be deleted.');
const DONE = poKey(undefined, 'Cleanup finished');
const BARE_YES = poKey(undefined, 'Yes');

export const uploadPoChecks: Check[] = [
  {
    name: 'upload preview of a PO file: units named by msgctxt and msgid; only the strings changed here are sent, the teammate’s change kept',
    timeoutMs: 300_000,
    async run(t) {
      const c = t.client(t.admin);
      const fx = await poComponent(t);
      const original = [...(await byKey(c, fx)).values()];
      try {
        const start = await byKey(c, fx);
        assert.ok(
          [YES, NO, TILES, DONE].every((k) => start.has(k)),
          `units by (context, msgid): ${[...start.keys()]}`,
        );
        const set = (k: string, target: string[], state: number) => c.patchUnit(start.get(k)!.id, { target, state });
        await set(YES, ['Ja'], 20);
        await set(NO, ['Nein'], 20);
        await set(TILES, ['{count} Kachel wird gelöscht.', '{count} Kacheln werden gelöscht.'], 20);
        await set(DONE, ['Aufräumen beendet'], 10);
        const base = (await downloadTranslationFile(c, fx.project, fx.component, LANGUAGE)).bytes.toString('utf8');
        await set(YES, ['Jawohl, bitte'], 20); // the teammate
        let local = withEntry(base, NO, ['Nein, danke']);
        local = withEntry(local, TILES, ['{count} Kachel wird gelöscht.', '{count} Fliesen werden gelöscht.']);

        const preview = await previewPo(c, fx, local, base);
        const g = preview.base!;
        assert.deepEqual(
          [g.here, g.server, g.both].map((d) => d.map((x) => x.key).sort()),
          [[NO, TILES].sort(), [YES], []],
        );
        assert.equal(preview.recommended, 'changed-only');
        const result = await send(
          c,
          fx,
          local,
          preview.options.find((o) => o.id === 'changed-only')!,
        );
        const now = await byKey(c, fx);
        const text = (k: string) => now.get(k)?.target;
        assert.deepEqual(
          [text(YES), text(NO), text(TILES), text(DONE), now.get(DONE)!.state],
          [
            ['Jawohl, bitte'],
            ['Nein, danke'],
            ['{count} Kachel wird gelöscht.', '{count} Fliesen werden gelöscht.'],
            ['Aufräumen beendet'],
            10,
          ],
          JSON.stringify(result),
        );
        assert.equal(result.accepted, 2, JSON.stringify(result));
        if (t.name === 'real') assert.deepEqual(text(BARE_YES), ['Jawohl']);

        // The whole downloaded file sent back keeping existing translations: its fuzzy entry stays needing editing.
        await send(c, fx, base, 'whole');
        const after = await byKey(c, fx);
        assert.deepEqual([after.get(DONE)!.state, after.get(YES)!.target], [10, ['Jawohl, bitte']]);

        // The fuzzy flag removed here is a change made here: sent by the suggested option, it becomes translated.
        const cleared = base.replace('#, fuzzy\nmsgid "Cleanup finished"', 'msgid "Cleanup finished"');
        const second = await previewPo(c, fx, cleared, base);
        assert.deepEqual(
          second.base!.here.map((d) => d.key),
          [DONE],
        );
        await send(
          c,
          fx,
          cleared,
          second.options.find((o) => o.id === second.recommended)!,
        );
        const last = await byKey(c, fx);
        assert.deepEqual(
          [last.get(DONE)!.state, last.get(DONE)!.target, last.get(YES)!.target, last.get(NO)!.target],
          [20, ['Aufräumen beendet'], ['Jawohl, bitte'], ['Nein, danke']],
          `${second.recommended}`,
        );
      } finally {
        if (t.name === 'real') await api(t, `api/projects/${PROJECT}/`, { method: 'DELETE' });
        else await putBack(c, original);
      }
    },
  },
];

/** The sandbox's strings as they were (later checks and runs read them). */
async function putBack(c: WeblateClient, original: readonly Unit[]): Promise<void> {
  for (const u of original)
    if (u.state < 100)
      await c.patchUnit(
        u.id,
        u.state === 0 ? { target: u.target.map(() => ''), state: 0 } : { target: u.target, state: u.state },
      );
}

// Upload against the downloaded base (#41) on each server: a translation downloaded (the base), then a
// teammate's change on the server through the API, an edit made here, and one string changed on both
// sides; the preview's three groups are checked, and the file is uploaded with each option the preview
// offers, each time from the same start, and read back: the teammate's text survives every option but
// the one that names it, the edit lands unless the option keeps existing translations, and the string
// changed on both sides keeps the server's text unless "send mine" was answered. Czech of the json-nested
// component is used; every string an upload changed is put back as it was at the end.
import { strict as assert } from 'node:assert';
import { jsonFileStrings, jsonSubset } from '../../src/core/locale/jsonUpload';
import {
  downloadTranslationFile,
  keysToSend,
  previewUpload,
  serverStrings,
  uploadTranslationFile,
  type ConflictMode,
  type Unit,
  type UploadOption,
  type WeblateClient,
} from '../../src/core/weblate';
import type { Check } from './check';
import type { Target } from './targets';

const LANGUAGE = 'cs';
type Json = { [k: string]: Json | string };

/** `text` (a json-nested file) with the string at the dotted `key` set to `value`. */
function withString(text: string, key: string, value: string): string {
  const root = JSON.parse(text) as Json;
  const parts = key.split('.');
  let node = root;
  for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Json;
  node[parts.at(-1)!] = value;
  return JSON.stringify(root, null, 4);
}

async function singleUnits(c: WeblateClient, t: Target): Promise<Unit[]> {
  const all = await c.listTranslationUnits(t.fx.project, t.fx.component, LANGUAGE);
  return all.filter((u) => u.source.length === 1 && u.state < 100).sort((a, b) => a.id - b.id);
}

/** From the same start each time: the three strings at a known text, downloaded, then changed on either side. */
async function start(c: WeblateClient, t: Target, [theirs, mine, both]: Unit[], allowed: ConflictMode[]) {
  for (const [u, text] of [
    [theirs!, 'Základ A'],
    [mine!, 'Základ B'],
    [both!, 'Základ C'],
  ] as const)
    await c.patchUnit(u.id, { target: [text], state: 20 });
  const base = (await downloadTranslationFile(c, t.fx.project, t.fx.component, LANGUAGE)).bytes.toString('utf8');
  await c.patchUnit(theirs!.id, { target: ['Kolega A'], state: 20 });
  await c.patchUnit(both!.id, { target: ['Kolega C'], state: 20 });
  const local = withString(withString(base, mine!.context, 'Zde B'), both!.context, 'Zde C');
  const units = await c.listTranslationUnits(t.fx.project, t.fx.component, LANGUAGE);
  const plurals = new Set(units.filter((u) => u.source.length > 1).map((u) => u.context));
  const preview = previewUpload(jsonFileStrings(local, plurals), serverStrings(units), {
    method: 'translate',
    fuzzy: '',
    allowed,
    base: jsonFileStrings(base, plurals),
  });
  return { local, preview };
}

async function upload(c: WeblateClient, t: Target, local: string, option: UploadOption, sendMine: Set<string>) {
  const keys = keysToSend(option, sendMine);
  const bytes = Buffer.from(keys ? jsonSubset(local, new Set(keys)) : local);
  return uploadTranslationFile(
    c,
    t.fx.project,
    t.fx.component,
    LANGUAGE,
    { name: `${LANGUAGE}.json`, bytes },
    { method: 'translate', conflicts: option.conflicts },
  );
}

/**
 * Every string whose text or state an upload changed is put back (a whole-file upload also turns strings
 * needing editing into translated ones): later checks read this translation.
 */
async function putBack(c: WeblateClient, t: Target, original: readonly Unit[]): Promise<void> {
  const now = new Map(
    (await c.listTranslationUnits(t.fx.project, t.fx.component, LANGUAGE)).map((u) => [u.id, u] as const),
  );
  for (const u of original) {
    const after = now.get(u.id);
    if (!after || (after.state === u.state && after.target.join('\n') === u.target.join('\n'))) continue;
    await c.patchUnit(
      u.id,
      u.state === 0 ? { target: u.target.map(() => ''), state: 0 } : { target: u.target, state: u.state },
    );
  }
}

export const uploadBaseChecks: Check[] = [
  {
    name: "upload base: the three groups, then each option read back: the teammate's newer text is overwritten only by the option naming it",
    timeoutMs: 300_000,
    async run(t) {
      const c = t.client(t.admin);
      const original = (await c.listTranslationUnits(t.fx.project, t.fx.component, LANGUAGE)).filter(
        (u) => u.state < 100,
      );
      const three = (await singleUnits(c, t)).slice(0, 3);
      assert.equal(three.length, 3, 'three strings to work with');
      const [theirs, mine, both] = three as [Unit, Unit, Unit];
      // Replacing approved strings is refused where the project has reviews off (the real servers here):
      // the preview offers only what the account may use.
      const reviews = (await c.getProject(t.fx.project)).translation_review === true;
      const allowed: ConflictMode[] = [
        'ignore',
        'replace-translated',
        ...(reviews ? ['replace-approved' as const] : []),
      ];
      try {
        const first = await start(c, t, three, allowed);
        assert.deepEqual(
          [first.preview.base!.here, first.preview.base!.server, first.preview.base!.both].map((g) =>
            g.map((d) => d.key),
          ),
          [[mine.context], [theirs.context], [both.context]],
        );
        assert.equal(first.preview.recommended, 'changed-only');
        const ids = first.preview.options.map((o) => o.id);
        assert.deepEqual(ids, ['changed-only', 'overwrite-server', ...allowed]);
        for (const id of ids) {
          // "Send mine" is answered with the option that overwrites; the others keep the server's text (Enter).
          const sendMine = new Set(id === 'overwrite-server' ? [both.context] : []);
          const { local, preview } = id === ids[0] ? first : await start(c, t, three, allowed);
          const option = preview.options.find((o) => o.id === id)!;
          const result = await upload(c, t, local, option, sendMine);
          const now = new Map(
            (await c.listTranslationUnits(t.fx.project, t.fx.component, LANGUAGE)).map((u) => [u.id, u]),
          );
          const text = (u: Unit) => now.get(u.id)!.target[0];
          assert.deepEqual(
            [text(theirs), text(mine), text(both)],
            [
              id === 'overwrite-server' ? 'Základ A' : 'Kolega A',
              id === 'ignore' ? 'Základ B' : 'Zde B',
              id === 'overwrite-server' ? 'Zde C' : 'Kolega C',
            ],
            `${id}: ${JSON.stringify(result)}`,
          );
        }
      } finally {
        await putBack(c, t, original);
      }
    },
  },
];

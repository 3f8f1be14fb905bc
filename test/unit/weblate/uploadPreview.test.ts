// The upload preview (#31): Weblate's merge rule string by string, the options offered and the one Enter
// picks, the JSON file read and cut down to some keys; then the prediction checked against what the
// sandbox (which follows merge_translations of 5.10.4 and 2026.10.1) really does with the same file.
import { strict as assert } from 'node:assert';
import { jsonFileStrings, jsonSubset } from '../../../src/core/locale/jsonUpload';
import {
  accepted,
  carriesFuzzy,
  downloadTranslationFile,
  predictUpload,
  previewUpload,
  serverStrings,
  skippedChanges,
  stateChanges,
  uploadTranslationFile,
  WeblateClient,
  type ConflictMode,
  type FileString,
  type Prediction,
  type ServerString,
} from '../../../src/core/weblate';
import { useSandbox } from '../sandbox/helpers';

const server = (...units: Array<[string, string, number]>) =>
  new Map<string, ServerString>(units.map(([key, text, state]) => [key, { key, target: [text], state }]));
const file = (...strings: Array<[string, string, boolean?]>): FileString[] =>
  strings.map(([key, text, fuzzy]) => ({ key, forms: [text], fuzzy }));
const outcome = (p: Prediction[]) =>
  Object.fromEntries(p.map((x) => [x.key, `${x.outcome} ${x.reason} ${x.from}→${x.to}`]));
const ALL: ConflictMode[] = ['ignore', 'replace-translated', 'replace-approved'];

describe('upload preview: Weblate merge rule', () => {
  const units = server(
    ['cancel', 'Céncel', 20],
    ['draft', 'Brouillon', 10],
    ['empty', '', 0],
    ['ok', 'OK', 20],
    ['gold', 'Or', 30],
    ['lock', 'Fixe', 100],
  );
  const sent = file(
    ['cancel', 'Annuler'],
    ['draft', 'Brouillon'],
    ['empty', 'Vide'],
    ['ok', 'OK'],
    ['gold', 'Argent'],
    ['lock', 'Autre'],
    ['ghost', 'x'],
  );

  it('with the defaults (translate, keep existing) skips edits of translated strings and turns needing-editing strings into translated ones', () => {
    assert.deepEqual(outcome(predictUpload(sent, units, { method: 'translate', conflicts: 'ignore', fuzzy: '' })), {
      cancel: 'skipped kept-translated 20→20',
      draft: 'accepted state 10→20',
      empty: 'accepted new 0→20',
      ok: 'skipped unchanged 20→20',
      gold: 'skipped kept-approved 30→30',
      lock: 'skipped read-only 100→100',
      ghost: 'ignored not-on-server undefined→undefined',
    });
  });

  it('replace-translated replaces translated strings but not approved ones; replace-approved replaces both; read-only never', () => {
    const translated = outcome(
      predictUpload(sent, units, { method: 'translate', conflicts: 'replace-translated', fuzzy: '' }),
    );
    assert.deepEqual(
      [translated.cancel, translated.gold, translated.lock],
      ['accepted edited 20→20', 'skipped kept-approved 30→30', 'skipped read-only 100→100'],
    );
    const approved = outcome(
      predictUpload(sent, units, { method: 'translate', conflicts: 'replace-approved', fuzzy: '' }),
    );
    assert.deepEqual(
      [approved.cancel, approved.gold, approved.ok],
      ['accepted edited 20→20', 'accepted edited 30→20', 'skipped unchanged 20→20'],
    );
  });

  it('follows the method and the fuzzy option: fuzzy and approve set their state, a fuzzy string is not sent unless asked', () => {
    const fuzzy = outcome(
      predictUpload(file(['draft', 'Brouillon'], ['empty', 'Vide']), units, {
        method: 'fuzzy',
        conflicts: 'ignore',
        fuzzy: '',
      }),
    );
    assert.deepEqual(fuzzy, { draft: 'skipped unchanged 10→10', empty: 'accepted new 0→10' });
    const approve = outcome(
      predictUpload(file(['ok', 'OK']), units, { method: 'approve', conflicts: 'replace-translated', fuzzy: '' }),
    );
    assert.deepEqual(approve, { ok: 'accepted state 20→30' });
    const marked = file(['empty', 'Vide', true]);
    assert.equal(
      outcome(predictUpload(marked, units, { method: 'translate', conflicts: 'ignore', fuzzy: '' })).empty,
      'ignored not-sent 0→0',
    );
    assert.equal(
      outcome(predictUpload(marked, units, { method: 'translate', conflicts: 'ignore', fuzzy: 'process' })).empty,
      'accepted new 0→10',
    );
    assert.equal(
      outcome(predictUpload(marked, units, { method: 'translate', conflicts: 'ignore', fuzzy: 'approve' })).empty,
      'accepted new 0→20',
    );
    // An emptied string is no translation: an upload cannot clear one.
    assert.equal(
      outcome(
        predictUpload(file(['ok', '']), units, { method: 'translate', conflicts: 'replace-translated', fuzzy: '' }),
      ).ok,
      'ignored not-sent 20→20',
    );
  });

  it('offers "only the strings changed here" and preselects it when the whole file would skip an edit or change an untouched string', () => {
    const preview = previewUpload(sent, units, { method: 'translate', fuzzy: '', allowed: ALL });
    assert.deepEqual(
      preview.options.map((o) => o.id),
      ['changed-only', 'ignore', 'replace-translated', 'replace-approved'],
    );
    assert.equal(preview.recommended, 'changed-only');
    assert.deepEqual(
      preview.changedHere.map((p) => p.key),
      ['cancel', 'empty', 'gold', 'lock'],
    );
    const only = preview.options[0]!;
    assert.equal(only.conflicts, 'replace-translated');
    assert.deepEqual(only.onlyKeys, ['cancel', 'empty', 'gold', 'lock']);
    assert.deepEqual(
      accepted(only.predictions).map((p) => p.key),
      ['cancel', 'empty'],
    );
    assert.deepEqual(stateChanges(only.predictions), []);
    assert.deepEqual(
      skippedChanges(only.predictions).map((p) => p.key),
      ['gold', 'lock'],
    );
    const keep = preview.options[1]!;
    assert.deepEqual(
      [skippedChanges(keep.predictions).map((p) => p.key), stateChanges(keep.predictions).map((p) => p.key)],
      [['cancel', 'gold', 'lock'], ['draft']],
    );
  });

  it('preselects keeping existing translations when the whole file changes only what was changed here, and never a whole-file replace', () => {
    const onlyNew = previewUpload(file(['empty', 'Vide'], ['ok', 'OK']), units, {
      method: 'translate',
      fuzzy: '',
      allowed: ALL,
    });
    assert.equal(onlyNew.recommended, 'ignore');
    const nothing = previewUpload(file(['ok', 'OK']), units, { method: 'translate', fuzzy: '', allowed: ALL });
    assert.deepEqual([nothing.recommended, nothing.options.map((o) => o.id)], ['ignore', ALL]);
    // Without the overwrite right the partial upload still keeps needing-editing strings as they are.
    const noRight = previewUpload(sent, units, { method: 'translate', fuzzy: '', allowed: ['ignore'] });
    assert.deepEqual([noRight.recommended, noRight.options[0]!.conflicts], ['changed-only', 'ignore']);
  });

  it("offers no partial upload for a file unchanged since its download: its differences are the server's changes since", () => {
    // The file is its own base: nothing was changed here.
    const preview = previewUpload(sent, units, { method: 'translate', fuzzy: '', allowed: ALL, base: sent });
    assert.equal(preview.recommended, 'ignore');
    assert.deepEqual(
      preview.options.map((o) => o.id),
      ['overwrite-server', ...ALL],
    );
    assert.deepEqual(preview.changedHere, []);
    assert.deepEqual(
      preview.base!.server.map((d) => d.key),
      ['cancel', 'empty', 'gold', 'lock'],
    );
    assert.ok(!preview.options[1]!.onlyKeys!.includes('cancel'));
  });

  it('knows which file formats carry fuzzy strings', () => {
    assert.deepEqual(
      ['fr.po', 'app_fr.ts', 'fr.xliff', 'fr.XLF', 'fr.json', 'fr.strings', 'strings.xml'].map(carriesFuzzy),
      [true, true, true, true, false, false, false],
    );
  });
});

describe('upload preview: JSON files', () => {
  const text =
    '\uFEFF{\n  "menu": {"file": {"open": "Ouvrir", "close": ""}, "n": 3},\n  "items": {"one": "{n} objet", "other": "{n} objets"},\n  "flat.key": "Plat"\n}\n';

  it('reads strings by their dotted key, plural forms gathered under the plural unit', () => {
    assert.deepEqual(jsonFileStrings(text, new Set(['items'])), [
      { key: 'menu.file.open', forms: ['Ouvrir'] },
      { key: 'menu.file.close', forms: [''] },
      { key: 'items', forms: ['{n} objet', '{n} objets'] },
      { key: 'flat.key', forms: ['Plat'] },
    ]);
    assert.deepEqual(
      jsonFileStrings(text).map((s) => s.key),
      ['menu.file.open', 'menu.file.close', 'items.one', 'items.other', 'flat.key'],
    );
  });

  it('cuts the file down to some keys, nested or flat, plural objects whole', () => {
    assert.deepEqual(JSON.parse(jsonSubset(text, new Set(['menu.file.open', 'items', 'flat.key']))), {
      menu: { file: { open: 'Ouvrir' } },
      items: { one: '{n} objet', other: '{n} objets' },
      'flat.key': 'Plat',
    });
    assert.deepEqual(JSON.parse(jsonSubset(text, new Set(['nothing']))), {});
    assert.throws(() => jsonSubset('{"a": "b",}', new Set(['a'])), SyntaxError);
    assert.throws(() => jsonSubset('["a"]', new Set(['a'])), SyntaxError);
  });

  it('reads a large file and cuts it down without running out of stack', () => {
    const deep = `${'{"a":'.repeat(5_000)}"x"${'}'.repeat(5_000)}`;
    assert.deepEqual(jsonFileStrings(deep), []);
    assert.equal(jsonSubset(deep, new Set(['a'])).trim(), '{}');
    const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, `v${i}`])));
    assert.equal(jsonFileStrings(wide).length, 50_000);
    assert.deepEqual(JSON.parse(jsonSubset(wide, new Set(['k49999']))), { k49999: 'v49999' });
  });
});

describe('upload preview against the sandbox', () => {
  const ctx = useSandbox();
  const client = () =>
    new WeblateClient({
      baseUrl: ctx.sb.weblateUrl,
      token: ctx.sb.credentials.weblate.adminToken,
      retry: { baseDelayMs: 1, maxRetries: 0 },
    });

  /** French of Web as downloaded, with one translated string edited and three strings set to needing editing on the server first. */
  async function downloadAndEdit(c: WeblateClient) {
    let units = await c.listTranslationUnits('atlas', 'web', 'fr');
    const single = units.filter((u) => u.source.length === 1);
    const madeFuzzy = single.filter((x) => x.state === 20).slice(1, 4);
    for (const u of madeFuzzy) await c.patchUnit(u.id, { target: u.target, state: 10 });
    const edited = single.find((u) => u.state === 20)!;
    units = await c.listTranslationUnits('atlas', 'web', 'fr');
    const downloaded = (await downloadTranslationFile(c, 'atlas', 'web', 'fr')).bytes.toString('utf8');
    const text = downloaded.replace(JSON.stringify(edited.target[0]), JSON.stringify('Annuler (édité)'));
    assert.notEqual(text, downloaded);
    const plurals = new Set(units.filter((u) => u.source.length > 1).map((u) => u.context));
    return { units, edited, madeFuzzy, text, strings: jsonFileStrings(text, plurals) };
  }

  it('predicts what the whole-file upload with the defaults does: the edit skipped, needing-editing strings translated', async () => {
    const c = client();
    const { units, edited, madeFuzzy, text, strings } = await downloadAndEdit(c);
    const predicted = predictUpload(strings, serverStrings(units), {
      method: 'translate',
      conflicts: 'ignore',
      fuzzy: '',
    });
    assert.deepEqual(
      skippedChanges(predicted).map((p) => p.key),
      [edited.context],
    );
    const promoted = stateChanges(predicted).map((p) => p.key);
    for (const u of madeFuzzy) assert.ok(promoted.includes(u.context), u.context);
    assert.ok(stateChanges(predicted).every((p) => p.from === 10 && p.to === 20));
    const result = await uploadTranslationFile(
      c,
      'atlas',
      'web',
      'fr',
      { name: 'fr.json', bytes: Buffer.from(text) },
      { method: 'translate', conflicts: 'ignore' },
    );
    assert.equal(result.accepted, accepted(predicted).length);
    assert.equal(result.skipped, predicted.filter((p) => p.outcome === 'skipped').length);
    const after = serverStrings(await c.listTranslationUnits('atlas', 'web', 'fr'));
    for (const p of predicted)
      if (p.outcome !== 'ignored')
        assert.deepEqual(
          [p.key, after.get(p.key)!.state, after.get(p.key)!.target],
          [p.key, p.to, p.outcome === 'accepted' ? p.file : p.server],
        );
  });

  it('uploads only the strings changed here: the edit lands, nothing else changes state', async () => {
    const c = client();
    const { units, edited, text, strings } = await downloadAndEdit(c);
    const preview = previewUpload(strings, serverStrings(units), {
      method: 'translate',
      fuzzy: '',
      allowed: ['ignore', 'replace-translated'],
    });
    assert.equal(preview.recommended, 'changed-only');
    const only = preview.options.find((o) => o.id === 'changed-only')!;
    const result = await uploadTranslationFile(
      c,
      'atlas',
      'web',
      'fr',
      { name: 'fr.json', bytes: Buffer.from(jsonSubset(text, new Set(only.onlyKeys))) },
      { method: 'translate', conflicts: only.conflicts },
    );
    assert.equal(result.accepted, accepted(only.predictions).length);
    const after = await c.listTranslationUnits('atlas', 'web', 'fr');
    assert.deepEqual(after.find((u) => u.id === edited.id)!.target, ['Annuler (édité)']);
    const changed = after.filter((u) => {
      const b = units.find((x) => x.id === u.id)!;
      return b.state !== u.state || b.target.join() !== u.target.join();
    });
    assert.deepEqual(
      changed.map((u) => u.context).sort(),
      accepted(only.predictions)
        .map((p) => p.key)
        .sort(),
    );
  });
});

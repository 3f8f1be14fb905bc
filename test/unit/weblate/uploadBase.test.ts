// The upload against the downloaded base (#41): the three-way comparison of each string (base, file,
// server) in every case — plurals, keys added or removed on either side, emptied strings — and the options
// the preview then offers: nothing changed on the server since the download is sent by any option but the
// one that names it, strings changed on both sides are asked about, and Enter never overwrites them.
import { strict as assert } from 'node:assert';
import {
  accepted,
  compareWithBase,
  keysToSend,
  previewUpload,
  sameText,
  type ConflictMode,
  type FileString,
  type ServerString,
} from '../../../src/core/weblate';

const strings = (entries: Record<string, string | string[]>): FileString[] =>
  Object.entries(entries).map(([key, v]) => ({ key, forms: Array.isArray(v) ? v : [v] }));
const units = (entries: Record<string, [string | string[], number]>) =>
  new Map<string, ServerString>(
    Object.entries(entries).map(([key, [v, state]]) => [key, { key, target: Array.isArray(v) ? v : [v], state }]),
  );
const sides = (c: ReturnType<typeof compareWithBase>) => ({
  here: c.here.map((d) => d.key),
  server: c.server.map((d) => d.key),
  both: c.both.map((d) => d.key),
});
const ALL: ConflictMode[] = ['ignore', 'replace-translated', 'replace-approved'];

describe('upload base: the three-way comparison', () => {
  it('puts each string in one group: changed here, on the server since the download, or on both', () => {
    const base = strings({ mine: 'Ouvrir', theirs: 'Fermer', both: 'Supprimer', alike: 'Annuler', still: 'OK' });
    const local = strings({
      mine: 'Ouvrir…',
      theirs: 'Fermer',
      both: 'Supprimer ici',
      alike: 'Annuler !',
      still: 'OK',
    });
    const server = units({
      mine: ['Ouvrir', 20],
      theirs: ['Fermer la fenêtre', 20],
      both: ['Supprimer là-bas', 20],
      alike: ['Annuler !', 20],
      still: ['OK', 20],
    });
    const c = compareWithBase(base, local, server);
    assert.deepEqual(sides(c), { here: ['mine'], server: ['theirs'], both: ['both'] });
    assert.deepEqual(c.both[0], {
      key: 'both',
      base: ['Supprimer'],
      local: ['Supprimer ici'],
      server: ['Supprimer là-bas'],
      state: 20,
      side: 'both',
    });
    assert.deepEqual(c.server[0]!.local, ['Fermer']);
  });

  it('compares plural forms as a whole: one form changed, or a form count that differs, is a change', () => {
    const base = strings({ files: ['{n} fichier', '{n} fichiers'], maps: ['{n} carte', '{n} cartes'], n: ['a', 'b'] });
    const local = strings({ files: ['{n} fichier', '{n} fichiers !'], maps: ['{n} carte', '{n} cartes'], n: ['a'] });
    const server = units({
      files: [['{n} fichier', '{n} fichiers'], 20],
      maps: [['{n} carte', '{n} cartes', '{n} cartes'], 20],
      n: [['a', 'b'], 20],
    });
    assert.deepEqual(sides(compareWithBase(base, local, server)), { here: ['files', 'n'], server: ['maps'], both: [] });
  });

  it('reads a key added on either side against "no text", and leaves out what an upload cannot carry', () => {
    const base = strings({ removedHere: 'Ancien', emptiedHere: 'Vide', serverCleared: 'Effacé', untranslated: '' });
    const local = strings({
      addedHere: 'Nouveau', // not in the download, untranslated on the server: changed here
      addedBoth: 'Ici', // not in the download, translated on the server since: both
      addedAlike: 'Pareil', // the same on both sides: nothing to do
      emptiedHere: '', // an upload cannot clear a string
      serverCleared: 'Effacé', // the server emptied it since: changed there
      untranslated: 'Traduit', // downloaded empty, translated here
      notAUnit: 'x', // the server ignores keys it does not have
    });
    const server = units({
      addedHere: ['', 0],
      addedBoth: ['Là-bas', 20],
      addedAlike: ['Pareil', 20],
      removedHere: ['Ancien modifié', 20],
      emptiedHere: ['Vide', 20],
      serverCleared: ['', 0],
      untranslated: ['', 0],
    });
    const c = compareWithBase(base, local, server);
    assert.deepEqual(sides(c), {
      here: ['addedHere', 'untranslated'],
      server: ['serverCleared'],
      both: ['addedBoth'],
    });
    assert.equal(c.both[0]!.base, undefined);
    // A missing key and empty forms are the same "no text".
    assert.deepEqual(
      [sameText(undefined, ['', '']), sameText([''], undefined), sameText(['a'], undefined)],
      [true, true, false],
    );
  });

  it('is linear: 200,000 strings in one pass', () => {
    const n = 200_000;
    const base = Array.from({ length: n }, (_, i) => ({ key: `k${i}`, forms: [`v${i}`] }));
    const local = base.map((s, i) => (i % 3 === 0 ? { key: s.key, forms: [`${s.forms[0]} ici`] } : s));
    const server = new Map(
      base.map((s, i) => [s.key, { key: s.key, target: i % 5 === 0 ? [`${s.forms[0]} là`] : s.forms, state: 20 }]),
    );
    const c = compareWithBase(base, local, server);
    assert.equal(c.both.length, Math.ceil(n / 15));
    assert.equal(c.here.length + c.both.length, Math.ceil(n / 3));
    assert.equal(c.server.length + c.both.length, n / 5);
  });
});

describe('upload base: the options the preview offers', () => {
  const base = strings({ mine: 'Ouvrir', theirs: 'Fermer', both: 'Supprimer', draft: 'Brouillon', gold: 'Or' });
  const local = strings({ mine: 'Ouvrir…', theirs: 'Fermer', both: 'Supprimer ici', draft: 'Brouillon', gold: 'Or' });
  const server = units({
    mine: ['Ouvrir', 20],
    theirs: ['Fermer la fenêtre', 10], // a teammate's text, needing editing: a whole-file upload would replace it
    both: ['Supprimer là-bas', 20],
    draft: ['Brouillon', 10],
    gold: ['Or', 30],
  });

  it('suggests only the strings changed here; every option but the one naming them leaves the server changes out', () => {
    const preview = previewUpload(local, server, { method: 'translate', fuzzy: '', allowed: ALL, base });
    assert.deepEqual(
      preview.options.map((o) => o.id),
      ['changed-only', 'overwrite-server', ...ALL],
    );
    assert.equal(preview.recommended, 'changed-only');
    assert.deepEqual(
      preview.changedHere.map((p) => p.key),
      ['mine'],
    );
    const [only, overwrite, ...whole] = preview.options;
    assert.deepEqual([only!.onlyKeys, only!.conflicts, only!.overwrites], [['mine'], 'replace-translated', []]);
    assert.deepEqual(
      only!.asks.map((d) => d.key),
      ['both'],
    );
    for (const o of whole) {
      assert.deepEqual(o.onlyKeys, ['mine', 'draft', 'gold'], o.id);
      assert.deepEqual(o.overwrites, [], o.id);
    }
    assert.deepEqual(
      overwrite!.overwrites.map((d) => d.key),
      ['theirs'],
    );
    assert.deepEqual(overwrite!.onlyKeys!.sort(), ['mine', 'theirs']);
    assert.deepEqual(
      accepted(overwrite!.predictions).map((p) => p.key),
      ['mine', 'theirs'],
    );
    // "Send mine" on the string changed on both sides adds it; keeping the server's text (the default) does not.
    assert.deepEqual(keysToSend(only!, new Set()), ['mine']);
    assert.deepEqual(keysToSend(only!, new Set(['both'])), ['mine', 'both']);
  });

  it('without the overwrite right offers no option that overwrites, and still leaves the server changes out', () => {
    const preview = previewUpload(local, server, { method: 'translate', fuzzy: '', allowed: ['ignore'], base });
    assert.deepEqual(
      preview.options.map((o) => [o.id, o.conflicts]),
      [
        ['changed-only', 'ignore'],
        ['ignore', 'ignore'],
      ],
    );
    assert.ok(preview.options.every((o) => o.overwrites.length === 0));
  });

  it('with nothing changed here, suggests keeping existing translations without the server changes', () => {
    const preview = previewUpload(base, server, { method: 'translate', fuzzy: '', allowed: ALL, base });
    assert.equal(preview.recommended, 'ignore');
    assert.ok(!preview.options.some((o) => o.id === 'changed-only'));
    const keep = preview.options.find((o) => o.id === 'ignore')!;
    assert.deepEqual(keep.onlyKeys, ['mine', 'draft', 'gold']);
    assert.deepEqual(keep.overwrites, []);
  });

  it('for a file that cannot be cut down, names the server changes each whole-file option overwrites and preselects none of those', () => {
    const preview = previewUpload(local, server, {
      method: 'translate',
      fuzzy: '',
      allowed: ALL,
      base,
      canCut: false,
    });
    assert.deepEqual(
      preview.options.map((o) => o.id),
      ALL,
    );
    assert.equal(preview.recommended, undefined);
    const keep = preview.options[0]!;
    assert.equal(keep.onlyKeys, undefined);
    assert.deepEqual(
      keep.overwrites.map((d) => d.key),
      ['theirs'],
    );
    assert.deepEqual(keep.asks, []);
    assert.deepEqual(
      preview.options[1]!.overwrites.map((d) => d.key),
      ['theirs', 'both'],
    );
  });

  it('without a base compares with the server, as before, and says there is no base', () => {
    const preview = previewUpload(local, server, { method: 'translate', fuzzy: '', allowed: ALL });
    assert.equal(preview.base, undefined);
    assert.deepEqual(
      preview.changedHere.map((p) => p.key),
      ['mine', 'theirs', 'both'],
    );
    assert.equal(preview.options[0]!.id, 'changed-only');
  });
});

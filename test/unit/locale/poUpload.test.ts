// A PO file in the upload preview (#41): its strings under the identity Weblate gives a PO unit (context
// and msgid), the file cut down to some entries (header kept, each entry byte for byte), and the preview's
// three groups for PO, where a fuzzy mark removed or set here is a change of the string.
import { strict as assert } from 'node:assert';
import { parsePo } from '../../../src/core/locale/poParse';
import { poFileStrings, poKey, poSubset, poUnitKey, shownPoKey } from '../../../src/core/locale/poUpload';
import { uploadFormatOf } from '../../../src/core/locale/uploadFormats';
import {
  compareWithBase,
  keysToSend,
  previewUpload,
  serverStrings,
  type ConflictMode,
} from '../../../src/core/weblate';

const HEADER =
  '# Translators\nmsgid ""\nmsgstr ""\n"Language: de\\n"\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n';
const po = (...entries: string[]) => [HEADER, ...entries].join('\n');
const YES = 'msgctxt "confirmation prompt"\nmsgid "Yes"\nmsgstr "Ja"\n';
const YES_BARE = 'msgid "Yes"\nmsgstr "Jawohl"\n';
const TILES =
  '#: cleanup.py:16\nmsgid "{count} tile"\nmsgid_plural "{count} tiles"\nmsgstr[0] "{count} Kachel"\nmsgstr[1] "{count} Kacheln"\n';
const DONE = '#, fuzzy\nmsgid "Cleanup finished"\nmsgstr "Aufräumen fertig"\n';
const OBSOLETE = '#~ msgid "Old"\n#~ msgstr "Alt"\n';

/** Units as real Weblate lists them for a bilingual PO component: context = msgctxt, source = msgid(s). */
const unit = (context: string, source: string[], target: string[], state: number) => ({
  context,
  source,
  target,
  state,
});
const SERVER = [
  unit('confirmation prompt', ['Yes'], ['Ja'], 20),
  unit('', ['Yes'], ['Jawohl'], 20),
  unit('', ['{count} tile', '{count} tiles'], ['{count} Kachel', '{count} Kacheln'], 20),
  unit('', ['Cleanup finished'], ['Aufräumen fertig'], 10),
];
const ALL: ConflictMode[] = ['ignore', 'replace-translated'];

describe('PO upload: strings and identity', () => {
  it('names each entry by its context and msgid, so the same msgid under two contexts stays two strings', () => {
    const strings = poFileStrings(`\uFEFF${po(YES, YES_BARE, TILES, DONE, OBSOLETE)}`);
    assert.deepEqual(strings, [
      { key: poKey('confirmation prompt', 'Yes'), forms: ['Ja'], fuzzy: false },
      { key: poKey(undefined, 'Yes'), forms: ['Jawohl'], fuzzy: false },
      { key: poKey(undefined, '{count} tile'), forms: ['{count} Kachel', '{count} Kacheln'], fuzzy: false },
      { key: poKey(undefined, 'Cleanup finished'), forms: ['Aufräumen fertig'], fuzzy: true },
    ]);
    const server = serverStrings(SERVER, poUnitKey);
    assert.ok(strings.every((s) => server.get(s.key)?.target.join() === s.forms.join()));
    assert.equal(shownPoKey(strings[0]!.key), 'Yes [confirmation prompt]');
    assert.equal(shownPoKey(strings[1]!.key), 'Yes');
    assert.equal(shownPoKey('menu.file.save'), 'menu.file.save');
  });
});

describe('PO upload: the file cut down to some entries', () => {
  it('keeps the header and exactly the entries asked for, byte for byte, in file order', () => {
    const text = po(YES, YES_BARE, TILES, DONE, OBSOLETE);
    const cut = poSubset(text, new Set([poKey(undefined, 'Cleanup finished'), poKey('confirmation prompt', 'Yes')]));
    assert.equal(cut, [HEADER, YES, DONE].join('\n'));
    const again = parsePo(cut);
    assert.equal(again.header?.msgstr[0], 'Language: de\nPlural-Forms: nplurals=2; plural=(n != 1);\n');
    assert.deepEqual(
      again.entries.map((e) => [e.msgctxt, e.msgid, e.fuzzy]),
      [
        ['confirmation prompt', 'Yes', false],
        [undefined, 'Cleanup finished', true],
      ],
    );
  });

  it('keeps CRLF line ends, ends a last entry without a newline with one, and refuses a malformed file', () => {
    const crlf = po(YES, 'msgid "Cleanup finished"\nmsgstr "Fertig"').replace(/\n/g, '\r\n');
    assert.equal(
      poSubset(crlf, new Set([poKey(undefined, 'Cleanup finished')])),
      `${HEADER.replace(/\n/g, '\r\n')}\nmsgid "Cleanup finished"\r\nmsgstr "Fertig"\n`,
    );
    assert.throws(() => poSubset('msgid "a\nmsgstr ""\n', new Set()), SyntaxError);
  });

  it('with no key asked, is the header alone', () => {
    assert.equal(poSubset(po(YES, TILES), new Set()), HEADER);
  });
});

describe('PO upload: the preview against the downloaded base', () => {
  const base = poFileStrings(po(YES, YES_BARE, TILES, DONE));

  it('an edit here, a teammate’s change and a string changed on both fall in their groups by context and msgid', () => {
    const local = poFileStrings(
      po(YES.replace('"Ja"', '"Jawohl, ja"'), YES_BARE, TILES.replace('} Kacheln"', '} Fliesen"'), DONE),
    );
    const server = serverStrings(
      [
        SERVER[0]!,
        unit('', ['Yes'], ['Jo'], 20),
        unit('', ['{count} tile', '{count} tiles'], ['{count} Kachel', '{count} Platten'], 20),
        SERVER[3]!,
      ],
      poUnitKey,
    );
    const c = compareWithBase(base, local, server);
    const shown = (d: { key: string }[]) => d.map((x) => shownPoKey(x.key));
    assert.deepEqual(
      [shown(c.here), shown(c.server), shown(c.both)],
      [['Yes [confirmation prompt]'], ['Yes'], ['{count} tile']],
    );
  });

  it('a fuzzy mark removed here is a change made here, sent by either suggested option as translated', () => {
    const local = poFileStrings(po(YES, YES_BARE, TILES, DONE.replace('#, fuzzy\n', '')));
    const server = serverStrings(SERVER, poUnitKey);
    const preview = previewUpload(local, server, { method: 'translate', fuzzy: 'process', allowed: ALL, base });
    assert.deepEqual(
      preview.base!.here.map((d) => shownPoKey(d.key)),
      ['Cleanup finished'],
    );
    // Keeping existing translations sends it too (the server has it needing editing) and changes nothing else.
    assert.equal(preview.recommended, 'ignore');
    const keep = preview.options.find((o) => o.id === 'ignore')!;
    assert.deepEqual(
      keep.predictions.filter((p) => p.outcome === 'accepted').map((p) => [shownPoKey(p.key), p.changedHere]),
      [['Cleanup finished', true]],
    );
    const only = preview.options.find((o) => o.id === 'changed-only')!;
    assert.deepEqual(keysToSend(only, new Set()), [poKey(undefined, 'Cleanup finished')]);
    assert.deepEqual(
      only.predictions.map((p) => [p.outcome, p.reason, p.from, p.to]),
      [['accepted', 'state', 10, 20]],
    );
  });

  it('a file sent back as downloaded changes nothing: its fuzzy entry stays needing editing', () => {
    const preview = previewUpload(base, serverStrings(SERVER, poUnitKey), {
      method: 'translate',
      fuzzy: 'process',
      allowed: ALL,
      base,
    });
    assert.deepEqual([preview.base!.here, preview.base!.server, preview.base!.both], [[], [], []]);
    const keep = preview.options.find((o) => o.id === 'ignore')!;
    assert.equal(keep.predictions.filter((p) => p.outcome === 'accepted').length, 0);
    assert.equal(preview.recommended, 'ignore');
  });

  it('a string a teammate marked as needing editing since the download is theirs, left alone', () => {
    const server = serverStrings([SERVER[0]!, unit('', ['Yes'], ['Jawohl'], 10), SERVER[2]!, SERVER[3]!], poUnitKey);
    const preview = previewUpload(base, server, { method: 'translate', fuzzy: 'process', allowed: ALL, base });
    assert.deepEqual(
      preview.base!.server.map((d) => shownPoKey(d.key)),
      ['Yes'],
    );
    assert.equal(preview.recommended, 'ignore');
    const keep = preview.options.find((o) => o.id === 'ignore')!;
    assert.deepEqual(keep.onlyKeys?.includes(poKey(undefined, 'Yes')), false);
  });
});

describe('upload formats: which files the preview reads, and how', () => {
  it('reads .json as JSON, a po component or a .po/.pot file as PO, po-mono by its key', () => {
    assert.equal(uploadFormatOf('json-nested', 'fr.json')?.id, 'json');
    assert.equal(uploadFormatOf('po', 'tools.txt')?.id, 'po');
    assert.equal(uploadFormatOf(undefined, 'de.po')?.id, 'po');
    assert.equal(uploadFormatOf('gettext-ish', 'tools.POT')?.id, 'po');
    assert.equal(uploadFormatOf('po-mono', 'de.po')?.id, 'po-mono');
    assert.equal(
      uploadFormatOf('po-mono', 'de.po')!.identity({ context: 'toolbar.quit', source: ['Quit'] }),
      'toolbar.quit',
    );
    const poFormat = uploadFormatOf('po', 'de.po')!;
    assert.equal(poFormat.fuzzy, 'process');
    assert.equal(poFormat.identity({ context: 'c', source: ['Yes'] }), poKey('c', 'Yes'));
    assert.equal(uploadFormatOf('json', 'fr.json')!.identity({ context: 'menu.save', source: ['Save'] }), 'menu.save');
  });
});

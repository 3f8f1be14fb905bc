// A component's strings for the hints in two steps (issue 44 item 7): the source and the hints' languages
// first, every other language after; read from the sandbox's atlas/web (seven languages) over loopback HTTP,
// with each listing recorded in the order it was asked.
import { strict as assert } from 'node:assert';
import { hintLanguagesFirst, readComponentKeys } from '../../../src/core/sourceKeys/componentStrings';
import { WeblateClient, type Translation } from '../../../src/core/weblate';
import { useSandbox } from '../sandbox/helpers';

const ctx = useSandbox();

describe('source keys: a component’s strings, hints first', () => {
  let client: WeblateClient;
  let translations: Translation[];
  let asked: string[];
  const unitsOf = (t: Translation) => {
    asked.push(t.language.code);
    return client.listTranslationUnits('atlas', 'web', t.language.code);
  };

  before(async () => {
    client = new WeblateClient({
      baseUrl: ctx.sb.weblateUrl,
      token: ctx.sb.credentials.weblate.adminToken,
      retry: { baseDelayMs: 1 },
    });
    translations = await client.listTranslations('atlas', 'web');
  });
  beforeEach(() => (asked = []));
  after(() => client.close());

  it('control: atlas/web has more languages than a hint shows', () => {
    assert.ok(translations.length >= 6, translations.map((t) => t.language.code).join(','));
  });

  it('picks the hint language and the state languages, else the first three, each in the component’s order', () => {
    const others = translations.filter((t) => !t.is_source);
    const codes = (ts: Translation[]) => ts.map((t) => t.language.code);
    const last = others[others.length - 1]!.language.code;
    const [early, late] = hintLanguagesFirst(others, { language: last, states: [] });
    assert.deepEqual(codes(early), [...codes(others.slice(0, 3)), last]);
    assert.deepEqual(codes(late), codes(others.slice(3, -1)));
    const [named] = hintLanguagesFirst(others, { language: '', states: [last.toUpperCase(), 'xx'] });
    assert.deepEqual(codes(named), [last]);
  });

  it('hands over the hints’ strings before the other languages are listed, then every language in order', async () => {
    const component = await client.getComponent('atlas', 'web');
    const others = translations.filter((t) => !t.is_source);
    const hintLanguage = others[others.length - 1]!.language.code;
    const { first, rest } = await readComponentKeys(component, translations, unitsOf, {
      language: hintLanguage,
      states: ['de'],
    });
    // The first step asked for the source and the two named languages only; the rest are asked after it.
    assert.deepEqual(asked.slice(0, 3).sort(), [component.source_language!.code, 'de', hintLanguage].sort());
    assert.equal(first.complete, false);
    const key = first.index.sourceUnit({ key: 'menu.file.save' })!;
    assert.ok(key, 'control: atlas/web has menu.file.save');
    assert.deepEqual(
      first.index.lookup({ key: 'menu.file.save' })!.languages.map((l) => l.code),
      others.filter((t) => ['de', hintLanguage].includes(t.language.code)).map((t) => t.language.code),
    );
    assert.ok(rest, 'more languages to read');
    const whole = await rest;
    assert.equal(whole.complete, true);
    assert.deepEqual(
      whole.index.lookup({ key: 'menu.file.save' })!.languages.map((l) => l.code),
      others.map((t) => t.language.code),
    );
    assert.equal(asked.length, translations.length, 'each language listed once');
  });

  it('reads in one step when the hints need every language', async () => {
    const component = await client.getComponent('atlas', 'web');
    const codes = translations.filter((t) => !t.is_source).map((t) => t.language.code);
    const { first, rest } = await readComponentKeys(component, translations, unitsOf, { language: '', states: codes });
    assert.equal(rest, undefined);
    assert.equal(first.complete, true);
  });
});

// From keys in code to the sandbox's strings: a monolingual component (json-nested, keyed by `context`)
// read over loopback HTTP as the editor reads it (source translation + every other language), and the
// bilingual rule (gettext: source text plus msgctxt) on the same units.
import { strict as assert } from 'node:assert';
import { KeyIndex, keyFieldOf, type LanguageUnits } from '../../../src/core/sourceKeys/keyIndex';
import { scanSource } from '../../../src/core/sourceKeys/scan';
import { WeblateClient, type Unit } from '../../../src/core/weblate';
import { useSandbox } from '../sandbox/helpers';

const ctx = useSandbox();

describe('source keys mapped to the server’s units', () => {
  let source: Unit[];
  let languages: LanguageUnits[];

  before(async () => {
    const client = new WeblateClient({
      baseUrl: ctx.sb.weblateUrl,
      token: ctx.sb.credentials.weblate.adminToken,
      retry: { baseDelayMs: 1 },
    });
    const translations = await client.listTranslations('atlas', 'web');
    const src = translations.find((t) => t.is_source)!;
    source = await client.listTranslationUnits('atlas', 'web', src.language.code);
    languages = await Promise.all(
      translations
        .filter((t) => t !== src)
        .map(async (t) => ({
          code: t.language.code,
          name: t.language.name,
          units: await client.listTranslationUnits('atlas', 'web', t.language.code),
        })),
    );
  });

  /** The source units with an i18next v4 plural (`cart.items_one`, `cart.items_other`, ids -1 and -2). */
  const withPluralForms = () => {
    const save = source.find((u) => u.context === 'menu.file.save')!;
    return [
      ...source,
      { ...save, id: -1, context: 'cart.items_one' },
      { ...save, id: -2, context: 'cart.items_other' },
    ];
  };

  it('chooses the field by file format: a key for monolingual formats, the source text for gettext and XLIFF', () => {
    assert.equal(keyFieldOf('json-nested'), 'context');
    assert.equal(keyFieldOf('aresource'), 'context');
    assert.equal(keyFieldOf('po'), 'source');
    assert.equal(keyFieldOf('xliff'), 'source');
  });

  it('finds each key of a React file, with every language’s unit of the same string, and misses an unknown key', () => {
    const index = new KeyIndex('context', source, languages);
    const usages = scanSource(
      "const { t } = useTranslation(); t('menu.file.save'); t('menu.file.print');",
      'javascript',
      { i18next: true, vueI18n: false, gettext: false, ngxTranslate: false },
    );
    const save = index.lookup(usages[0]!)!;
    assert.equal(save.source.context, 'menu.file.save');
    assert.deepEqual(save.source.source, ['Save']);
    assert.deepEqual(
      save.languages.map((l) => l.code),
      languages.map((l) => l.code),
    );
    for (const l of save.languages) {
      const expected = languages.find((x) => x.code === l.code)!.units.find((u) => u.context === 'menu.file.save');
      assert.equal(l.unit?.id, expected?.id, `${l.code}: the unit of the same string`);
    }
    assert.ok(
      save.languages.some((l) => l.unit && l.unit.target.some(Boolean)),
      'some language has a translation',
    );
    assert.equal(index.lookup(usages[1]!), undefined);
    assert.equal(index.sourceUnit(usages[1]!), undefined);
  });

  it('finds an i18next v4 plural key (`key_one`, `key_other` in the file) by the key the code writes', () => {
    const index = new KeyIndex('context', withPluralForms(), languages);
    assert.equal(index.lookup({ key: 'cart.items' })?.source.id, -2);
    assert.equal(
      new KeyIndex('context', source, languages).lookup({ key: 'cart.items' }),
      undefined,
      'control: without the forms there is none',
    );
  });

  it('by source text and msgctxt for bilingual formats: a msgid without its context is another string', () => {
    const index = new KeyIndex('source', source, languages);
    const save = source.find((u) => u.context === 'menu.file.save')!;
    assert.equal(index.lookup({ key: 'Save', context: 'menu.file.save' })?.source.id, save.id);
    assert.equal(index.lookup({ key: 'Save' }), undefined);
  });

  it('lists the keys code can name once each (plural forms as their key) and each language’s unit of one', () => {
    const save = source.find((u) => u.context === 'menu.file.save')!;
    const index = new KeyIndex('context', withPluralForms(), languages);
    const keys = [...index.keys()].map((k) => k.key);
    assert.deepEqual(
      keys.filter((k) => k.startsWith('cart.items')),
      ['cart.items'],
    );
    assert.equal(keys.length, source.length + 1);
    assert.ok(keys.includes('menu.file.save'));
    const other = languages.find((l) => l.units.some((u) => u.context === 'menu.file.save'))!;
    assert.equal(
      index.unitIn(save, other.code.toUpperCase())?.id,
      other.units.find((u) => u.context === 'menu.file.save')!.id,
    );
    assert.equal(index.unitIn(save, 'no-such-language'), undefined);
  });

  it('offers bilingual strings by their source text, leaving out those with a msgctxt', () => {
    const withContext = source.filter((u) => u.context !== '').length;
    assert.ok(withContext > 0, 'control: the json units carry their key as context');
    const plain = { ...source[0]!, id: -3, context: '', source: ['Plain text'] };
    const keys = [...new KeyIndex('source', [...source, plain], languages).keys()].map((k) => k.key);
    assert.deepEqual(keys, ['Plain text']);
  });
});

// A key from several components: the setting's shapes (old single string, commas, a list), the lookup in
// order (first component that has the key wins; a key none has is the primary's), completion's keys each
// once; and Weblate's YAML contexts (`nav->home`), which code writes with dots.
import { strict as assert } from 'node:assert';
import { KeyIndex, type LanguageUnits } from '../../../src/core/sourceKeys/keyIndex';
import { KeyLookup, namedComponents } from '../../../src/core/sourceKeys/keyLookup';
import type { Unit } from '../../../src/core/weblate';

let nextId = 1;
const unit = (context: string, text: string, target = text): Unit =>
  ({ id: nextId++, context, source: [text], target: [target], state: 20 }) as unknown as Unit;

function component(name: string, format: string, strings: Record<string, string>) {
  const source = Object.entries(strings).map(([k, v]) => unit(k, v));
  const de: LanguageUnits = {
    code: 'de',
    name: 'German',
    units: source.map((u) => ({ ...u, id: nextId++, target: [`de ${u.source[0]}`] })),
  };
  return { name, index: KeyIndex.forFormat(format, source, [de]) };
}

describe('source keys: keys from several components', () => {
  it('reads the setting: one string (as before), commas, a list; bad shapes and repeats left out', () => {
    assert.deepEqual(namedComponents('shop/web'), [{ project: 'shop', component: 'web' }]);
    assert.deepEqual(namedComponents(' shop/web , shop/common '), [
      { project: 'shop', component: 'web' },
      { project: 'shop', component: 'common' },
    ]);
    assert.deepEqual(namedComponents(['shop/web', 'shop/web', 'x', 'a/b/c', '../etc', 'ok/c_1', 7, 'sp ace/x']), [
      { project: 'shop', component: 'web' },
      { project: 'ok', component: 'c_1' },
    ]);
    assert.deepEqual(namedComponents(''), []);
    assert.deepEqual(namedComponents(undefined), []);
  });

  it('looks a key up in each component in order: the first that has it wins', () => {
    const web = component('web', 'json-nested', { 'checkout.title': 'Checkout', 'shared.ok': 'Web OK' });
    const common = component('common', 'json-nested', { 'shared.ok': 'OK', 'shared.cancel': 'Cancel' });
    const lookup = new KeyLookup([web, common]);
    assert.equal(lookup.primary, web);
    assert.equal(lookup.lookup({ key: 'checkout.title' })?.from, web);
    assert.equal(lookup.lookup({ key: 'shared.ok' })?.from, web, 'in both: the first');
    assert.equal(lookup.lookup({ key: 'shared.ok' })?.entry.source.source[0], 'Web OK');
    const cancel = lookup.lookup({ key: 'shared.cancel' })!;
    assert.equal(cancel.from, common);
    assert.equal(cancel.entry.languages[0]?.unit?.target[0], 'de Cancel');
    assert.equal(lookup.find({ key: 'shared.cancel' })?.unit.source[0], 'Cancel');
    assert.equal(lookup.lookup({ key: 'nowhere' }), undefined);
    assert.equal(new KeyLookup([common, web]).lookup({ key: 'shared.ok' })?.from, common, 'the order decides');
  });

  it('an i18next namespace looks in the component of that slug first, then in the others in order', () => {
    const web = component('web', 'json', { title: 'Web title', only: 'Web only' });
    const shop = component('shop', 'json', { title: 'Shop title' });
    const lookup = new KeyLookup([web, shop], (c) => c.name);
    assert.equal(lookup.lookup({ key: 'title', namespace: 'shop' })?.from, shop);
    assert.equal(lookup.find({ key: 'title', namespace: 'shop' })?.unit.source[0], 'Shop title');
    assert.equal(lookup.lookup({ key: 'only', namespace: 'shop' })?.from, web, 'not there: the others still count');
    assert.equal(lookup.lookup({ key: 'title', namespace: 'other' })?.from, web);
    assert.equal(new KeyLookup([web, shop]).lookup({ key: 'title', namespace: 'shop' })?.from, web, 'no slugs known');
  });

  it('offers every key once, from the first component that has it', () => {
    const web = component('web', 'json', { a: 'A', shared: 'Web' });
    const common = component('common', 'json', { shared: 'Common', b: 'B' });
    const keys = [...new KeyLookup([web, common]).keys()].map((k) => `${k.from.name}:${k.key}`);
    assert.deepEqual(keys, ['web:a', 'web:shared', 'common:b']);
    assert.throws(() => new KeyLookup([]));
  });

  it('YAML components: `nav->home` is written nav.home (Rails and plain YAML), other formats keep their dots', () => {
    const rails = component('rails', 'ruby-yaml', { 'nav->home': 'Home', 'users->count': 'Users' });
    assert.equal(rails.index.lookup({ key: 'nav.home' })?.source.source[0], 'Home');
    assert.equal(rails.index.lookup({ key: 'nav->home' }), undefined);
    assert.deepEqual(
      [...rails.index.keys()].map((k) => k.key),
      ['nav.home', 'users.count'],
    );
    assert.equal(rails.index.writtenKey(rails.index.sourceUnit({ key: 'nav.home' })!), 'nav.home');
    const yaml = component('yaml', 'yaml', { 'menu->file->open': 'Open' });
    assert.equal(yaml.index.lookup({ key: 'menu.file.open' })?.source.source[0], 'Open');
    const json = component('json', 'json', { 'a->b': 'arrow in a JSON key' });
    assert.equal(json.index.lookup({ key: 'a->b' })?.source.source[0], 'arrow in a JSON key');
    const po = component('po', 'po', {});
    assert.equal(po.index.field, 'source');
  });
});

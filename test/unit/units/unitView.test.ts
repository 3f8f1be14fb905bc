import { strict as assert } from 'node:assert';
import { buildUnitView, choosableStates, editableForms, languageTag } from '../../../src/core/units/unitView';
import { WeblateClient, type Unit } from '../../../src/core/weblate';
import { useSandbox } from '../sandbox/helpers';

const ctx = useSandbox();

describe('unit panel view model', () => {
  it('builds the panel from wire data: plural forms, direction, other languages, history', async () => {
    const c = new WeblateClient({ baseUrl: ctx.sb.weblateUrl, token: ctx.sb.credentials.weblate.adminToken });
    const [unit] = await c.listTranslationUnits('atlas', 'web', 'ar', { q: 'has:plural' });
    const translation = await c.getTranslation('atlas', 'web', 'ar');
    const siblings = await c.listUnits({ q: `project:atlas component:web key:="${unit!.context}"` });
    const translations = await c.listTranslations('atlas', 'web');
    const others = siblings.map((u) => ({
      unit: u,
      translation: translations.find((t) => t.url.split('?')[0] === u.translation.split('?')[0])!,
    }));
    const changes = await c.listChanges({}, { project: 'atlas', component: 'web', language: 'ar' });
    const view = buildUnitView({ unit: unit!, translation, others, changes });
    assert.equal(view.language.direction, 'rtl');
    assert.equal(view.target.length, 6, 'six plural forms to edit in Arabic');
    assert.equal(view.others.length, 6, 'the other six languages of atlas/web');
    assert.ok(view.others.every((o) => o.stateLabel.length > 0 && o.unitId !== unit!.id));
    assert.ok(view.history.every((h) => h.action.length > 0));
    await c.close();
  });

  it('shows read-only strings as read-only, with the reason: the source, state 100, or the read-only flag', async () => {
    const c = new WeblateClient({ baseUrl: ctx.sb.weblateUrl, token: ctx.sb.credentials.weblate.adminToken });
    const view = async (language: string, q: string) => {
      const [unit] = await c.listTranslationUnits('atlas', 'web', language, { q });
      const translation = await c.getTranslation('atlas', 'web', language);
      return { unit: unit!, translation, built: buildUnitView({ unit: unit!, translation, others: [], changes: [] }) };
    };
    const source = await view('en', '');
    assert.equal(source.translation.is_source, true);
    assert.deepEqual(
      [source.built.readOnly, source.built.stateKind, source.built.readOnlyBecause],
      [true, 'readOnly', 'source'],
    );
    const stateHundred = await view('de', 'state:read-only');
    assert.deepEqual([stateHundred.built.readOnly, stateHundred.built.readOnlyBecause], [true, 'state']);
    // The flag alone, on a string Weblate reports as needing editing: still read-only, not "Needs editing".
    const fuzzy = await view('de', 'state:needs-editing');
    const flagged = buildUnitView({
      unit: { ...fuzzy.unit, extra_flags: 'read-only' },
      translation: fuzzy.translation,
      others: [],
      changes: [],
    });
    assert.deepEqual([flagged.readOnly, flagged.stateKind, flagged.readOnlyBecause], [true, 'readOnly', 'flag']);
    assert.deepEqual(
      [fuzzy.built.readOnly, fuzzy.built.stateKind, fuzzy.built.readOnlyBecause],
      [false, 'needsEditing', undefined],
    );
    await c.close();
  });

  it('pads or trims target forms to the language’s plural count, one form for a singular source', () => {
    const unit = { source: ['{n} file', '{n} files'], target: ['a'] } as unknown as Unit;
    assert.deepEqual(editableForms(unit, 3), ['a', '', '']);
    assert.deepEqual(editableForms({ ...unit, source: ['x'] } as Unit, 3), ['a']);
  });

  it('turns Weblate language codes into valid lang attributes', () => {
    assert.deepEqual(['pt_BR', 'de', 'sr@latin', 'zh_Hant', 'be@cyrillic', '<x>', ''].map(languageTag), [
      'pt-BR',
      'de',
      'sr-Latn',
      'zh-Hant',
      'be-Cyrl',
      'und',
      'und',
    ]);
  });

  it('offers Approved only where the project reviews translations', () => {
    assert.deepEqual(
      choosableStates(false).map((s) => s.value),
      [10, 20],
    );
    assert.deepEqual(
      choosableStates(true).map((s) => s.value),
      [10, 20, 30],
    );
  });
});

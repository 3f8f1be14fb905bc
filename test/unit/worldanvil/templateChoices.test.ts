// The template question's rows (#31): every slug of the seed's list once, sorted by its label, never by
// the slug — so `militaryConflict` sits under M as "Military conflict", and a translation re-sorts them.
import assert from 'node:assert/strict';
import { TEMPLATE_SLUGS, type TemplateSlug } from '../../../src/core/worldanvil';
import { templateChoices } from '../../../src/core/worldanvil/templateChoices';

/** Labels that sort differently from the slugs: the slug spelled backwards, upper-cased. */
const reversed = Object.fromEntries(TEMPLATE_SLUGS.map((s) => [s, [...s].reverse().join('').toUpperCase()])) as Record<
  TemplateSlug,
  string
>;
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('template choices', () => {
  it('lists every template of the seed exactly once', () => {
    const slugs = templateChoices(reversed, byCodeUnit).map((c) => c.slug);
    assert.deepEqual([...slugs].sort(), [...TEMPLATE_SLUGS].sort());
  });

  it('sorts by label, not by slug', () => {
    const labels = templateChoices(reversed, byCodeUnit).map((c) => c.label);
    assert.deepEqual(labels, [...labels].sort(byCodeUnit));
    assert.notDeepEqual(
      templateChoices(reversed, byCodeUnit).map((c) => c.slug),
      [...TEMPLATE_SLUGS].sort(),
    );
  });

  it('sorts with the given collation (German: Ä with A)', () => {
    const labels = { ...reversed, article: 'Ärzte', person: 'Azur', location: 'Abend' };
    const german = new Intl.Collator('de').compare;
    const order = templateChoices(labels, german)
      .map((c) => c.label)
      .slice(0, 3);
    assert.deepEqual(order, ['Abend', 'Ärzte', 'Azur']);
  });

  it('keeps a stable order for equal labels (by slug)', () => {
    const same = Object.fromEntries(TEMPLATE_SLUGS.map((s) => [s, 'Same'])) as Record<TemplateSlug, string>;
    assert.deepEqual(
      templateChoices(same, byCodeUnit).map((c) => c.slug),
      [...TEMPLATE_SLUGS].sort(),
    );
  });
});

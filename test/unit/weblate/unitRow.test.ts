// What a Localization tree row keeps of a unit (core/weblate/unitRow.ts): enough for the row and its
// commands (the source string's id for Delete and Edit Source, the web link for Open on server), nothing
// that would make a 100,000-string translation heavy.
import { strict as assert } from 'node:assert';
import { WeblateClient } from '../../../src/core/weblate';
import { unitRow } from '../../../src/core/weblate/unitRow';
import { useSandbox } from '../sandbox/helpers';

const ctx = useSandbox();

describe('unit rows of the Localization tree', () => {
  it('keep the texts, state, web link and the source string’s id, and nothing else', async () => {
    const client = new WeblateClient({ baseUrl: ctx.sb.origin, token: ctx.sb.credentials.weblate.adminToken });
    const german = (await client.listTranslationUnitsPage('atlas', 'web', 'de', 1)).items;
    const english = (await client.listTranslationUnitsPage('atlas', 'web', 'en', 1)).items;
    const u = german.find((x) => x.source_unit)!;
    const row = unitRow(u);
    assert.deepEqual(Object.keys(row).sort(), ['context', 'id', 'source', 'sourceUnitId', 'state', 'target', 'webUrl']);
    assert.deepEqual(
      { id: row.id, context: row.context, source: row.source, target: row.target, state: row.state },
      { id: u.id, context: u.context, source: u.source, target: u.target, state: u.state },
    );
    assert.equal(row.webUrl, u.web_url);
    // The German string's source string is the English unit of the same key.
    assert.equal(row.sourceUnitId, english.find((e) => e.context === u.context)!.id);
    assert.notEqual(row.sourceUnitId, u.id);
    // A unit without source_unit (Weblate before 4.3) is its own source string.
    assert.equal(unitRow({ ...u, source_unit: undefined }).sourceUnitId, u.id);
    await client.close();
  });
});

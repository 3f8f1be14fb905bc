// The realistic Ledger data (#43 item 8, sandbox/weblate/ledger.ts): its shape read from the generated
// database, then over HTTP as the panel reads it — every key of both components opens (the key query the
// panel sends, quoted by core/weblate/query.ts, finds exactly that string in English and German), and every
// twin in the older component finds its exact source in the newer one.
import { strict as assert } from 'node:assert';
import { generateWeblateData } from '../../../sandbox/weblate/data';
import { LEDGER, LEDGER_CHANGES } from '../../../sandbox/weblate/ledger';
import type { WeblateDb } from '../../../sandbox/weblate/model';
import { WeblateClient } from '../../../src/core/weblate';
import { unitsWithKey } from '../../../src/core/units/sameKey';
import { sameSource } from '../../../src/core/units/sameSource';
import { useSandbox } from './helpers';
import { PanelWindow } from '../../conformance/panelReads';
import { withStepWatchdog } from '../stepWatchdog';

function unitsOf(db: WeblateDb, slug: string, language: string) {
  const project = db.projects.find((p) => p.slug === LEDGER.project)!;
  const comp = db.components.find((c) => c.projectId === project.id && c.slug === slug)!;
  const tr = db.translations.find((t) => t.componentId === comp.id && t.language === language)!;
  return tr.unitIds.map((id) => db.units[id - 1]!);
}

describe('the realistic Ledger data (#43 item 8)', function () {
  this.timeout(120_000);
  const db = generateWeblateData('small', true, true);

  it('is off by default: the seed keeps its projects and change log', () => {
    const plain = generateWeblateData('small', true, false);
    assert.equal(
      plain.projects.some((p) => p.slug === LEDGER.project),
      false,
    );
    assert.equal(db.changes.length, plain.changes.length + LEDGER_CHANGES);
    assert.deepEqual(db.changes.slice(0, plain.changes.length), plain.changes, 'the seed’s changes are unchanged');
  });

  it('holds ≥ 1,500 natural-language keys with German: line breaks, links, colons, placeholders, plurals', () => {
    const app = unitsOf(db, LEDGER.app, 'en');
    const keys = app.map((u) => u.context);
    assert.ok(app.length >= 1500, `${app.length} strings`);
    assert.equal(new Set(keys).size, keys.length, 'each key once');
    const having = (test: (k: string) => boolean) => keys.filter(test).length;
    assert.ok(having((k) => k.includes('\n\n')) >= 100, 'keys with blank lines');
    assert.ok(having((k) => /\]\(https:\/\//.test(k)) >= 100, 'Markdown links');
    assert.ok(having((k) => k.includes(': ')) >= 100, 'colons');
    assert.ok(having((k) => k.includes('{{')) >= 500, 'placeholders');
    assert.ok(app.filter((u) => u.source.length === 2).length >= 100, 'plural units');
    const german = unitsOf(db, LEDGER.app, 'de');
    assert.ok(german.filter((u) => u.target[0]).length >= 1400, 'translated into German');
  });

  it('a second component shares many sources, the button words twenty times; plurals as _one/_other keys', () => {
    const app = new Set(unitsOf(db, LEDGER.app, 'en').map((u) => u.source.join('\u001e')));
    const legacy = unitsOf(db, LEDGER.legacy, 'en');
    assert.ok(legacy.filter((u) => app.has(u.source[0]!)).length >= 800);
    assert.ok(legacy.filter((u) => u.source[0] === 'Budget').length >= 20);
    assert.ok(legacy.filter((u) => u.context.endsWith('_one')).length >= 50);
  });

  it('a 30-term glossary with terminology, read-only and forbidden flags', () => {
    const en = unitsOf(db, LEDGER.glossary, 'en');
    const de = unitsOf(db, LEDGER.glossary, 'de');
    assert.equal(en.length, 30);
    assert.ok(en.some((u) => u.extraFlags === 'terminology') && en.some((u) => u.extraFlags === 'read-only'));
    assert.ok(de.some((u) => u.extraFlags === 'forbidden'));
  });

  it('a change log of ≥ 10,000 entries over months, ids and times ascending together', () => {
    const project = db.projects.find((p) => p.slug === LEDGER.project)!;
    const own = db.changes.filter((c) => c.projectId === project.id);
    assert.ok(own.length >= 10_000);
    const days = (Date.parse(own.at(-1)!.timestamp) - Date.parse(own[0]!.timestamp)) / 86_400_000;
    assert.ok(days > 250, `${days.toFixed(0)} days`);
    db.changes.forEach((c, i) => {
      assert.equal(c.id, i + 1);
      if (i > 0) assert.ok(c.timestamp > db.changes[i - 1]!.timestamp, `change ${c.id} after ${c.id - 1}`);
    });
  });

  describe('over HTTP, as the panel reads it', () => {
    const s = useSandbox({ ledger: true });
    let client: WeblateClient;
    before(() => {
      client = new WeblateClient({ baseUrl: s.sb.weblateUrl, token: s.sb.credentials.weblate.adminToken });
    });
    after(() => client.close());

    for (const slug of [LEDGER.app, LEDGER.legacy])
      it(`every key of ${slug} opens: its string in English and German, nothing else`, async function () {
        const wrong: string[] = [];
        await withStepWatchdog(this, async (step) => {
          for (const unit of unitsOf(db, slug, 'de')) {
            const found = await unitsWithKey(client, LEDGER.project, slug, unit.context);
            step();
            const ids = found.map((u) => u.id).sort((a, b) => a - b);
            if (ids.join() !== [unit.sourceUnitId, unit.id].join()) wrong.push(JSON.stringify(unit.context));
          }
        });
        assert.deepEqual(wrong.slice(0, 5), []);
        assert.ok(s.sb.requests.every((r) => r.status === 200));
      });

    it('the panel opens every German string of app: its form and every section, no request refused', async function () {
      const panel = new PanelWindow(s.sb.weblateUrl, s.sb.credentials.weblate.adminToken);
      const wrong: string[] = [];
      let requests = 0;
      try {
        await withStepWatchdog(this, async (step) => {
          for (const rec of unitsOf(db, LEDGER.app, 'de')) {
            const opened = await panel.open(rec.id);
            step();
            requests += opened.own.length;
            if (opened.loaded.unit.context !== rec.context || opened.own.some((r) => r.status !== 200))
              wrong.push(JSON.stringify(rec.context));
          }
        });
      } finally {
        await panel.close();
      }
      assert.deepEqual(wrong.slice(0, 5), []);
      process.stderr.write(`[ledger] ${requests} requests for ${unitsOf(db, LEDGER.app, 'de').length} strings\n`);
    });

    it('every twin in the older component finds its source in the newer one, exact and first', async function () {
      const app = new Map(unitsOf(db, LEDGER.app, 'de').map((u) => [u.source.join('\u001e'), u.id]));
      const wrong: string[] = [];
      let twins = 0;
      await withStepWatchdog(this, async (step) => {
        for (const rec of unitsOf(db, LEDGER.legacy, 'de')) {
          const twin = app.get(rec.source[0]!);
          if (twin === undefined || rec.source.length > 1) continue;
          twins += 1;
          const unit = await client.getUnit(rec.id);
          const matches = await sameSource(client, unit, 'de');
          step();
          const hit = matches.find((m) => m.unit.id === twin);
          if (!hit?.exact || !matches[0]!.exact) wrong.push(JSON.stringify(rec.source[0]));
        }
      });
      assert.ok(twins >= 800, `${twins} twins`);
      assert.deepEqual(wrong.slice(0, 5), []);
    });
  });
});

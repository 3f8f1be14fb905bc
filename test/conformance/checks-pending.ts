// Pending edits (#26 item 6) on every server: the extension's send, as it runs once a server answers again
// — each string read, then written only while the server still has the text the edit started from. On real
// Weblate this checks what the sandbox can only imitate: how an untranslated string's text reads (one empty
// form, which must match a base taken from the list), that the read-then-write lands, and that a string
// someone changed meanwhile is left alone with the edit kept for the person to decide.
import { strict as assert } from 'node:assert';
import { PendingEdits, type PendingEdit } from '../../src/core/units/pendingEdits';
import { sendPending } from '../../src/core/units/sendPending';
import type { Unit } from '../../src/core/weblate';
import { MapMemento } from '../unit/draftFixtures';
import type { Check } from './check';

export const pendingChecks: Check[] = [
  {
    name: 'pending edits: sent with the conflict check; a string changed meanwhile is left alone, the edit kept',
    async run(t) {
      const { project, component, language } = t.fx;
      const translator = t.client(t.translator);
      const admin = t.client(t.admin);
      // Two editable singular strings, an untranslated one first where the fixture still has one (earlier
      // checks translate some): its base is the list's one empty form, which must match the server's.
      const editable = (await admin.listTranslationUnits(project, component, language, { q: 'NOT has:plural' })).filter(
        (u) => u.state < 100,
      );
      const [free, taken] = [...editable].sort((a, b) => Number(a.state !== 0) - Number(b.state !== 0));
      assert.ok(free && taken, 'two editable strings');
      const server = `${t.name}/`;
      const edit = (u: Unit, text: string, savedAt: number): Omit<PendingEdit, 'conflictWith'> => ({
        unitId: u.id,
        target: [text],
        state: 20,
        base: [...u.target], // the text the list showed: what the person started from
        savedAt,
        label: u.context,
        language,
        path: `${project}/${component}/${language}`,
      });
      const store = new PendingEdits(new MapMemento());
      await store.put(server, edit(free, 'Ausstehend gesendet', 1));
      await store.put(server, edit(taken, 'Ausstehend, überholt', 2));
      // Someone else translates the second string before the edit can be sent.
      await admin.patchUnit(taken.id, { target: ['Inzwischen übersetzt'], state: 20 });
      try {
        const asked: number[] = [];
        const drafted: number[] = [];
        const report = await sendPending({
          serverUrl: server,
          store,
          askAgain: true,
          getUnit: (id) => translator.getUnit(id),
          patchUnit: (e) => translator.patchUnit(e.unitId, { target: e.target, state: e.state }),
          decide: async (e) => {
            asked.push(e.unitId);
            return 'server';
          },
          keepAsDraft: async (e) => void drafted.push(e.unitId),
        });
        assert.deepEqual(report.sent, [free.id], 'the untouched string got the edit');
        assert.deepEqual((await admin.getUnit(free.id)).target, ['Ausstehend gesendet']);
        assert.deepEqual(asked, [taken.id], 'the changed string was asked about');
        assert.deepEqual((await admin.getUnit(taken.id)).target, ['Inzwischen übersetzt'], 'never overwritten unasked');
        assert.deepEqual(drafted, [taken.id], 'the edit that lost is kept as a draft');
        assert.equal(store.size, 0);
      } finally {
        for (const u of [free, taken])
          await admin.patchUnit(u.id, { target: u.state === 0 ? [''] : u.target, state: u.state });
      }
    },
  },
];

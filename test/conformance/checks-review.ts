// Suggestions, comments and string management (src/core/weblate/review.ts): present on 2026.10.1 and the
// sandbox, absent on 5.10.4, where the check is that the client detects their absence. Adding and removing
// strings, explanation and flags exist on both releases, with the same refusals.
import { strict as assert } from 'node:assert';
import { NotFoundError, PermissionError, ValidationError } from '../../src/core/http/errors';
import {
  acceptSuggestion,
  addComment,
  addMonolingualUnit,
  addSuggestion,
  deleteSuggestion,
  deleteUnit,
  editUnitDetails,
  listComments,
  listSuggestions,
  ServerFeatures,
  usernameFromUrl,
} from '../../src/core/weblate';
import type { Check } from './check';
import { raw, type Target } from './targets';

/** An untranslated single-form unit of the fixture translation that the write checks leave alone. */
async function spareUnit(t: Target, q = 'state:empty') {
  const { project, component, language } = t.fx;
  const units = await t.client(t.admin).listTranslationUnits(project, component, language, { q });
  const single = units.filter((u) => u.source.length === 1);
  assert.ok(single.length > 0, `the fixture translation has units for ${q}`);
  return single.at(-1)!;
}

const sourceIdOf = (url: string | undefined) => Number(/\/units\/(\d+)\//.exec(url ?? '')?.[1]);

export const reviewChecks: Check[] = [
  {
    name: 'suggestions: detected where the server has them; a suggest-only user is refused a save, suggests, a translator accepts',
    async run(t) {
      const unit = await spareUnit(t);
      const features = new ServerFeatures(t.client(t.translator));
      const listed = await features.suggestions(unit.id);
      assert.equal(features.has('suggestions'), t.expect.reviewApi);
      if (!t.expect.reviewApi) {
        assert.equal(listed, undefined);
        assert.equal(await features.comments(unit.id), undefined);
        assert.equal((await raw(t, `api/units/${unit.id}/suggestions/`, { token: t.suggester })).status, 404);
        return;
      }
      const suggester = t.client(t.suggester);
      assert.ok(
        (await rejects(suggester.patchUnit(unit.id, { target: ['Vorschlag'], state: 20 }))) instanceof PermissionError,
      );
      const added = await addSuggestion(suggester, unit.id, ['Vorschlag']);
      assert.equal(added.result, 'stored');
      const list = await listSuggestions(t.client(t.translator), unit.id);
      assert.deepEqual(
        list.map((s) => [s.target, usernameFromUrl(s.user)]),
        [[['Vorschlag'], 'suggester']],
      );
      assert.equal((await t.client(t.admin).getUnit(unit.id)).has_suggestion, true);
      assert.ok((await rejects(acceptSuggestion(suggester, list[0]!.id))) instanceof PermissionError);
      await acceptSuggestion(t.client(t.translator), list[0]!.id);
      const after = await t.client(t.admin).getUnit(unit.id);
      assert.deepEqual([after.target, after.state, after.has_suggestion], [['Vorschlag'], 20, false]);
      assert.ok((await rejects(acceptSuggestion(t.client(t.translator), list[0]!.id))) instanceof NotFoundError);
    },
  },
  {
    name: 'suggestions: duplicate, blank and unchanged ones refused naming the field; authors withdraw their own only',
    async run(t) {
      if (!t.expect.reviewApi) return;
      const unit = await spareUnit(t, 'state:>=translated');
      const suggester = t.client(t.suggester);
      const field = async (p: Promise<unknown>) => ((await rejects(p)) as ValidationError).problems?.[0]?.field;
      assert.equal(await field(addSuggestion(suggester, unit.id, unit.target)), 'target');
      assert.equal(await field(addSuggestion(suggester, unit.id, [''])), 'target.0');
      await addSuggestion(suggester, unit.id, ['Eins']);
      assert.equal(await field(addSuggestion(suggester, unit.id, ['Eins'])), 'target');
      await addSuggestion(t.client(t.admin), unit.id, ['Zwei']);
      const list = await listSuggestions(t.client(t.admin), unit.id);
      const mine = list.find((s) => usernameFromUrl(s.user) === 'suggester')!;
      const theirs = list.find((s) => usernameFromUrl(s.user) === 'admin')!;
      assert.ok((await rejects(deleteSuggestion(suggester, theirs.id))) instanceof PermissionError);
      await deleteSuggestion(suggester, mine.id);
      await deleteSuggestion(t.client(t.translator), theirs.id);
      assert.deepEqual(await listSuggestions(t.client(t.admin), unit.id), []);
    },
  },
  {
    name: 'comments: translation scope on the unit, global on its source string; report needs source review',
    async run(t) {
      if (!t.expect.reviewApi) return;
      const unit = await spareUnit(t);
      const translator = t.client(t.translator);
      await addComment(translator, unit.id, 'Is this a verb?', 'translation');
      await addComment(translator, unit.id, 'The same term in every language', 'global');
      assert.deepEqual(
        (await listComments(translator, unit.id)).map((c) => [c.comment, usernameFromUrl(c.user)]),
        [['Is this a verb?', 'translator']],
      );
      assert.ok(
        (await listComments(translator, sourceIdOf(unit.source_unit))).some(
          (c) => c.comment === 'The same term in every language',
        ),
      );
      assert.equal(
        ((await rejects(addComment(translator, unit.id, 'bug', 'report'))) as ValidationError).problems[0]?.field,
        'scope',
      );
      assert.ok(
        (await rejects(addComment(t.client(t.suggester), unit.id, 'hi', 'translation'))) instanceof PermissionError,
      );
    },
  },
  {
    name: 'strings: adding and removing refused where the component does not manage strings; explanation and flags on source strings only',
    async run(t) {
      const { project, component, language } = t.fx;
      const admin = t.client(t.admin);
      const unit = await spareUnit(t);
      const disabled = await rejects(
        addMonolingualUnit(admin, project, component, 'en', { key: 'conformance.new', value: ['New'] }),
      );
      assert.ok(
        disabled instanceof PermissionError && /disabled in the component configuration/.test(disabled.message),
        String(disabled),
      );
      const notSource = await rejects(
        addMonolingualUnit(admin, project, component, language, { key: 'conformance.new', value: ['Neu'] }),
      );
      assert.ok(notSource instanceof PermissionError && /source language/.test(notSource.message), String(notSource));
      assert.ok((await rejects(deleteUnit(t.client(t.translator), unit.id))) instanceof PermissionError);
      const source = sourceIdOf(unit.source_unit);
      const edited = await editUnitDetails(admin, source, {
        explanation: 'Shown in the File menu.',
        extra_flags: 'max-length:80',
      });
      assert.deepEqual([edited.explanation, edited.extra_flags], ['Shown in the File menu.', 'max-length:80']);
      assert.equal((await admin.getUnit(source)).explanation, 'Shown in the File menu.');
      const onTranslation = await rejects(editUnitDetails(admin, unit.id, { explanation: 'x' }));
      assert.ok(
        onTranslation instanceof PermissionError && /only on source strings/.test(onTranslation.message),
        String(onTranslation),
      );
      assert.ok(
        (await rejects(editUnitDetails(t.client(t.translator), source, { explanation: 'x' }))) instanceof
          PermissionError,
      );
    },
  },
];

async function rejects(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (error) {
    return error;
  }
  assert.fail('expected a refusal');
}

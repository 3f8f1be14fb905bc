// The review client (src/core/weblate/review.ts) against the sandbox over loopback HTTP: suggestions from a
// suggest-only contributor accepted by a translator, comments and their scopes, strings added and removed,
// explanation and flags, every refusal typed; and support detection on a server without the routes (5.10).
import { strict as assert } from 'node:assert';
import { NotFoundError, PermissionError, ValidationError } from '../../../src/core/http/errors';
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
  PermissionMemory,
  ServerFeatures,
  usernameFromUrl,
  WeblateClient,
} from '../../../src/core/weblate';
import { useSandbox } from '../sandbox/helpers';

const retry = { baseDelayMs: 1, maxRetries: 0 };

async function firstUnit(client: WeblateClient, q: string) {
  const units = await client.listTranslationUnits('atlas', 'web', 'de', { q });
  assert.ok(units[0], `no unit for ${q}`);
  return units[0]!;
}

describe('weblate review: suggestions and comments (newest Weblate)', () => {
  const ctx = useSandbox();
  const as = (token?: string) => new WeblateClient({ baseUrl: ctx.sb.weblateUrl, token, retry });
  const cred = () => ctx.sb.credentials.weblate;

  it('a suggest-only user is refused a save (403) but may suggest; a translator accepts and the target changes', async () => {
    const suggester = as(cred().suggesterToken);
    const translator = as(cred().translatorToken);
    const unit = await firstUnit(translator, 'state:0 NOT has:plural');
    const memory = new PermissionMemory(true);
    await assert.rejects(
      memory.attempt('unit.edit', 'atlas/web/de', () =>
        suggester.patchUnit(unit.id, { target: ['Vorschlag'], state: 20 }),
      ),
      PermissionError,
    );
    assert.equal(memory.mayOffer('unit.edit', 'atlas/web/de'), false, 'the refusal is remembered');
    const added = await addSuggestion(suggester, unit.id, ['Vorschlag']);
    assert.equal(added.result, 'stored');
    const listed = await listSuggestions(translator, unit.id);
    assert.deepEqual(
      listed.map((s) => [s.target, usernameFromUrl(s.user)]),
      [[['Vorschlag'], 'suggester']],
    );
    assert.ok(!Number.isNaN(Date.parse(listed[0]!.timestamp)));
    assert.equal((await translator.getUnit(unit.id)).has_suggestion, true);
    await assert.rejects(acceptSuggestion(suggester, listed[0]!.id), PermissionError, 'the suggester may not accept');
    await acceptSuggestion(translator, listed[0]!.id);
    const after = await translator.getUnit(unit.id);
    assert.deepEqual([after.target, after.state, after.has_suggestion], [['Vorschlag'], 20, false]);
    assert.deepEqual(await listSuggestions(translator, unit.id), []);
    await assert.rejects(acceptSuggestion(translator, listed[0]!.id), NotFoundError, 'an accepted suggestion is gone');
  });

  it('refuses duplicate, empty and unchanged suggestions with the field named; the author may withdraw theirs', async () => {
    const suggester = as(cred().suggesterToken);
    const admin = as(cred().adminToken);
    const unit = await firstUnit(admin, 'state:>=20 NOT has:plural');
    await assert.rejects(
      addSuggestion(suggester, unit.id, unit.target),
      (e) => e instanceof ValidationError && e.problems[0]?.field === 'target',
    );
    await assert.rejects(
      addSuggestion(suggester, unit.id, ['']),
      (e) => e instanceof ValidationError && e.problems[0]?.field === 'target.0',
    );
    await addSuggestion(suggester, unit.id, ['Eins']);
    await assert.rejects(addSuggestion(suggester, unit.id, ['Eins']), /already exists/);
    await addSuggestion(admin, unit.id, ['Zwei']);
    const [mine, theirs] = await listSuggestions(admin, unit.id);
    await assert.rejects(deleteSuggestion(suggester, theirs!.id), PermissionError, "not someone else's");
    await deleteSuggestion(suggester, mine!.id);
    await deleteSuggestion(admin, theirs!.id);
    assert.deepEqual(await listSuggestions(admin, unit.id), []);
    await assert.rejects(addSuggestion(as(), unit.id, ['Drei']), /credentials|Authentication/i);
  });

  it('files translation comments on the unit and global ones on its source string; report needs source review', async () => {
    const translator = as(cred().translatorToken);
    const unit = await firstUnit(translator, 'NOT has:plural');
    const sourceId = Number(/units\/(\d+)\//.exec(unit.source_unit!)![1]);
    const here = await addComment(translator, unit.id, 'Is this a verb?', 'translation');
    assert.equal(here.comment, 'Is this a verb?');
    await addComment(translator, unit.id, 'Same term everywhere', 'global');
    assert.deepEqual(
      (await listComments(translator, unit.id)).map((c) => c.comment),
      ['Is this a verb?'],
    );
    assert.deepEqual(
      (await listComments(translator, sourceId)).map((c) => [c.comment, usernameFromUrl(c.user)]),
      [['Same term everywhere', 'translator']],
    );
    await assert.rejects(
      addComment(translator, unit.id, 'bug', 'report'),
      (e) => e instanceof ValidationError && e.problems[0]?.field === 'scope',
    );
    await assert.rejects(
      addComment(translator, unit.id, '', 'translation'),
      (e) => e instanceof ValidationError && e.problems[0]?.field === 'comment',
    );
    await assert.rejects(addComment(as(cred().suggesterToken), unit.id, 'hi', 'translation'), PermissionError);
  });

  it('detects that the server has suggestions and comments and returns the lists', async () => {
    const translator = as(cred().translatorToken);
    const unit = await firstUnit(translator, 'NOT has:plural');
    const features = new ServerFeatures(translator);
    assert.equal(features.has('suggestions'), undefined);
    assert.ok(Array.isArray(await features.suggestions(unit.id)));
    assert.ok(Array.isArray(await features.comments(unit.id)));
    assert.equal(features.has('suggestions'), true);
    await assert.rejects(
      features.suggestions(999_999),
      NotFoundError,
      'once present, a 404 is a missing unit, not a missing feature',
    );
  });
});

describe('weblate review: strings, explanation and flags', () => {
  const ctx = useSandbox();
  const as = (token?: string) => new WeblateClient({ baseUrl: ctx.sb.weblateUrl, token, retry });
  const cred = () => ctx.sb.credentials.weblate;

  it('adds a string to a monolingual component (source language, key + value) and removes it everywhere', async () => {
    const admin = as(cred().adminToken);
    const unit = await addMonolingualUnit(admin, 'mobile', 'app', 'en', { key: 'onboarding.skip', value: ['Skip'] });
    assert.deepEqual([unit.context, unit.source], ['onboarding.skip', ['Skip']]);
    const de = await admin.listTranslationUnits('mobile', 'app', 'de', { q: 'key:onboarding.skip' });
    assert.equal(de.length, 1, 'the new string is offered in every language');
    await assert.rejects(
      addMonolingualUnit(admin, 'mobile', 'app', 'en', { key: 'onboarding.skip', value: ['Skip'] }),
      ValidationError,
    );
    await assert.rejects(
      addMonolingualUnit(admin, 'mobile', 'app', 'de', { key: 'x.y', value: ['Neu'] }),
      /source language/,
    );
    await assert.rejects(
      addMonolingualUnit(admin, 'atlas', 'web', 'en', { key: 'x.y', value: ['New'] }),
      /disabled in the component configuration/,
    );
    await assert.rejects(
      addMonolingualUnit(as(cred().translatorToken), 'mobile', 'app', 'en', { key: 'x.z', value: ['New'] }),
      PermissionError,
    );
    await deleteUnit(admin, unit.id);
    await assert.rejects(admin.getUnit(unit.id), NotFoundError);
    assert.deepEqual(await admin.listTranslationUnits('mobile', 'app', 'de', { q: 'key:onboarding.skip' }), []);
  });

  it("edits a source string's explanation and extra flags (administrators; a translation's answers 403)", async () => {
    const admin = as(cred().adminToken);
    const [source] = await admin.listTranslationUnits('atlas', 'web', 'en', { q: 'NOT has:plural' });
    const result = await editUnitDetails(admin, source!.id, {
      explanation: 'Shown in the File menu.',
      extra_flags: 'max-length:40',
    });
    assert.deepEqual([result.explanation, result.extra_flags], ['Shown in the File menu.', 'max-length:40']);
    assert.equal((await admin.getUnit(source!.id)).explanation, 'Shown in the File menu.');
    const de = await firstUnit(admin, 'NOT has:plural');
    await assert.rejects(editUnitDetails(admin, de.id, { explanation: 'x' }), /only on source strings/);
    await assert.rejects(
      editUnitDetails(as(cred().translatorToken), source!.id, { explanation: 'x' }),
      PermissionError,
    );
  });
});

describe('weblate review: a server without suggestions and comments (5.10)', () => {
  const ctx = useSandbox({ reviewApi: false });

  it('detects their absence once (an HTML 404), hides them, and does not ask again', async () => {
    const client = new WeblateClient({
      baseUrl: ctx.sb.weblateUrl,
      token: ctx.sb.credentials.weblate.translatorToken,
      retry,
    });
    const unit = await firstUnit(client, 'NOT has:plural');
    const features = new ServerFeatures(client);
    ctx.sb.requests.length = 0;
    assert.equal(await features.suggestions(unit.id), undefined);
    assert.equal(await features.comments(unit.id), undefined);
    assert.deepEqual([features.has('suggestions'), features.has('comments')], [false, false]);
    assert.equal(await features.suggestions(unit.id), undefined);
    assert.equal(ctx.sb.requests.length, 2, 'one probe per feature, then remembered');
  });
});

// Writes, search, change filters and errors: unit PATCH and the re-read, Weblate's query language, the
// changes filters, language create/patch/delete, and the typed errors the client turns answers into.
import { strict as assert } from 'node:assert';
import { z } from 'zod';
import { AuthError, NotFoundError, PermissionError, ValidationError } from '../../src/core/http/errors';
import { type Check, pathOf, rejection } from './check';
import { raw, type Target } from './targets';

async function untranslatedUnit(t: Target) {
  const { project, component, language } = t.fx;
  const units = await t.client(t.admin).listTranslationUnits(project, component, language, { q: 'state:empty' });
  assert.ok(units.length > 1, 'the fixture translation has untranslated units');
  return units;
}

export const writeChecks: Check[] = [
  {
    name: 'unit PATCH: target with state, the writable fields answered, the re-read and statistics follow',
    async run(t) {
      const { project, component, language } = t.fx;
      const before = await t.client(t.admin).getTranslationStatistics(project, component, language);
      const unit = (await untranslatedUnit(t))[0]!;
      const res = await t.client(t.translator).patchUnit(unit.id, { target: ['Konformität'], state: 20 });
      assert.deepEqual(res.target, ['Konformität']);
      assert.equal(res.state, 20);
      const again = await t.client(t.admin).getUnit(unit.id);
      assert.deepEqual(again.target, ['Konformität']);
      assert.equal(again.state, 20);
      assert.equal(again.translated, true);
      const after = await t.client(t.admin).getTranslationStatistics(project, component, language);
      assert.equal(after.translated, before.translated + 1);
      const changes = await t.client(t.admin).listChanges({}, { project, component, language });
      const mine = changes.filter((c) => c.unit !== null && pathOf(c.unit) === `/api/units/${unit.id}/`);
      assert.ok(
        mine.some((c) => c.target === 'Konformität' && c.user !== null && pathOf(c.user) === '/api/users/translator/'),
        'the change names the translator',
      );
    },
  },
  {
    name: 'unit PATCH: back to untranslated with an empty target',
    async run(t) {
      const unit = (await untranslatedUnit(t))[1]!;
      await t.client(t.admin).patchUnit(unit.id, { target: ['Vorübergehend'], state: 20 });
      const res = await t.client(t.admin).patchUnit(unit.id, { target: [''], state: 0 });
      assert.equal(res.state, 0);
      const again = await t.client(t.admin).getUnit(unit.id);
      assert.deepEqual(again.target, ['']);
      assert.equal(again.translated, false);
    },
  },
  {
    name: 'unit PATCH: the server refuses a translated state without text, and target without state',
    async run(t) {
      const unit = (await untranslatedUnit(t))[0]!;
      const empty = await raw(t, `api/units/${unit.id}/`, {
        token: t.admin,
        method: 'PATCH',
        json: { target: [''], state: 20 },
      });
      assert.equal(empty.status, 400);
      const alone = await raw(t, `api/units/${unit.id}/`, {
        token: t.admin,
        method: 'PATCH',
        json: { target: ['Nur Text'] },
      });
      assert.equal(alone.status, 400);
      assert.deepEqual(
        empty.json.errors.map((x: { attr: string }) => x.attr),
        ['target.0'],
        'a blank target form is named by its index',
      );
      assert.equal(alone.json.type, 'validation_error');
      assert.ok(Array.isArray(alone.json.errors) && alone.json.errors.length > 0);
    },
  },
  {
    name: 'q search: state and key filters agree with the unit list; a bad query is a validation error on q',
    async run(t) {
      const { project, component, language } = t.fx;
      const c = t.client(t.admin);
      const all = await c.listTranslationUnits(project, component, language);
      const notDone = await c.listTranslationUnits(project, component, language, { q: 'state:<translated' });
      assert.deepEqual(
        notDone.map((u) => u.id),
        all.filter((u) => u.state < 20).map((u) => u.id),
      );
      const menu = await c.listTranslationUnits(project, component, language, { q: 'key:menu.file' });
      assert.ok(menu.length > 0);
      assert.deepEqual(
        menu.map((u) => u.id),
        all.filter((u) => u.context.toLowerCase().includes('menu.file')).map((u) => u.id),
      );
      const global = await c.listUnitsPage(1, { q: `state:>=translated AND language:${language}`, pageSize: 1000 });
      assert.ok(global.items.every((u) => u.state >= 20));
      const bad = await rejection(c.listTranslationUnits(project, component, language, { q: 'state:<<nonsense' }));
      assert.ok(bad instanceof ValidationError, `got ${bad.name}`);
      assert.ok(
        bad.problems.some((p) => p.field === 'q'),
        JSON.stringify(bad.problems),
      );
    },
  },
  {
    name: 'changes filters: action, user, timestamp_after and timestamp_before',
    async run(t) {
      const c = t.client(t.admin);
      const all = await c.listChanges();
      assert.ok(all.length > 0);
      const action = all[all.length - 1]!.action;
      const byAction = await c.listChanges({ action: [action] });
      assert.ok(byAction.length > 0 && byAction.every((x) => x.action === action));
      assert.equal(byAction.length, all.filter((x) => x.action === action).length);
      const byUser = await c.listChanges({ user: 'admin' });
      assert.ok(byUser.every((x) => x.user !== null && pathOf(x.user) === '/api/users/admin/'));
      assert.equal((await c.listChanges({ timestamp_after: '2999-01-01T00:00:00Z' })).length, 0);
      assert.equal((await c.listChanges({ timestamp_before: '2000-01-01T00:00:00Z' })).length, 0);
      const newest = all[all.length - 1]!.timestamp;
      const after = await c.listChanges({ timestamp_after: newest });
      assert.ok(after.every((x) => x.timestamp >= newest));
    },
  },
  {
    name: 'languages: create, read, patch, delete (admin)',
    async run(t) {
      const c = t.client(t.admin);
      const code = 'x_conformance';
      const made = await c.createLanguage({
        code,
        name: 'Conformance',
        direction: 'rtl',
        plural: { number: 2, formula: 'n != 1' },
      });
      assert.equal(made.code, code);
      assert.equal(made.direction, 'rtl');
      assert.equal((await c.getLanguage(code)).plural?.number, 2);
      const patched = await c.patchLanguage(code, { name: 'Conformance 2' });
      assert.equal(patched.name, 'Conformance 2');
      assert.equal(patched.direction, 'rtl');
      await c.deleteLanguage(code);
      assert.ok((await rejection(c.getLanguage(code))) instanceof NotFoundError);
    },
  },
  {
    name: 'languages: a duplicate code is a validation error not tied to a field',
    async run(t) {
      const e = await rejection(
        t.client(t.admin).createLanguage({
          code: t.fx.language,
          name: 'Again',
          direction: 'ltr',
          plural: { number: 2, formula: 'n != 1' },
        }),
      );
      assert.ok(e instanceof ValidationError, `got ${e.name}`);
      assert.deepEqual(
        e.problems.map((p) => [p.field, p.code]),
        [['', 'invalid']],
      );
      assert.match(e.problems[0]!.message, /already exists/);
    },
  },
  {
    name: 'errors: bad token → AuthError (401), missing object and private project → NotFoundError',
    async run(t) {
      const bad = await rejection(t.client('wlu_notAValidToken00000000000000000000000').listProjects());
      assert.ok(bad instanceof AuthError, `got ${bad.name}`);
      assert.equal((bad as AuthError).status, 401);
      assert.ok(!String(bad).includes('notAValidToken') && !bad.message.includes('notAValidToken'));
      assert.ok((await rejection(t.client().getProject('no-such-project'))) instanceof NotFoundError);
      assert.ok((await rejection(t.client().getUnit(99_999_999))) instanceof NotFoundError);
      assert.ok((await rejection(t.client().getProject(t.fx.privateProject))) instanceof NotFoundError);
      assert.ok((await rejection(t.client(t.translator).getProject(t.fx.privateProject))) instanceof NotFoundError);
      const body = await raw(t, 'api/projects/no-such-project/');
      assert.equal(body.json.type, 'client_error');
      assert.equal(body.json.errors[0].code, 'not_found');
    },
  },
  {
    name: 'errors: a non-admin may not manage languages → PermissionError (403)',
    async run(t) {
      const e = await rejection(
        t.client(t.translator).createLanguage({
          code: 'x_denied',
          name: 'Denied',
          direction: 'ltr',
          plural: { number: 2, formula: 'n != 1' },
        }),
      );
      assert.ok(e instanceof PermissionError, `got ${e.name}`);
      const d = await rejection(t.client(t.translator).deleteLanguage(t.fx.language));
      assert.ok(d instanceof PermissionError, `got ${d.name}`);
      const anon = await raw(t, `api/languages/${t.fx.language}/`, { method: 'DELETE' });
      assert.equal(anon.status, 401);
    },
  },
  {
    name: 'errors: codes and fields of bad input (direction, timestamp, q), a refused language, a route without its slash',
    async run(t) {
      const dir = await raw(t, 'api/languages/', {
        token: t.admin,
        method: 'POST',
        json: { code: 'x_dir', name: 'Dir', direction: 'sideways', plural: { number: 2, formula: 'n != 1' } },
      });
      assert.equal(dir.status, 400);
      assert.deepEqual(
        dir.json.errors.map((e: { code: string; attr: string }) => [e.code, e.attr]),
        [['invalid_choice', 'direction']],
      );
      const ts = await raw(t, 'api/changes/?timestamp_after=garbage', { token: t.admin });
      assert.equal(ts.status, 400);
      assert.deepEqual([ts.json.type, ts.json.errors[0].attr], ['validation_error', 'timestamp']);
      const q = await raw(t, 'api/units/?q=state:<<x', { token: t.admin });
      assert.equal(q.json.errors[0].detail, 'Could not parse query string: Unsupported state: <x');
      const denied = await raw(t, 'api/languages/', {
        token: t.translator,
        method: 'POST',
        json: { code: 'x_no', name: 'No', direction: 'ltr', plural: { number: 2, formula: 'n != 1' } },
      });
      assert.deepEqual([denied.status, denied.json.errors[0].detail], [403, 'Can not manage languages']);
      const slash = await raw(t, `api/projects/${t.fx.project}`);
      assert.equal(slash.status, 404);
      assert.match(slash.headers.get('content-type') ?? '', /^text\/html/);
      assert.ok(
        (await rejection(
          t.client().follow(new URL(`api/projects/${t.fx.project}`, t.url).href, z.unknown()),
        )) instanceof NotFoundError,
      );
    },
  },
];

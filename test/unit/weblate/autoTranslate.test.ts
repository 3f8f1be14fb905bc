// Weblate's server-side automatic translation (#46 item 5) against the sandbox over loopback: the body
// both releases read (filter_type for 5.10.4, q for 2026.10.1), a run from the project's other components
// in each mode, and the refusals (a translator, a locked component, a field named). What the real releases
// answer is checked by test/conformance/checks-autoTranslate.ts.
import { strict as assert } from 'node:assert';
import { PermissionError, ValidationError } from '../../../src/core/http/errors';
import { autoTranslate, autoTranslateBody } from '../../../src/core/weblate/autoTranslate';
import { setComponentLock } from '../../../src/core/weblate/maintenance';
import { WeblateClient, type Unit } from '../../../src/core/weblate';
import { listSuggestions } from '../../../src/core/weblate/review';
import { SANDBOX_CREDENTIALS } from '../../../sandbox/credentials';
import { startSandbox } from '../../../sandbox/server';
import type { Sandbox } from '../../../sandbox/types';
import { rejection } from '../rejection';

const W = SANDBOX_CREDENTIALS.weblate;
let sandbox: Sandbox;
let admin: WeblateClient;
beforeEach(async () => {
  sandbox = await startSandbox();
  admin = new WeblateClient({ baseUrl: `${sandbox.origin}/api/`, token: W.adminToken });
});
afterEach(async () => {
  await admin.close();
  await sandbox.close();
});

const IOS = { project: 'mobile', component: 'ios', language: 'de' };
const todo = () => admin.listTranslationUnits('mobile', 'ios', 'de', { q: 'state:<translated' });
const changed = (before: Unit[], after: Unit[]) =>
  after.filter((u) => {
    const was = before.find((b) => b.id === u.id);
    return was !== undefined && (was.target.join() !== u.target.join() || was.state !== u.state);
  });

describe('weblate: automatic translation on the server (#46 item 5)', () => {
  it('sends the strings both ways: filter_type for 5.10.4 and the same strings as q for 2026.10.1', () => {
    assert.deepEqual(autoTranslateBody({ mode: 'fuzzy', filter: 'nottranslated', source: { kind: 'others' } }), {
      mode: 'fuzzy',
      filter_type: 'nottranslated',
      q: 'state:empty',
      auto_source: 'others',
      component: '',
      engines: [],
      threshold: 80,
    });
    const mt = autoTranslateBody({
      mode: 'suggest',
      filter: 'todo',
      source: { kind: 'mt', engines: ['deepl'], threshold: 90 },
    });
    assert.deepEqual([mt.q, mt.engines, mt.threshold], ['state:<translated', ['deepl'], 90]);
  });

  it('suggest adds suggestions and leaves every translation as it was', async () => {
    const before = await todo();
    const r = await autoTranslate(admin, IOS, { mode: 'suggest', filter: 'todo', source: { kind: 'others' } });
    assert.equal(r.details, 'Automatic translation completed, 1 string was updated.');
    const after = await todo();
    assert.deepEqual(changed(before, after), []);
    const suggested = after.filter((u) => u.has_suggestion && !before.find((b) => b.id === u.id)!.has_suggestion);
    assert.equal(suggested.length, 1);
    assert.equal((await listSuggestions(admin, suggested[0]!.id)).length, 1);
  });

  it('translate writes the text as translated, and the 5.10.4 era reads filter_type', async () => {
    sandbox.settings.reviewApi = false;
    const before = await todo();
    await autoTranslate(admin, IOS, { mode: 'translate', filter: 'todo', source: { kind: 'others' } });
    const written = changed(before, await admin.listTranslationUnits('mobile', 'ios', 'de'));
    assert.equal(written.length, 1);
    assert.equal(written[0]!.state, 20);
  });

  it('refuses a translator and a locked component; a bad field is named', async () => {
    const translator = new WeblateClient({ baseUrl: `${sandbox.origin}/api/`, token: W.translatorToken });
    const req = { mode: 'translate', filter: 'todo', source: { kind: 'others' } } as const;
    assert.ok((await rejection(autoTranslate(translator, IOS, req))) instanceof PermissionError);
    await translator.close();
    await setComponentLock(admin, 'mobile', 'ios', true);
    const locked = await rejection(autoTranslate(admin, IOS, req));
    assert.ok(locked instanceof PermissionError && /locked/.test(locked.message), locked.message);
    await setComponentLock(admin, 'mobile', 'ios', false);
    const bad = await rejection(
      autoTranslate(admin, IOS, { ...req, source: { kind: 'mt', engines: ['nope'], threshold: 80 } }),
    );
    assert.ok(bad instanceof ValidationError && bad.problems.some((p) => p.field === 'engines'));
  });
});

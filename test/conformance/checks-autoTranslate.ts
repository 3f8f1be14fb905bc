// Weblate's server-side automatic translation (#46 item 5): what POST /api/translations/{p}/{c}/{l}/
// autotranslate/ accepts and answers on each release. 5.10.4 picks strings by `filter_type`, 2026.10.1 by
// `q` (required there); the client sends both. A maintainer's run answers 200 {"details": "…"}; a bad
// mode, an engine the server does not have, a missing filter each name their field; a translator (no
// "Automatic translation" role) is refused with 403. Last in the table: a run may add suggestions.
import { strict as assert } from 'node:assert';
import { PermissionError, ValidationError } from '../../src/core/http/errors';
import {
  autoTranslate,
  autoTranslateBody,
  AutoTranslateResultSchema,
  type AutoTranslateRequest,
} from '../../src/core/weblate/autoTranslate';
import { rejection, type Check } from './check';
import type { Target } from './targets';

const ENDPOINT = 'POST /api/translations/{project}/{component}/{language}/autotranslate/';

function post(t: Target, token: string, body: Record<string, unknown>) {
  const { project, component, language } = t.fx;
  return t.client(token).http.requestJson(
    {
      method: 'POST',
      url: `translations/${project}/${component}/${language}/autotranslate/`,
      endpoint: ENDPOINT,
      body,
    },
    AutoTranslateResultSchema,
  );
}

const fieldsOf = (err: unknown) => (err instanceof ValidationError ? err.problems.map((p) => p.field) : [String(err)]);

export const autoTranslateChecks: Check[] = [
  {
    name: 'autotranslate: refused to a translator; a bad mode, an unknown engine and a missing filter name their field',
    timeoutMs: 120_000,
    async run(t) {
      const request: AutoTranslateRequest = { mode: 'suggest', filter: 'nottranslated', source: { kind: 'others' } };
      const where = { project: t.fx.project, component: t.fx.component, language: t.fx.language };
      const refused = await rejection(autoTranslate(t.client(t.translator), where, request));
      assert.ok(refused instanceof PermissionError, `${refused.name}: ${refused.message}`);
      const body = autoTranslateBody(request);
      assert.deepEqual(fieldsOf(await rejection(post(t, t.admin, { ...body, mode: 'guess' }))), ['mode']);
      const mt = autoTranslateBody({ ...request, source: { kind: 'mt', engines: ['no-such-engine'], threshold: 80 } });
      assert.deepEqual(fieldsOf(await rejection(post(t, t.admin, mt))), ['engines']);
      const { filter_type: _f, q: _q, ...noFilter } = body;
      const missing = t.expect.reviewApi ? 'q' : 'filter_type';
      assert.deepEqual(fieldsOf(await rejection(post(t, t.admin, noFilter))), [missing]);
    },
  },
  {
    name: 'autotranslate: a maintainer’s run from other components, and one from machine translation without engines, answer {details}',
    timeoutMs: 120_000,
    async run(t) {
      const where = { project: t.fx.project, component: t.fx.component, language: t.fx.language };
      const admin = t.client(t.admin);
      const others = await autoTranslate(admin, where, {
        mode: 'suggest',
        filter: 'nottranslated',
        source: { kind: 'others' },
      });
      assert.match(
        others.details,
        /^Automatic translation completed, (no strings were|\d+ strings? (was|were)) updated\.$/,
      );
      assert.equal(others.task_url, undefined, 'tasks run at once on these servers');
      const mt = await autoTranslate(admin, where, {
        mode: 'fuzzy',
        filter: 'todo',
        source: { kind: 'mt', engines: [], threshold: 80 },
      });
      assert.match(mt.details, /^Automatic translation (completed|failed)/);
    },
  },
];

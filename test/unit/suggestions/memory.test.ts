// Suggestions from the server's memory (#46 item 1): the panel's same-source matches scored (exact twins
// 100 %, similar sources by similarity), checked, each text once; and Weblate's memory lookup where the
// server has one (2026.x), quietly absent where it has none (5.10.4 answers 404/405).
import { strict as assert } from 'node:assert';
import { NotFoundError, ScriptoriumError, ServerError } from '../../../src/core/http/errors';
import { memorySuggestions, serverMemory, similarity } from '../../../src/core/suggestions';
import type { SameSourceMatch } from '../../../src/core/units/sameSource';
import type { Unit, WeblateClient } from '../../../src/core/weblate';
import { rejection } from '../rejection';

const match = (id: number, source: string, target: string, exact: boolean): SameSourceMatch => ({
  unit: {
    id,
    source: [source],
    target: [target],
    translation: 'https://w.example/api/translations/atlas/web/de/',
  } as unknown as Unit,
  exact,
});
const SUBJECT = { source: 'Delete %s?', flags: 'c-format', language: 'de' };

describe('suggestions: memory (#46)', () => {
  it('scores exact twins 100 and similar sources below, drops the untranslated, the unlike and repeats', () => {
    const found = memorySuggestions(
      'Delete %s?',
      [
        match(1, 'Delete %s files?', 'Dateien %s löschen?', false),
        match(2, 'Delete %s?', '%s löschen?', true),
        match(3, 'Delete %s?', '%s löschen?', true),
        match(4, 'Delete %s?', '', true),
        match(5, 'Delete all the things in the whole world right now %s?', 'Alles löschen %s?', false),
        match(6, 'Delete %s?', 'Löschen', true),
      ],
      SUBJECT,
    );
    assert.deepEqual(
      found.map((s) => [s.text, s.score]),
      [
        ['%s löschen?', 100],
        ['Löschen', 100],
        ['Dateien %s löschen?', similarity('Delete %s?', 'Delete %s files?')],
      ],
    );
    assert.deepEqual(found[0]!.origin, { kind: 'memory', exact: true, where: 'atlas/web' });
    // Checked as if saved: the one without the placeholder and the question mark names both checks.
    assert.deepEqual(found[1]!.checks, ['end_question', 'c_format']);
  });

  it('similarity is 100 only for the same text, and symmetric', () => {
    assert.equal(similarity('Open file', 'Open file'), 100);
    assert.ok(similarity('Open file', 'open  FILE') === 99);
    assert.equal(similarity('Open file', 'Save all'), similarity('Save all', 'Open file'));
    assert.ok(similarity('Open file', 'Open files') >= 80);
    assert.equal(similarity('', 'x'), 0);
  });

  function clientAnswering(answer: () => Promise<unknown>) {
    const calls: unknown[] = [];
    const client = {
      http: {
        requestJson: async (req: unknown, schema: { parse(v: unknown): unknown }) => {
          calls.push(req);
          return schema.parse(await answer());
        },
      },
    } as unknown as WeblateClient;
    return { client, calls };
  }
  const ASK = { source: 'Delete %s?', sourceLanguage: 'en', targetLanguage: 'de', project: 'atlas' };

  it('asks Weblate’s memory lookup with the languages and project, and checks its match', async () => {
    const { client, calls } = clientAnswering(async () => [
      {
        query: 'Delete %s?',
        match: { id: 9, source: 'Delete %s!', target: '%s löschen!', origin: 'x', exact: false, quality: 91 },
      },
    ]);
    const s = await serverMemory(client, ASK, SUBJECT);
    assert.deepEqual(s, {
      text: '%s löschen!',
      origin: { kind: 'serverMemory', exact: false },
      score: 91,
      checks: ['end_question', 'end_exclamation'],
    });
    assert.deepEqual(calls[0], {
      method: 'POST',
      url: 'memory/lookup/',
      endpoint: 'POST /api/memory/lookup/',
      query: { source_language: 'en', target_language: 'de', project: 'atlas' },
      body: { strings: ['Delete %s?'] },
      signal: undefined,
    });
  });

  it('a server without the lookup (404, 405) is asked once; other failures are thrown', async () => {
    const missing = clientAnswering(async () => {
      throw new NotFoundError('Not found', 'POST /api/memory/lookup/', 404);
    });
    assert.equal(await serverMemory(missing.client, ASK, SUBJECT), undefined);
    assert.equal(await serverMemory(missing.client, ASK, SUBJECT), undefined);
    assert.equal(missing.calls.length, 1);
    const old = clientAnswering(async () => {
      throw new (class extends ScriptoriumError {
        readonly retryable = false;
      })('Method not allowed', 'POST /api/memory/lookup/', 405);
    });
    assert.equal(await serverMemory(old.client, ASK, SUBJECT), undefined);
    const broken = clientAnswering(async () => {
      throw new ServerError('boom', 'POST /api/memory/lookup/', 500);
    });
    assert.ok((await rejection(serverMemory(broken.client, ASK, SUBJECT))) instanceof ServerError);
  });
});

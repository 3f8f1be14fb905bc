// Weblate's translation-memory lookup (#46 item 1), on every server: 2026.10.1 answers
// POST /api/memory/lookup/?source_language=&target_language= with {"strings": [...]} by one {query, match}
// per string (match null when nothing is close enough); 5.10.4 has no lookup (POST there is refused with
// 404 or 405), and the suggestions' memory is then the same-source search alone.
import { strict as assert } from 'node:assert';
import { z } from 'zod';
import { ScriptoriumError } from '../../src/core/http/errors';
import { serverMemory } from '../../src/core/suggestions';
import { rejection, type Check } from './check';

const Answer = z.array(
  z.object({
    query: z.string(),
    match: z.object({ source: z.string(), target: z.string(), exact: z.boolean(), quality: z.number() }).nullable(),
  }),
);

export const memoryChecks: Check[] = [
  {
    name: 'memory lookup: one {query, match} per string where the server has it (2026), refused where not (5.10.4)',
    async run(t) {
      const client = t.client(t.translator);
      const { project, component, language } = t.fx;
      const sourceLanguage = (await client.getComponent(project, component)).source_language?.code ?? 'en';
      const [unit] = await client.listTranslationUnits(project, component, language, {
        q: 'state:>=translated NOT has:plural',
      });
      assert.ok(unit);
      const source = unit.source[0]!;
      const ask = {
        method: 'POST' as const,
        url: 'memory/lookup/',
        query: { source_language: sourceLanguage, target_language: language },
        body: { strings: [source, 'Zq9 no string of any server reads like this 7xK'] },
      };
      const subject = { source, flags: '', language };
      const found = await serverMemory(client, { source, sourceLanguage, targetLanguage: language, project }, subject);
      if (!t.expect.reviewApi) {
        assert.equal(found, undefined);
        const err = await rejection(client.http.requestJson(ask, Answer));
        assert.ok(
          err instanceof ScriptoriumError && [404, 405].includes(err.status ?? 0),
          `${err.name} ${(err as ScriptoriumError).status}`,
        );
        return;
      }
      const answer = await client.http.requestJson(ask, Answer);
      assert.deepEqual(
        answer.map((a) => a.query),
        ask.body.strings,
      );
      assert.equal(answer[1]!.match, null, 'nothing matches a text no server holds');
      // The memory may not hold the fixture's strings yet (filled as translations are saved): a match, when
      // one comes, is the string's and is what the suggestions show.
      if (answer[0]!.match) assert.equal(found?.text, answer[0]!.match.target);
    },
  },
];

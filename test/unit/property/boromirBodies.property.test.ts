// The pull → push properties over Boromir's bodies (pullPush.property.test.ts has Aragorn's): any answer
// World Anvil might give parses into the one article model; a pull then a push of the untouched file sends
// nothing, or exactly what was pulled; and the file a pull through Boromir writes is the file a pull
// through Aragorn writes, and pushes the same to the store through either version.
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { readArticleFile } from '../../../src/core/markup/articleFile';
import { articleInputOf, articleToFile, type ArticleFileFormat } from '../../../src/core/markup/articleToFile';
import { changedFields } from '../../../src/core/markup/fieldHashes';
import {
  ArticleSchema,
  BoromirArticleAnswerSchema,
  articleBody,
  boromirBody,
  toArticle,
  withoutCreateOnly,
  type BoromirArticle,
} from '../../../src/core/worldanvil';
import { SECTION_FIELDS } from '../../../src/core/worldanvil/limits';
import { articleBoromir } from '../../../sandbox/worldanvil/boromir/present';
import { fromBoromirBody } from '../../../sandbox/worldanvil/boromir/writes';
import { generateWorldAnvilData } from '../../../sandbox/worldanvil/data';
import { SECTION_NAMES, type WaArticle } from '../../../sandbox/worldanvil/model';
import { articleJson } from '../../../sandbox/worldanvil/present';
import { writeArticle } from '../../../sandbox/worldanvil/store';
import { anyText, markdownish } from './arbitraries';
import { boromirArticleBody } from './boromirArbitraries';

const RUNS = { numRuns: 200 };
const parse = (body: unknown) => toArticle(BoromirArticleAnswerSchema.parse(body) as BoromirArticle);

function pushOf(fileText: string, format: ArticleFileFormat) {
  const file = readArticleFile(fileText, { format });
  return {
    file,
    sent: changedFields(withoutCreateOnly({ ...file.fields, ...file.sections }), file.bookkeeping.hashes),
  };
}

describe('property: Boromir bodies', () => {
  it('every answer parses into the article model, keeping what the views and the files use', () => {
    fc.assert(
      fc.property(boromirArticleBody, (body) => {
        const a = parse(body);
        assert.equal(a.id, body.id);
        assert.equal(a.title, body.title);
        assert.equal(a.content, body.content ?? null);
        assert.equal(a.is_draft, body.isDraft ?? false);
        assert.equal(a.state, body.state ?? 'private');
        assert.equal(
          a.template,
          (body.templateType as string | undefined) ??
            ((c) => c.charAt(0).toLowerCase() + c.slice(1))((body.entityClass as string | undefined) ?? 'Article'),
        );
        for (const s of SECTION_FIELDS) assert.equal(a.sections?.[s]?.content, body[s] ? body[s] : undefined, s);
        const category = (body.category as { id: unknown } | undefined)?.id;
        const folder = body.folderId;
        const expected =
          category !== undefined && String(category) !== '-1'
            ? String(category)
            : folder !== undefined && folder !== null && String(folder) !== '-1'
              ? String(folder)
              : undefined;
        assert.equal(
          a.category?.id,
          expected,
          'the category: its reference, else folderId (a number or a string), never the root "-1"',
        );
        assert.equal(a.update_date?.date, (body.updateDate as { date: string } | undefined)?.date);
        // The model is the Aragorn-shaped one the views read: it validates as such.
        assert.ok(ArticleSchema.safeParse({ ...a, world: { ...a.world, title: a.world.title ?? '' } }).success);
      }),
      RUNS,
    );
  });

  for (const wanted of ['bbcode', 'markdown'] as const) {
    it(`pulled as ${wanted} and pushed unchanged, sends nothing or exactly what was pulled`, () => {
      fc.assert(
        fc.property(boromirArticleBody, (body) => {
          const a = parse(body);
          const pulled = articleToFile(a, wanted);
          const { file, sent } = pushOf(pulled.text, pulled.format);
          assert.deepEqual(file.problems, []);
          assert.equal(file.bookkeeping.id, body.id);
          const stored = withoutCreateOnly(articleInputOf(a));
          for (const [field, value] of Object.entries(sent))
            assert.deepEqual(
              value,
              stored[field as keyof typeof stored],
              `${field} sent as something other than what was pulled`,
            );
          if (pulled.format === 'bbcode') assert.deepEqual(sent, {}, 'a .bbcode pull pushes back nothing');
        }),
        RUNS,
      );
    });
  }

  // One store, two faces: an arbitrary stored article served by the sandbox as Boromir and as Aragorn.
  const db = generateWorldAnvilData();
  const base = db.articles[0]!;
  const storeText = fc.oneof(anyText, markdownish, fc.constant(''));
  const stored = fc
    .record({
      title: fc.string({ minLength: 1, maxLength: 40 }),
      template: fc.constantFrom('article', 'person', 'settlement', 'militaryConflict'),
      state: fc.constantFrom('public', 'private'),
      isDraft: fc.boolean(),
      isWip: fc.boolean(),
      tags: fc.oneof(fc.constant(''), fc.constantFrom('coast,history', 'a'), anyText),
      excerpt: storeText,
      pronunciation: storeText,
      subheading: storeText,
      icon: fc.constantFrom('', 'fa-solid fa-anchor'),
      category: fc.constantFrom(null, ...db.categories.map((c) => c.id)),
      content: fc.oneof(storeText, fc.constant(null)),
      sections: fc.record(Object.fromEntries(SECTION_NAMES.map((s) => [s, storeText])), { requiredKeys: [] }),
    })
    .map((r): WaArticle => ({ ...structuredClone(base), ...r, categoryId: r.category, relations: {} }));

  for (const wanted of ['bbcode', 'markdown'] as const) {
    it(`a pull through Boromir and one through Aragorn write the same ${wanted} file, which pushes the same through either`, () => {
      fc.assert(
        fc.property(stored, (record) => {
          const viaBoromir = toArticle(
            BoromirArticleAnswerSchema.parse(articleBoromir(db, record, 2)) as BoromirArticle,
          );
          const viaAragorn = ArticleSchema.parse(articleJson(db, record, true));
          const fileB = articleToFile(viaBoromir, wanted);
          const fileA = articleToFile(viaAragorn, wanted);
          assert.equal(fileB.text, fileA.text, 'the same file, whichever version pulled it');
          // Every field of the file pushed (as a create would send it): Boromir's body and Aragorn's land the same.
          const read = readArticleFile(fileB.text, { format: fileB.format });
          const input = { ...read.fields, ...read.sections };
          const throughBoromir = structuredClone(record);
          const throughAragorn = structuredClone(record);
          const translated = fromBoromirBody(boromirBody(input));
          assert.deepEqual(translated.problems, {});
          writeArticle(throughBoromir, translated.body);
          writeArticle(throughAragorn, articleBody(input));
          throughBoromir.updateDate = throughAragorn.updateDate;
          assert.deepEqual(throughBoromir, throughAragorn);
        }),
        { numRuns: 100 },
      );
    });
  }
});

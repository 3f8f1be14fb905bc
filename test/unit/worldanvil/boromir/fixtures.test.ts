// Real Boromir bodies published by other open-source World Anvil clients (fixtures/SOURCES.md names each
// one's repository, path and commit): every one parses, maps into the article model, and goes through a
// pull (the file Scriptorium writes) and a push (the body Scriptorium would send) without losing a field.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readArticleFile } from '../../../../src/core/markup/articleFile';
import { articleToFile } from '../../../../src/core/markup/articleToFile';
import { changedFields } from '../../../../src/core/markup/fieldHashes';
import {
  BoromirArticleAnswerSchema,
  BoromirArticleSchema,
  BoromirIdentitySchema,
  BoromirWriteAnswerSchema,
  boromirBody,
  toArticle,
  toSummary,
  toUser,
  toWriteResult,
  type BoromirArticle,
} from '../../../../src/core/worldanvil';
import { SECTION_FIELDS } from '../../../../src/core/worldanvil/limits';

const fixture = (name: string) =>
  JSON.parse(readFileSync(join(__dirname, 'fixtures', name), 'utf8')) as Record<string, unknown>;
const writes = fixture('r-potter-worldanvil-mcp.article-write-response.json');
const commentater = fixture('skairunner-commentater.schema-rs.json');

/** Writable fields of a Boromir article and how each reads back from a pushed body. */
const WRITABLE: Array<[boromir: string, fromBody: (b: Record<string, unknown>) => unknown]> = [
  ['title', (b) => b.title],
  ['templateType', (b) => b.templateType],
  ['state', (b) => b.state],
  ['isDraft', (b) => b.isDraft],
  ['isWip', (b) => b.isWip],
  ['content', (b) => b.content],
  ['tags', (b) => b.tags],
  ['excerpt', (b) => b.excerpt],
  ['pronunciation', (b) => b.pronunciation],
  ['subheading', (b) => b.subheading],
  ['icon', (b) => b.icon],
  ['world', (b) => b.world],
  ['category', (b) => b.category],
  ...SECTION_FIELDS.map((s): [string, (b: Record<string, unknown>) => unknown] => [s, (b) => b[s]]),
];

/** Fields a file does not carry, and why losing them loses nothing: they are at World Anvil's default in every fixture. */
const AT_DEFAULT: Record<string, unknown> = {
  isAdultContent: false,
  position: null,
  userMetadata: null,
  articleParent: null,
  customArticleTemplate: null,
};

describe('real Boromir bodies (fixtures of other open-source clients)', () => {
  it('the answer to a live PUT article parses, maps into the model, and pulls then pushes every field back', () => {
    const raw = writes.create as Record<string, unknown>;
    const parsed = BoromirArticleAnswerSchema.parse(raw) as BoromirArticle;
    const article = toArticle(parsed);
    assert.equal(article.template, 'article');
    assert.equal(article.world.id, 'f5deaaa1-6464-44dc-821a-e12cb8563692');
    assert.equal(article.category, null);
    assert.equal(article.author?.username, 'God-Machine');
    assert.equal(article.update_date?.date, '2026-08-16 13:01:57.853255');

    for (const format of ['bbcode', 'markdown'] as const) {
      const pulled = articleToFile(article, format);
      const file = readArticleFile(pulled.text, { format: pulled.format });
      assert.deepEqual(file.problems, [], format);
      assert.equal(file.bookkeeping.id, raw.id);
      const input = { ...file.fields, ...file.sections };
      // Pull then push with nothing edited sends nothing…
      const { world: _w, template: _t, ...patchable } = input;
      assert.deepEqual(
        changedFields(patchable, file.bookkeeping.hashes),
        {},
        `${format}: an untouched pull pushes nothing`,
      );
      // …and a create from the file (every field) sends each value the article had.
      const body = boromirBody(input);
      for (const [field, fromBody] of WRITABLE) {
        const was = raw[field];
        if (was === null || was === undefined || was === '') continue;
        const expected = field === 'world' || field === 'category' ? { id: (was as { id: string }).id } : was;
        assert.deepEqual(fromBody(body), expected, `${format}: ${field} survives pull → push`);
      }
    }
    for (const [field, value] of Object.entries(AT_DEFAULT))
      assert.deepEqual(raw[field], value, `${field} is at its default`);
  });

  it('the answer to a live PATCH article (reference fields only, no world) parses as a write result', () => {
    const raw = writes.update as Record<string, unknown>;
    const result = toWriteResult(BoromirWriteAnswerSchema.parse(raw));
    assert.equal(result.id, raw.id);
    assert.equal(result.title, 'MCP probe — response shape updated');
    assert.equal(result.update_date?.date, '2026-08-16 13:01:59.849067');
    // A PATCH answer is an article at reference granularity: it maps as a list entry too.
    const summary = toSummary(BoromirArticleSchema.parse(raw) as BoromirArticle);
    assert.equal(summary.template, 'article');
    assert.equal(summary.category, null, 'folderId "-1" is the world root, not a category');
  });

  it('a POST world/articles entity maps into a tree entry: template from entityClass, category from folderId', () => {
    const raw = commentater.worldArticlesEntity as Record<string, unknown>;
    const summary = toSummary(BoromirArticleSchema.parse(raw) as BoromirArticle);
    assert.deepEqual(
      {
        id: summary.id,
        title: summary.title,
        template: summary.template,
        state: summary.state,
        isDraft: summary.isDraft,
        isWip: summary.isWip,
        category: summary.category?.id,
        updated: summary.update_date?.date,
      },
      {
        id: raw.id,
        title: '04',
        template: 'article',
        state: 'public',
        isDraft: false,
        isWip: false,
        category: 'cb66dac7-5818-440a-b6cf-5797d2c20729',
        updated: '2024-09-02 10:48:03.000000',
      },
    );
  });

  it('a GET identity answer maps to the signed-in user', () => {
    const user = toUser(BoromirIdentitySchema.parse(commentater.identity));
    assert.deepEqual(user, { id: '3fa85f64-5717-4562-b3fc-2c963f66afa6', username: 'Username' });
  });

  it('every fixture body is refused once its success flag is taken away (a 2xx without success is not an answer)', () => {
    for (const body of [writes.create, writes.update, commentater.identity] as Array<Record<string, unknown>>) {
      const { success: _s, ...without } = body;
      assert.equal(BoromirWriteAnswerSchema.safeParse(without).success, false);
    }
  });
});

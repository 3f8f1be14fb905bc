import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import {
  articleBody,
  SCRIPTORIUM_USER_AGENT,
  SCRIPTORIUM_VERSION,
  TEMPLATE_SLUGS,
  validateArticleInput,
} from '../../../src/core/worldanvil';

const UUID = '0b8f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const fields = (input: Record<string, unknown>, mode: 'create' | 'patch' = 'create') =>
  validateArticleInput(input, mode)
    .map((p) => p.field)
    .sort();

describe('World Anvil write validation', () => {
  it('accepts a minimal create and every template slug of the seed', () => {
    assert.equal(TEMPLATE_SLUGS.length, 24);
    for (const template of TEMPLATE_SLUGS) assert.deepEqual(fields({ world: UUID, title: 'T', template }), []);
  });

  it('requires world, title and template on create only', () => {
    assert.deepEqual(fields({}), ['template', 'title', 'world']);
    assert.deepEqual(fields({}, 'patch'), []);
  });

  it('refuses world, template and custom template on patch', () => {
    assert.deepEqual(fields({ world: UUID, template: 'person', custom_article_template: UUID }, 'patch'), [
      'custom_article_template',
      'template',
      'world',
    ]);
  });

  it('checks lengths in characters, flags, state, UUIDs, numbers, text and unknown fields, all at once', () => {
    const input = {
      world: 'nope',
      title: 'é'.repeat(256),
      template: 'starship',
      isDraft: 2,
      isWip: 'yes',
      isAdultContent: true,
      state: 'hidden',
      category: UUID,
      articleParent: 'x',
      cover: '12',
      position: Number.NaN,
      content: 5,
      excerpt: 'e'.repeat(257),
      icon: 'i'.repeat(51),
      pronunciation: 'p'.repeat(256),
      colour: 'red',
    };
    assert.deepEqual(fields(input), [
      'articleParent',
      'colour',
      'content',
      'cover',
      'excerpt',
      'icon',
      'isDraft',
      'isWip',
      'position',
      'state',
      'template',
      'world',
    ]);
  });

  it('counts code points, not UTF-16 units, for the limits', () => {
    assert.deepEqual(fields({ world: UUID, template: 'article', title: '𝔄'.repeat(256) }), []);
    assert.deepEqual(fields({ world: UUID, template: 'article', title: '𝔄'.repeat(257) }), ['title']);
  });

  it('sends flags as 0/1 and only the given fields', () => {
    assert.deepEqual(articleBody({ title: 'x', isDraft: true, isWip: false, isAdultContent: 1 }), {
      title: 'x',
      isDraft: 1,
      isWip: 0,
      isAdultContent: 1,
    });
  });

  it('names Scriptorium in the User-Agent, matching package.json', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    assert.equal(SCRIPTORIUM_VERSION, pkg.version);
    // No public web home exists yet: the address is the extension's own page in VS Code, never a made-up URL.
    assert.equal(pkg.homepage, undefined);
    assert.equal(SCRIPTORIUM_USER_AGENT, `Scriptorium (vscode:extension/${pkg.publisher}.${pkg.name}, ${pkg.version})`);
  });
});

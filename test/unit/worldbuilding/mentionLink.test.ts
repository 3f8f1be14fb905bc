// #31: a mention in the article preview opens the mentioned article's preview. Which links are mentions is
// read from server HTML, so only an id of World Anvil's shape may come out of one.
import { strict as assert } from 'node:assert';
import { mentionedArticleId } from '../../../src/worldbuilding/preview/mentionLink';

const ID = '7d1c3a52-1f0e-4b8a-9c3d-2e5f6a7b8c9d';

describe('article preview: mention links', () => {
  it('finds the id of the sandbox’s relative mention, World Anvil’s short link and the local preview’s', () => {
    assert.equal(mentionedArticleId(`/a/${ID}`), ID);
    assert.equal(mentionedArticleId(`https://www.worldanvil.com/a/${ID}`), ID);
    assert.equal(mentionedArticleId(`https://127.0.0.1:8443/a/${ID}/`), ID);
    assert.equal(mentionedArticleId(`/a/${ID.toUpperCase()}`), ID, 'one spelling of an id');
  });

  it('takes no other link for a mention', () => {
    for (const href of [
      'https://www.worldanvil.com/w/the-reedlands/a/aldmere',
      `/a/${ID}/edit`,
      `/b/${ID}`,
      '/a/not-an-id',
      `/a/${ID}x`,
      `/a/..%2F${ID}`,
      `javascript:/a/${ID}`,
      `file:///a/${ID}`,
      `mailto:/a/${ID}`,
      '#wa-history',
      '',
      `/a/${ID}`.padEnd(3000, 'x'),
    ])
      assert.equal(mentionedArticleId(href), undefined, href);
  });
});

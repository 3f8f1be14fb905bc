// Word counts of beats (BBCode) and part files (Markdown): tags, addresses, markers and front matter are
// not words; titles of mentions and links are; long hostile input stays linear (counted, not timed).
import { strict as assert } from 'node:assert';
import { countBBCodeWords, countMarkdownWords } from '../../../src/core/manuscript/words';

describe('manuscript word counts', () => {
  it('counts BBCode words without tags, with a mention’s title and not its address', () => {
    assert.equal(countBBCodeWords('[b]Mira[/b] came to [i]the salt gate[/i].'), 6);
    assert.equal(countBBCodeWords('Beyond lay @[Aldmere](settlement:0f3e-aa), white.'), 4);
    assert.equal(countBBCodeWords('the ribs rise a hand’s breadth; sea-wall'), 7);
    assert.equal(countBBCodeWords('[quote]Walk where\r\nthe salt is white.[/quote]'), 6);
    assert.equal(countBBCodeWords(''), 0);
    assert.equal(countBBCodeWords('Ærø née [i]café[/i] 1204 Ψυχή'), 5);
    assert.equal(countBBCodeWords('[not closed text'), 3);
  });

  it('counts Markdown words without front matter, beat markers or link addresses', () => {
    const md =
      '---\ntitle: Arrival\nposition: 1\n---\n\n<!-- beat:42 -->\n## The gate\n\nMira saw [Aldmere](../Places/Aldmere.md) at *dusk*.\n';
    assert.equal(countMarkdownWords(md), 7);
  });

  it('stays one pass on hostile input (a million brackets are counted, not backtracked)', () => {
    assert.equal(countBBCodeWords('['.repeat(1_000_000)), 0);
    assert.equal(countBBCodeWords('@[a]('.repeat(200_000)), 200_000);
    assert.equal(countMarkdownWords('<!--'.repeat(100_000)), 0);
  });
});

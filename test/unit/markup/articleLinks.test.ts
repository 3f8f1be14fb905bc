// Issue 29 item 4: mentions of pulled articles become relative Markdown links, and links to tracked
// articles' files turn back into exactly the mentions they came from.
import { strict as assert } from 'node:assert';
import {
  articleLinks,
  linkedPath,
  mentionOfLink,
  relativeLink,
  type ArticleAt,
} from '../../../src/core/markup/articleLinks';
import { bbcodeToMarkdown } from '../../../src/core/markup/bbcodeToMarkdown';
import { comparableSides, linksAsMentions } from '../../../src/core/markup/comparableText';
import { markdownToBBCode } from '../../../src/core/markup/markdownToBBCode';

const QUEEN = '11111111-1111-4111-8111-111111111111';
const CITY = '22222222-2222-4222-8222-222222222222';
const LOST = '33333333-3333-4333-8333-333333333333';

const tracked: ArticleAt[] = [
  { id: QUEEN, file: 'People/Queen-Isaura.md', template: 'person' },
  { id: CITY, file: 'Places/Harbours/Aldmere.md', template: 'settlement' },
];

const pullInto = (from: string, bbcode: string, articles = tracked) =>
  bbcodeToMarkdown(bbcode, articleLinks(articles, from));

describe('mentions as relative links', () => {
  it('writes a pulled mention as a link to its file, relative to the file that holds it', () => {
    const md = pullInto('Places/Harbours/Aldmere.md', `Ruled by @[Queen Isaura](person:${QUEEN}).`);
    assert.equal(md?.markdown, 'Ruled by [Queen Isaura](../../People/Queen-Isaura.md).');
    assert.equal(md?.bbcode, `Ruled by @[Queen Isaura](person:${QUEEN}).`);
    const beside = pullInto('People/Other.md', `@[Queen Isaura](person:${QUEEN})`);
    assert.equal(beside?.markdown, '[Queen Isaura](Queen-Isaura.md)');
  });

  it('keeps a type other than the target template in the link title, so it comes back', () => {
    const source = `See @[the queen](article:${QUEEN}) and @[Aldmere](location:${CITY}).`;
    const md = pullInto('Index.md', source)!;
    assert.equal(
      md.markdown,
      'See [the queen](People/Queen-Isaura.md "article") and [Aldmere](Places/Harbours/Aldmere.md "location").',
    );
    assert.equal(markdownToBBCode(md.markdown, undefined, articleLinks(tracked, 'Index.md').toMention).bbcode, source);
  });

  it('keeps mentions of articles not pulled, not yet written, or with markup in the title when it cannot come back', () => {
    const source = `@[Lost](person:${LOST}) @[The Twelve Beacons](landmark) @[The [i]Sea[/i] Queen](person:${QUEEN})`;
    const md = pullInto('a.md', source)!;
    assert.ok(md.markdown.startsWith(`@[Lost](person:${LOST}) @[The Twelve Beacons](landmark) `));
    // Markup in a title converts (`*Sea*`) and comes back as [i]: a link too.
    assert.ok(md.markdown.endsWith('[The *Sea* Queen](People/Queen-Isaura.md)'), md.markdown);
    assert.equal(md.bbcode, source);
  });

  it('round-trips every untouched part byte for byte, in every block', () => {
    const source = [
      `[h2]About @[Queen Isaura](person:${QUEEN})[/h2]`,
      `[b]Bold @[Aldmere](settlement:${CITY})[/b] and [url:https://example.org]a link[/url].`,
      `[ul]\n[li]@[Queen Isaura](person:${QUEEN})[/li]\n[/ul]`,
      `[quote]Said by @[Queen Isaura](person:${QUEEN}).[/quote]`,
      `[section:aside]@[Aldmere](settlement:${CITY})[/section]`,
    ].join('\n\n');
    const md = pullInto('x/y.md', source)!;
    assert.equal(md.bbcode, source);
    assert.equal((md.markdown.match(/\]\(\.\.\//g) ?? []).length, 5, md.markdown);
    const links = articleLinks(tracked, 'x/y.md');
    assert.equal(markdownToBBCode(md.markdown, undefined, links.toMention).bbcode, source);
  });

  it('stays a mention when the title would not survive as a link text', () => {
    for (const title of [' ', 'a\\', '[', 'x **y']) {
      const source = `@[${title}](person:${QUEEN})`;
      const md = pullInto('a.md', source);
      if (md) assert.equal(md.bbcode, source, title);
    }
  });

  it('percent-encodes what a link destination cannot hold, and reads it back', () => {
    const odd: ArticleAt[] = [{ id: QUEEN, file: 'Old+Tales/Queen (old).md', template: 'person' }];
    // A name the pull never makes (spaces, parentheses) but a rename in VS Code can: not a plain path, so no link.
    assert.equal(pullInto('a.md', `@[Q](person:${QUEEN})`, odd)?.markdown, `@[Q](person:${QUEEN})`);
    assert.equal(relativeLink('a/b.md', 'c d/(e)é.md'), '../c%20d/%28e%29%C3%A9.md');
    assert.equal(linkedPath('../c%20d/e.md', 'a/b.md'), undefined, 'space is not a plain file name');
    assert.equal(linkedPath('../Old%2BTales/Queen.md', 'a/b.md'), 'Old+Tales/Queen.md');
  });

  it('links only to guarded article files inside the root', () => {
    const from = 'People/Hero.md';
    for (const url of [
      '../../outside.md',
      '/etc/passwd.md',
      'https://example.org/a.md',
      'file:///x.md',
      'javascript:alert(1)',
      '%2E%2E/%2E%2E/x.md',
      '..%2F..%2Fx.md',
      'a.md#heading',
      'a.md?x=1',
      '.vscode/tasks.md',
      'a.txt',
      'CON.md',
      '%E0%A4%A.md',
      '..\\x.md',
    ])
      assert.equal(linkedPath(url, from), undefined, url);
    assert.equal(linkedPath('../Places/Aldmere.md', from), 'Places/Aldmere.md');
    assert.equal(linkedPath('Queen.bbcode', from), 'People/Queen.bbcode');
  });

  it('a link whose target moved turns into the mention of the article now in that file', () => {
    // The writer renamed Queen-Isaura.md to Isaura.md; VS Code rewrote the link; the lookup reads the moved file's id.
    const files = new Map([['People/Isaura.md', { id: QUEEN, template: 'person' }]]);
    const m = mentionOfLink('../People/Isaura.md', null, 'Places/Aldmere.md', (p) => files.get(p));
    assert.deepEqual(m, { type: 'person', id: QUEEN });
    // The old path is no tracked file any more: the link stays a link.
    const old = markdownToBBCode('[Queen](../People/Queen-Isaura.md)', undefined, (url, title) =>
      mentionOfLink(url, title, 'Places/Aldmere.md', (p) => files.get(p)),
    ).bbcode;
    assert.equal(old, '[url:../People/Queen-Isaura.md]Queen[/url]');
  });

  it('leaves links to other files, URLs and headings as links on push', () => {
    const links = articleLinks(tracked, 'a.md');
    const md =
      '[site](https://example.org) [notes](notes.md) [q](People/Queen-Isaura.md#reign) [k](<People/Queen-Isaura.md>)';
    assert.equal(
      markdownToBBCode(md, undefined, links.toMention).bbcode,
      `[url:https://example.org]site[/url] [url:notes.md]notes[/url] [url:People/Queen-Isaura.md#reign]q[/url] @[k](person:${QUEEN})`,
    );
  });

  it('converts a text of many mentions in one go', () => {
    // As many as one paragraph may hold (markdownLimits.ts counts brackets).
    const source = Array.from({ length: 400 }, (_, i) => `@[Queen ${i}](person:${QUEEN})`).join(' ');
    const md = pullInto('a.md', source)!;
    assert.equal(md.bbcode, source);
    assert.equal((md.markdown.match(/\(People\/Queen-Isaura\.md\)/g) ?? []).length, 400);
  });

  it('compares a link and its mention, or two spellings of one link, as equal in a conflict diff', () => {
    const links = articleLinks(tracked, 'Places/Harbours/Aldmere.md');
    const front = '---\ntitle: "Aldmere"\n---\n';
    const remote = `${front}Ruled by @[Queen *Isaura*](person:${QUEEN}).\n`;
    const local = `${front}Ruled by [Queen *Isaura*](<../../People/Queen-Isaura.md>).\n`;
    const sides = comparableSides(remote, local, undefined, links.toMention);
    assert.equal(sides.local, sides.remote);
    // A real difference stays one: another target, another text.
    const other = comparableSides(remote, local.replace('Isaura*', 'Isaura* II'), undefined, links.toMention);
    assert.notEqual(other.local, other.remote);
    assert.equal(
      linksAsMentions('[a](https://x.org) [b](nowhere.md)', links.toMention),
      '[a](https://x.org) [b](nowhere.md)',
    );
  });
});

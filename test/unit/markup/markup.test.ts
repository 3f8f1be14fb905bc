import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { readArticleFile, splitSections, writeBookkeeping } from '../../../src/core/markup/articleFile';
import { bbcodeToHtml, sanitizeServerHtml } from '../../../src/core/markup/bbcodeToHtml';
import { markdownToBBCode } from '../../../src/core/markup/markdownToBBCode';

const bb = (md: string) => markdownToBBCode(md).bbcode;

describe('Markdown → BBCode', () => {
  const cases: [string, string, string][] = [
    ['headings', '# A\n\n#### D\n\n##### E', '[h1]A[/h1]\n\n[h4]D[/h4]\n\n[h4]E[/h4]'],
    ['emphasis, strong, strike, code', '*i* **b** ~~s~~ `c`', '[i]i[/i] [b]b[/b] [s]s[/s] [code]c[/code]'],
    ['code block', '```\nx = 1\n```', '[code]\nx = 1\n[/code]'],
    ['nested lists', '- a\n- b\n  1. c', '[ul]\n[li]a[/li]\n[li]b\n[ol]\n[li]c[/li]\n[/ol][/li]\n[/ul]'],
    ['quote', '> q', '[quote]q[/quote]'],
    ['link', '[x](https://e.org)', '[url:https://e.org]x[/url]'],
    ['table', '| a |\n|---|\n| 1 |', '[table]\n[tr][th]a[/th][/tr]\n[tr][td]1[/td][/tr]\n[/table]'],
    ['rule', 'a\n\n---\n\nb', 'a\n\n[hr]\n\nb'],
    ['hard break', 'a  \nb', 'a[br]\nb'],
    ['World Anvil image', '![map](wa:42|left|200)', '[img:42|left|200]'],
    [
      'BBCode passes through',
      '[b]x[/b] [url:https://e.org]y[/url] [section:aside]z[/section]',
      '[b]x[/b] [url:https://e.org]y[/url] [section:aside]z[/section]',
    ],
    ['right-to-left text', 'خريطة **طبقة**', 'خريطة [b]طبقة[/b]'],
    ['empty document', '', ''],
  ];
  for (const [what, md, expected] of cases) it(what, () => assert.equal(bb(md), expected));

  it('resolves [[mentions]] and reports the unresolved with their position', () => {
    const r = markdownToBBCode('See [[Queen Isaura]] and\n[[Nobody]].', (t) =>
      t === 'Queen Isaura' ? { id: '0b8f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4', template: 'person' } : undefined,
    );
    assert.equal(r.bbcode, 'See @[Queen Isaura](person:0b8f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4) and\n@[Nobody](article).');
    assert.deepEqual(
      r.unresolved.map((u) => [u.title, u.line]),
      [['Nobody', 1]],
    );
  });

  it('never throws on arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => typeof markdownToBBCode(s).bbcode === 'string'),
      { numRuns: 300 },
    );
  });
});

describe('article files', () => {
  const file = [
    '---',
    'title: Aldmere',
    'template: settlement',
    'tags: [city, coast]',
    'isDraft: false',
    '# a comment the writer keeps',
    '---',
    'The **city**.',
    '<!-- section: footnotes -->',
    'A *note*.',
    '',
  ].join('\n');

  it('reads fields, tags, content and sections', () => {
    const a = readArticleFile(file, { format: 'markdown' });
    assert.deepEqual(a.problems, []);
    assert.deepEqual(a.fields, { title: 'Aldmere', template: 'settlement', tags: 'city,coast', isDraft: false });
    assert.deepEqual(a.sections, { content: 'The [b]city[/b].', footnotes: 'A [i]note[/i].' });
  });

  it('reports problems with their lines and keeps the body', () => {
    const a = readArticleFile('---\ntitle: x\ncolour: red\nfootnotes: no\n---\nBody\n<!-- section: nonsense -->\nx', {
      format: 'markdown',
    });
    assert.deepEqual(
      a.problems.map((p) => [p.field, p.line]),
      [
        ['colour', 2],
        ['footnotes', 3],
        ['nonsense', 6],
      ],
    );
    assert.equal(a.sections.content, 'Body');
    const broken = readArticleFile('---\ntitle: [unclosed\n---\nStill here', { format: 'markdown' });
    assert.ok(broken.problems.length > 0);
    assert.equal(broken.sections.content, 'Still here');
    assert.equal(readArticleFile('no front matter', { format: 'markdown' }).problems.length, 1);
  });

  it('keeps .bbcode bodies as they are', () => {
    assert.equal(
      readArticleFile('---\ntitle: x\n---\n[b]as is[/b] **not markdown**', { format: 'bbcode' }).sections.content,
      '[b]as is[/b] **not markdown**',
    );
  });

  it('writes the bookkeeping block and leaves every other byte alone', () => {
    const once = writeBookkeeping(file, { id: 'abc', updated: '2026-02-01 10:00:00.000000' });
    assert.ok(once.startsWith(file.split('\n---\n')[0]!));
    assert.ok(once.endsWith('---\nThe **city**.\n<!-- section: footnotes -->\nA *note*.\n'));
    assert.deepEqual(readArticleFile(once, { format: 'markdown' }).bookkeeping, {
      id: 'abc',
      updated: '2026-02-01 10:00:00.000000',
    });
    const twice = writeBookkeeping(once, { id: 'abc', updated: 'later' });
    assert.equal(twice.split('scriptorium:').length, 2, 'replaced, not added again');
    assert.equal(readArticleFile(twice, { format: 'markdown' }).bookkeeping.updated, 'later');
  });

  it('splits sections at marker lines only', () => {
    assert.deepEqual(Object.keys(splitSections('a\n<!-- section: seeded -->\nb\n<!--section:credits-->\nc')), [
      'content',
      'seeded',
      'credits',
    ]);
  });

  it('never throws on arbitrary files (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) =>
        Array.isArray(readArticleFile(`---\n${s}\n---\n${s}`, { format: 'markdown' }).problems),
      ),
      { numRuns: 300 },
    );
  });
});

describe('BBCode → safe HTML', () => {
  it('renders the World Anvil tags', () => {
    const html = bbcodeToHtml(
      '[h2]T[/h2]\n\n[b]b[/b] [url:https://e.org]l[/url] @[Q](person:0b8f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4)\n\n--Ruler::Isaura--',
    );
    assert.match(html, /<h2 id="wa-h1">T<\/h2>/);
    assert.match(html, /<a href="https:\/\/e.org" rel="noopener noreferrer">l<\/a>/);
    assert.match(html, /class="mention"/);
    assert.match(html, /<dt>Ruler<\/dt><dd>Isaura<\/dd>/);
  });

  const hostile = [
    '<script>alert(1)</script>',
    '[url:javascript:alert(1)]x[/url]',
    '[url:JaVaScRiPt:alert(1)]x[/url]',
    '[url:data:text/html,<script>x</script>]x[/url]',
    '[img:1" onerror="alert(1)]',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '<iframe src="https://evil.example"></iframe>',
    '<a href="javascript:alert(1)">x</a>',
    '<div style="background:url(javascript:x)">x</div>',
    '[b]<b onmouseover=alert(1)>x</b>[/b]',
    '[url:https://e.org" onclick="alert(1)]x[/url]',
    '<object data="x"></object>',
    '<embed src="x">',
    '<form action="x"><input></form>',
    '<style>body{display:none}</style>',
    '<link rel=stylesheet href=x>',
    '<meta http-equiv=refresh content="0;url=x">',
    '[section:x" onclick="y]z[/section]',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<math><mtext><script>x</script></mtext></math>',
    '[quote]<img src=x:y onerror=z>[/quote]',
    '<<script>script>alert(1)<</script>/script>',
  ];
  for (const payload of hostile) {
    it(`defuses ${payload.slice(0, 40)}`, () => {
      for (const html of [bbcodeToHtml(payload), sanitizeServerHtml(payload)]) {
        assert.doesNotMatch(html, /<(script|iframe|object|embed|form|style|link|meta|svg|math)\b/i);
        // Inside a tag, not in escaped text: no event handler, no script URL.
        assert.doesNotMatch(html, /<[^>]*\son\w+\s*=/i);
        assert.doesNotMatch(html, /<[^>]*(href|src)\s*=\s*"?\s*(javascript|data|vbscript):/i);
      }
    });
  }
});

describe('front matter keys', () => {
  it('sets one key and keeps the rest', async () => {
    const { setFrontMatterKey, frontMatterLength } = await import('../../../src/core/markup/articleFile');
    const text = '---\ntitle: A\n# kept\n---\nBody';
    const withWorld = setFrontMatterKey(text, 'world', 'abc');
    // Was a bug (issue 31): a new key went above the writer's first line; it goes last, their order kept.
    assert.equal(withWorld, '---\ntitle: A\n# kept\nworld: "abc"\n---\nBody');
    assert.equal(setFrontMatterKey(withWorld, 'world', 'def'), '---\ntitle: A\n# kept\nworld: "def"\n---\nBody');
    assert.equal(withWorld.slice(frontMatterLength(withWorld)), 'Body');
  });

  it('puts a new key before the bookkeeping block, which stays last', async () => {
    const { setFrontMatterKey } = await import('../../../src/core/markup/articleFile');
    const text = '---\ntitle: A\nscriptorium:\n  id: "x"\n---\nBody';
    assert.equal(
      setFrontMatterKey(text, 'isWip', true),
      '---\ntitle: A\nisWip: true\nscriptorium:\n  id: "x"\n---\nBody',
    );
  });
});

// Pull, then push unchanged, over arbitrary article text: the file a pull writes (Markdown or .bbcode) must
// read back as exactly what was pulled, so the push sends nothing — or, if anything, exactly the value the
// pull recorded. Was a bug: a `<!-- section: x -->` line inside a .bbcode text cut it in two on the push,
// and the front matter was written by concatenation (`template:` unquoted: a newline ended the front matter).
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { escapeSectionMarkers, readArticleFile, splitFrontMatter } from '../../../src/core/markup/articleFile';
import { articleInputOf, articleToFile, type ArticleFileFormat } from '../../../src/core/markup/articleToFile';
import { changedFields } from '../../../src/core/markup/fieldHashes';
import { withoutCreateOnly, type Article } from '../../../src/core/worldanvil';
import { SECTION_FIELDS } from '../../../src/core/worldanvil/limits';
import { anyText, markdownish } from './arbitraries';

const RUNS = { numRuns: 300 };
const MARKER_LINES = [
  '<!-- section: footnotes -->',
  '  <!--section:credits-->  ',
  '\\<!-- section: seeded -->',
  '\\\\<!-- section: nope -->',
  '<!-- section: content -->',
];
/** Every line end some reader honours (issue 25): VS Code's CRLF, CR and LF; NEL, LS and PS elsewhere. */
const BREAKS = ['\n', '\r\n', '\r', '\r\r\n', '\u0085', '\u2028', '\u2029'];
const anyBreak = /\r\n|[\n\r\u0085\u2028\u2029]/;

/** Text that often holds marker lines (plain, indented, already escaped) between arbitrary lines, after any line end. */
const withMarkers = fc
  .array(
    fc.tuple(
      fc.oneof(anyText, markdownish, fc.constantFrom(...MARKER_LINES, '---', '--- ')),
      fc.constantFrom(...BREAKS),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.map(([part, br]) => part + br).join(''));
const text = fc.oneof(withMarkers, anyText);
/** Front-matter values: anything, plus the ones that used to end the front matter or change its meaning. */
const scalar = fc.oneof(
  anyText,
  fc.constantFrom(
    'a\n---\ntitle: injected',
    'a\r---\rtitle: injected',
    'a\u2028---\u2029title: injected',
    'a\u0085---\u0085excerpt: x',
    '---',
    'x # y',
    'key: value',
    '"',
    "'",
    '[a, b]',
    '{a: 1}',
    '*alias',
    '&anchor',
    '|',
    '> folded',
    'true',
    '123',
    'null',
    '',
  ),
);

function article(t: {
  content: string;
  sections: string[];
  title: string;
  template: string;
  excerpt: string;
  tags: string;
}): Article {
  const sections = Object.fromEntries(SECTION_FIELDS.map((name, i) => [name, { content: t.sections[i] ?? '' }]));
  return {
    id: '5c1e0000-0000-4000-8000-000000000001',
    title: t.title,
    template: t.template,
    is_wip: false,
    is_draft: true,
    state: 'private',
    url: 'https://www.worldanvil.com/w/x/a/y',
    world: { id: '0b8f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4' },
    content: t.content,
    content_parsed: null,
    sections,
    excerpt: t.excerpt,
    tags: t.tags,
    update_date: { date: '2026-02-01 11:01:00.000000', timezone_type: 3, timezone: 'UTC' },
  } as Article;
}

const articles = fc
  .record({
    content: text,
    sections: fc.array(text, { maxLength: SECTION_FIELDS.length }),
    title: scalar,
    template: scalar,
    excerpt: scalar,
    tags: scalar,
  })
  .map(article);

/** The file as VS Code hands it over (TextDocument.getText): CRLF and lone CR each made one LF. */
const asVsCodeReadsIt = (text: string) => text.replace(/\r\n?/g, '\n');

/** The marker lines a reader that ends a line at any break finds in a file. */
const markersIn = (text: string) =>
  text.split(anyBreak).filter((l) => /^<!--\s*section:\s*[A-Za-z]+\s*-->$/.test(l.trim()));

/** What a push of the untouched file would send. */
function pushOf(fileText: string, format: ArticleFileFormat) {
  const file = readArticleFile(fileText, { format });
  return {
    file,
    sent: changedFields(withoutCreateOnly({ ...file.fields, ...file.sections }), file.bookkeeping.hashes),
  };
}

describe('property: pull, then push unchanged', () => {
  for (const wanted of ['bbcode', 'markdown'] as const) {
    it(`sends nothing, or exactly what was pulled, for any article pulled as ${wanted}`, () => {
      fc.assert(
        fc.property(articles, (a) => {
          const pulled = articleToFile(a, wanted);
          const { file, sent } = pushOf(pulled.text, pulled.format);
          assert.deepEqual(file.problems, [], 'the pulled file reads without problems');
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

  // Issue 25: a lone CR (or NEL, LS, PS) in server text let a marker line through unescaped, which VS Code
  // (or any reader ending lines there) read as a new section.
  it('writes no marker or front-matter delimiter a reader ending lines at any break would find, but its own', () => {
    fc.assert(
      fc.property(articles, fc.constantFrom('bbcode', 'markdown') as fc.Arbitrary<ArticleFileFormat>, (a, wanted) => {
        const pulled = articleToFile(a, wanted);
        const written = SECTION_FIELDS.filter((name) => pulled.text.includes(`\n<!-- section: ${name} -->\n`)).map(
          (name) => `<!-- section: ${name} -->`,
        );
        assert.deepEqual(markersIn(pulled.text), written);
        // The front matter (up to our closing `---`) has no line end but LF, so no value holds a `---` line.
        const front = pulled.text.slice(0, pulled.text.indexOf('\n---\n'));
        assert.doesNotMatch(front, /[\r\u0085\u2028\u2029]/);
      }),
      RUNS,
    );
  });

  it('reads a pulled file back as pulled when VS Code hands it over with its line ends made LF', () => {
    fc.assert(
      fc.property(articles, (a) => {
        const pulled = articleToFile(a, 'bbcode');
        const { file, sent } = pushOf(asVsCodeReadsIt(pulled.text), 'bbcode');
        assert.deepEqual(file.problems, []);
        assert.deepEqual(sent, {});
      }),
      RUNS,
    );
  });

  it('keeps a text with a lone CR, NEL, LS or PS before a marker line one text (CR read as LF, the others as they are)', () => {
    for (const br of ['\r', '\u0085', '\u2028', '\u2029']) {
      const content = `Before.${br}<!-- section: footnotes -->${br}After.`;
      const pulled = articleToFile(
        article({
          content,
          sections: [],
          title: `T${br}---${br}excerpt: injected`,
          template: 'article',
          excerpt: '',
          tags: '',
        }),
        'bbcode',
      );
      for (const text of [pulled.text, asVsCodeReadsIt(pulled.text)]) {
        const { file, sent } = pushOf(text, 'bbcode');
        const expected = br === '\r' ? 'Before.\n<!-- section: footnotes -->\nAfter.' : content;
        assert.equal(file.sections.content, expected, JSON.stringify(br));
        assert.equal(file.sections.footnotes, undefined);
        assert.equal(file.fields.title, `T${br}---${br}excerpt: injected`);
        assert.equal(file.fields.excerpt, undefined);
        assert.deepEqual(sent, {});
      }
    }
  });

  it('keeps every front-matter value one value: template, title, excerpt and tags read back as pulled', () => {
    fc.assert(
      fc.property(articles, (a) => {
        const pulled = articleToFile(a, 'bbcode');
        const { file } = pushOf(pulled.text, 'bbcode');
        assert.equal(file.fields.template, a.template);
        assert.equal(file.fields.title, a.title);
        // The front matter ends at our own closing line: no value's newline or `---` ended it early.
        assert.equal(
          splitFrontMatter(pulled.text).body.split('\n')[0],
          escapeSectionMarkers((articleInputOf(a).content as string) ?? '').split('\n')[0],
        );
      }),
      RUNS,
    );
  });

  it('reads back a text with stray carriage returns before a line end as pulled (found by the property above)', () => {
    const sections = ['#\r\r\n\n[url:https://e.org]'];
    for (const wanted of ['bbcode', 'markdown'] as const) {
      const pulled = articleToFile(
        article({ content: 'a\r\r\r\nb', sections, title: 'T', template: 'article', excerpt: '', tags: '' }),
        wanted,
      );
      const { sent } = pushOf(pulled.text, pulled.format);
      assert.deepEqual(sent, {}, wanted);
    }
  });

  it('reads back a text holding only a BOM or a no-break space, or starting with one, as pulled (found by the Boromir property)', () => {
    for (const content of [
      '[quote]\uFEFF[/quote]',
      '\uFEFFWords.',
      'Words.\n\n[quote]\u00A0[/quote]',
      '[quote]\u3000[/quote]',
    ])
      for (const wanted of ['bbcode', 'markdown'] as const) {
        const pulled = articleToFile(
          article({ content, sections: [], title: 'T', template: 'article', excerpt: '', tags: '' }),
          wanted,
        );
        assert.deepEqual(pushOf(pulled.text, pulled.format).sent, {}, `${JSON.stringify(content)} as ${wanted}`);
      }
  });

  it('pulls a .bbcode text holding a section marker line into one text, as it was', () => {
    const content = 'Before.\r\n<!-- section: footnotes -->\r\nAfter.';
    const pulled = articleToFile(
      article({ content, sections: [], title: 'T', template: 'article', excerpt: '', tags: '' }),
      'bbcode',
    );
    const { file, sent } = pushOf(pulled.text, 'bbcode');
    assert.equal(file.sections.content, 'Before.\n<!-- section: footnotes -->\nAfter.');
    assert.equal(file.sections.footnotes, undefined);
    assert.deepEqual(sent, {});
  });

  it('writes template and other strings quoted by the YAML library', () => {
    const pulled = articleToFile(
      article({
        content: 'x',
        sections: [],
        title: 'T',
        template: 'article\n---\nexcerpt: injected',
        excerpt: '',
        tags: '',
      }),
      'bbcode',
    );
    assert.match(pulled.text, /^template: "article\\n---\\nexcerpt: injected"$/m);
    assert.equal(readArticleFile(pulled.text, { format: 'bbcode' }).fields.excerpt, undefined);
  });
});

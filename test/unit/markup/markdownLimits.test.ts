// Issue 25, defect 7: Markdown and front matter that made remark or the YAML library super-linear or
// overflow the stack are refused before they are parsed, with a message naming the measure and its limit;
// text under the limits converts as before. No timing is asserted (the bench measures growth): the suite's
// 20 s per case is what the old code missed (1 MB of `~a~~b` took minutes, `1. ` threw a RangeError).
import { strict as assert } from 'node:assert';
import { ALIAS_CHAIN, worstCases } from '../../../scripts/lib/parserWorstCases';
import { readArticleFile } from '../../../src/core/markup/articleFile';
import { MAX_FRONT_MATTER_BRACKETS } from '../../../src/core/markup/frontMatterLimits';
import { MAX_NESTING, MarkdownTooComplexError } from '../../../src/core/markup/markdownLimits';
import { markdownToBBCode } from '../../../src/core/markup/markdownToBBCode';

const MB = 1024 * 1024;
const bb = (md: string) => markdownToBBCode(md).bbcode;

/** The error markdownToBBCode throws on `md`, which must be a MarkdownTooComplexError. */
function refusal(md: string): MarkdownTooComplexError {
  try {
    markdownToBBCode(md);
  } catch (err) {
    assert.ok(err instanceof MarkdownTooComplexError, `refused with a typed error, not ${String(err)}`);
    return err;
  }
  assert.fail('the text was converted, not refused');
}

describe('Markdown too complex for remark', function () {
  this.timeout(20_000);

  for (const c of worstCases().filter((w) => w.parser === 'readArticleFile (Markdown)')) {
    it(`1 MB of ${c.input}: a problem naming the limit, never a crash`, () => {
      const file = readArticleFile(c.make(MB), { format: 'markdown' });
      const messages = file.problems.map((p) => p.message).join('\n');
      assert.match(messages, /cannot be converted from Markdown: more than [\d,]+ \w/);
      assert.doesNotMatch(messages, /nested too deeply/, 'no stack overflow caught on the way');
    });
  }

  it('1. repeated is refused as nesting, naming the limit, where it threw a RangeError', () => {
    const err = refusal('1. '.repeat(3_000));
    assert.equal(err.measure, 'lists and block quotes inside each other');
    assert.match(err.message, new RegExp(`^more than ${MAX_NESTING} lists`));
  });

  it('~a~~b repeated is refused as markup', () => {
    assert.match(refusal('~a~~b'.repeat(10_000)).message, /more than 1,000 .*tildes.* in one paragraph/);
  });

  it('lists nested by indentation, lines apart, and lazy lines between them count as nesting', () => {
    const lines = Array.from({ length: 100 }, (_, i) => `${'  '.repeat(i)}- a\nlazy`);
    assert.match(refusal(lines.join('\n')).message, /lists and block quotes inside each other/);
  });

  it('setext headings and long paragraphs are refused, each with its own measure', () => {
    assert.match(refusal('a\n=\n\n'.repeat(300)).message, /headings underlined/);
    assert.match(refusal('a|b\n'.repeat(1_100)).message, /lines in a row/);
    assert.match(refusal('a\n\n'.repeat(10_001)).message, /lines in one text/);
  });

  it('nesting up to the limit converts, deepest level included', () => {
    const depth = MAX_NESTING - 1;
    assert.equal(bb(`${'> '.repeat(depth)}q`), `${'[quote]'.repeat(depth)}q${'[/quote]'.repeat(depth)}`);
    const list = Array.from({ length: 20 }, (_, i) => `${'  '.repeat(i)}- ${i}`).join('\n');
    const out = bb(list);
    assert.equal(out.match(/\[ul\]/g)?.length, 20);
    assert.ok(out.includes('[li]19[/li]'));
  });

  it('paragraphs split by CRLF blank lines count markup each on their own', () => {
    // Counted as one paragraph before (a blank line was only \n\n), so 2,000 short emphasized paragraphs were refused.
    const md = Array.from({ length: 2_000 }, (_, i) => `*p${i}*`).join('\r\n\r\n');
    const out = bb(md);
    assert.ok(out.startsWith('[i]p0[/i]') && out.endsWith('[i]p1999[/i]'));
  });

  it('a long - - - rule is a rule, not lists inside each other', () => {
    assert.equal(bb(`a\n\n${'- '.repeat(200)}\n\nb`), 'a\n\n[hr]\n\nb');
    assert.equal(bb(`a\n\n${'* '.repeat(200)}`), 'a\n\n[hr]');
  });

  it('emphasis nested as deep as one paragraph allows converts without overflowing the stack', () => {
    const out = bb(`${'*a '.repeat(450)}x${' b*'.repeat(450)}`);
    assert.equal(out.match(/\[i\]/g)?.length, 450);
    assert.ok(out.includes('[i]a x b[/i]'));
  });
});

describe('front matter too complex for the YAML library', function () {
  this.timeout(20_000);

  for (const c of worstCases().filter((w) => w.parser === 'readArticleFile (front matter)')) {
    it(`1 MB of ${c.input}: a problem naming the limit, never a crash`, () => {
      const file = readArticleFile(c.make(MB), { format: 'bbcode' });
      assert.match(file.problems[0]?.message ?? '', /^Front matter is not read: it has more than [\d,]+ \S/);
      assert.equal(file.sections.content, 'body', 'the body is still read');
    });
  }

  it('brackets nested past the limit are refused where the library overflowed its stack', () => {
    const file = readArticleFile(`---\ntitle: ${'['.repeat(MAX_FRONT_MATTER_BRACKETS + 1)}\n---\nbody`, {
      format: 'bbcode',
    });
    assert.deepEqual(
      file.problems.map((p) => p.message),
      [
        `Front matter is not read: it has more than ${MAX_FRONT_MATTER_BRACKETS} [ or { in the front matter. Keep it to the article's fields.`,
      ],
    );
  });

  it('- repeated on one line is refused as nesting', () => {
    const file = readArticleFile(`---\ntitle: ${'- '.repeat(100)}x\n---\n`, { format: 'bbcode' });
    assert.match(file.problems[0]?.message ?? '', /more than 64 levels of indentation/);
  });

  it('an alias chain is never expanded: the values stay small', () => {
    const file = readArticleFile(`---\n${ALIAS_CHAIN}\ntags: [*a9, *a9]\ntitle: *a9\n---\n`, { format: 'bbcode' });
    assert.ok(String(file.fields.tags).length < 100, String(file.fields.tags).slice(0, 100));
    assert.ok(JSON.stringify(file.fields.title).length < 100);
  });

  it('an ordinary front matter still reads', () => {
    const file = readArticleFile('---\ntitle: "A [b] {c}"\ntags: [x, y]\nscriptorium:\n  id: "1"\n---\nbody', {
      format: 'bbcode',
    });
    assert.deepEqual(file.problems, []);
    assert.deepEqual(file.fields, { title: 'A [b] {c}', tags: 'x,y' });
  });
});

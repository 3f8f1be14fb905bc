import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { parseBBCode, printBBCode } from '../../../src/core/markup/bbcodeTree';
import { bbcodeToMarkdown, sameBBCode } from '../../../src/core/markup/bbcodeToMarkdown';
import { markdownToBBCode } from '../../../src/core/markup/markdownToBBCode';
import { NOT_MARKDOWN, PAIRS, WRITER_MARKDOWN } from './roundTripCorpus';

const toBB = (md: string) => markdownToBBCode(md).bbcode;

describe('BBCode ↔ Markdown round trip', () => {
  for (const { what, bbcode, markdown } of PAIRS) {
    it(`BBCode → Markdown: ${what}`, () => assert.equal(bbcodeToMarkdown(bbcode)?.markdown, markdown));
    it(`Markdown → BBCode: ${what}`, () => assert.equal(toBB(markdown), bbcode));
  }

  for (const { what, bbcode } of NOT_MARKDOWN) {
    it(`stays BBCode: ${what}`, () => assert.equal(bbcodeToMarkdown(bbcode), undefined));
  }

  for (const md of WRITER_MARKDOWN) {
    it(`a writer's Markdown is stable through a push and a pull: ${JSON.stringify(md.slice(0, 30))}`, () => {
      const pushed = toBB(md);
      const pulled = bbcodeToMarkdown(pushed);
      assert.ok(pulled, `no Markdown for ${JSON.stringify(pushed)}`);
      assert.equal(toBB(pulled.markdown), pushed);
    });
  }

  it('counts list and table layout whitespace as no change, and nothing else', () => {
    assert.ok(sameBBCode('[ul][li]a[/li][/ul]', '[ul]\n[li]a[/li]\n[/ul]\n'));
    assert.ok(!sameBBCode('a\nb', 'a\n\nb'));
    assert.ok(!sameBBCode('[b]a[/b]', '[i]a[/i]'));
  });

  it('parses any text into a tree that prints back byte for byte (property)', () => {
    const bbText = fc
      .array(
        fc.oneof(
          fc.constantFrom(
            '[b]',
            '[/b]',
            '[i]',
            '[/i]',
            '[url:https://e.org]',
            '[/url]',
            '[ul]',
            '[li]',
            '[/li]',
            '[/ul]',
            '[quote]',
            '[/quote]',
            '[hr]',
            '[*]',
            '@[T](person:1)',
            '\n',
            '\n\n',
            ' ',
          ),
          fc.string({ maxLength: 8 }),
        ),
        { maxLength: 40 },
      )
      .map((a) => a.join(''));
    fc.assert(
      fc.property(bbText, (s) => printBBCode(parseBBCode(s)) === s),
      { numRuns: 500 },
    );
  });

  it('any BBCode gives Markdown that converts back to it, or no Markdown at all (property)', () => {
    const bbText = fc
      .array(
        fc.oneof(
          fc.constantFrom(
            '[b]',
            '[/b]',
            '[i]',
            '[/i]',
            '[s]',
            '[/s]',
            '[code]',
            '[/code]',
            '[h2]',
            '[/h2]',
            '[quote]',
            '[/quote]',
            '[ul]',
            '[li]',
            '[/li]',
            '[/ul]',
            '[table]',
            '[tr]',
            '[th]',
            '[td]',
            '[/td]',
            '[/th]',
            '[/tr]',
            '[/table]',
            '[hr]',
            '[section:x]',
            '[/section]',
            '\n',
            '\n\n',
            ' ',
            '*',
            '_',
            '#',
            '>',
            '- ',
            '1. ',
            '`',
            '\\',
            '&amp;',
            '<b>',
          ),
          fc.string({ maxLength: 6 }),
        ),
        { maxLength: 30 },
      )
      .map((a) => a.join(''));
    fc.assert(
      fc.property(bbText, (s) => {
        const md = bbcodeToMarkdown(s);
        return md === undefined || (sameBBCode(toBB(md.markdown), s) && md.bbcode === toBB(md.markdown));
      }),
      { numRuns: 500 },
    );
  });

  it('well-formed BBCode of plain words always has a Markdown form (property)', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
    // Emphasis nests, but never inside the same emphasis ([i][s][i]x[/i][/s][/i] has no Markdown form).
    const emphasised = (depth: number, outer: string[] = []): fc.Arbitrary<string> => {
      const tags = ['b', 'i', 's'].filter((t) => !outer.includes(t));
      if (depth === 0 || tags.length === 0) return word;
      return fc.oneof(
        word,
        fc
          .constantFrom(...tags)
          .chain((t) => emphasised(depth - 1, [...outer, t]).map((inner) => `[${t}]${inner}[/${t}]`)),
      );
    };
    const inlineBB = fc.array(emphasised(3), { minLength: 1, maxLength: 3 }).map((a) => a.join(' '));
    const blockBB = fc.oneof(
      inlineBB,
      inlineBB.map((t) => `[h2]${t}[/h2]`),
      fc
        .array(inlineBB, { minLength: 1, maxLength: 3 })
        .map((items) => `[ul]\n${items.map((i) => `[li]${i}[/li]`).join('\n')}\n[/ul]`),
      inlineBB.map((t) => `[quote]${t}[/quote]`),
    );
    const doc = fc.array(blockBB, { minLength: 1, maxLength: 4 }).map((blocks) => blocks.join('\n\n'));
    fc.assert(
      fc.property(doc, (s) => bbcodeToMarkdown(s) !== undefined),
      { numRuns: 300 },
    );
  });
});

// Defect 8 of issue 14: every parser of server or file text on its worst-case input of 1 MB (the same
// inputs as `npm run bench`), checked for a correct answer. No timing is asserted here (the bench measures
// time per MB and the growth ratio); the suite's 20 s per case is what a quadratic parser used to miss by
// minutes (160 KB of `@[` took 20 s).
import { strict as assert } from 'node:assert';
import { worstCases } from '../../../scripts/lib/parserWorstCases';
import { parseBBCode, printBBCode } from '../../../src/core/markup/bbcodeTree';
import { bbcodeToHtml } from '../../../src/core/markup/bbcodeToHtml';

const MB = 1024 * 1024;

describe('parsers on 1 MB worst-case inputs', function () {
  this.timeout(20_000);
  for (const c of worstCases()) {
    for (const part of c.parts ?? [{ name: '', run: c.run }]) {
      it(`${c.parser}: ${c.input}${part.name ? ` (${part.name})` : ''}`, () => {
        const text = c.make(MB);
        assert.ok(text.length >= MB * 0.5 || c.parser === 'languageFromFilemask', 'the input is about a megabyte');
        part.run(text);
      });
    }
  }

  it('the BBCode tree prints back byte for byte on each of them', () => {
    for (const c of worstCases().filter((w) => w.parser === 'parseBBCode')) {
      const text = c.make(MB);
      assert.equal(printBBCode(parseBBCode(text)), text, c.input);
    }
  });

  it('the preview of each shows no raw tag of a known name and no stray closing element', () => {
    for (const c of worstCases().filter((w) => w.parser === 'bbcodeToHtml')) {
      const html = bbcodeToHtml(c.make(MB / 8));
      assert.doesNotMatch(html, /\[\/?(b|quote|url)\]/i, c.input);
      assert.doesNotMatch(html, /^\s*<\//, c.input);
    }
  });
});

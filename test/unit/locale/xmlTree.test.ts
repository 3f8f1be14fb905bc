// The XML reader under the upload preview's XML formats (#41): elements, attributes, text with the five
// entities and character references, CDATA, comments and processing instructions skipped, each element's
// place in the text; malformed and hostile files refused by line, never followed.
import { strict as assert } from 'node:assert';
import { elements, leadingText, parseXml, XmlSyntaxError } from '../../../src/core/locale/xmlTree';
import { withoutElements } from '../../../src/core/locale/xmlCut';

const refusedAt = (text: string, line: number, why: RegExp) =>
  assert.throws(
    () => parseXml(text),
    (e: unknown) => e instanceof XmlSyntaxError && e.line === line && why.test(e.message),
  );

describe('parseXml', () => {
  it('reads elements, attributes in either quote, entities, character references and CDATA', () => {
    const root = parseXml(
      `<?xml version="1.0"?>\n<!-- a <comment> -->\n<!DOCTYPE TS>\n<r a="1 &amp; 2" b='&quot;x&apos;'>` +
        `<s>Tom &amp; Jerry &lt;3 &#233;&#xE9;&#x1F600;</s><c><![CDATA[<b>&amp;</b>]]> tail</c><e/></r>\n`,
    );
    assert.equal(root.name, 'r');
    assert.deepEqual(
      [...root.attrs],
      [
        ['a', '1 & 2'],
        ['b', `"x'`],
      ],
    );
    const [s, c, e] = elements(root);
    assert.equal(leadingText(s!), 'Tom & Jerry <3 éé😀');
    assert.equal(leadingText(c!), '<b>&amp;</b> tail');
    assert.equal(e!.start, e!.leadStart);
    assert.deepEqual(e!.children, []);
  });

  it('hands on CRLF and CR line ends as LF, and knows where each element lies', () => {
    const text = '<r>\r\n  <s>a\r\nb\rc</s>\r\n</r>';
    const root = parseXml(text);
    const s = elements(root, 's')[0]!;
    assert.equal(leadingText(s), 'a\nb\nc');
    assert.equal(text.slice(s.start, s.end), '<s>a\r\nb\rc</s>');
    assert.equal(text.slice(s.leadStart, s.start), '\r\n  ');
    assert.equal(withoutElements(`\uFEFF${text}`, '\uFEFF', [s]), '\uFEFF<r>\r\n</r>');
  });

  it('refuses malformed files, naming the line', () => {
    refusedAt('<r>\n<s>\n</r>', 3, /closes <s>/);
    refusedAt('<r>\n<s>', 2, /not closed/);
    refusedAt('<r>a & b</r>', 1, /bare &/);
    refusedAt('<r>\n&nbsp;</r>', 2, /entity &nbsp;/);
    refusedAt('<r>&#0;</r>', 1, /entity/);
    refusedAt('<r>&#x110000;</r>', 1, /entity/);
    refusedAt('<r a=1/>', 1, /not quoted/);
    refusedAt('<r a="1" a="2"/>', 1, /twice/);
    refusedAt('<r a="<"/>', 1, /< in the value/);
    refusedAt('<r/><r/>', 1, /more than one root/);
    refusedAt('text', 1, /outside the root/);
    refusedAt('', 1, /no root/);
    refusedAt('<r>\n<!-- open', 2, /comment is not closed/);
    refusedAt('<r><![CDATA[ open', 1, /CDATA section is not closed/);
    refusedAt('</r>', 1, /closes <nothing>/);
    refusedAt('<r>\n\na\u0000b</r>', 3, /U\+0000 is not allowed/);
    refusedAt('<r>\u001b[31m</r>', 1, /U\+001B/);
    refusedAt('<r>\ud800</r>', 1, /U\+D800/);
    refusedAt('<r>&#1;</r>', 1, /entity &#1;/);
    refusedAt('<r>&#xD800;</r>', 1, /entity/);
    assert.equal(leadingText(parseXml('<r>\t&#9;&#x10FFFF;\ud83d\ude00</r>')), '\t\t\u{10FFFF}😀');
  });

  it('refuses a DOCTYPE with entity declarations (a billion laughs) and nesting beyond any translation file', () => {
    const laughs =
      '<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol "lol">\n <!ENTITY lol2 "&lol;&lol;">\n]>\n<lolz>&lol2;</lolz>';
    refusedAt(laughs, 2, /internal subset/);
    refusedAt(`${'<a>'.repeat(300)}${'</a>'.repeat(300)}`, 1, /deeper than 256/);
    assert.equal(parseXml(`${'<a>'.repeat(200)}${'</a>'.repeat(200)}`).name, 'a');
  });
});

// `[img:ID|options]` ↔ `![alt](assets/file "img:ID|options")` (issue 29, item 3): every form of World
// Anvil's image tag comes back byte for byte, whatever the alt text (server text) holds; only a relative
// image whose title reads `img:ID…` is taken for a World Anvil image on push.
import { strict as assert } from 'node:assert';
import { bbcodeToMarkdown } from '../../../src/core/markup/bbcodeToMarkdown';
import { escapeAlt, imageOfMarkdown, parseImageArg } from '../../../src/core/markup/imageLinks';
import { markdownToBBCode } from '../../../src/core/markup/markdownToBBCode';

const kept: Record<string, { dest: string; alt: string }> = {
  '5201': { dest: '../assets/The-Drowned-Giant.png', alt: 'The Drowned Giant' },
};
const links = (alt?: string) => ({
  toLink: () => undefined,
  toMention: () => undefined,
  image: (id: string) => (kept[id] ? { ...kept[id]!, ...(alt === undefined ? {} : { alt }) } : undefined),
});

describe('World Anvil images as Markdown images of pulled files (issue 29)', () => {
  it('writes a kept image with its id and options in the title, and reads it back as the same tag', () => {
    for (const [bbcode, markdown] of [
      ['[img:5201]', '![The Drowned Giant](../assets/The-Drowned-Giant.png "img:5201")'],
      ['[img:5201|center]', '![The Drowned Giant](../assets/The-Drowned-Giant.png "img:5201|center")'],
      ['A [img:5201|left|200] b', 'A ![The Drowned Giant](../assets/The-Drowned-Giant.png "img:5201|left|200") b'],
    ] as const) {
      const md = bbcodeToMarkdown(bbcode, links());
      assert.equal(md?.markdown, markdown);
      assert.equal(md?.bbcode, bbcode);
    }
  });

  it('an image not kept stays as before; other tags around a kept one convert as ever', () => {
    assert.equal(bbcodeToMarkdown('[img:42|left]', links())?.markdown, '![](wa:42|left)');
    const table = '[table]\n[tr][th]Map[/th][/tr]\n[tr][td][img:5201|right][/td][/tr]\n[/table]';
    assert.equal(bbcodeToMarkdown(table, links())?.bbcode, table);
    const linked = '[url:https://example.org][img:5201][/url]';
    assert.equal(bbcodeToMarkdown(linked, links())?.bbcode, linked);
  });

  it('any alt text a server sends leaves the image whole and the BBCode unchanged', () => {
    for (const alt of [
      'a ] b',
      '![x](y) [z]',
      '`code ]`',
      '<https://evil.example/]>',
      '<img src=x onerror=alert(1)>',
      '**bold** _x_ ~~s~~ &amp; \\',
      'line\nbreak\u202Ebidi\u0000nul',
      '|pipe|',
      'x'.repeat(10_000),
    ]) {
      const table = '[table]\n[tr][th]Map[/th][/tr]\n[tr][td][img:5201|left][/td][/tr]\n[/table]';
      for (const bbcode of [table, 'And [img:5201], [b][img:5201|right][/b].'])
        assert.equal(bbcodeToMarkdown(bbcode, links(alt))?.bbcode, bbcode, alt);
      assert.ok(!/[\n\u202E\0]/.test(escapeAlt(alt)), alt);
      assert.ok(escapeAlt(alt).length <= 400, alt);
    }
  });

  it('on push, only a relative image titled img:ID… is a World Anvil image', () => {
    assert.equal(imageOfMarkdown('assets/x.png', 'img:5|left|200'), '[img:5|left|200]');
    assert.equal(imageOfMarkdown('../assets/My%20map.webp', 'img:5'), '[img:5]');
    for (const [url, title] of [
      ['https://example.org/x.png', 'img:5'],
      ['//example.org/x.png', 'img:5'],
      ['/etc/x.png', 'img:5'],
      ['C:\\x.png', 'img:5'],
      ['assets/x.png', null],
      ['assets/x.png', 'a picture'],
      ['assets/x.png', 'img:5]"[b]'],
      ['assets/x.png', 'img:x'],
    ] as const)
      assert.equal(imageOfMarkdown(url, title), undefined, `${url} ${title}`);
    assert.equal(
      markdownToBBCode('A ![any alt](assets/x.png "img:7|center") and ![plain](assets/y.png)').bbcode,
      'A [img:7|center] and [url:assets/y.png]plain[/url]',
    );
  });

  it('reads only the plain id-and-options form', () => {
    assert.deepEqual(parseImageArg('5201|left|200'), { id: '5201', options: '|left|200' });
    assert.equal(parseImageArg('5201|left|200|a|b|c'), undefined);
    assert.equal(parseImageArg(' 5201'), undefined);
    const long = `1${'|a'.repeat(100_000)}`;
    assert.equal(parseImageArg(long), undefined);
    assert.equal(imageOfMarkdown('a.png', `img:${long}`), undefined);
  });
});

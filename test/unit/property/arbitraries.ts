// Generators of hostile text for the markup properties: Markdown-ish (the syntax pieces remark reacts to,
// BBCode, mentions, section markers, odd line ends) and YAML-ish front matter (keys of the write table and
// others, scalars, flow and block collections, anchors, aliases, tags, broken quoting).
import fc from 'fast-check';
import { SECTION_FIELDS, WRITE_FIELDS } from '../../../src/core/worldanvil/limits';

const MD_TOKENS = [
  '#', '## ', '###### ', '*', '**', '_', '__', '~~', '`', '```', '```js\n', '~~~', '[', ']', '(', ')', '[[', ']]', '![', '@[', '](', '<', '>', '&amp;', '&#0;',
  '|', '| --- |', '---', '***', '- ', '* ', '+ ', '1. ', '1) ', '- [ ] ', '> ', '>> ', '    ', '\t', '\\', '\n', '\n\n', '\r\n', '\r', ' ', '  \n',
  '[b]', '[/b]', '[url:https://e.org]', '[/url]', '[url:javascript:alert(1)]', '[img:12|left|200]', '[h2]', '[/h2]', '[quote]', '[/quote]', '[table]',
  'https://example.org/a_b', 'www.x.org', 'mail@x.org', '[[Aldmere]]', '[[ ]]', '[[a]b]]', '@[Q](person:abc)', '![alt](wa:12)', '![x](http://e/x.png)',
  '[ref]: https://e.org', '[ref]', '<!-- section: footnotes -->', '<!-- section: nope -->', '<!--', '-->', '<script>', '</div>', '<b>', ':::',
  'word', 'Ünïcödé', 'עברית', '😀', '\u0000', '\u2028', '\u2029', '\u0085', '\uFEFF', '\uD800',
  '\r<!-- section: footnotes -->\r', '\u2028<!-- section: credits -->\u2029', '\u0085---\u0085',
];

/** Markdown-ish text: tokens remark treats specially, joined at random. */
export const markdownish = fc.array(fc.oneof(fc.constantFrom(...MD_TOKENS), fc.string({ maxLength: 6 })), { maxLength: 60 }).map((parts) => parts.join(''));

/** Any text, including lone surrogates and control characters. */
export const anyText = fc.oneof(fc.string({ maxLength: 200, unit: 'binary' }), fc.string({ maxLength: 200 }), markdownish);

const yamlKey = fc.oneof(
  fc.constantFrom(...WRITE_FIELDS, ...SECTION_FIELDS, 'content', 'scriptorium', 'tags', 'world', '', '?', '-', '"quoted key"', '[a, b]', '{a: 1}', '&k key', '*alias', '!!str tagged', 'null', '~', '<<'),
  fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_-]{0,10}$/),
);

const yamlScalar = fc.oneof(
  fc.constantFrom(
    '', 'plain', '"double"', "'single'", '"unterminated', "'bad ' quote'", '123', '-0', '0x1F', '1e400', '99999999999999999999999', '.nan', '.inf', 'true', 'no', 'null', '~',
    '[a, b, c]', '[city, coast]', '[', ']', '{a: 1, b: [2]}', '{', '}', '&anchor value', '*anchor', '*missing', '!!binary aGVsbG8=', '!!int x', '!custom x',
    '|', '>-', '| \n  block line\n  other', '- item', '? complex', '# comment', 'a: b: c', '@reserved', '`backtick', '%TAG', '2026-02-01 10:00:00',
    '"\\u0000"', '"\\uD800"', '0b8f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4', 'public', 'private', 'article',
  ),
  fc.string({ maxLength: 12 }),
);

const yamlLine = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(yamlKey, yamlScalar).map(([k, v]) => `${k}: ${v}`) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('  ', '    ', '\t', '- '), yamlScalar).map(([i, v]) => `${i}${v}`) },
  { weight: 1, arbitrary: fc.constantFrom('scriptorium:', '  id: abc', '  hashes:', '    title: "x"', '  updated: 1', '---', '...', '', '#', 'tags:', '  - a', '  - [b]') },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

/** Front matter lines that are mostly YAML, often broken. */
export const yamlish = fc.array(yamlLine, { maxLength: 14 }).map((lines) => lines.join('\n'));

/** A whole article file: maybe front matter (with either line end), then a Markdown-ish body. */
export const articleFileText = fc
  .tuple(fc.boolean(), yamlish, markdownish, fc.constantFrom('\n', '\r\n', '\r', '\u2028', '\u0085'))
  .map(([withFrontMatter, yaml, body, eol]) => (withFrontMatter ? `---${eol}${yaml.replace(/\n/g, eol)}${eol}---${eol}${body}` : body));

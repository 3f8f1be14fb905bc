// The BBCode grammar contributed for .bbcode files (syntaxes/bbcode.tmLanguage.json), loaded the way VS Code
// loads it (vscode-textmate on the Oniguruma regex engine) and run over the text a pull writes: each kind of
// thing in it gets the scope themes colour. A grammar only shape-checked can hold a regex Oniguruma refuses,
// or one that swallows the rest of the file; tokenizing catches both.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as oniguruma from 'vscode-oniguruma';
import { INITIAL, parseRawGrammar, Registry, type IGrammar } from 'vscode-textmate';

const ROOT = join(__dirname, '..', '..', '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  contributes: {
    languages: { id: string; extensions?: string[] }[];
    grammars: { language?: string; scopeName: string; path: string; embeddedLanguages?: Record<string, string> }[];
  };
};

const YAML_STAND_IN = {
  scopeName: 'source.yaml',
  patterns: [{ match: '^[A-Za-z_]+(?=:)', name: 'entity.name.tag.yaml' }],
};

async function loadGrammar(): Promise<IGrammar> {
  const wasm = readFileSync(join(ROOT, 'node_modules', 'vscode-oniguruma', 'release', 'onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const contribution = pkg.contributes.grammars.find((g) => g.language === 'bbcode')!;
  const registry = new Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (p) => new oniguruma.OnigScanner(p),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }),
    // VS Code supplies source.yaml for the front matter; here a one-rule stand-in shows it is embedded (without
    // any source.yaml, vscode-textmate drops a rule whose only pattern is a missing grammar).
    loadGrammar: async (scope) => {
      if (scope === contribution.scopeName)
        return parseRawGrammar(readFileSync(join(ROOT, contribution.path), 'utf8'), contribution.path);
      if (scope === 'source.yaml') return parseRawGrammar(JSON.stringify(YAML_STAND_IN), 'yaml.json');
      return null;
    },
  });
  const grammar = await registry.loadGrammar(contribution.scopeName);
  assert.ok(grammar, 'the grammar loads');
  return grammar;
}

/** Each token's text with its innermost scope, line by line, carrying the state as VS Code does. */
function tokenize(grammar: IGrammar, text: string): { text: string; scopes: string[] }[][] {
  let state = INITIAL;
  return text.split('\n').map((line) => {
    const r = grammar.tokenizeLine(line, state);
    state = r.ruleStack;
    return r.tokens.map((t) => ({ text: line.slice(t.startIndex, t.endIndex), scopes: t.scopes }));
  });
}

/** The scopes of the first token whose text is `text` on line `line`. */
function scopesOf(lines: ReturnType<typeof tokenize>, line: number, text: string): string[] {
  const token = lines[line]!.find((t) => t.text === text);
  assert.ok(token, `"${text}" is a token of line ${line}: ${JSON.stringify(lines[line]!.map((t) => t.text))}`);
  return token.scopes;
}

/**
 * Scope selectors VS Code's default themes (theme-defaults 1.139: Dark and Light Modern, Dark+ and Light+,
 * both High Contrast) give a colour or a font style, each in at least five of the six: a token carrying
 * one of these (or a scope below it) is drawn apart from plain text whatever default theme is on.
 */
const THEMED = [
  'comment',
  'entity.name.tag',
  'entity.other.attribute-name',
  'keyword',
  'markup.bold',
  'markup.heading',
  'markup.inline.raw',
  'markup.italic',
  'markup.underline',
  'punctuation.definition.tag',
  'string',
];
const themed = (scope: string) => THEMED.some((s) => scope === s || scope.startsWith(`${s}.`));

const has = (scopes: string[], prefix: string) =>
  assert.ok(
    scopes.some((s) => s.startsWith(prefix)),
    `${prefix} in ${scopes.join(' ')}`,
  );
const hasNot = (scopes: string[], prefix: string) =>
  assert.ok(!scopes.some((s) => s.startsWith(prefix)), `no ${prefix} in ${scopes.join(' ')}`);

describe('BBCode language and grammar (.bbcode files)', () => {
  let grammar: IGrammar;
  before(async () => {
    grammar = await loadGrammar();
  });

  it('is contributed for .bbcode files, with the front matter embedded as YAML', () => {
    const lang = pkg.contributes.languages.find((l) => l.id === 'bbcode');
    assert.deepEqual(lang?.extensions, ['.bbcode']);
    const g = pkg.contributes.grammars.find((x) => x.language === 'bbcode')!;
    assert.equal(g.scopeName, 'text.bbcode');
    assert.equal(g.embeddedLanguages?.['meta.embedded.block.frontmatter'], 'yaml');
  });

  it('scopes the front matter, tags, attributes, links, images, mentions, quotes and section markers', () => {
    const lines = tokenize(
      grammar,
      [
        '---',
        'title: Aldmere',
        '---',
        '[h2|origins]Origins[/h2]',
        '[b]Bold @[Queen Isaura](person:5c1e) text[/b] and [url=https://example.com/x]a link[/url]',
        '[img:1234] [img]https://example.com/a.png[/img] [section:note]aside[/section]',
        '[quote]Salt remembers.|Old saying[/quote]',
        '--Population::4,000--',
        '<!-- section: footnotes -->',
        '[i]after[/i]',
      ].join('\n'),
    );
    has(scopesOf(lines, 1, 'title'), 'meta.embedded.block.frontmatter');
    has(scopesOf(lines, 1, 'title'), 'entity.name.tag.yaml');
    has(scopesOf(lines, 3, 'h2'), 'entity.name.tag');
    has(scopesOf(lines, 3, 'origins'), 'entity.other.attribute-name');
    has(scopesOf(lines, 3, 'Origins'), 'markup.heading');
    has(scopesOf(lines, 4, 'Bold '), 'markup.bold');
    has(scopesOf(lines, 4, 'Queen Isaura'), 'string.other.link.title');
    has(scopesOf(lines, 4, 'person:5c1e'), 'markup.underline.link.mention');
    has(scopesOf(lines, 4, 'https://example.com/x'), 'markup.underline.link');
    has(scopesOf(lines, 4, 'a link'), 'string.other.link.title');
    hasNot(scopesOf(lines, 4, ' and '), 'markup.bold');
    has(scopesOf(lines, 5, '1234'), 'entity.other.attribute-name.image');
    hasNot(scopesOf(lines, 5, ' '), 'markup.underline.link');
    has(scopesOf(lines, 5, 'https://example.com/a.png'), 'markup.underline.link.image');
    has(scopesOf(lines, 5, 'section'), 'entity.name.tag');
    has(scopesOf(lines, 5, 'note'), 'entity.other.attribute-name');
    has(scopesOf(lines, 6, 'Salt remembers.'), 'markup.quote');
    has(scopesOf(lines, 6, 'Old saying'), 'string.other.author');
    has(scopesOf(lines, 7, 'Population'), 'entity.other.attribute-name.fact');
    has(scopesOf(lines, 7, '4,000'), 'string.unquoted.fact');
    has(scopesOf(lines, 8, 'footnotes'), 'entity.name.section');
    has(scopesOf(lines, 9, 'after'), 'markup.italic');
    hasNot(scopesOf(lines, 9, 'after'), 'meta.embedded.block.frontmatter');
  });

  it('keeps [code] content raw: tags inside it are not tags, and the text after [/code] is scoped again', () => {
    const lines = tokenize(grammar, '[code]\n[b]not bold[/b] @[x](y:z)\n[/code] [b]bold[/b]');
    const inside = lines[1]!;
    assert.equal(inside.length, 1, JSON.stringify(inside));
    has(inside[0]!.scopes, 'markup.inline.raw.string.code');
    hasNot(inside[0]!.scopes, 'entity.name.tag');
    has(scopesOf(lines, 2, 'bold'), 'markup.bold');
  });

  it('gives every kind of token a scope the default themes colour (#41: code had none)', () => {
    const lines = tokenize(
      grammar,
      [
        '[h2|origins]Origins[/h2] [b]Bold[/b] [i]it[/i] @[Queen Isaura](person:5c1e)',
        '[url=https://example.com/x]a link[/url] [img:1234] [quote]Salt.|Old saying[/quote]',
        '[code]',
        'raw text',
        '[/code]',
        '--Population::4,000--',
        '<!-- section: footnotes -->',
      ].join('\n'),
    );
    const kinds: [number, string, string][] = [
      [0, '[', 'tag punctuation'],
      [0, 'h2', 'tag name'],
      [0, 'origins', 'tag argument'],
      [0, 'Origins', 'heading'],
      [0, 'Bold', 'bold'],
      [0, 'it', 'italic'],
      [0, 'Queen Isaura', 'mention'],
      [0, 'person:5c1e', 'mention target'],
      [1, 'https://example.com/x', 'link address'],
      [1, 'a link', 'link text'],
      [1, '1234', 'image id'],
      [1, 'Old saying', 'quote author'],
      [3, 'raw text', '[code] content'],
      [5, 'Population', 'fact name'],
      [5, '4,000', 'fact value'],
      [6, 'footnotes', 'section marker'],
    ];
    for (const [line, text, kind] of kinds)
      assert.ok(
        scopesOf(lines, line, text).some(themed),
        `${kind} "${text}" has a scope the default themes colour: ${scopesOf(lines, line, text).join(' ')}`,
      );
  });

  it('an unclosed tag or heading does not colour the rest of the file', () => {
    const lines = tokenize(grammar, '[h1]Never closed\nplain [url]x[/url]\n[img:1 and text');
    hasNot(scopesOf(lines, 1, 'plain '), 'markup.heading');
    hasNot(scopesOf(lines, 2, '[img:1 and text'), 'entity.name.tag');
  });
});

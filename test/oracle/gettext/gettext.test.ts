// The oracle tier for gettext (#44 item 1): GNU xgettext, the extractor every gettext project runs, and
// Scriptorium's finder read the same sources in Python, C, PHP and JavaScript, and their (msgctxt, msgid)
// pairs are compared file by file. Keywords are each ecosystem's own, written from its documentation, not
// from Scriptorium's table: xgettext's defaults per language, plus Django's makemessages keywords, glib's
// gi18n.h macros, and WordPress's `wp i18n make-pot` keywords. Sources: hand-written files in the idioms of
// each (src/) and generated calls (fast-check: literal content with escapes and quotes, concatenation,
// whitespace and comments between the arguments). Every difference must be one of KNOWN_DIFFERENCES, each
// explained; recall and false usages per language are printed for BENCHMARKS.md.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { scanGettext, type GettextSyntax } from '../../../src/core/sourceKeys/gettext';

interface Language {
  syntax: GettextSyntax;
  xgettext: string;
  ext: string;
  /** Keywords beyond xgettext's defaults for the language, as the ecosystem's tools pass them. */
  keywords: string[];
}

const LANGUAGES: Language[] = [
  {
    syntax: 'python',
    xgettext: 'Python',
    ext: 'py',
    // django/core/management/commands/makemessages.py (Django 5), and Flask-Babel's lazy_gettext as _l.
    keywords: [
      'gettext_noop',
      'gettext_lazy',
      'ngettext_lazy:1,2',
      'pgettext:1c,2',
      'npgettext:1c,2,3',
      'pgettext_lazy:1c,2',
      'npgettext_lazy:1c,2,3',
      '_l',
    ],
  },
  // glib/gi18n.h: _() and N_() for gettext, C_() and NC_() with a context first.
  { syntax: 'c', xgettext: 'C', ext: 'c', keywords: ['_', 'N_', 'C_:1c,2', 'NC_:1c,2'] },
  {
    syntax: 'php',
    xgettext: 'PHP',
    ext: 'php',
    // WordPress's make-pot (wp-cli/i18n-command, PhpFunctionsScanner): each function's text and context.
    keywords: [
      '__',
      '_e',
      '_x:1,2c',
      '_ex:1,2c',
      '_n:1,2',
      '_nx:1,2,4c',
      '_n_noop:1,2',
      '_nx_noop:1,2,3c',
      'esc_attr__',
      'esc_html__',
      'esc_attr_e',
      'esc_html_e',
      'esc_attr_x:1,2c',
      'esc_html_x:1,2c',
    ],
  },
  { syntax: 'js', xgettext: 'JavaScript', ext: 'js', keywords: [] },
];

/** Where Scriptorium and xgettext differ on purpose: one side's pair in a file, and why. */
const KNOWN_DIFFERENCES: { side: 'ours' | 'theirs'; file: string; pair: string; why: string }[] = [];

/** (msgctxt, msgid) of every entry of a POT file (the header's empty msgid left out). */
function potPairs(pot: string): string[] {
  const out: string[] = [];
  let field: 'msgctxt' | 'msgid' | 'other' = 'other';
  let entry: { msgctxt?: string; msgid?: string } = {};
  const flush = () => {
    if (entry.msgid) out.push(pair(entry.msgctxt, entry.msgid));
    entry = {};
  };
  const unquote = (s: string) => {
    const C: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\u0007', b: '\b', f: '\f', v: '\v' };
    let v = '';
    for (let i = 1; i < s.length - 1; i++) v += s[i] === '\\' ? (C[s[++i]!] ?? s[i]!) : s[i]!;
    return v;
  };
  for (const line of pot.split('\n')) {
    const m = /^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) (".*")$/.exec(line);
    if (m) {
      if (m[1] === 'msgctxt' || (m[1] === 'msgid' && field !== 'msgctxt')) flush();
      field = m[1] === 'msgctxt' || m[1] === 'msgid' ? m[1] : 'other';
      if (field !== 'other') entry[field] = unquote(m[2]!);
    } else if (line.startsWith('"') && field !== 'other') entry[field] += unquote(line);
  }
  flush();
  return out;
}

const pair = (context: string | undefined, msgid: string) => `${context ?? ''}\u0004${msgid}`;
const show = (p: string) => JSON.stringify(p.replace('\u0004', ' | '));

function theirs(lang: Language, file: string): string[] {
  // With its header (charset UTF-8): without one, xgettext writes ASCII and drops every other character.
  const args = ['--from-code=UTF-8', `--language=${lang.xgettext}`, '--no-wrap', '-o', '-'];
  for (const k of lang.keywords) args.push(`--keyword=${k}`);
  return potPairs(execFileSync('xgettext', [...args, file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
}

function ours(lang: Language, text: string): string[] {
  return scanGettext(text, lang.syntax).map((u) => pair(u.context, u.key));
}

/** Generated calls: literal content with escapes, quotes and unicode; concatenation; space and comments. */
function generated(lang: Language, seed: number, count: number): string[] {
  const chars = fc.constantFrom(
    'a',
    'Z',
    ' ',
    'é',
    '✓',
    '%s',
    '{n}',
    '\\"',
    "\\'",
    '\\\\',
    '\\n',
    '\\t',
    ':',
    '(',
    ')',
  );
  const content = fc.array(chars, { minLength: 1, maxLength: 8 }).map((a) => a.join(''));
  const gap = fc.constantFrom('', ' ', '\n    ', lang.syntax === 'python' ? '  # note\n' : ' /* note */ ');
  const literal = fc.tuple(content, fc.boolean(), gap, fc.boolean()).map(([c, split, g, single]) => {
    // Single quotes too, except in C (a character there): PHP reads escapes in '…' differently from "…".
    const q = single && lang.syntax !== 'c' ? "'" : '"';
    // C and Python join adjacent literals; PHP and JavaScript join with `.` and `+`.
    const join = lang.syntax === 'php' ? ' . ' : lang.syntax === 'js' ? ' + ' : ' ';
    if (!split || c.length < 2) return `${q}${c}${q}`;
    // Cut before a plain character that no backslash escapes (`\t` is one escape, not `\` and `t`).
    const cut = [...c].findIndex((ch, i) => i > 0 && /[a-zé ✓:()]/.test(ch) && c[i - 1] !== '\\');
    if (cut <= 0) return `${q}${c}${q}`;
    return `${q}${c.slice(0, cut)}${q}${g}${join}${q}${c.slice(cut)}${q}`;
  });
  const call = fc
    .tuple(fc.constantFrom('gettext', 'pgettext', 'ngettext'), literal, literal, gap)
    .map(([fn, a, b, g]) =>
      fn === 'pgettext'
        ? // PHP has no pgettext (nor do xgettext's PHP keywords): WordPress's _x takes the text first.
          lang.syntax === 'php'
          ? `_x(${g}${b},${g}${a})`
          : `pgettext(${g}${a},${g}${b})`
        : fn === 'ngettext'
          ? `ngettext(${a}, ${b}, n)`
          : `gettext(${g}${a}${g})`,
    );
  const line = (c: string) =>
    lang.syntax === 'php'
      ? `echo ${c};`
      : lang.syntax === 'python'
        ? `x = ${c}`
        : lang.syntax === 'c'
          ? `puts (${c});`
          : `f(${c});`;
  return fc
    .sample(call, { seed, numRuns: count })
    .map((c) => (lang.syntax === 'php' ? `<?php\n${line(c)}\n` : `${line(c)}\n`));
}

describe('oracle: xgettext and Scriptorium find the same gettext strings', function () {
  this.timeout(300_000);
  let dir: string;
  before(() => {
    execFileSync('xgettext', ['--version'], { stdio: 'ignore' }); // installed by setup-e2e.sh (Debian's gettext)
    dir = mkdtempSync(join(tmpdir(), 'oracle-gettext-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('agrees file by file on every msgid and msgctxt, in Python, C, PHP and JavaScript', () => {
    const seen = new Set<string>();
    const unexplained: string[] = [];
    const lines: string[] = [];
    for (const lang of LANGUAGES) {
      const files: { name: string; text: string }[] = [
        { name: `hand.${lang.ext}`, text: readFileSync(join(__dirname, 'src', handWritten(lang)), 'utf8') },
        ...generated(lang, 44, 150).map((text, i) => ({ name: `gen${i}.${lang.ext}`, text })),
      ];
      let theirCount = 0;
      let found = 0;
      let onlyOurs = 0;
      for (const { name, text } of files) {
        const path = join(dir, name);
        writeFileSync(path, text);
        const t = new Set(theirs(lang, path));
        const o = new Set(ours(lang, text));
        theirCount += t.size;
        const label = name.startsWith('hand') ? handWritten(lang) : `${name}: ${text.trim()}`;
        for (const p of t)
          if (o.has(p)) found++;
          else explain('theirs', label, p);
        for (const p of o)
          if (!t.has(p)) {
            onlyOurs++;
            explain('ours', label, p);
          }
      }
      lines.push(
        `| ${lang.xgettext} | ${files.length} | ${theirCount} | ${found} (${((100 * found) / theirCount).toFixed(1)} %) | ${onlyOurs} |`,
      );
    }
    function explain(side: 'ours' | 'theirs', file: string, p: string) {
      const known = KNOWN_DIFFERENCES.find((d) => d.side === side && file.startsWith(d.file) && d.pair === p);
      if (known) seen.add(`${known.side}:${known.file}:${known.pair}`);
      else unexplained.push(`${side === 'ours' ? 'only Scriptorium' : 'only xgettext'} in ${file}: ${show(p)}`);
    }
    console.log(
      [
        '| language | files | xgettext’s strings | found by Scriptorium | only Scriptorium’s |',
        '|---|---|---|---|---|',
        ...lines,
      ].join('\n'),
    );
    assert.deepEqual(unexplained, [], 'every difference is explained');
    const stale = KNOWN_DIFFERENCES.filter((d) => !seen.has(`${d.side}:${d.file}:${d.pair}`));
    assert.deepEqual(stale, [], 'each known difference still occurs (else it was fixed: remove it)');
  });
});

function handWritten(lang: Language): string {
  return { python: 'views.py', c: 'maptool.c', php: 'plugin.php', js: 'upload.js' }[lang.syntax];
}

// A Vue single-file component: each <script> block is read with the TypeScript parser (scanTypeScript);
// the template is read with the linear call scanner, not a parser: `$t('…')`, `t('…')`, `$tc`, `tc` in
// interpolations and bound attributes, `<i18n-t keypath="…">`, and the `v-t="'…'"` (with modifiers) and
// `v-t="{ path: '…' }"` directives; HTML comments are blanked first. (Calls spread over computed
// expressions are not read.) Blocks are found with indexOf: linear. Judged by vue-i18n's own key collector
// in test/oracle/vue/.
import { scanCalls, type CallSpec } from './callScanner';
import { scanTypeScript, TS_CALLS } from './tsScanner';
import { MAX_USAGES, type KeyUsage } from './types';

const TEMPLATE_CALLS: ReadonlyMap<string, CallSpec> = new Map([...TS_CALLS['vue-i18n']].map((n) => [n, { key: 0 }]));

interface Block {
  start: number;
  end: number;
  attrs: string;
}

/** The contents of each `<tag …>…</tag>` block at the top of the file. */
function blocks(text: string, tag: string): Block[] {
  const out: Block[] = [];
  let at = text.indexOf(`<${tag}`);
  while (at >= 0) {
    const open = text.indexOf('>', at);
    const close = open < 0 ? -1 : text.indexOf(`</${tag}>`, open);
    if (close < 0) break;
    out.push({ start: open + 1, end: close, attrs: text.slice(at + tag.length + 1, open) });
    at = text.indexOf(`<${tag}`, close);
  }
  return out;
}

/** `text` with each `<!-- … -->` blanked (newlines kept, so offsets and lines stay): a comment holds no usage. */
function withoutComments(text: string): string {
  let out = '';
  let from = 0;
  let at = text.indexOf('<!--');
  while (at >= 0) {
    const close = text.indexOf('-->', at + 4);
    const end = close < 0 ? text.length : close + 3;
    out += text.slice(from, at) + text.slice(at, end).replace(/[^\n]/g, ' ');
    from = end;
    at = close < 0 ? -1 : text.indexOf('<!--', end);
  }
  return out + text.slice(from);
}

const isAttrStart = (c: string | undefined) => c === ' ' || c === '\n' || c === '\t' || c === '\r';

/**
 * The keys in each static attribute `name` of the template (`keypath`, `v-t` with any modifiers), its value
 * in either quote: `read` gives the key's span inside the value [start, close), or undefined when the value
 * names none. A bound `:keypath="expr"` is an expression, not a key: the name must follow whitespace.
 */
function attributeKeys(
  text: string,
  name: string,
  read: (start: number, close: number) => [number, number] | undefined,
): KeyUsage[] {
  const out: KeyUsage[] = [];
  let at = text.indexOf(name);
  while (at >= 0 && out.length < MAX_USAGES) {
    let p = at + name.length;
    // `v-t.preserve=`: a directive's modifiers, then `=`.
    if (name === 'v-t')
      while (text[p] === '.') {
        p++;
        while (/[\w-]/.test(text[p] ?? '')) p++;
      }
    const quote = text[p + 1];
    if (isAttrStart(text[at - 1]) && text[p] === '=' && (quote === '"' || quote === "'")) {
      const close = text.indexOf(quote, p + 2);
      if (close < 0) break;
      const span = read(p + 2, close);
      if (span && span[1] > span[0])
        out.push({
          key: text.slice(span[0], span[1]),
          offset: span[0],
          length: span[1] - span[0],
          framework: 'vue-i18n',
        });
      p = close;
    }
    at = text.indexOf(name, p + 1);
  }
  return out;
}

/** The text of a quoted string at `at` (after spaces) that ends before `to`: [start, end). */
function quoted(text: string, at: number, to: number): [number, number] | undefined {
  while (at < to && text[at] === ' ') at++;
  const q = text[at];
  if (q !== "'" && q !== '`' && q !== '"') return undefined;
  const end = text.indexOf(q, at + 1);
  return end < 0 || end > to ? undefined : [at + 1, end];
}

/** vue-i18n's directive: `v-t="'key'"` or `v-t="{ path: 'key', … }"` (its value is code, in either quote). */
function directiveKey(text: string, start: number, close: number): [number, number] | undefined {
  if (text[start] !== '{') return quoted(text, start, close);
  // Searched inside this value only: each character of the template is looked at once.
  const path = text.slice(start, close).indexOf('path:');
  return path < 0 ? undefined : quoted(text, start + path + 5, close);
}

export function scanVue(text: string, extra: readonly string[] = []): KeyUsage[] {
  const out: KeyUsage[] = [];
  for (const s of blocks(text, 'script')) {
    const kind = s.attrs.includes('lang="tsx"') ? 'tsx' : s.attrs.includes('lang="ts"') ? 'ts' : 'js';
    out.push(...scanTypeScript(text.slice(s.start, s.end), { framework: 'vue-i18n', kind, extra, base: s.start }));
  }
  const template = blocks(text, 'template')[0];
  if (template) {
    // The outer <template>'s end is its last </template> (nested <template v-if> blocks close before it).
    const end = Math.max(template.end, text.lastIndexOf('</template>'));
    const calls = new Map(TEMPLATE_CALLS);
    for (const name of extra) calls.set(name, { key: 0 });
    const inner = withoutComments(text.slice(template.start, end));
    const shift = (u: KeyUsage) => ({ ...u, offset: u.offset + template.start });
    for (const u of scanCalls(inner, { calls, framework: 'vue-i18n', syntax: 'markup' })) out.push(shift(u));
    for (const u of attributeKeys(inner, 'keypath', (start, close) => [start, close])) out.push(shift(u));
    for (const u of attributeKeys(inner, 'v-t', (start, close) => directiveKey(inner, start, close)))
      out.push(shift(u));
  }
  return out.slice(0, MAX_USAGES);
}

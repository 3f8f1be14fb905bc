// A Vue single-file component: each <script> block is read with the TypeScript parser (scanTypeScript);
// the template is read with the linear call scanner, not a parser: `$t('…')`, `t('…')`, `$tc`, `tc` in
// interpolations and bound attributes, `<i18n-t keypath="…">`, and the `v-t="'…'"` and
// `v-t="{ path: '…' }"` directives. (Calls spread over computed expressions are not read.) Blocks are
// found with indexOf: linear.
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

/**
 * The keys in each `marker…"` attribute value between `from` and `to` (`keypath="`, `v-t="`): `read` gives the
 * key's span inside the value [start, close), or undefined when the value names none.
 */
function attributeKeys(
  text: string,
  from: number,
  to: number,
  marker: string,
  read: (start: number, close: number) => [number, number] | undefined,
): KeyUsage[] {
  const out: KeyUsage[] = [];
  let at = text.indexOf(marker, from);
  while (at >= 0 && at < to && out.length < MAX_USAGES) {
    const start = at + marker.length;
    const close = text.indexOf('"', start);
    if (close < 0 || close > to) break;
    const span = read(start, close);
    if (span && span[1] > span[0])
      out.push({
        key: text.slice(span[0], span[1]),
        offset: span[0],
        length: span[1] - span[0],
        framework: 'vue-i18n',
      });
    at = text.indexOf(marker, close);
  }
  return out;
}

/** The text of a quoted string at `at` (after spaces) that ends before `to`: [start, end). */
function quoted(text: string, at: number, to: number): [number, number] | undefined {
  while (at < to && text[at] === ' ') at++;
  const q = text[at];
  if (q !== "'" && q !== '`') return undefined;
  const end = text.indexOf(q, at + 1);
  return end < 0 || end > to ? undefined : [at + 1, end];
}

/** vue-i18n's directive: `v-t="'key'"` or `v-t="{ path: 'key', … }"` (its value is code, in double quotes). */
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
    const inner = text.slice(template.start, end);
    for (const u of scanCalls(inner, { calls, framework: 'vue-i18n', syntax: 'markup' }))
      out.push({ ...u, offset: u.offset + template.start });
    out.push(...attributeKeys(text, template.start, end, 'keypath="', (start, close) => [start, close]));
    out.push(...attributeKeys(text, template.start, end, 'v-t="', (start, close) => directiveKey(text, start, close)));
  }
  return out.slice(0, MAX_USAGES);
}

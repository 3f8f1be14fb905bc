// A Vue single-file component: each <script> block is read with the TypeScript parser (scanTypeScript);
// the template is read with the linear call scanner, not a parser: `$t('…')`, `t('…')`, `$tc`, `tc` in
// interpolations and bound attributes, and `<i18n-t keypath="…">`. (A `v-t` directive and calls spread
// over computed expressions are not read.) Blocks are found with indexOf: linear.
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

function keypaths(text: string, from: number, to: number): KeyUsage[] {
  const out: KeyUsage[] = [];
  const marker = 'keypath="';
  let at = text.indexOf(marker, from);
  while (at >= 0 && at < to && out.length < MAX_USAGES) {
    const start = at + marker.length;
    const end = text.indexOf('"', start);
    if (end < 0 || end > to) break;
    if (end > start)
      out.push({ key: text.slice(start, end), offset: start, length: end - start, framework: 'vue-i18n' });
    at = text.indexOf(marker, end);
  }
  return out;
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
    out.push(...keypaths(text, template.start, end));
  }
  return out.slice(0, MAX_USAGES);
}

// Placeholders, format strings and markup kept away from a translation engine: each becomes a marker the
// engine is told to leave alone (`<x id="3"/>` for engines that handle XML tags, `[X3X]` in a prompt), and
// is put back afterwards. The tokens are found with the checks' own finders (core/checks: every format
// family whose flag the string has, the `placeholders` flag's texts) plus markup tags; so what is protected
// is exactly what the checks compare. A marker that comes back missing, twice or unknown is not repaired:
// the suggestion names the check it breaks (and the checks run on the restored text name theirs).
import { FORMAT_FAMILIES } from '../checks/formatChecks';
import { nextChar } from '../checks/formatScan';
import { flaggedPlaceholders } from '../checks/placeholderChecks';
import { readWeblateFlags } from '../checks/weblateFlags';

export type MarkerStyle = 'xml' | 'bracket';

/** The check a broken markup tag fails (Weblate's XML markup check). */
export const MARKUP_CHECK = 'xml-tags';

interface Span {
  start: number;
  end: number;
  check: string;
}

export interface ProtectedText {
  /** What the engine is sent. */
  text: string;
  style: MarkerStyle;
  /** Marker n stands for tokens[n]. */
  tokens: { original: string; check: string }[];
}

const isLetter = (c: string | undefined) => c !== undefined && /[A-Za-z]/.test(c);

/** Markup tags `<b>`, `</a>`, `<br/>`: a `<` then a letter (or `/` and a letter), to the next `>` before any `<`. */
function tagSpans(text: string): Span[] {
  const spans: Span[] = [];
  const close = nextChar(text, '>');
  const open = nextChar(text, '<');
  for (let i = text.indexOf('<'); i >= 0; i = text.indexOf('<', i + 1)) {
    const name = text[i + 1] === '/' ? i + 2 : i + 1;
    if (!isLetter(text[name])) continue;
    const end = close.at(name);
    const nextOpen = open.at(i + 1);
    if (end < 0 || (nextOpen >= 0 && nextOpen < end)) continue;
    spans.push({ start: i, end: end + 1, check: MARKUP_CHECK });
    i = end;
  }
  return spans;
}

/** Where the `placeholders` flag's texts stand: found in order, so each is looked for after the last. */
function flaggedSpans(text: string, flags: ReturnType<typeof readWeblateFlags>): Span[] {
  const spans: Span[] = [];
  let from = 0;
  for (const found of flaggedPlaceholders(flags, text) ?? []) {
    const at = text.indexOf(found, from);
    if (at < 0 || found === '') continue;
    spans.push({ start: at, end: at + found.length, check: 'placeholders' });
    from = at + found.length;
  }
  return spans;
}

/** Every token of `source` to protect, in order, none overlapping (the earlier, then the longer, wins). */
export function protectedSpans(source: string, flagText: string): Span[] {
  const flags = readWeblateFlags(flagText);
  const spans: Span[] = [...tagSpans(source), ...flaggedSpans(source, flags)];
  for (const family of FORMAT_FAMILIES) {
    const flag = family.id.replace(/_/g, '-');
    if (!flags.has(flag) || flags.has(`ignore-${flag}`)) continue;
    spans.push(...family.spans(source).map((s) => ({ start: s.start, end: s.end, check: family.id })));
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Span[] = [];
  for (const s of spans) if (s.end > s.start && (kept.length === 0 || s.start >= kept.at(-1)!.end)) kept.push(s);
  return kept;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", '#39': "'" };
const unescapeXml = (s: string) => s.replace(/&(lt|gt|amp|quot|apos|#39);/g, (_m, name: string) => XML_ENTITIES[name]!);
const marker = (style: MarkerStyle, n: number) => (style === 'xml' ? `<x id="${n}"/>` : `[X${n}X]`);
// `<x id="3"/>` or `<x id="3"></x>` (an engine may write either); `[X3X]`.
const MARKERS: Record<MarkerStyle, RegExp> = {
  xml: /<x id="(\d{1,4})"\s?\/>|<x id="(\d{1,4})"><\/x>/g,
  bracket: /\[X(\d{1,4})X\]/g,
};

/** `source` with its tokens replaced by markers (and, for the XML style, the rest escaped). */
export function protect(source: string, flags: string, style: MarkerStyle): ProtectedText {
  const tokens: ProtectedText['tokens'] = [];
  let text = '';
  let from = 0;
  const plain = (s: string) => (style === 'xml' ? escapeXml(s) : s);
  for (const span of protectedSpans(source, flags)) {
    text += plain(source.slice(from, span.start)) + marker(style, tokens.length);
    tokens.push({ original: source.slice(span.start, span.end), check: span.check });
    from = span.end;
  }
  return { text: text + plain(source.slice(from)), style, tokens };
}

/**
 * The engine's answer with every marker it kept put back. `broken`: the checks of tokens that did not
 * come back exactly once (or of markers it made up), left as the engine wrote them for the person to see.
 */
export function restore(answer: string, p: ProtectedText): { text: string; broken: string[] } {
  const seen = new Array<number>(p.tokens.length).fill(0);
  const broken = new Set<string>();
  const plain = (s: string) => (p.style === 'xml' ? unescapeXml(s) : s);
  let text = '';
  let from = 0;
  for (const m of answer.matchAll(MARKERS[p.style])) {
    const n = Number(m[1] ?? m[2]);
    const token = p.tokens[n];
    text += plain(answer.slice(from, m.index));
    if (token) {
      seen[n]! += 1;
      text += token.original;
    } else {
      broken.add(p.tokens[0]?.check ?? 'placeholders');
      text += m[0];
    }
    from = m.index + m[0].length;
  }
  text += plain(answer.slice(from));
  seen.forEach((count, n) => {
    if (count !== 1) broken.add(p.tokens[n]!.check);
  });
  return { text, broken: [...broken] };
}

/**
 * An answer still arriving, as the person may read it: the markers that have come restored, and a marker
 * cut in half at the end (`[X1`, `<x id="`) left out until the rest of it arrives.
 */
export function restorePartial(answer: string, p: ProtectedText): string {
  const open = answer.lastIndexOf(p.style === 'xml' ? '<' : '[');
  const cut = open >= 0 && !answer.includes(p.style === 'xml' ? '>' : ']', open) ? answer.slice(0, open) : answer;
  return restore(cut, p).text;
}

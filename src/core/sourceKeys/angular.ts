// Angular with ngx-translate, templates: `{{ 'key' | translate }}`, `'key' | translate: params`,
// `[title]="'key' | translate"`, and the directive's `[translate]="'key'"`. Templates are markup with
// expressions inside; no parser for them is at hand, so a linear scanner reads them: each `|` followed by
// the pipe name looks back over spaces for a quoted literal, and never further back than where the last
// match ended, so every character is read a bounded number of times (`'|translate` a million times is linear).
import { MAX_USAGES, type KeyUsage } from './types';

const isIdentPart = (c: number) =>
  (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 36;
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/** The literal ending just before `end` (at its closing quote), not crossing `floor` or a line break. */
function literalBefore(text: string, end: number, floor: number): { start: number; end: number } | undefined {
  let close = end - 1;
  while (close > floor && isSpace(text.charCodeAt(close))) close--;
  const q = text[close];
  if (close <= floor || (q !== "'" && q !== '"')) return undefined;
  for (let i = close - 1; i >= floor; i--) {
    const c = text[i];
    if (c === '\n') return undefined;
    // An escaped quote (`\'` in an inline template) belongs to the key.
    if (c === q && text[i - 1] !== '\\') return i + 1 < close ? { start: i + 1, end: close } : undefined;
  }
  return undefined;
}

/** The longest `(cond ? 'a' : 'b')` read before a pipe (a ternary longer than a line of template is none). */
const MAX_TERNARY = 300;

/**
 * `(cond ? 'a' : 'b') | translate`: both branches are keys (ngx-translate-extract takes both). The group
 * ends just before `end` and is read back to its `(` within MAX_TERNARY characters, not below `floor`.
 */
function ternaryBefore(text: string, end: number, floor: number): { start: number; end: number }[] | undefined {
  let close = end - 1;
  while (close > floor && isSpace(text.charCodeAt(close))) close--;
  if (text[close] !== ')') return undefined;
  const lowest = Math.max(floor, close - MAX_TERNARY);
  let open = close - 1;
  while (open >= lowest && text[open] !== '(') open--;
  if (open < lowest) return undefined;
  const inner = text.slice(open + 1, close);
  const m = /\?\s*(['"])([^'"\n]+)\1\s*:\s*(['"])([^'"\n]+)\3\s*$/d.exec(inner);
  if (!m?.indices) return undefined;
  const at = (g: number) => ({ start: open + 1 + m.indices![g]![0], end: open + 1 + m.indices![g]![1] });
  return [at(2), at(4)];
}

function pipes(text: string, out: KeyUsage[], base: number): void {
  let floor = 0;
  let at = text.indexOf('|');
  while (at >= 0 && out.length < MAX_USAGES) {
    let p = at + 1;
    while (p < text.length && isSpace(text.charCodeAt(p))) p++;
    // `||` is a logical or; the pipe's name must be whole (`translateX` is another pipe).
    const named =
      text[at + 1] !== '|' &&
      (at === 0 || text[at - 1] !== '|') &&
      text.startsWith('translate', p) &&
      !isIdentPart(text.charCodeAt(p + 9));
    if (named) {
      const lits = literalBefore(text, at, floor) ?? ternaryBefore(text, at, floor);
      for (const lit of Array.isArray(lits) ? lits : lits ? [lits] : [])
        out.push({
          key: text.slice(lit.start, lit.end),
          offset: base + lit.start,
          length: lit.end - lit.start,
          framework: 'ngx-translate',
        });
      floor = p + 9;
    }
    at = text.indexOf('|', at + 1);
  }
}

/** `[translate]="'key'"`: the directive bound to a literal. */
function directives(text: string, out: KeyUsage[], base: number): void {
  const marker = '[translate]=';
  let at = text.indexOf(marker);
  while (at >= 0 && out.length < MAX_USAGES) {
    const outer = text[at + marker.length];
    const inner = text[at + marker.length + 1];
    const start = at + marker.length + 2;
    if ((outer === '"' || outer === "'") && (inner === '"' || inner === "'") && inner !== outer) {
      const end = text.indexOf(inner, start);
      const stop = text.indexOf(outer, start);
      if (end > start && (stop < 0 || end < stop) && !text.slice(start, end).includes('\n'))
        out.push({
          key: text.slice(start, end),
          offset: base + start,
          length: end - start,
          framework: 'ngx-translate',
        });
    }
    at = text.indexOf(marker, at + marker.length);
  }
}

/** Keys in an Angular template (a .html file, or an inline template's text placed at `base`). */
export function scanAngularTemplate(text: string, base = 0): KeyUsage[] {
  const out: KeyUsage[] = [];
  pipes(text, out, base);
  directives(text, out, base);
  return out.sort((a, b) => a.offset - b.offset).slice(0, MAX_USAGES);
}

// The front matter of the writer's files (articleFile.ts): where it ends, its lines written by the YAML
// library, and the edits Scriptorium makes to it — the bookkeeping block after a create, push or pull,
// and one key set from a question — each leaving every other byte as the writer wrote it.
import { isMap, parseDocument, stringify } from 'yaml';
import { escapeUnusualBreaksInYaml, LINE_BREAK_SOURCE, splitLines } from './lineBreaks';

export interface Bookkeeping {
  id?: string;
  /** The server's update_date.date at the last pull or push, to notice changes made elsewhere. */
  updated?: string;
  /** A hash per field of what was last sent or pulled, so a push sends only what changed. */
  hashes?: Record<string, string>;
}

// The inner group is optional so an empty front matter (`---` then `---`) is one, not a rule in the body.
// Its lines end at any line break of lineBreaks.ts, as the body's do.
const BR = LINE_BREAK_SOURCE;
export const FRONT_MATTER = new RegExp(`^---${BR}(?:([\\s\\S]*?)${BR})??---[ \\t]*(?:${BR}|$)`);

/**
 * Front-matter lines for these keys and values, written by the YAML library (never by concatenation, so a
 * value holding a newline, `---` or `#` stays one value), strings double-quoted as the files always had them.
 */
export function frontMatterLines(values: Record<string, unknown>): string[] {
  return stringify(values, { lineWidth: 0, defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN' })
    .replace(/\n$/, '')
    .split('\n')
    .map(escapeUnusualBreaksInYaml);
}

export function splitFrontMatter(text: string): { yaml: string | undefined; body: string; bodyLine: number } {
  const m = FRONT_MATTER.exec(text);
  if (!m) return { yaml: undefined, body: text, bodyLine: 0 };
  return { yaml: m[1] ?? '', body: text.slice(m[0].length), bodyLine: splitLines(m[0]).breaks.length };
}

/** The 0-based line of a front-matter key, for putting a diagnostic on it (0 when unknown). */
export function lineOfField(text: string, field: string): number {
  const { yaml } = splitFrontMatter(text);
  if (yaml === undefined) return 0;
  const { lines } = splitLines(yaml);
  const i = lines.findIndex((l) => new RegExp(`^${escapeRegExp(field)}\\s*:`).test(l));
  return i >= 0 ? i + 1 : 0;
}

/**
 * Writes the bookkeeping block into the front matter and leaves every other byte of the file as it was
 * (the writer's comments, order and formatting): the old `scriptorium:` block is replaced, or the new
 * one goes just before the closing `---`.
 */
export function writeBookkeeping(text: string, bookkeeping: Bookkeeping): string {
  const m = FRONT_MATTER.exec(text);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const kept = Object.fromEntries(Object.entries(bookkeeping).filter(([, v]) => v !== undefined));
  const block = frontMatterLines({ scriptorium: kept }).join(eol);
  if (!m) return `---${eol}${block}${eol}---${eol}${text}`;
  const lines = m[1] === undefined ? [] : splitLines(m[1]).lines;
  const start = lines.findIndex((l) => /^scriptorium\s*:/.test(l));
  let next: string[];
  if (start >= 0) {
    let end = start + 1;
    while (end < lines.length && (/^\s/.test(lines[end]!) || lines[end] === '')) end++;
    next = [...lines.slice(0, start), ...block.split(eol), ...lines.slice(end)];
  } else next = [...lines, ...block.split(eol)];
  return `---${eol}${next.join(eol)}${eol}---${eol}${text.slice(m[0].length)}`;
}

/**
 * Sets one top-level front-matter key to a scalar (e.g. `world` chosen from a quick pick), leaving the rest
 * alone: a key the file has keeps its place; a new one goes last (before the bookkeeping block), so the
 * writer's own order stays as they wrote it (issue 31).
 */
export function setFrontMatterKey(text: string, key: string, value: string | boolean | number): string {
  const m = FRONT_MATTER.exec(text);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const line = frontMatterLines({ [key]: value }).join(eol);
  if (!m) return `---${eol}${line}${eol}---${eol}${text}`;
  const lines = m[1] === undefined ? [] : splitLines(m[1]).lines;
  const at = lines.findIndex((l) => new RegExp(`^${escapeRegExp(key)}\\s*:`).test(l));
  const bookkeeping = lines.findIndex((l) => /^scriptorium\s*:/.test(l));
  if (at >= 0) lines[at] = line;
  else lines.splice(bookkeeping >= 0 ? bookkeeping : lines.length, 0, line);
  return `---${eol}${lines.join(eol)}${eol}---${eol}${text.slice(m[0].length)}`;
}

/** Where the front matter ends (offset just after its closing line), 0 when there is none. */
export function frontMatterLength(text: string): number {
  return FRONT_MATTER.exec(text)?.[0].length ?? 0;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The front matter's top-level values (undefined when there is none, or it is not a YAML map without errors):
 * what a new manuscript part file says of itself (newParts.ts). Parsed by the YAML library, as the articles'.
 */
export function frontMatterValues(text: string): Record<string, unknown> | undefined {
  const { yaml } = splitFrontMatter(text);
  if (yaml === undefined) return undefined;
  const doc = parseDocument(yaml);
  if (doc.errors.length > 0 || !isMap(doc.contents)) return undefined;
  const values: unknown = doc.toJS();
  return typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : undefined;
}

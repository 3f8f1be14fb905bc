// The writer's file format: YAML front matter with the article fields of the seed's write table, and a
// Markdown (or plain BBCode, for .bbcode files) body. The body is `content`; other text sections follow a
// marker line of their own, an HTML comment Markdown renders as nothing:
//
//   ---
//   title: Aldmere
//   template: settlement
//   world: 0b8f…            # a UUID; asked for with a quick pick when missing
//   tags: [city, coast]
//   scriptorium:            # written back by Scriptorium after a create or push: do not edit
//     id: 5c1e…
//     updated: 2026-02-01 11:01:00.000000
//   ---
//   The main content, in Markdown.
//   <!-- section: footnotes -->
//   Footnotes, in Markdown.
//
// Nothing here throws on bad input: problems come back with their line, and the body is never lost.
import { isMap, LineCounter, parseDocument, stringify } from 'yaml';
import { SECTION_FIELDS, WRITE_FIELDS, type SectionField } from '../worldanvil/limits';
import type { ArticleInput } from '../worldanvil/validation';
import { checkFrontMatterComplexity, FrontMatterTooComplexError } from './frontMatterLimits';
import { escapeUnusualBreaksInYaml, LINE_BREAK_SOURCE, mapLines, splitLines } from './lineBreaks';
import type { LinkToMention } from './articleLinks';
import { markdownToBBCode, MarkdownTooComplexError, type MentionTarget, type Unresolved } from './markdownToBBCode';

export interface FileProblem {
  field: string;
  message: string;
  /** 0-based line in the file. */
  line: number;
}

export interface Bookkeeping {
  id?: string;
  /** The server's update_date.date at the last pull or push, to notice changes made elsewhere. */
  updated?: string;
  /** A hash per field of what was last sent or pulled, so a push sends only what changed. */
  hashes?: Record<string, string>;
}

export interface ArticleFile {
  fields: ArticleInput;
  bookkeeping: Bookkeeping;
  /** BBCode of content and each written section. */
  sections: Partial<Record<'content' | SectionField, string>>;
  problems: FileProblem[];
  unresolved: Unresolved[];
  warnings: string[];
  /** 0-based line where the body starts (after the front matter). */
  bodyLine: number;
}

// The inner group is optional so an empty front matter (`---` then `---`) is one, not a rule in the body.
// Its lines end at any line break of lineBreaks.ts, as the body's do.
const BR = LINE_BREAK_SOURCE;
const FRONT_MATTER = new RegExp(`^---${BR}(?:([\\s\\S]*?)${BR})??---[ \\t]*(?:${BR}|$)`);
const SECTION_MARKER = /^<!--\s*section:\s*([A-Za-z]+)\s*-->\s*$/;
// A text line that would read as a marker is written with one more backslash in front (and read with one
// less), so any text survives the file: `<!-- section: x -->` → `\<!-- section: x -->` → `\\<!-- …`.
const ESCAPABLE_MARKER = /^\\*<!--\s*section:\s*[A-Za-z]+\s*-->\s*$/;
const ESCAPED_MARKER = /^\\+<!--\s*section:\s*[A-Za-z]+\s*-->\s*$/;

/**
 * Every line of `text` that would start a section, escaped (see ESCAPABLE_MARKER); other lines and every
 * line break as they are. Lines are split as the reader splits them (lineBreaks.ts), so no break the reader
 * sees lets a marker through.
 */
export function escapeSectionMarkers(text: string): string {
  return mapLines(text, (line) =>
    ESCAPABLE_MARKER.test(line.trim()) ? withBackslashAt(line, line.length - line.trimStart().length, +1) : line,
  );
}

function unescapeSectionMarker(line: string): string {
  return ESCAPED_MARKER.test(line.trim()) ? withBackslashAt(line, line.length - line.trimStart().length, -1) : line;
}

function withBackslashAt(line: string, at: number, change: 1 | -1): string {
  return change > 0 ? `${line.slice(0, at)}\\${line.slice(at)}` : `${line.slice(0, at)}${line.slice(at + 1)}`;
}

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

export function readArticleFile(
  text: string,
  opts: {
    format: 'markdown' | 'bbcode';
    resolveMention?: (title: string) => MentionTarget | undefined;
    /** Links to tracked articles' files → their mentions (articleLinks.ts). */
    linkMention?: LinkToMention;
  },
): ArticleFile {
  const { yaml, body, bodyLine } = splitFrontMatter(text);
  const problems: FileProblem[] = [];
  const fields: ArticleInput = {};
  let bookkeeping: Bookkeeping = {};
  const refused = yaml === undefined ? undefined : frontMatterTooComplex(yaml);
  if (yaml === undefined) {
    problems.push({
      field: '',
      message: 'No front matter: start the file with --- and the article fields (title, template, …).',
      line: 0,
    });
  } else if (refused !== undefined) {
    problems.push({
      field: '',
      message: `Front matter is not read: it has ${refused}. Keep it to the article's fields.`,
      line: 1,
    });
  } else {
    const lineCounter = new LineCounter();
    const doc = parseDocument(yaml, { lineCounter, prettyErrors: false });
    for (const e of doc.errors)
      problems.push({
        field: '',
        message: `Front matter is not valid YAML: ${e.message.split('\n')[0]}`,
        line: 1 + (e.linePos?.[0]?.line ?? 1) - 1,
      });
    if (doc.errors.length === 0 && doc.contents && !isMap(doc.contents))
      problems.push({ field: '', message: 'Front matter must be key: value lines.', line: 1 });
    if (doc.errors.length === 0 && isMap(doc.contents)) {
      for (const pair of doc.contents.items) {
        const key = String((pair.key as { value?: unknown })?.value ?? pair.key);
        const range = (pair.key as { range?: [number, number, number] })?.range;
        const line = 1 + (range ? lineCounter.linePos(range[0]).line - 1 : 0);
        const value =
          (pair.value as { toJSON?: () => unknown })?.toJSON?.() ?? (pair.value as { value?: unknown })?.value ?? null;
        if (key === 'scriptorium') {
          bookkeeping = typeof value === 'object' && value !== null ? (value as Bookkeeping) : {};
        } else if ((SECTION_FIELDS as readonly string[]).includes(key) || key === 'content') {
          problems.push({
            field: key,
            message: `Write ${key} in the body (after a "<!-- section: ${key} -->" line), not in the front matter.`,
            line,
          });
        } else if (!(WRITE_FIELDS as readonly string[]).includes(key)) {
          problems.push({ field: key, message: `"${key}" is not an article field.`, line });
        } else {
          fields[key as keyof ArticleInput] =
            key === 'tags' && Array.isArray(value) ? value.map(String).join(',') : value;
        }
      }
    }
  }
  const raw = splitSections(body, (name, line) =>
    problems.push({
      field: name,
      message: `The "${name}" section is started twice; write it under one marker (both parts are kept meanwhile).`,
      line: bodyLine + line - 1,
    }),
  );
  const sections: ArticleFile['sections'] = {};
  const unresolved: Unresolved[] = [];
  const warnings: string[] = [];
  for (const [name, { text: sectionText, line }] of Object.entries(raw)) {
    if (name !== 'content' && !(SECTION_FIELDS as readonly string[]).includes(name)) {
      problems.push({
        field: name,
        message: `"${name}" is not a section (one of: ${SECTION_FIELDS.join(', ')}).`,
        line: bodyLine + line - 1,
      });
      continue;
    }
    if (opts.format === 'bbcode') {
      sections[name as SectionField] = sectionText.trim();
    } else {
      const converted = convertMarkdown(sectionText, opts.resolveMention, opts.linkMention);
      if (typeof converted === 'string') {
        problems.push({
          field: name,
          message: `The ${name} text cannot be converted from Markdown: ${converted}. Keep such text in a .bbcode file.`,
          line: bodyLine + line,
        });
        continue;
      }
      sections[name as SectionField] = converted.bbcode;
      unresolved.push(...converted.unresolved.map((u) => ({ ...u, line: u.line + bodyLine + line })));
      warnings.push(...converted.warnings);
    }
  }
  return { fields, bookkeeping, sections, problems, unresolved, warnings, bodyLine };
}

/** Why the YAML library is not given this front matter (frontMatterLimits.ts), or undefined. */
function frontMatterTooComplex(yaml: string): string | undefined {
  try {
    checkFrontMatterComplexity(yaml);
    return undefined;
  } catch (err) {
    if (err instanceof FrontMatterTooComplexError) return err.message;
    throw err;
  }
}

/**
 * Markdown → BBCode, or why not: text the Markdown parser would take minutes over or nest deeper than its
 * recursion goes is refused first (markdownLimits.ts). A problem to show, never an exception out of a reader;
 * the RangeError is a last net should a shape slip past those limits.
 */
function convertMarkdown(
  text: string,
  resolve: ((title: string) => MentionTarget | undefined) | undefined,
  links: LinkToMention | undefined,
): ReturnType<typeof markdownToBBCode> | string {
  try {
    return markdownToBBCode(text, resolve, links);
  } catch (err) {
    if (err instanceof MarkdownTooComplexError) return err.message;
    if (err instanceof RangeError)
      return 'it is nested too deeply (quotes or lists inside each other thousands of times)';
    throw err;
  }
}

/** The body split at section markers; `content` is everything before the first marker. */
export function splitSections(
  body: string,
  onRepeated?: (name: string, line: number) => void,
): Record<string, { text: string; line: number }> {
  const out: Record<string, { text: string; line: number }> = {};
  let current = 'content';
  let start = 0;
  // Each text line with the break after it, so a text gets back the breaks it was written with.
  let buffer: string[] = [];
  const { lines, breaks } = splitLines(body);
  const flush = () => {
    // The break before a marker line is the file's, not the text's.
    if (buffer.length > 0)
      buffer[buffer.length - 1] = buffer[buffer.length - 1]!.replace(new RegExp(`${LINE_BREAK_SOURCE}$`), '');
    const text = buffer.join('').trim();
    const earlier = out[current];
    if (earlier) {
      // A section's marker written twice: both texts kept, in order, and the writer told.
      onRepeated?.(current, start);
      out[current] = { text: [earlier.text, text].filter((t) => t !== '').join('\n\n'), line: earlier.line };
    } else if (text !== '' || current !== 'content') out[current] = { text, line: start };
  };
  lines.forEach((line, i) => {
    const m = SECTION_MARKER.exec(line.trim());
    if (m) {
      flush();
      current = m[1]!;
      start = i + 1;
      buffer = [];
    } else buffer.push(unescapeSectionMarker(line) + (breaks[i] ?? ''));
  });
  flush();
  return out;
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
export function setFrontMatterKey(text: string, key: string, value: string | boolean): string {
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

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
// Nothing here throws on bad input: problems come back with their line, and the body is never lost. The
// front matter's own reading and edits are frontMatter.ts.
import { isMap, LineCounter, parseDocument } from 'yaml';
import { SECTION_FIELDS, WRITE_FIELDS, type SectionField } from '../worldanvil/limits';
import type { ArticleInput } from '../worldanvil/validation';
import { checkFrontMatterComplexity, FrontMatterTooComplexError } from './frontMatterLimits';
import { LINE_BREAK_SOURCE, mapLines, splitLines, trimBlank } from './lineBreaks';
import type { LinkToMention } from './articleLinks';
import { markdownToBBCode, MarkdownTooComplexError, type MentionTarget, type Unresolved } from './markdownToBBCode';
import { splitFrontMatter, type Bookkeeping } from './frontMatter';

export {
  frontMatterLength,
  frontMatterLines,
  lineOfField,
  setFrontMatterKey,
  splitFrontMatter,
  writeBookkeeping,
  type Bookkeeping,
} from './frontMatter';

export interface FileProblem {
  field: string;
  message: string;
  /** 0-based line in the file. */
  line: number;
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

/** How an article or secret file is read: its format, and how its Markdown's mentions and links resolve. */
export interface FileReadOptions {
  format: 'markdown' | 'bbcode';
  resolveMention?: (title: string) => MentionTarget | undefined;
  /** Links to tracked articles' files → their mentions (articleLinks.ts). */
  linkMention?: LinkToMention;
}

export function readArticleFile(text: string, opts: FileReadOptions): ArticleFile {
  const { yaml, body, bodyLine } = splitFrontMatter(text);
  const problems: FileProblem[] = [];
  const fields: ArticleInput = {};
  let bookkeeping: Bookkeeping = {};
  if (yaml === undefined)
    problems.push({
      field: '',
      message: 'No front matter: start the file with --- and the article fields (title, template, …).',
      line: 0,
    });
  const pairs = yaml === undefined ? [] : frontMatterPairs(yaml, problems, " Keep it to the article's fields.");
  for (const [key, value, line] of pairs) {
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
      fields[key as keyof ArticleInput] = key === 'tags' && Array.isArray(value) ? value.map(String).join(',') : value;
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
      sections[name as SectionField] = trimBlank(sectionText);
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

/**
 * The front matter's `key: value` pairs in order, each with its 0-based line in the file (the front matter
 * starts on line 1). What cannot be read is a problem, never an exception: front matter too complex to give
 * the YAML library (frontMatterLimits.ts; `tooComplexHint` follows that problem's sentence), YAML errors,
 * anything but key: value lines.
 */
export function frontMatterPairs(
  yaml: string,
  problems: FileProblem[],
  tooComplexHint = '',
): Array<[key: string, value: unknown, line: number]> {
  try {
    checkFrontMatterComplexity(yaml);
  } catch (err) {
    if (!(err instanceof FrontMatterTooComplexError)) throw err;
    problems.push({ field: '', message: `Front matter is not read: it has ${err.message}.${tooComplexHint}`, line: 1 });
    return [];
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter, prettyErrors: false });
  for (const e of doc.errors)
    problems.push({
      field: '',
      message: `Front matter is not valid YAML: ${e.message.split('\n')[0]}`,
      line: e.linePos?.[0]?.line ?? 1,
    });
  if (doc.errors.length > 0 || !doc.contents) return [];
  if (!isMap(doc.contents)) {
    problems.push({ field: '', message: 'Front matter must be key: value lines.', line: 1 });
    return [];
  }
  return doc.contents.items.map((pair) => {
    const key = String((pair.key as { value?: unknown })?.value ?? pair.key);
    const range = (pair.key as { range?: [number, number, number] })?.range;
    const value =
      (pair.value as { toJSON?: () => unknown })?.toJSON?.() ?? (pair.value as { value?: unknown })?.value ?? null;
    return [key, value, range ? lineCounter.linePos(range[0]).line : 1];
  });
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
    const text = trimBlank(buffer.join(''));
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

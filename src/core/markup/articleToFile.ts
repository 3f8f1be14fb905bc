// A World Anvil article → the writer's file format: front matter with the article fields and the
// bookkeeping block, the content, then each non-empty section after its marker line. As Markdown when
// every text converts to Markdown and back to the same BBCode (bbcodeToMarkdown), else as .bbcode — the
// stored text unconverted — so a push after a pull never changes what the writer did not touch.
import { SECTION_FIELDS } from '../worldanvil/limits';
import type { Article } from '../worldanvil/schemas';
import type { ArticleInput } from '../worldanvil/validation';
import { escapeSectionMarkers, frontMatterLines, writeBookkeeping } from './articleFile';
import { bbcodeToMarkdown, type MentionLinks } from './bbcodeToMarkdown';
import { fieldHashes } from './fieldHashes';
import { trimBlank } from './lineBreaks';

/** The fields a file writes as they come, besides title, template and world (which it always writes). */
export const PLAIN_FIELDS = [
  'state',
  'isDraft',
  'isWip',
  'tags',
  'excerpt',
  'pronunciation',
  'subheading',
  'icon',
  'category',
] as const;

export type ArticleFileFormat = 'markdown' | 'bbcode';

export interface PulledFile {
  text: string;
  format: ArticleFileFormat;
  /** When Markdown was asked for but some texts have no lossless Markdown form: their field names. */
  notMarkdown: string[];
}

const TEXT_FIELDS = ['content', ...SECTION_FIELDS] as const;

/**
 * World Anvil stores `\r\n`; a text may also hold stray carriage returns before a line end (`\r\r\n`) or a
 * lone `\r`. VS Code ends a line at a lone CR and hands the file over with it made a line end, so every
 * CR-made break becomes `\n` here (a run of `\r` before a `\n` goes with it), or a pulled file would not read
 * back as what was pulled. NEL, LS and PS stay: the file's writer and reader treat them as line breaks too
 * (lineBreaks.ts) and keep them as they are. A loop, not a regex: `/\r+\n/` backtracks quadratically on a
 * long run of `\r` with no line end after it.
 */
export function unixLines(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) !== 13) continue;
    let end = i;
    while (end < text.length && text.charCodeAt(end) === 13) end++;
    out += `${text.slice(from, i)}\n`;
    // CRs then LF: one line end; CRs alone: each one ends a line, as VS Code reads them.
    if (text.charCodeAt(end) === 10) end++;
    else out += '\n'.repeat(end - i - 1);
    from = end;
    i = end - 1;
  }
  return out + text.slice(from);
}

export function articleInputOf(a: Article): ArticleInput {
  const sections: Record<string, string> = {};
  for (const name of SECTION_FIELDS) {
    const s = a.sections?.[name];
    if (s?.content) sections[name] = trimBlank(unixLines(s.content));
  }
  const input: ArticleInput = {
    title: a.title,
    state: a.state,
    isDraft: a.is_draft,
    isWip: a.is_wip,
    ...(a.tags ? { tags: a.tags } : {}),
    ...(a.excerpt ? { excerpt: a.excerpt } : {}),
    ...(a.pronunciation ? { pronunciation: a.pronunciation } : {}),
    ...(a.subheading ? { subheading: a.subheading } : {}),
    ...(a.icon ? { icon: a.icon } : {}),
    ...(a.category?.id ? { category: a.category.id } : {}),
    content: trimBlank(unixLines(a.content ?? '')),
    ...sections,
  };
  return input;
}

/**
 * The article as a file in the format asked for, falling back to .bbcode when Markdown would lose
 * something. With `links`, mentions of articles kept in files become relative links (Markdown only).
 */
export function articleToFile(a: Article, wanted: ArticleFileFormat, links?: MentionLinks): PulledFile {
  const stored = articleInputOf(a);
  const textFields = TEXT_FIELDS.filter((name) => typeof stored[name] === 'string');
  const markdown =
    wanted === 'markdown'
      ? textFields.map((name) => [name, bbcodeToMarkdown(String(stored[name]), links)] as const)
      : [];
  const notMarkdown = markdown.filter(([, md]) => !md).map(([name]) => name);
  const format: ArticleFileFormat = wanted === 'markdown' && notMarkdown.length === 0 ? 'markdown' : 'bbcode';
  const texts: Record<string, string> = {};
  // Hashed: what the file converts back to, so an untouched pull pushes nothing.
  const input: ArticleInput = { ...stored };
  if (format === 'markdown') {
    for (const [name, md] of markdown) {
      texts[name] = md!.markdown;
      input[name] = md!.bbcode;
    }
  } else for (const name of textFields) texts[name] = String(stored[name]);

  const fields: Record<string, unknown> = { title: a.title, template: a.template, world: a.world.id };
  for (const key of PLAIN_FIELDS) {
    if (input[key] !== undefined) fields[key] = input[key];
  }
  const front = ['---', ...frontMatterLines(fields), '---'];
  // Escaped in both formats: a text line that reads as a marker would otherwise cut the text in two on push.
  const body = [escapeSectionMarkers(texts.content ?? '')];
  for (const name of SECTION_FIELDS)
    if (texts[name] !== undefined) body.push(`<!-- section: ${name} -->`, escapeSectionMarkers(texts[name]));
  const text = `${front.join('\n')}\n${body.join('\n')}\n`;
  return {
    text: writeBookkeeping(text, { id: a.id, updated: a.update_date?.date, hashes: fieldHashes(input) }),
    format,
    notMarkdown,
  };
}

export function articleToBBCodeFile(a: Article): string {
  return articleToFile(a, 'bbcode').text;
}

// A World Anvil secret ↔ the writer's file (#29 items 3 and 6): the article file format (articleFile.ts)
// with a secret's fields, marked by `kind: "secret"` so push and create know which it is:
//
//   ---
//   kind: "secret"
//   title: "The giant still breathes"
//   world: "0b8f…"
//   state: "private"
//   tags: "tide,giant"
//   article: "5c1e…"        # the article the secret belongs to (optional)
//   scriptorium:            # written back by Scriptorium: do not edit
//     id: 5ec4…
//   ---
//   The secret's content, in Markdown (or BBCode in a .bbcode file).
//
// Markdown when the content converts to Markdown and back to the same BBCode, else .bbcode, as for
// articles; the hashes in the bookkeeping block are of what the file pushes as, so an untouched pull pushes
// nothing. A secret has no sections: the whole body is its content.
import type { Secret, SecretInput } from '../worldanvil/boromir/secretImageSchemas';
import type { ArticleInput } from '../worldanvil/validation';
import { trimBlank } from './lineBreaks';
import {
  escapeSectionMarkers,
  frontMatterLines,
  frontMatterPairs,
  splitFrontMatter,
  splitSections,
  writeBookkeeping,
  type Bookkeeping,
  type FileProblem,
  type FileReadOptions,
} from './articleFile';
import type { ArticleFileFormat, PulledFile } from './articleToFile';
import { unixLines } from './articleToFile';
import { bbcodeToMarkdown } from './bbcodeToMarkdown';
import { changedFields, fieldHashes } from './fieldHashes';
import { markdownToBBCode, MarkdownTooComplexError, type Unresolved } from './markdownToBBCode';

export const SECRET_KIND = 'secret';

/** Front-matter keys of a secret file besides `kind` and the bookkeeping block, in the order a pull writes them. */
const SECRET_KEYS = ['title', 'world', 'state', 'tags', 'article'] as const;

/**
 * Whether the front matter says `kind: secret`: a plain scan of its top-level lines (no YAML parse), cheap
 * enough for every command that must tell a secret file from an article file before doing anything.
 */
export function isSecretFileText(text: string): boolean {
  const { yaml } = splitFrontMatter(text);
  if (yaml === undefined) return false;
  return yaml.split(/\r?\n/).some((line) => /^kind\s*:\s*(["']?)secret\1\s*(#.*)?$/i.test(line.trimEnd()));
}

/** What a secret file says, ready to send: the write's fields, the world, the bookkeeping, and every problem. */
export interface SecretFile {
  /** The fields a PATCH may send (content as BBCode); `worldId` only when the file names a world. */
  input: SecretInput;
  bookkeeping: Bookkeeping;
  problems: FileProblem[];
  unresolved: Unresolved[];
  warnings: string[];
}

/** The fields of a secret as the file records them (content with Unix line ends, trimmed), for hashing and diffing. */
export function secretInputOf(s: Secret): SecretInput {
  return {
    title: s.title,
    ...(s.state ? { state: s.state } : {}),
    ...(s.tags ? { tags: s.tags } : {}),
    ...(s.article?.id ? { articleId: s.article.id } : {}),
    content: trimBlank(unixLines(s.content ?? '')),
  };
}

/** A hash per field of what was last sent or pulled (the world is fixed once created: never hashed). */
export function secretHashes(input: SecretInput): Record<string, string> {
  const { worldId: _world, ...rest } = input;
  return fieldHashes(rest as ArticleInput);
}

/** The fields that differ from the recorded hashes: what a push sends. */
export function changedSecretFields(input: SecretInput, hashes: Record<string, string> | undefined): SecretInput {
  const { worldId: _world, ...rest } = input;
  return changedFields(rest as ArticleInput, hashes) as SecretInput;
}

/**
 * Whether the secret may differ on World Anvil from what the file last sent or pulled: by the recorded
 * date when there is one, else by the recorded field hashes (a secret's list and GET carry its date).
 */
export function secretMayHaveChanged(bookkeeping: Bookkeeping, remote: Secret): boolean {
  if (bookkeeping.updated)
    return remote.updateDate?.date !== undefined && remote.updateDate.date !== bookkeeping.updated;
  const recorded = bookkeeping.hashes;
  if (!recorded || Object.keys(recorded).length === 0) return true;
  const now = secretHashes(secretInputOf(remote));
  const empty = (field: string) => fieldHashes({ [field]: '' } as ArticleInput)[field];
  return Object.entries(recorded).some(([field, hash]) => (now[field] ?? empty(field)) !== hash);
}

/** The secret as a file in the format asked for (Markdown falls back to .bbcode when it would lose something). */
export function secretToFile(s: Secret, wanted: ArticleFileFormat, worldId: string | undefined): PulledFile {
  const stored = secretInputOf(s);
  const md = wanted === 'markdown' ? bbcodeToMarkdown(stored.content ?? '') : undefined;
  const format: ArticleFileFormat = md ? 'markdown' : 'bbcode';
  // Hashed: what the file converts back to, so an untouched pull pushes nothing.
  const input: SecretInput = md ? { ...stored, content: md.bbcode } : stored;
  const fields: Record<string, unknown> = { kind: SECRET_KIND, title: s.title };
  const world = s.worldId ?? worldId;
  if (world) fields.world = world;
  if (input.state) fields.state = input.state;
  if (input.tags) fields.tags = input.tags;
  if (input.articleId) fields.article = input.articleId;
  const body = escapeSectionMarkers(md ? md.markdown : (stored.content ?? ''));
  const text = `${['---', ...frontMatterLines(fields), '---'].join('\n')}\n${body}\n`;
  return {
    text: writeBookkeeping(text, { id: s.id, updated: s.updateDate?.date, hashes: secretHashes(input) }),
    format,
    notMarkdown: wanted === 'markdown' && !md ? ['content'] : [],
  };
}

/** Reads a secret file; never throws on bad input (problems come back with their line). */
export function readSecretFile(text: string, opts: FileReadOptions): SecretFile {
  const { yaml, body, bodyLine } = splitFrontMatter(text);
  const problems: FileProblem[] = [];
  const input: SecretInput = {};
  let bookkeeping: Bookkeeping = {};
  if (yaml === undefined) problems.push({ field: '', message: 'No front matter: start the file with ---.', line: 0 });
  else {
    for (const [key, value, line] of frontMatterPairs(yaml, problems)) {
      if (key === 'scriptorium')
        bookkeeping = typeof value === 'object' && value !== null ? (value as Bookkeeping) : {};
      else if (key === 'kind') continue;
      else if (!(SECRET_KEYS as readonly string[]).includes(key))
        problems.push({
          field: key,
          message: `"${key}" is not a secret field (one of: ${SECRET_KEYS.join(', ')}).`,
          line,
        });
      else if (key === 'article') input.articleId = value === null || value === '' ? null : (value as string);
      else if (key === 'world') input.worldId = value as string;
      else if (key === 'tags') input.tags = Array.isArray(value) ? value.map(String).join(',') : (value as string);
      else input[key as 'title' | 'state'] = value as never;
    }
  }
  const unresolved: Unresolved[] = [];
  const warnings: string[] = [];
  const sections = splitSections(body);
  for (const [name, { line }] of Object.entries(sections))
    if (name !== 'content')
      problems.push({
        field: name,
        message: `A secret has no sections: "${name}" cannot be sent. Write everything as the secret's content.`,
        line: bodyLine + line - 1,
      });
  const content = sections.content?.text ?? '';
  if (opts.format === 'bbcode') input.content = trimBlank(content);
  else {
    try {
      const converted = markdownToBBCode(content, opts.resolveMention, opts.linkMention);
      input.content = converted.bbcode;
      unresolved.push(...converted.unresolved.map((u) => ({ ...u, line: u.line + bodyLine })));
      warnings.push(...converted.warnings);
    } catch (err) {
      if (!(err instanceof MarkdownTooComplexError || err instanceof RangeError)) throw err;
      const why = err instanceof MarkdownTooComplexError ? err.message : 'it is nested too deeply';
      problems.push({
        field: 'content',
        message: `The content cannot be converted from Markdown: ${why}.`,
        line: bodyLine,
      });
    }
  }
  return { input, bookkeeping, problems, unresolved, warnings };
}

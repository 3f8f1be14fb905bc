// A part file as World Anvil shows the part (#47 item 4): its title and synopsis from the front matter,
// then each beat under its title, its text as Push would send it (Markdown → BBCode, links to pulled
// articles as mentions). The beats are read by the push's own reader (partSections.ts), so the preview
// shows the sections the push sees; a beat too complex to convert is named, never shown half-converted.
import type { LinkToMention } from '../markup/articleLinks';
import { frontMatterValues } from '../markup/frontMatter';
import {
  markdownToBBCode,
  MarkdownTooComplexError,
  type MentionTarget,
  type Unresolved,
} from '../markup/markdownToBBCode';
import { readPartSections } from './partSections';

export interface PartPreview {
  title?: string;
  synopsis?: string;
  beats: Array<{ title?: string; bbcode: string; line: number }>;
  /** What could not be shown, with the 0-based line it starts on. */
  problems: Array<{ line: number; message: string }>;
  /** Mentions whose titles did not resolve (links to files that are no pulled article). */
  unresolved: Unresolved[];
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

export function partPreview(
  fileText: string,
  opts: {
    resolveMention?: (title: string) => MentionTarget | undefined;
    linkMention?: LinkToMention;
    /** Beats the pull kept as BBCode (the folder's manifest): shown from their text as written, as pushed. */
    bbcodeBeats?: ReadonlySet<string>;
  } = {},
): PartPreview {
  const fields = frontMatterValues(fileText) ?? {};
  const out: PartPreview = {
    title: text(fields.title),
    synopsis: text(fields.synopsis),
    beats: [],
    problems: [],
    unresolved: [],
  };
  for (const s of readPartSections(fileText)) {
    if (s.id !== undefined && opts.bbcodeBeats?.has(s.id)) {
      out.beats.push({ ...(s.title ? { title: s.title } : {}), bbcode: s.content, line: s.line });
      continue;
    }
    try {
      const converted = markdownToBBCode(s.content, opts.resolveMention, opts.linkMention);
      out.beats.push({ ...(s.title ? { title: s.title } : {}), bbcode: converted.bbcode, line: s.line });
      out.unresolved.push(...converted.unresolved);
    } catch (err) {
      if (!(err instanceof MarkdownTooComplexError)) throw err;
      out.problems.push({ line: s.line, message: err.message });
    }
  }
  return out;
}

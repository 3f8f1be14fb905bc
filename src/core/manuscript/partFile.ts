// A manuscript part as one Markdown file (#47 item 2): front matter with the part's fields (YAML through the
// repo's front matter code), then each beat as a section that begins with a marker line carrying its id,
// `<!-- beat:ID -->` (an HTML comment: invisible in every Markdown preview), with its title when it has one
// (`<!-- beat:ID title="…" -->`, JSON-quoted, `--` and `>` escaped so a title cannot end the comment). The
// beat's BBCode becomes Markdown with the articles' converter (mentions of pulled articles become relative
// links); a beat Markdown cannot hold losslessly stays BBCode in its section and is named in `bbcodeBeats`.
// A content line that looks like a marker is escaped (`\<!-- beat:`), so server text cannot forge a beat.
// Reading markers back is one pass over the lines (readBeatMarkers).
import { bbcodeToMarkdown, type MentionLinks } from '../markup/bbcodeToMarkdown';
import { frontMatterLines, writeBookkeeping } from '../markup/frontMatter';
import { unixLines } from '../markup/articleToFile';
import type { ManuscriptBeat, ManuscriptPart } from '../worldanvil/boromir/manuscriptSchemas';
import { textHash } from '../worldSync/pullManifest';

export const PART_KIND = 'manuscriptPart';

export interface PartFile {
  text: string;
  /** Each beat's section text (marker to the next), hashed: what a push will compare (next slice). */
  beatHashes: Record<string, string>;
  /** Each beat's section text as hashed: its merge base once the pull is recorded (beatMerge.ts). */
  beatTexts: Record<string, string>;
  /** Beats kept as BBCode because Markdown would change them. */
  bbcodeBeats: string[];
}

const MARKER_START = '<!-- beat:';
/** id (World Anvil's: letters, digits, dashes), then an optional JSON-quoted title: no nested quantifier. */
export const MARKER = /^<!-- beat:([A-Za-z0-9-]{1,64})(?: title=("(?:[^"\\]|\\.){0,2000}"))? -->[ \t]*$/;

/** The marker line of a beat: its id, and its title quoted so the comment cannot be closed early. */
export function beatMarker(beat: Pick<ManuscriptBeat, 'id' | 'title'>): string {
  const id = /^[A-Za-z0-9-]{1,64}$/.test(beat.id) ? beat.id : 'invalid';
  const title = beat.title?.trim()
    ? ` title=${JSON.stringify(beat.title.slice(0, 500)).replace(/--/g, '-\\u002d').replace(/>/g, '\\u003e')}`
    : '';
  return `${MARKER_START}${id}${title} -->`;
}

/**
 * Content lines that would read as a marker (a pulled beat's, or a new beat's `<!-- beat -->`) get one
 * backslash more, so do lines already escaped that way: the push takes one off (partSections.ts).
 */
function unforgeable(markdown: string): string {
  return markdown
    .split('\n')
    .map((l) => (/^\\*[ \t]*<!-- beat/.test(l) ? `\\${l}` : l))
    .join('\n');
}

/**
 * One beat's section as a pull writes it: the marker, a blank line, the content (Markdown, or the BBCode as
 * it is when Markdown would change it, or when `asBBCode` says the file keeps it so) and one line break.
 */
export function beatSection(
  beat: Pick<ManuscriptBeat, 'id' | 'title' | 'content'>,
  links?: MentionLinks,
  asBBCode = false,
): { section: string; bbcode: boolean } {
  const bbcode = unixLines(beat.content ?? '');
  const md = asBBCode ? undefined : bbcodeToMarkdown(bbcode, links);
  const body = unforgeable(md ? md.markdown : bbcode).replace(/\n+$/, '');
  return { section: `${beatMarker(beat)}\n\n${body}\n`, bbcode: !md };
}

export interface PartFileInput {
  part: ManuscriptPart;
  beats: readonly ManuscriptBeat[];
  manuscriptId: string;
  versionId: string;
  /** Mentions of articles pulled into the same folder → relative links from this file. */
  links?: MentionLinks;
}

export function partToFile(input: PartFileInput): PartFile {
  const { part, beats } = input;
  const fields: Record<string, unknown> = { kind: PART_KIND, title: part.title };
  if (part.position !== undefined) fields.position = part.position;
  if (part.synopsis) fields.synopsis = part.synopsis;
  if (part.type) fields.type = part.type;
  fields.manuscript = input.manuscriptId;
  fields.version = input.versionId;
  const beatHashes: Record<string, string> = {};
  const beatTexts: Record<string, string> = {};
  const bbcodeBeats: string[] = [];
  const sections = beats.map((b) => {
    const { section, bbcode } = beatSection(b, input.links);
    if (bbcode) bbcodeBeats.push(b.id);
    beatHashes[b.id] = textHash(section);
    beatTexts[b.id] = section;
    return section;
  });
  const head = ['---', ...frontMatterLines(fields), '---'].join('\n');
  const text = `${head}\n\n${sections.join('\n')}`;
  return {
    text: writeBookkeeping(text, { id: part.id, updated: part.updateDate?.date }),
    beatHashes,
    beatTexts,
    bbcodeBeats,
  };
}

export interface BeatMarkerAt {
  id: string;
  title?: string;
  /** 0-based line of the marker. */
  line: number;
}

/** The beat markers of a part file, in order, one pass over its lines; malformed markers are not markers. */
export function readBeatMarkers(text: string): BeatMarkerAt[] {
  const out: BeatMarkerAt[] = [];
  let line = 0;
  for (let from = 0; from <= text.length; line++) {
    const nl = text.indexOf('\n', from);
    const end = nl < 0 ? text.length : nl;
    // Cheap test first: only a line that starts like a marker meets the regular expression.
    if (text.startsWith(MARKER_START, from) && end - from <= 2100) {
      const m = MARKER.exec(text.slice(from, end).replace(/\r$/, ''));
      if (m) out.push({ id: m[1]!, line, ...(m[2] ? { title: titleOf(m[2]) } : {}) });
    }
    if (nl < 0) break;
    from = nl + 1;
  }
  return out;
}

/** A marker's JSON-quoted title read back; undefined when there is none or it does not read as a string. */
export function titleOf(quoted: string | undefined): string | undefined {
  if (quoted === undefined) return undefined;
  try {
    const t: unknown = JSON.parse(quoted);
    return typeof t === 'string' ? t : undefined;
  } catch {
    return undefined;
  }
}

export interface BeatSection extends BeatMarkerAt {
  /** 0-based last line of the section (the line before the next marker, or the file's last). */
  endLine: number;
}

/** Each beat's section: from its marker to the line before the next one (the outline's ranges). */
export function beatSections(text: string): BeatSection[] {
  const markers = readBeatMarkers(text);
  let lines = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++;
  return markers.map((m, i) => ({ ...m, endLine: i + 1 < markers.length ? markers[i + 1]!.line - 1 : lines }));
}

/** Whether a file's text is a pulled part file (its front matter starts with the part kind). */
export function isPartFileText(text: string): boolean {
  return /^---\r?\nkind: "manuscriptPart"\r?\n/.test(text.slice(0, 200));
}

// Reading a part file back into beats for a push (#47 item 3), in one pass over its lines: each section
// starts at a marker line and runs to the next. `<!-- beat:ID title="…" -->` is a pulled beat; a marker
// without an id, `<!-- beat -->` or `<!-- beat title="…" -->`, starts a beat written here (a new beat).
// Text between the front matter and the first marker is a new beat too (nothing typed is left out).
// A section's hash is taken of the same text partToFile hashed at the pull (marker, blank line, content
// without trailing blank lines, one line break), so a section nobody touched hashes as recorded, whatever
// blank lines separate it from the next. Content lines escaped at the pull (`\<!-- beat…`) lose one
// backslash, as the articles' section markers do.
import { safeRead } from '../files/safeRead';
import { textHash } from '../worldSync/pullManifest';
import { MARKER, titleOf } from './partFile';

export interface PartSection {
  /** The pulled beat's id; undefined for a beat written here. */
  id?: string;
  title?: string;
  /** 0-based line of the marker (of the first content line for leading text without one). */
  line: number;
  /** The marker line as written (empty for leading text without a marker). */
  marker: string;
  /** The content as the writer sees it in Markdown (escapes undone). */
  content: string;
  /** The section's hash, comparable with the manifest's (only meaningful for a pulled beat). */
  hash: string;
  /** The text hashed (marker, blank line, content as written, one line break): a merge base (beatMerge.ts). */
  written: string;
}

const MARKER_START = '<!-- beat';
const WRITTEN = /^<!-- beat(?: title=("(?:[^"\\]|\\.){0,2000}"))? -->[ \t]*$/;
/** A content line that would read as a marker: a backslash is added at the pull and taken off here. */
const ESCAPED = /^\\+[ \t]*<!-- beat/;

/** The marker a line is, or undefined; long lines are not tried (a marker is at most ~2,100 characters). */
function markerOf(line: string): { id?: string; title?: string } | undefined {
  if (!line.startsWith(MARKER_START) || line.length > 2100) return undefined;
  const pulled = MARKER.exec(line);
  if (pulled) return { id: pulled[1]!, title: titleOf(pulled[2]) };
  const written = WRITTEN.exec(line);
  return written ? { title: titleOf(written[1]) } : undefined;
}

/** Content lines as the writer sees them: the pull's escape of a marker-like line (`\\<!-- beat`) undone. */
export const unescapeContent = (lines: readonly string[]) => lines.map((l) => (ESCAPED.test(l) ? l.slice(1) : l));

/** The lines after the front matter (`---` … `---` at the top), with the index of the first. */
function bodyLines(lines: string[]): number {
  if (lines[0] !== '---') return 0;
  for (let i = 1; i < lines.length; i++) if (lines[i] === '---') return i + 1;
  return 0;
}

function sectionOf(marker: string, line: number, body: string[], head: { id?: string; title?: string }) {
  // The pull wrote: marker, blank line, content, and one line break; blank lines after it separate sections.
  let from = 0;
  if (body[0] === '') from = 1;
  let to = body.length;
  while (to > from && body[to - 1] === '') to--;
  const written = body.slice(from, to).join('\n');
  const content = unescapeContent(body.slice(from, to)).join('\n');
  const hashed = `${marker}\n\n${written}\n`;
  return { ...head, line, marker, content, hash: textHash(hashed), written: hashed } satisfies PartSection;
}

/** The sections of a part file, in order; CRLF files read as LF. Linear in the text. */
export function readPartSections(text: string): PartSection[] {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const out: PartSection[] = [];
  const first = bodyLines(lines);
  let start = first;
  let head: { id?: string; title?: string; marker: string } | undefined;
  const close = (end: number) => {
    const body = lines.slice(head ? start + 1 : start, end);
    if (head) out.push(sectionOf(head.marker, start, body, head));
    else if (body.some((l) => l.trim() !== '')) {
      const s = sectionOf('', start, body, {});
      const lead = body.findIndex((l) => l.trim() !== '');
      out.push({ ...s, line: start + Math.max(0, lead) });
    }
  };
  for (let i = first; i < lines.length; i++) {
    const m = markerOf(lines[i]!.replace(/[ \t]+$/, ''));
    if (!m) continue;
    close(i);
    start = i;
    head = { ...m, marker: lines[i]! };
  }
  close(lines.length);
  return out;
}

/** A part file's text as an editor holds it unsaved; undefined when no editor has unsaved changes to it. */
export type OpenText = (file: string) => string | undefined;

/**
 * A part file's text: an editor's unsaved text, else the file's through the read policy; undefined
 * when it cannot be read. The plan and the push read through this one door, so what the preview names is
 * what is sent, and both see what the writer sees.
 */
export async function readPartText(folder: string, file: string, openText?: OpenText): Promise<string | undefined> {
  const open = openText?.(file);
  if (open !== undefined) return open;
  const read = await safeRead({ folder, relative: file }).catch(() => undefined);
  return read && new TextDecoder().decode(read.bytes);
}

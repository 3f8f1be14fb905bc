// A beat changed here and on World Anvil since the pull or last push (#47 item 3), merged as articles are
// (threeWayMerge.ts, the same base store). The base is per beat: every beat section a pull or push records
// is handed to the base store under the very hash the manifest keeps for the beat (syncedHash), so the base
// of a conflicting beat is found from its record alone — a part file's own base would hold a beat pushed
// since in the part's other beats. The three sides are the section's body as the file holds it: the base's,
// the file's, and World Anvil's content written as the pull would write it (Markdown, or BBCode for a beat
// the file keeps as BBCode). The title is merged as one value: taken from the side that changed it; both
// changed differently, no merge. Lines only one side changed are merged by themselves and the result is
// pushed; lines both changed are written between conflict markers and nothing is sent for the beat until
// the writer chooses (a push refuses a section with markers), World Anvil's version then being the beat's
// recorded state, as a merged article's is. No base (a beat pulled before bases were kept), or World
// Anvil's text no longer in the file's format: no merge, the two-way difference as before.
import { threeWayMerge, type MergeLabels } from '../merge/threeWayMerge';
import type { MentionLinks } from '../markup/bbcodeToMarkdown';
import type { ManuscriptBeat } from '../worldanvil/boromir/manuscriptSchemas';
import { beatMarker, beatSection } from './partFile';
import { readPartSections, unescapeContent, type PartSection } from './partSections';
import type { ManuscriptsApi } from '../worldanvil/api';
import type { ManuscriptPartEntry } from '../worldSync/pullManifest';
import type { PartPlan, PushConflict } from './pushTypes';

export const DEFAULT_MERGE_LABELS: MergeLabels = { ours: 'Your file', base: 'Last synced', theirs: 'World Anvil' };

export interface BeatMergeInput {
  /** The file's section of the beat. */
  local: PartSection;
  /** The base section text (as the manifest's hash of the beat names it). */
  base: string;
  /** World Anvil's beat now, with its content. */
  remote: ManuscriptBeat;
  /** Whether the file keeps this beat as BBCode. */
  bbcode: boolean;
  links?: MentionLinks;
  toBBCode: (markdown: string) => string;
  labels: MergeLabels;
}

export interface BeatMerged {
  /** The section to write in place of the file's (marker, blank line, merged body, one line break). */
  section: string;
  title?: string;
  /** Regions both sides changed differently, between conflict markers in `section`. */
  conflicts: number;
  /** World Anvil's version as the pull would write it: recorded as synced when conflicts are left. */
  remoteSection: string;
  /** The BBCode to send (meaningful only without conflicts). */
  content: string;
}

const norm = (t: string | undefined) => t?.trim() ?? '';

/** The title both sides agree on after their changes, or undefined when they changed it differently. */
function mergedTitle(base?: string, local?: string, remote?: string): { title?: string } | undefined {
  const [b, l, r] = [norm(base), norm(local), norm(remote)];
  if (l === b || l === r) return { title: r || undefined };
  if (r === b) return { title: l || undefined };
  return undefined;
}

/** The body of a section as written (after the marker and its blank line, without the last line break). */
const bodyOf = (section: string) => {
  const lines = section.replace(/\n$/, '').split('\n');
  return lines.slice(lines[1] === '' ? 2 : 1).join('\n');
};

/** The merge of one beat, or undefined when it cannot be merged (titles, or World Anvil's format). */
export function mergeBeat(input: BeatMergeInput): BeatMerged | undefined {
  const base = readPartSections(input.base)[0];
  if (!base || base.id !== input.local.id) return undefined;
  const remote = beatSection(input.remote, input.links, input.bbcode);
  if (remote.bbcode !== input.bbcode) return undefined;
  const title = mergedTitle(base.title, input.local.title, input.remote.title);
  if (!title) return undefined;
  const result = threeWayMerge(bodyOf(base.written), bodyOf(input.local.written), bodyOf(remote.section), input.labels);
  const body = result.text.replace(/\n+$/, '');
  const section = `${beatMarker({ id: input.remote.id, title: title.title })}\n\n${body}\n`;
  const plain = unescapeContent(body.split('\n')).join('\n');
  const content = result.conflicts > 0 ? '' : input.bbcode ? plain : input.toBBCode(plain);
  return { section, ...title, conflicts: result.conflicts, remoteSection: remote.section, content };
}

/**
 * The file with one beat's section replaced: from its marker to its last non-blank line (the blank lines
 * that separate it from the next section stay). Undefined when the beat's marker is no longer in the file.
 */
export function replaceSection(text: string, beatId: string, section: string): string | undefined {
  const crlf = text.includes('\r\n');
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const sections = readPartSections(text);
  const at = sections.findIndex((s) => s.id === beatId);
  if (at < 0) return undefined;
  const start = sections[at]!.line;
  let end = at + 1 < sections.length ? sections[at + 1]!.line : lines.length;
  while (end > start + 1 && lines[end - 1]!.trim() === '') end--;
  lines.splice(start, end - start, ...section.replace(/\n$/, '').split('\n'));
  const out = lines.join('\n');
  return crlf ? out.replace(/\n/g, '\r\n') : out;
}

/**
 * World Anvil's text of each conflict (the list carries no content), and the three-way merge of a beat
 * changed on both sides whose base is kept: a merge step instead of a conflict (beatMerge.ts).
 */
export async function settleConflicts(
  ctx: { api: ManuscriptsApi; signal?: AbortSignal; base?: (hash: string) => Promise<string | undefined> },
  one: PartPlan,
  m: { record: ManuscriptPartEntry; sections: PartSection[]; links: MentionLinks } & Pick<
    BeatMergeInput,
    'toBBCode' | 'labels'
  >,
): Promise<void> {
  const left: PushConflict[] = [];
  for (const c of one.conflicts) {
    if (c.reason !== 'changedThere') {
      left.push(c);
      continue;
    }
    const remote = await ctx.api.getBeat(c.beatId, { signal: ctx.signal });
    c.there = remote.content ?? '';
    const local = m.sections.find((s) => s.id === c.beatId);
    const recorded = m.record.beats[c.beatId];
    const base = local && recorded && (await ctx.base?.(recorded.hash));
    if (!local || !recorded || base === undefined) {
      left.push(local ? { ...c, unmerged: 'noBase' } : c);
      continue;
    }
    const bbcode = recorded.bbcode === true;
    const merged = mergeBeat({ ...m, local, base, remote, bbcode });
    if (!merged) {
      left.push({ ...c, unmerged: 'notMergeable' });
      continue;
    }
    const { partId, file } = c;
    one.steps.push({
      kind: 'merge',
      partId,
      file,
      beatId: c.beatId,
      ...merged,
      remoteUpdated: remote.updateDate?.date,
      ...(bbcode ? { bbcode: true as const } : {}),
    });
  }
  one.conflicts = left;
}

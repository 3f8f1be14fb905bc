// A three-way merge of lines (diff3): the base (the text last synced), "ours" (the writer's file) and
// "theirs" (World Anvil's version). Each side's changes against the base are hunks (lineDiff.ts); hunks of
// the two sides that touch the same base lines, or meet at one point, form one region. A region one side
// alone changed takes that side; one both changed the same way takes it once; one both changed differently
// is a conflict, written between git's markers (which VS Code's built-in merge-conflict support offers to
// accept one side, the other or both). Line ends: the lines are compared without them, and the result is
// written in the writer's file's line end.
import { lineDiff, type Hunk } from './lineDiff';

export interface MergeLabels {
  ours: string;
  base: string;
  theirs: string;
}

export interface MergeResult {
  text: string;
  /** Regions both sides changed differently: written between conflict markers. */
  conflicts: number;
  /** Regions taken from one side (or both, alike) without asking. */
  merged: number;
}

const splitLines = (text: string) => (text === '' ? [] : text.split(/\r?\n/));

interface Side {
  hunks: Hunk[];
  lines: readonly string[];
}

/**
 * The lines of `side` standing for base lines [start, end) of a region. Every hunk lies wholly inside a
 * region or wholly before or after it (regions are built from whole hunks), and lines outside hunks map
 * one to one: the side's range is the base range shifted by what the hunks before and inside it added.
 */
function sideLines(side: Side, start: number, end: number): string[] {
  let from = start;
  let to = end;
  for (const h of side.hunks) {
    const grown = h.newLength - h.oldLength;
    if (h.oldStart < start) {
      from += grown;
      to += grown;
    } else if (h.oldStart <= end) to += grown;
  }
  return side.lines.slice(from, to);
}

const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((l, i) => l === b[i]);

export function threeWayMerge(base: string, ours: string, theirs: string, labels: MergeLabels): MergeResult {
  const eol = ours.includes('\r\n') ? '\r\n' : '\n';
  const baseLines = splitLines(base);
  const sides: [Side, Side] = [
    { lines: splitLines(ours), hunks: [] },
    { lines: splitLines(theirs), hunks: [] },
  ];
  sides[0].hunks = lineDiff(baseLines, sides[0].lines);
  sides[1].hunks = lineDiff(baseLines, sides[1].lines);
  // Every hunk of both sides in base order; a region grows while the next hunk starts before it ends, or
  // where it ends.
  const all = [...sides[0].hunks.map((h) => ({ h, side: 0 })), ...sides[1].hunks.map((h) => ({ h, side: 1 }))].sort(
    (x, y) => x.h.oldStart - y.h.oldStart || x.side - y.side,
  );
  const out: string[] = [];
  let conflicts = 0;
  let merged = 0;
  let done = 0; // base lines already written
  for (let i = 0; i < all.length;) {
    const start = all[i]!.h.oldStart;
    let end = start + all[i]!.h.oldLength;
    const touched = new Set([all[i]!.side]);
    let j = i + 1;
    for (; j < all.length; j++) {
      const next = all[j]!.h;
      // Changes that meet without overlapping are one region too, as in git: two edits of neighbouring
      // lines are not merged unseen.
      if (next.oldStart > end) break;
      end = Math.max(end, next.oldStart + next.oldLength);
      touched.add(all[j]!.side);
    }
    out.push(...baseLines.slice(done, start));
    const mine = sideLines(sides[0], start, end);
    const yours = sideLines(sides[1], start, end);
    if (touched.size === 1 || sameLines(mine, yours)) {
      merged++;
      out.push(...(touched.has(0) ? mine : yours));
    } else {
      conflicts++;
      out.push(
        `<<<<<<< ${labels.ours}`,
        ...mine,
        `||||||| ${labels.base}`,
        ...baseLines.slice(start, end),
        '=======',
        ...yours,
        `>>>>>>> ${labels.theirs}`,
      );
    }
    done = end;
    i = j;
  }
  out.push(...baseLines.slice(done));
  return { text: out.join(eol), conflicts, merged };
}

/** Whether a text still holds a conflict region written by threeWayMerge (or git): a push must not send it. */
export function hasConflictMarkers(text: string): boolean {
  return /^<<<<<<< .*\r?\n[\s\S]*?^=======\r?$[\s\S]*?^>>>>>>> /m.test(text);
}

// Find All References over files that are not open: each file is scanned like an open one and the usages
// of the key are given as line and column (the editor's positions), computed from one index of line starts
// per file. Which usages are "the same string" is the caller's rule (the server's unit, or the key itself).
import { scanSource, type ProjectFrameworks } from './scan';
import type { KeyUsage } from './types';

export interface LinePosition {
  line: number;
  character: number;
}

export interface FoundUsage {
  start: LinePosition;
  end: LinePosition;
  usage: KeyUsage;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

function positionIn(starts: number[], offset: number): LinePosition {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo, character: offset - starts[lo]! };
}

/** The usages in `text` that `same` accepts, with their positions. */
export function findUsages(
  text: string,
  languageId: string,
  frameworks: ProjectFrameworks,
  extra: readonly string[],
  same: (u: KeyUsage) => boolean,
): FoundUsage[] {
  const hits = scanSource(text, languageId, frameworks, extra).filter(same);
  if (hits.length === 0) return [];
  const starts = lineStarts(text);
  return hits.map((usage) => ({
    usage,
    start: positionIn(starts, usage.offset),
    end: positionIn(starts, usage.offset + usage.length),
  }));
}

/** The same string by its written key (when the server does not know it): key, msgctxt and namespace. */
export const sameWrittenKey = (a: KeyUsage) => (b: KeyUsage) =>
  a.key === b.key && (a.context ?? '') === (b.context ?? '') && (a.namespace ?? '') === (b.namespace ?? '');

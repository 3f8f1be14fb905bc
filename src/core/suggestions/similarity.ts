// How alike two sources are, as a percentage for "memory 87 %": the Dice coefficient of their character
// pairs (case folded, whitespace runs as one space). Linear in the texts (one map of pairs), and capped at
// SIMILARITY_CHARS of each so a huge server string costs no more than a long one.

export const SIMILARITY_CHARS = 2000;

function pairs(text: string): Map<string, number> {
  const folded = text.slice(0, SIMILARITY_CHARS).toLowerCase().replace(/\s+/g, ' ').trim();
  const counts = new Map<string, number>();
  for (let i = 0; i + 1 < folded.length; i++) {
    const pair = folded.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

/** 0–100; 100 only for texts that are the same once case and spacing are set aside. */
export function similarity(a: string, b: string): number {
  if (a === b) return 100;
  const pa = pairs(a);
  const pb = pairs(b);
  let total = 0;
  for (const n of pa.values()) total += n;
  for (const n of pb.values()) total += n;
  if (total === 0) return a.trim().toLowerCase() === b.trim().toLowerCase() ? 100 : 0;
  let shared = 0;
  for (const [pair, n] of pa) shared += Math.min(n, pb.get(pair) ?? 0);
  // Texts that differ are never called the same: 99 at most.
  return Math.min(99, Math.floor((200 * shared) / total));
}

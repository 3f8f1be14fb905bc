// Where each beat of a part goes on World Anvil after a push (#47 item 3). World Anvil orders a part's beats
// by `position`; Scriptorium records only the order. When neither the order of the pulled beats nor their
// number changed nothing is sent. Otherwise the server's positions are kept where they already rise in the
// file's order and new beats fit between them; when they do not (a beat moved, no room, a position unknown)
// the part is numbered 1, 2, 3… and only the beats whose position differs are sent.

/** One beat in the file's order: a pulled one (`id`, the server's position) or one written here. */
export interface OrderedBeat {
  id?: string;
  serverPosition?: number;
}

/** The position to send, by index in `beats`; absent: nothing to send for it. */
export function positionsToSend(beats: readonly OrderedBeat[], orderChanged: boolean): Map<number, number> {
  const hasNew = beats.some((b) => b.id === undefined);
  if (!orderChanged && !hasNew) return new Map();
  return fitted(beats) ?? renumbered(beats);
}

/** New beats placed between the server's positions, which must rise in the file's order; else undefined. */
function fitted(beats: readonly OrderedBeat[]): Map<number, number> | undefined {
  const out = new Map<number, number>();
  let below = 0;
  let pending: number[] = [];
  const place = (above: number): boolean => {
    if (above - below - 1 < pending.length) return false;
    pending.forEach((index, k) => out.set(index, below + 1 + k));
    pending = [];
    return true;
  };
  for (const [i, b] of beats.entries()) {
    if (b.id === undefined) {
      pending.push(i);
      continue;
    }
    const p = b.serverPosition;
    if (p === undefined || p <= below || !place(p)) return undefined;
    below = p;
  }
  return place(Infinity) ? out : undefined;
}

function renumbered(beats: readonly OrderedBeat[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const [i, b] of beats.entries()) if (b.id === undefined || b.serverPosition !== i + 1) out.set(i, i + 1);
  return out;
}

/** Whether the pulled beats still in the file keep the recorded order. */
export function sameOrder(recorded: readonly string[], inFile: readonly string[]): boolean {
  const present = new Set(inFile);
  const kept = recorded.filter((id) => present.has(id));
  return kept.length === inFile.length && kept.every((id, i) => id === inFile[i]);
}

// Nearby strings: the units just before and after one, by position, as Weblate's editor lists them
// (Unit.nearby: position − n … position + n of the same translation, ordered by position; none for a unit
// at position 0). Read in fixed blocks of positions with Weblate's query language (`position:>=a
// position:<=b`), and the blocks kept: moving to the next string reuses the block already read, so a walk
// through a translation costs one request per block, not one per string.
import type { Translation, Unit, WeblateClient } from '../weblate';

/**
 * Strings shown on each side. Weblate's own default is 15 (its profile's "nearby strings"); a side panel
 * has less room, and 5 keeps the list to one screen.
 */
export const NEARBY_EACH_SIDE = 5;
/** Positions per block read: one request brings 50 neighbours, enough for ten moves or so. */
export const NEARBY_BLOCK = 50;
/** Blocks kept (of any translation): a few translations' worth of walking back and forth. */
const KEPT_BLOCKS = 40;

export class NearbyUnits {
  /** Key: translation URL + block number. Promises, so two panels asking at once share one request. */
  private readonly blocks = new Map<string, Promise<Unit[]>>();

  constructor(private readonly client: WeblateClient) {}

  /** The units from position − count to position + count of `unit`'s translation, `unit` included. */
  async around(t: Translation, unit: Unit, count = NEARBY_EACH_SIDE, signal?: AbortSignal): Promise<Unit[]> {
    if (unit.position <= 0) return [];
    const low = Math.max(1, unit.position - count);
    const high = unit.position + count;
    const units: Unit[] = [];
    for (let b = Math.floor(low / NEARBY_BLOCK); b <= Math.floor(high / NEARBY_BLOCK); b++)
      units.push(...(await this.block(t, b, signal)));
    return units
      .filter((u) => u.position >= low && u.position <= high)
      .sort((a, b) => a.position - b.position)
      .slice(0, 2 * count + 1);
  }

  /**
   * The string right after (+1) or before (−1) `unit` by position, from the blocks read for the nearby
   * list (so Next usually costs no request at all). Undefined when no string holds that position: the
   * end of the translation, or a gap the caller walks past another way.
   */
  async step(t: Translation, unit: Unit, by: 1 | -1, signal?: AbortSignal): Promise<Unit | undefined> {
    const position = unit.position + by;
    if (unit.position <= 0 || position <= 0) return undefined;
    return (await this.block(t, Math.floor(position / NEARBY_BLOCK), signal)).find((u) => u.position === position);
  }

  /** The blocks of one translation (or of all) are out of date: a string there was saved. */
  forget(translationUrl?: string): void {
    for (const key of [...this.blocks.keys()])
      if (translationUrl === undefined || key.startsWith(`${translationUrl}#`)) this.blocks.delete(key);
  }

  private block(t: Translation, b: number, signal?: AbortSignal): Promise<Unit[]> {
    const key = `${t.url}#${b}`;
    const kept = this.blocks.get(key);
    if (kept) {
      // Most recently used last: the oldest block is the first to go.
      this.blocks.delete(key);
      this.blocks.set(key, kept);
      return kept;
    }
    const first = b * NEARBY_BLOCK;
    const read = this.client
      .listTranslationUnitsPage(t.component.project.slug, t.component.slug, t.language.code, 1, {
        q: `position:>=${first} position:<=${first + NEARBY_BLOCK - 1}`,
        pageSize: NEARBY_BLOCK,
        signal,
      })
      .then((page) => page.items);
    // A failed read is not kept: the next move asks again.
    read.catch(() => this.blocks.delete(key));
    this.blocks.set(key, read);
    while (this.blocks.size > KEPT_BLOCKS) this.blocks.delete(this.blocks.keys().next().value!);
    return read;
  }
}

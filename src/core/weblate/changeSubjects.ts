// What a change is about, for the Translation Changes rows (#31): the string's key and the language,
// never a raw id. The language is in the change's own translation link; the key is not in a change at
// all, so it is read from the unit — once per unit, remembered in a bounded cache, at most a page of
// changes' worth of lookups at a time, and a unit that could not be read is not asked for again.
import type { Change } from './schemas';

export interface ChangeSubject {
  unitId?: number;
  /** The translation's language code as the server spells it (pt_BR). */
  language?: string;
}

const UNIT = /\/units\/(\d+)\/?$/;
const TRANSLATION = /\/translations\/[^/]+\/[^/]+\/([^/]+)\/?$/;

/** A link's path: servers may append a query (Weblate's browsable API adds `?format=api`). */
function pathOf(ref: string): string {
  try {
    return new URL(ref).pathname;
  } catch {
    return ref.split(/[?#]/)[0]!;
  }
}

/** The unit and language a change points at, from its links (no request). */
export function changeSubject(c: Pick<Change, 'unit' | 'translation'>): ChangeSubject {
  const unitId = c.unit ? Number(UNIT.exec(pathOf(c.unit))?.[1]) : NaN;
  const language = c.translation ? TRANSLATION.exec(pathOf(c.translation))?.[1] : undefined;
  return {
    ...(Number.isSafeInteger(unitId) && unitId > 0 ? { unitId } : {}),
    ...(language ? { language: decodeURIComponent(language) } : {}),
  };
}

/** The key a unit is known by: its context (monolingual formats), else its source text. */
export function unitKey(u: { context: string; source: readonly string[] }): string {
  return u.context || u.source[0] || '';
}

export class UnitKeys {
  /** Insertion-ordered: the oldest entry goes first when the cache is full. */
  readonly #keys = new Map<number, string | null>();
  readonly #pending = new Map<number, Promise<void>>();

  constructor(
    private readonly read: (unitId: number) => Promise<{ context: string; source: readonly string[] }>,
    private readonly capacity = 1000,
  ) {}

  /** The key when known; undefined while unknown or when the unit could not be read. */
  peek(unitId: number): string | undefined {
    return this.#keys.get(unitId) ?? undefined;
  }

  /**
   * Reads the keys of up to `limit` units not known yet (nor being read); resolves once they are in,
   * to whether any key was added (the rows are worth redrawing).
   */
  async resolve(unitIds: Iterable<number>, limit: number): Promise<boolean> {
    const wanted = [...new Set(unitIds)]
      .filter((id) => !this.#keys.has(id) && !this.#pending.has(id))
      .slice(0, Math.max(0, limit));
    let added = false;
    await Promise.all(
      wanted.map((id) => {
        const done = this.read(id)
          .then(
            (u) => {
              this.#remember(id, unitKey(u) || null);
              added ||= unitKey(u) !== '';
            },
            () => this.#remember(id, null), // gone or refused: asked once, shown without a key
          )
          .finally(() => this.#pending.delete(id));
        this.#pending.set(id, done);
        return done;
      }),
    );
    return added;
  }

  #remember(id: number, key: string | null): void {
    this.#keys.delete(id);
    this.#keys.set(id, key);
    while (this.#keys.size > this.capacity) this.#keys.delete(this.#keys.keys().next().value!);
  }
}

// The string after the one shown, read ahead (#28: "from Next to the rendered panel ≤ 100 ms at 50 ms
// latency" — reading a string costs three round trips, so only reading it before Next is pressed can meet
// that). One string ahead, at most a few kept, each for a short time: what it shows (the text, the other
// languages, the history) is at most FRESH_MS old, and any save, suggestion or comment drops them all.
// Which string comes next is read from the nearby strings' block the panel reads anyway.
import type { WeblateClient } from '../../core/weblate';
import { nearbyUnits } from './contextController';
import { loadUnit, type LoadedUnit } from './unitLoader';

/** How long a string read ahead may be shown without reading it again. */
const FRESH_MS = 15_000;
/** Strings kept read ahead (Next, then Previous back to one already passed is a new read). */
const KEPT = 4;

interface Ahead {
  client: WeblateClient;
  at: number;
  loading: Promise<LoadedUnit>;
}

export class UnitPrefetch {
  private readonly kept = new Map<number, Ahead>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Starts reading the string after `loaded` (nothing when it is already kept, or there is none). */
  async readNext(client: WeblateClient, loaded: LoadedUnit): Promise<void> {
    const next = await nearbyUnits(client).step(loaded.translation, loaded.unit, 1);
    if (!next || this.fresh(client, next.id)) return;
    const loading = loadUnit(client, next.id, undefined, undefined, true);
    // A failed read is not kept: Next reads it again and says why it failed.
    loading.catch(() => {
      if (this.kept.get(next.id)?.loading === loading) this.kept.delete(next.id);
    });
    this.kept.set(next.id, { client, at: this.now(), loading });
    while (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
  }

  /** The string read ahead, if it is fresh and from this client; taken (used once). */
  take(client: WeblateClient, id: number): Promise<LoadedUnit> | undefined {
    const ahead = this.fresh(client, id);
    this.kept.delete(id);
    return ahead?.loading;
  }

  /** Something changed on the server through this panel: nothing read before it is shown. */
  clear(): void {
    this.kept.clear();
  }

  private fresh(client: WeblateClient, id: number): Ahead | undefined {
    const ahead = this.kept.get(id);
    return ahead && ahead.client === client && this.now() - ahead.at < FRESH_MS ? ahead : undefined;
  }
}

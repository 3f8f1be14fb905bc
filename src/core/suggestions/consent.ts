// Consent before a string leaves for a provider (#46 item 2): asked once per provider (at its address) and
// Weblate server, the answer "yes" kept (VS Code's globalState, handed in as a store); "no" is kept for the
// window's life only, so the person is not asked on every string but may say yes another day. One
// question at a time per pair: strings opened while it is open wait for the same answer.
import type { ProviderId } from './types';

/** The part of VS Code's Memento the ledger uses. */
export interface ConsentStore {
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): PromiseLike<void>;
}

export interface ConsentSubject {
  provider: ProviderId;
  /** The provider's origin (`https://api-free.deepl.com`): another address is another provider. */
  providerOrigin: string;
  /** The Weblate server whose strings would be sent. */
  serverOrigin: string;
}

export const CONSENT_KEY = 'scriptorium.suggestions.consent';

const keyOf = (s: ConsentSubject) => `${s.provider} ${s.providerOrigin} ${s.serverOrigin}`;

export class ProviderConsent {
  private readonly refused = new Set<string>();
  private readonly asking = new Map<string, Promise<boolean>>();

  constructor(private readonly store: ConsentStore) {}

  given(subject: ConsentSubject): boolean {
    return (this.store.get<string[]>(CONSENT_KEY) ?? []).includes(keyOf(subject));
  }

  /** Whether the person said no in this window. */
  refusedNow(subject: ConsentSubject): boolean {
    return this.refused.has(keyOf(subject));
  }

  /** Asks (once) unless the answer is known; `ask` resolves true only for an explicit yes. */
  async obtain(subject: ConsentSubject, ask: () => PromiseLike<boolean>): Promise<boolean> {
    const key = keyOf(subject);
    if (this.given(subject)) return true;
    if (this.refused.has(key)) return false;
    let pending = this.asking.get(key);
    if (!pending) {
      pending = Promise.resolve(ask()).then(async (yes) => {
        if (yes) await this.store.update(CONSENT_KEY, [...(this.store.get<string[]>(CONSENT_KEY) ?? []), key]);
        else this.refused.add(key);
        return yes;
      });
      pending.finally(() => this.asking.delete(key)).catch(() => undefined);
      this.asking.set(key, pending);
    }
    return pending;
  }

  /** Forgets every answer (the key of a provider was cleared: the next use asks again). */
  async forget(provider: ProviderId): Promise<void> {
    const kept = (this.store.get<string[]>(CONSENT_KEY) ?? []).filter((k) => !k.startsWith(`${provider} `));
    await this.store.update(CONSENT_KEY, kept);
    for (const k of [...this.refused]) if (k.startsWith(`${provider} `)) this.refused.delete(k);
  }
}

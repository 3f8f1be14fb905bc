// The one place secrets go through: VS Code's SecretStorage, keyed by the server's origin so switching
// servers never sends one server's token to another. Values are never logged.
import * as vscode from 'vscode';

export interface WorldAnvilKeys {
  applicationKey: string;
  authToken: string;
}

const weblateKey = (origin: string) => `scriptorium.weblate.token:${origin}`;
const worldAnvilKey = (origin: string) => `scriptorium.worldanvil.keys:${origin}`;
const providerKey = (provider: string, origin: string) => `scriptorium.suggestions.providerKey:${provider}:${origin}`;

export class CredentialStore {
  /** Fires with the affected origin's storage key when any Scriptorium secret changes (also from another window). */
  readonly onDidChange: vscode.Event<vscode.SecretStorageChangeEvent>;
  /** Weblate tokens read ahead (prefetchWeblateToken), each handed out once, by origin. */
  private readonly prefetched = new Map<string, { read: Thenable<string | undefined>; drop: () => void }>();

  constructor(private readonly secrets: vscode.SecretStorage) {
    this.onDidChange = (listener, thisArgs, disposables) =>
      secrets.onDidChange(
        (e) => {
          if (e.key.startsWith('scriptorium.')) listener.call(thisArgs, e);
        },
        undefined,
        disposables,
      );
  }

  /**
   * Starts reading `origin`'s Weblate token now, at activation: each read is a round trip to VS Code's main
   * process (0.6–1.9 s measured at load 13), which otherwise sits on the first source file's hints (#44
   * item 7). The next getWeblateToken for the origin takes this read; a change of the secret (here or in
   * another window) drops it first, so a token read ahead is never one that was replaced since.
   */
  prefetchWeblateToken(origin: string): void {
    if (this.prefetched.has(origin)) return;
    const key = weblateKey(origin);
    const watch = this.secrets.onDidChange((e) => e.key === key && drop());
    const drop = () => {
      watch.dispose();
      this.prefetched.delete(origin);
    };
    this.prefetched.set(origin, { read: this.secrets.get(key), drop });
  }

  getWeblateToken(origin: string): Thenable<string | undefined> {
    const ahead = this.prefetched.get(origin);
    ahead?.drop();
    return ahead?.read ?? this.secrets.get(weblateKey(origin));
  }

  setWeblateToken(origin: string, token: string): Thenable<void> {
    this.prefetched.get(origin)?.drop();
    return this.secrets.store(weblateKey(origin), token);
  }

  deleteWeblateToken(origin: string): Thenable<void> {
    this.prefetched.get(origin)?.drop();
    return this.secrets.delete(weblateKey(origin));
  }

  async getWorldAnvilKeys(origin: string): Promise<WorldAnvilKeys | undefined> {
    const raw = await this.secrets.get(worldAnvilKey(origin));
    if (!raw) return undefined;
    try {
      const parsed = JSON.parse(raw) as Partial<WorldAnvilKeys>;
      return typeof parsed.applicationKey === 'string' && typeof parsed.authToken === 'string'
        ? { applicationKey: parsed.applicationKey, authToken: parsed.authToken }
        : undefined;
    } catch {
      return undefined;
    }
  }

  setWorldAnvilKeys(origin: string, keys: WorldAnvilKeys): Thenable<void> {
    return this.secrets.store(worldAnvilKey(origin), JSON.stringify(keys));
  }

  deleteWorldAnvilKeys(origin: string): Thenable<void> {
    return this.secrets.delete(worldAnvilKey(origin));
  }

  /** A machine-translation provider's key (#46), by provider and the origin of its address. */
  getProviderKey(provider: string, origin: string): Thenable<string | undefined> {
    return this.secrets.get(providerKey(provider, origin));
  }

  setProviderKey(provider: string, origin: string, key: string): Thenable<void> {
    return this.secrets.store(providerKey(provider, origin), key);
  }

  deleteProviderKey(provider: string, origin: string): Thenable<void> {
    return this.secrets.delete(providerKey(provider, origin));
  }
}

/** The origin (scheme://host:port) of a URL, the key secrets are stored under; undefined when invalid. */
export function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

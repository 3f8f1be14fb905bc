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

  getWeblateToken(origin: string): Thenable<string | undefined> {
    return this.secrets.get(weblateKey(origin));
  }

  setWeblateToken(origin: string, token: string): Thenable<void> {
    return this.secrets.store(weblateKey(origin), token);
  }

  deleteWeblateToken(origin: string): Thenable<void> {
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

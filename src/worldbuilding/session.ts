// The connection to World Anvil: the API base (a setting) and both keys (SecretStorage, by origin),
// and the client built from them (Boromir or Aragorn, by the apiVersion setting or the base URL); rebuilt
// when any of them changes.
import { createWorldAnvilApi, type WorldAnvilApi } from '../core/worldanvil';
import { config } from '../platform/config';
import type { CredentialStore, WorldAnvilKeys } from '../platform/credentials';
import { clientOptions, ServiceSession } from '../platform/serviceSession';
import type { Log } from '../platform/log';
import { markWalkthroughStep } from '../platform/walkthrough';

export interface AnvilConnection {
  apiBaseUrl: string;
  origin: string;
  client: WorldAnvilApi;
}

export class WorldbuildingSession extends ServiceSession<AnvilConnection> {
  constructor(credentials: CredentialStore, log: Log) {
    super('worldbuilding', credentials, log, 'scriptorium.worldanvil.');
  }

  static clientFor(apiBaseUrl: string, keys: WorldAnvilKeys, log: Log, answered?: () => void): WorldAnvilApi {
    return createWorldAnvilApi({
      baseUrl: apiBaseUrl,
      apiVersion: config.worldbuilding.apiVersion(),
      ...keys,
      ...clientOptions(log, 'worldanvil', apiBaseUrl, answered),
    });
  }

  protected storedSecret(origin: string): Thenable<unknown> {
    return this.credentials.getWorldAnvilKeys(origin);
  }

  protected serviceUrl(): string {
    return config.worldbuilding.apiBaseUrl();
  }

  protected async connect(apiBaseUrl: string, origin: string): Promise<AnvilConnection | undefined> {
    const keys = await this.credentials.getWorldAnvilKeys(origin);
    // World Anvil answering the stored keys is being signed in, however they were stored (command, demo).
    return keys
      ? {
          apiBaseUrl,
          origin,
          client: WorldbuildingSession.clientFor(apiBaseUrl, keys, this.log, () => markWalkthroughStep('signedIn')),
        }
      : undefined;
  }
}

// The connection to World Anvil: the API base (a setting) and both keys (SecretStorage, by origin),
// and the client built from them (Boromir or Aragorn, by the apiVersion setting or the base URL); rebuilt
// when any of them changes.
import { createWorldAnvilApi, type WorldAnvilApi } from '../core/worldanvil';
import { config } from '../platform/config';
import { originOf, type CredentialStore, type WorldAnvilKeys } from '../platform/credentials';
import { ServiceSession } from '../platform/serviceSession';
import { requestLine, type Log } from '../platform/log';

export interface AnvilConnection {
  apiBaseUrl: string;
  origin: string;
  client: WorldAnvilApi;
}

export class WorldbuildingSession extends ServiceSession<AnvilConnection> {
  constructor(
    private readonly credentials: CredentialStore,
    private readonly log: Log,
  ) {
    super('worldbuilding', credentials, 'scriptorium.worldanvil.');
  }

  static clientFor(apiBaseUrl: string, keys: WorldAnvilKeys, log: Log): WorldAnvilApi {
    return createWorldAnvilApi({
      baseUrl: apiBaseUrl,
      apiVersion: config.worldbuilding.apiVersion(),
      ...keys,
      timeouts: { headersMs: config.network.timeoutSeconds() * 1000 },
      onRequestLog: (e) => log.info('worldanvil', requestLine(e)),
    });
  }

  protected async build(): Promise<AnvilConnection | undefined> {
    const apiBaseUrl = config.worldbuilding.apiBaseUrl();
    const origin = originOf(apiBaseUrl);
    if (!origin) return undefined;
    const keys = await this.credentials.getWorldAnvilKeys(origin);
    if (!keys) return undefined;
    return { apiBaseUrl, origin, client: WorldbuildingSession.clientFor(apiBaseUrl, keys, this.log) };
  }
}

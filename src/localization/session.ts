// The connection to the localization server: which server (a setting), which token (SecretStorage, by
// origin), and the WeblateClient built from them. Rebuilt when either changes, so switching servers
// needs no reload; everything else listens to onDidChange.
import { WeblateClient } from '../core/weblate';
import { config } from '../platform/config';
import { originOf, type CredentialStore } from '../platform/credentials';
import { ServiceSession } from '../platform/serviceSession';
import { requestLine, type Log } from '../platform/log';
import { SCRIPTORIUM_USER_AGENT } from '../core/worldanvil/userAgent';

export interface Connection {
  serverUrl: string;
  origin: string;
  client: WeblateClient;
  signedIn: boolean;
}

export class LocalizationSession extends ServiceSession<Connection> {
  constructor(
    private readonly credentials: CredentialStore,
    private readonly log: Log,
  ) {
    super('localization', credentials, 'scriptorium.weblate.');
  }

  /** A client for a server that is not (yet) the configured one — used to check before saving. */
  static clientFor(serverUrl: string, token: string | undefined, log: Log): WeblateClient {
    return new WeblateClient({
      baseUrl: serverUrl,
      token,
      pageSize: config.localization.pageSize(),
      concurrency: config.localization.fetchConcurrency(),
      userAgent: SCRIPTORIUM_USER_AGENT,
      timeouts: { headersMs: config.network.timeoutSeconds() * 1000 },
      maxResponseBytes: config.network.maxResponseBytes(),
      onRequestLog: (e) => log.info('weblate', requestLine(e)),
    });
  }

  protected async build(): Promise<Connection | undefined> {
    const serverUrl = config.localization.serverUrl();
    const origin = originOf(serverUrl);
    if (!serverUrl || !origin) return undefined;
    const token = await this.credentials.getWeblateToken(origin);
    return { serverUrl, origin, client: LocalizationSession.clientFor(serverUrl, token, this.log), signedIn: token !== undefined };
  }
}

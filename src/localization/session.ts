// The connection to the localization server: which server (a setting), which token (SecretStorage, by
// origin), and the WeblateClient built from them. Rebuilt when either changes, so switching servers
// needs no reload; everything else listens to onDidChange.
import * as vscode from 'vscode';
import { PermissionMemory, ServerFeatures, WeblateClient } from '../core/weblate';
import { config } from '../platform/config';
import type { CredentialStore } from '../platform/credentials';
import { clientOptions, ServiceSession } from '../platform/serviceSession';
import type { Log } from '../platform/log';
import { markWalkthroughStep } from '../platform/walkthrough';
import { SCRIPTORIUM_USER_AGENT } from '../core/http/userAgent';

export interface Connection {
  serverUrl: string;
  origin: string;
  client: WeblateClient;
  signedIn: boolean;
  /** What this token was refused on this server (learned from 403s; new with every connection). */
  permissions: PermissionMemory;
  /** Which optional API parts (suggestions, comments) this server has, learned once per connection. */
  features: ServerFeatures;
}

export class LocalizationSession extends ServiceSession<Connection> {
  private readonly answered = this._register(new vscode.EventEmitter<void>());
  /** The server answered a request with success: it is reachable (again), and pending edits may go (#26). */
  readonly onDidAnswer = this.answered.event;

  constructor(credentials: CredentialStore, log: Log) {
    super('localization', credentials, log, 'scriptorium.weblate.');
  }

  /** A client for a server that is not (yet) the configured one — used to check before saving. */
  static clientFor(serverUrl: string, token: string | undefined, log: Log, answered?: () => void): WeblateClient {
    return new WeblateClient({
      baseUrl: serverUrl,
      token,
      pageSize: config.localization.pageSize(),
      concurrency: config.localization.fetchConcurrency(),
      userAgent: SCRIPTORIUM_USER_AGENT,
      ...clientOptions(log, 'weblate', serverUrl, answered),
    });
  }

  protected storedSecret(origin: string): Thenable<unknown> {
    return this.credentials.getWeblateToken(origin);
  }

  protected serviceUrl(): string {
    return config.localization.serverUrl();
  }

  protected async connect(serverUrl: string, origin: string, stored?: unknown): Promise<Connection> {
    const token = typeof stored === 'string' ? stored : await this.credentials.getWeblateToken(origin);
    // The server answering the session's client is being connected, however the address and token got here.
    const client = LocalizationSession.clientFor(serverUrl, token, this.log, () => {
      markWalkthroughStep('connected');
      this.answered.fire();
    });
    return {
      serverUrl,
      origin,
      client,
      signedIn: token !== undefined,
      permissions: new PermissionMemory(token !== undefined),
      features: new ServerFeatures(client),
    };
  }
}

// The network options every client is built with, read from VS Code's own http.* settings and the
// environment when a client is built (the sessions rebuild theirs when an http.* setting changes, so a new
// proxy applies without a reload). The core is handed the result; it never reads settings itself.
import * as vscode from 'vscode';
import { proxyLabel } from '../core/http/network';
import type { NetworkOptions } from '../core/http/types';
import type { Log } from './log';
import { chooseProxy, type HttpSettings } from './proxySettings';
import { loadTrustedCertificates, type TrustedCertificates } from './trustStore';

function httpSettings(): HttpSettings {
  const http = vscode.workspace.getConfiguration('http');
  return {
    proxy: http.get<string>('proxy', '') ?? '',
    noProxy: http.get<string[]>('noProxy', []) ?? [],
    proxyAuthorization: http.get<string | null>('proxyAuthorization', null),
    proxySupport: http.get<string>('proxySupport', 'override') ?? 'override',
    proxyStrictSSL: http.get<boolean>('proxyStrictSSL', true) !== false,
    systemCertificates: http.get<boolean>('systemCertificates', true) !== false,
  };
}

// Reading the system store takes a few milliseconds: once per combination, shared by every client (the
// same array also lets the HTTP layer build its TLS context once).
const trustCache = new Map<string, TrustedCertificates>();
function trusted(systemCertificates: boolean, log: Log): TrustedCertificates {
  const extraCaFile = process.env.NODE_EXTRA_CA_CERTS || undefined;
  const key = `${systemCertificates}|${extraCaFile ?? ''}`;
  let found = trustCache.get(key);
  if (!found) {
    found = loadTrustedCertificates({ systemCertificates, extraCaFile });
    trustCache.set(key, found);
    log.info('network', `trusted certificates: ${found.sources.join(', ')}`);
  }
  return found;
}

/** Proxy and certificate trust for a client of `serverUrl`; logs the choice (the proxy by host:port only). */
export function networkOptionsFor(serverUrl: string, log: Log): NetworkOptions {
  const settings = httpSettings();
  const proxy = chooseProxy(settings, process.env, serverUrl);
  log.info(
    'network',
    proxy.proxyUrl
      ? `proxy ${proxyLabel(proxy.proxyUrl)} (from ${proxy.from})${proxy.noProxy.length ? `, not for ${proxy.noProxy.join(', ')}` : ''}`
      : `no proxy (${proxy.from})`,
  );
  if (!settings.proxyStrictSSL && proxy.proxyUrl) {
    log.warn(
      'network',
      'http.proxyStrictSSL is false: certificates on connections through the proxy are NOT verified; anyone on the way can read and change what is sent, tokens included. Direct connections are still verified.',
    );
  }
  return {
    ...(proxy.proxyUrl ? { proxyUrl: proxy.proxyUrl, noProxy: proxy.noProxy } : {}),
    ...(proxy.proxyUrl && proxy.proxyAuthorization ? { proxyAuthorization: proxy.proxyAuthorization } : {}),
    ca: trusted(settings.systemCertificates, log).certificates,
    proxyStrictSSL: settings.proxyStrictSSL,
  };
}

/** Fires when any of VS Code's http.* settings changes (proxy, certificates). */
export function onDidChangeNetworkSettings(listener: () => void): vscode.Disposable {
  return vscode.workspace.onDidChangeConfiguration((e) => {
    if (e.affectsConfiguration('http')) listener();
  });
}

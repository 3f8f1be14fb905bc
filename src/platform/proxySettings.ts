// Which proxy a request to a given server goes through, by VS Code's rules: http.proxySupport "off" means
// none at all; otherwise http.proxy when set, else HTTPS_PROXY (https servers) or HTTP_PROXY (http
// servers), lower case first as curl and undici read them; http.noProxy when set, else NO_PROXY.
// http.proxyAuthorization is the ready Proxy-Authorization value. Plain data in, plain data out (no vscode
// import), so the unit tier checks every case.

export interface HttpSettings {
  proxy: string;
  noProxy: readonly string[];
  proxyAuthorization: string | null | undefined;
  /** 'off' | 'on' | 'fallback' | 'override': only 'off' changes anything for a client of its own. */
  proxySupport: string;
  proxyStrictSSL: boolean;
  systemCertificates: boolean;
}

export interface ProxyChoice {
  proxyUrl?: string;
  noProxy: string[];
  proxyAuthorization?: string;
  /** What decided it, for the log. */
  from: 'http.proxySupport: off' | 'http.proxy' | 'HTTPS_PROXY' | 'HTTP_PROXY' | 'none';
}

type Env = Record<string, string | undefined>;

const envValue = (env: Env, name: string): string | undefined =>
  (env[name.toLowerCase()] || env[name.toUpperCase()] || '').trim() || undefined;

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

export function chooseProxy(settings: HttpSettings, env: Env, serverUrl: string): ProxyChoice {
  if (settings.proxySupport === 'off') return { noProxy: [], from: 'http.proxySupport: off' };
  const noProxy = settings.noProxy.length > 0 ? [...settings.noProxy] : list(envValue(env, 'no_proxy'));
  const auth = settings.proxyAuthorization?.trim() ? { proxyAuthorization: settings.proxyAuthorization.trim() } : {};
  if (settings.proxy.trim())
    return { proxyUrl: withScheme(settings.proxy.trim()), noProxy, ...auth, from: 'http.proxy' };
  let https = true;
  try {
    https = new URL(serverUrl).protocol !== 'http:';
  } catch {
    // An invalid address fails later with its own message; assume https meanwhile.
  }
  const name = https ? 'HTTPS_PROXY' : 'HTTP_PROXY';
  const fromEnv = envValue(env, name);
  return fromEnv ? { proxyUrl: withScheme(fromEnv), noProxy, ...auth, from: name } : { noProxy, from: 'none' };
}

/** `proxy.corp:3128` as people often write it means http://proxy.corp:3128. */
function withScheme(proxy: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(proxy) ? proxy : `http://${proxy}`;
}

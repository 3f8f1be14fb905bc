// Which World Anvil API a base URL speaks. Boromir is the default (Aragorn is deprecated); the setting
// scriptorium.worldbuilding.apiVersion can force either, and "auto" reads the base URL's path, so
// an Aragorn-only server at …/api/aragorn/ keeps working without touching a second setting.
import type { WorldAnvilApi, WorldAnvilApiVersion } from './api';
import { WorldAnvilClient, type WorldAnvilClientOptions } from './aragornClient';
import { BoromirClient } from './boromir/client';

export type ApiVersionSetting = 'auto' | WorldAnvilApiVersion;

export const BOROMIR_BASE_URL = 'https://www.worldanvil.com/api/external/boromir/';

export function apiVersionFor(baseUrl: string, setting: ApiVersionSetting = 'auto'): WorldAnvilApiVersion {
  if (setting === 'boromir' || setting === 'aragorn') return setting;
  let path = '';
  try {
    path = new URL(baseUrl).pathname;
  } catch {
    // An unreadable address fails later, with its own message, when the client is used.
  }
  return /\/aragorn(\/|$)/i.test(path) ? 'aragorn' : 'boromir';
}

export function createWorldAnvilApi(
  options: WorldAnvilClientOptions & { apiVersion?: ApiVersionSetting },
): WorldAnvilApi {
  const { apiVersion, ...rest } = options;
  return apiVersionFor(options.baseUrl, apiVersion) === 'aragorn'
    ? new WorldAnvilClient(rest)
    : new BoromirClient(rest);
}

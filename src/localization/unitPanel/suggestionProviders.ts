// The machine-translation providers the person turned on, ready to ask (#46 item 2): settings read, the key
// from SecretStorage, consent obtained (a modal question, Cancel the default). What stands in the way of
// one is a note for the panel, never a pop-up of its own.
import * as vscode from 'vscode';
import { createProvider, PROVIDER_IDS, type ProviderConsent, type TranslationProvider } from '../../core/suggestions';
import type { HttpProviderId, ProviderId } from '../../core/suggestions/types';
import { config } from '../../platform/config';
import type { CredentialStore } from '../../platform/credentials';
import { networkOptionsFor } from '../../platform/network';
import type { Log } from '../../platform/log';
import { vscodeLmProvider } from './vscodeLmProvider';

export const PROVIDER_NAMES: Record<ProviderId, string> = {
  deepl: 'DeepL',
  libretranslate: 'LibreTranslate',
  openai: 'OpenAI-compatible',
  vscodeLm: 'VS Code language model',
};

/** Providers that need a key to answer at all (the others run keyless on a local server). */
const NEEDS_KEY: ReadonlySet<ProviderId> = new Set(['deepl']);

export interface SuggestionServices {
  credentials: CredentialStore;
  consent: ProviderConsent;
  log: Log;
}

/** Who asks: the panel (one string at a time) or a batch (#46 item 5); the question says which. */
export type ConsentPurpose = 'panel' | 'batch';

export type ReadyProvider = { ok: true; provider: TranslationProvider; name: string } | { ok: false; note: string };

const originOf = (url: string) => {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
};

/** Each provider turned on: ready, or why not. `serverOrigin`: the Weblate server the strings come from. */
export async function readyProviders(
  services: SuggestionServices,
  serverOrigin: string,
  purpose: ConsentPurpose = 'panel',
): Promise<ReadyProvider[]> {
  const ready: Promise<ReadyProvider | undefined>[] = [];
  for (const id of PROVIDER_IDS) {
    const settings = config.localization.suggestionProvider(id);
    if (settings.enabled) ready.push(prepare(services, id, settings, serverOrigin, purpose));
  }
  if (config.localization.vscodeLmSuggestions()) ready.push(prepareLm(services, serverOrigin, purpose));
  // A provider the editor does not offer (vscode.lm in code-server) is absent, without a note.
  return (await Promise.all(ready)).filter((r): r is ReadyProvider => r !== undefined);
}

async function prepare(
  services: SuggestionServices,
  id: HttpProviderId,
  settings: { url: string; model: string },
  serverOrigin: string,
  purpose: ConsentPurpose,
): Promise<ReadyProvider> {
  const name = id === 'openai' && settings.model ? `${PROVIDER_NAMES[id]} (${settings.model})` : PROVIDER_NAMES[id];
  const providerOrigin = originOf(settings.url);
  if (!providerOrigin)
    return { ok: false, note: vscode.l10n.t('{0}: its address is not set or not a web address (settings).', name) };
  const key = await services.credentials.getProviderKey(id, providerOrigin);
  if (!key && NEEDS_KEY.has(id))
    return { ok: false, note: vscode.l10n.t('{0}: no key set (Set Machine Translation Key…).', name) };
  const subject = { provider: id, providerOrigin, serverOrigin };
  if (services.consent.refusedNow(subject))
    return { ok: false, note: vscode.l10n.t('{0}: not used, as you chose.', name) };
  const agreed = await services.consent.obtain(subject, () => askConsent(name, providerOrigin, serverOrigin, purpose));
  if (!agreed) return { ok: false, note: vscode.l10n.t('{0}: not used, as you chose.', name) };
  return { ok: true, provider: clientFor(services, id, settings, key), name };
}

/** One client per provider, made anew when its address, model or key changes (the old one closed). */
const clients = new Map<HttpProviderId, { made: string; provider: TranslationProvider }>();

function clientFor(
  services: SuggestionServices,
  id: HttpProviderId,
  settings: { url: string; model: string },
  key: string | undefined,
): TranslationProvider {
  const url = settings.url.endsWith('/') ? settings.url : `${settings.url}/`;
  // Compared in memory only; the key itself is never written anywhere but SecretStorage.
  const made = JSON.stringify([url, settings.model, key ?? '']);
  const kept = clients.get(id);
  if (kept?.made === made) return kept.provider;
  void kept?.provider.close();
  const provider = createProvider(id, {
    url,
    key,
    model: settings.model,
    network: networkOptionsFor(url, services.log),
    onRequestLog: (e) => services.log.info('suggestions', `${e.method} ${e.url} ${e.status} ${e.durationMs} ms`),
  });
  clients.set(id, { made, provider });
  return provider;
}

/** VS Code's language model, where the editor has one (consent asked as for the others). */
async function prepareLm(
  services: SuggestionServices,
  serverOrigin: string,
  purpose: ConsentPurpose,
): Promise<ReadyProvider | undefined> {
  const lm = await vscodeLmProvider();
  if (!lm) return undefined;
  const subject = { provider: 'vscodeLm' as const, providerOrigin: lm.where, serverOrigin };
  if (services.consent.refusedNow(subject))
    return { ok: false, note: vscode.l10n.t('{0}: not used, as you chose.', lm.name) };
  const agreed = await services.consent.obtain(subject, () => askConsent(lm.name, lm.where, serverOrigin, purpose));
  if (!agreed) return { ok: false, note: vscode.l10n.t('{0}: not used, as you chose.', lm.name) };
  return { ok: true, provider: lm.provider, name: lm.name };
}

/** The question before the first string leaves for a provider: modal, Cancel the default. */
async function askConsent(
  name: string,
  providerOrigin: string,
  serverOrigin: string,
  purpose: ConsentPurpose,
): Promise<boolean> {
  // "Don't Send" first: VS Code focuses the first button, so Enter sends nothing, nor does Escape (its own
  // Cancel); a close-affordance item is moved after the primary one, which would make Send the default.
  const cancel: vscode.MessageItem = { title: vscode.l10n.t("Don't Send") };
  const send: vscode.MessageItem = { title: vscode.l10n.t('Send to {0}', name) };
  const answer = await vscode.window.showWarningMessage(
    vscode.l10n.t('Send strings of {0} to {1} for suggestions?', serverOrigin, providerOrigin),
    {
      modal: true,
      detail:
        purpose === 'batch'
          ? vscode.l10n.t(
              'The strings of the batch go to {0} with their keys, notes, flags and glossary terms, for suggested translations. Your answer is kept for this server; clearing the key forgets it.',
              name,
            )
          : vscode.l10n.t(
              'Each string you open goes to {0} with its key, note, flags and glossary terms, for a suggested translation. Your answer is kept for this server; clearing the key forgets it.',
              name,
            ),
    },
    cancel,
    send,
  );
  return answer === send;
}

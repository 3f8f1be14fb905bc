// One suggestion from one provider: the source protected (protect.ts), sent, the answer restored and checked.
import { suggestionChecks, type CheckedSubject } from './checked';
import { protect, restore } from './protect';
import { createDeepL } from './deepl';
import { createLibreTranslate } from './libreTranslate';
import { createOpenAiCompatible } from './openAiCompatible';
import type { ProviderSettings, TranslationProvider } from './providerHttp';
import type { HttpProviderId, Suggestion, SuggestionRequest } from './types';

export async function machineSuggestion(
  provider: TranslationProvider,
  request: SuggestionRequest,
  subject: CheckedSubject,
  signal?: AbortSignal,
): Promise<Suggestion> {
  const guarded = protect(request.source, request.flags, provider.markers);
  const answer = await provider.translate(guarded.text, request, signal);
  const { text, broken } = restore(answer, guarded);
  return { text, origin: { kind: 'provider', provider: provider.id }, checks: suggestionChecks(text, subject, broken) };
}

const FACTORIES: Record<HttpProviderId, (settings: ProviderSettings) => TranslationProvider> = {
  deepl: createDeepL,
  libretranslate: createLibreTranslate,
  openai: createOpenAiCompatible,
};

/** The client of one provider. */
export const createProvider = (id: HttpProviderId, settings: ProviderSettings) => FACTORIES[id](settings);

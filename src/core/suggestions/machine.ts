// One suggestion from one provider: the source protected (protect.ts), sent, the answer restored and checked.
import { runLocalChecks } from '../checks/localChecks';
import { suggestionChecks, type CheckedSubject } from './checked';
import { protect, restore, restorePartial } from './protect';
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
  /** The answer as it streams in, markers restored: text to read, not yet checked (the result is). */
  onPartial?: (textSoFar: string) => void,
): Promise<Suggestion> {
  const guarded = protect(request.source, request.flags, provider.markers);
  const partial = onPartial && ((raw: string) => onPartial(restorePartial(raw, guarded)));
  const answer = await provider.translate(guarded.text, request, signal, partial);
  const { text, broken } = restore(answer, guarded);
  return { text, origin: { kind: 'provider', provider: provider.id }, checks: suggestionChecks(text, subject, broken) };
}

/**
 * A plural string: its singular and its plural asked side by side, spread over the language's forms as the
 * checks pair them (the first of several forms with the singular, every other with the plural; a language
 * of one form takes the plural), then checked as a whole too.
 */
export async function pluralMachineSuggestion(
  provider: TranslationProvider,
  request: SuggestionRequest,
  plural: { sources: string[]; formCount: number },
  subject: CheckedSubject,
  signal?: AbortSignal,
): Promise<Suggestion> {
  const [singular, many] = [plural.sources[0] ?? '', plural.sources.at(-1) ?? ''];
  const ask = (source: string) => machineSuggestion(provider, { ...request, source }, { ...subject, source }, signal);
  const [one, other] = await Promise.all([ask(singular), ask(many)]);
  const forms =
    plural.formCount <= 1 ? [other.text] : [one.text, ...Array<string>(plural.formCount - 1).fill(other.text)];
  const whole = runLocalChecks({
    source: plural.sources,
    target: forms,
    state: 20,
    flags: subject.flags,
    language: subject.language,
  });
  return {
    text: forms[0]!,
    forms,
    origin: one.origin,
    checks: [...new Set([...one.checks, ...other.checks, ...whole])],
  };
}

const FACTORIES: Record<HttpProviderId, (settings: ProviderSettings) => TranslationProvider> = {
  deepl: createDeepL,
  libretranslate: createLibreTranslate,
  openai: createOpenAiCompatible,
};

/** The client of one provider. */
export const createProvider = (id: HttpProviderId, settings: ProviderSettings) => FACTORIES[id](settings);

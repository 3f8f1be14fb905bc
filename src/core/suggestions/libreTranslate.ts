// LibreTranslate (https://libretranslate.com/docs): POST /translate with JSON {q, source, target, format:
// "html", api_key?}; answer {translatedText}. HTML format keeps the markers' tags. It takes no context, so
// the glossary cannot go with the request (docs/TRANSLATING.md says so); the checks still name a
// forbidden term's use in the panel's Glossary section.
import { z } from 'zod';
import {
  bcp47,
  providerClient,
  refuseKeyOverPlainHttp,
  usableText,
  type ProviderSettings,
  type TranslationProvider,
} from './providerHttp';

const ENDPOINT = 'POST /translate (LibreTranslate)';

const LibreAnswer = z.object({ translatedText: z.string() }).passthrough();

/** LibreTranslate's codes: the language in lower case, a script kept (`zh-Hans`), a region dropped but Brazil's. */
export function libreLanguage(code: string): string {
  const [lang, rest] = bcp47(code).split('-') as [string, string | undefined];
  if (rest && (/^[A-Z][a-z]{3}$/.test(rest) || `${lang}-${rest}` === 'pt-BR')) return `${lang.toLowerCase()}-${rest}`;
  return lang.toLowerCase();
}

export function createLibreTranslate(settings: ProviderSettings): TranslationProvider {
  const http = providerClient(settings);
  return {
    id: 'libretranslate',
    markers: 'xml',
    close: () => http.close(),
    async translate(text, request, signal) {
      refuseKeyOverPlainHttp(settings.url, settings.key, ENDPOINT);
      const answer = await http.requestJson(
        {
          method: 'POST',
          url: 'translate',
          endpoint: ENDPOINT,
          signal,
          body: {
            q: text,
            source: libreLanguage(request.sourceLanguage),
            target: libreLanguage(request.targetLanguage),
            format: 'html',
            ...(settings.key ? { api_key: settings.key } : {}),
          },
        },
        LibreAnswer,
      );
      return usableText(answer.translatedText, request.source, ENDPOINT);
    },
  };
}

// DeepL's API (https://developers.deepl.com/docs/api-reference/translate): POST /v2/translate with
// `Authorization: DeepL-Auth-Key …`, JSON {text: [...], source_lang, target_lang, tag_handling: "xml",
// ignore_tags: ["x"], context}; answer {translations: [{detected_source_language, text}]}. The markers are
// XML tags DeepL leaves alone; the glossary terms, key and note go as `context` (not translated, not billed).
import { z } from 'zod';
import { glossaryLines, otherLanguageLines } from './glossaryHints';
import { bcp47, providerClient, usableText, type ProviderSettings, type TranslationProvider } from './providerHttp';
import type { SuggestionRequest } from './types';

const ENDPOINT = 'POST /v2/translate (DeepL)';

const DeepLAnswer = z.object({
  translations: z
    .array(z.object({ text: z.string(), detected_source_language: z.string().optional() }).passthrough())
    .min(1),
});

/** DeepL's codes: upper case, a region or script after a dash (`PT-BR`, `ZH-HANS`); sources without one. */
export function deeplLanguage(code: string, role: 'source' | 'target'): string {
  const tag = bcp47(code).toUpperCase();
  return role === 'source' ? tag.split('-')[0]! : tag;
}

/** The context DeepL is given: what the string is, and the glossary's word. */
export function deeplContext(request: SuggestionRequest): string {
  return [
    request.key ? `Key: ${request.key}` : '',
    request.note ? `Note: ${request.note}` : '',
    ...glossaryLines(request.glossary),
    ...otherLanguageLines(request.others),
  ]
    .filter(Boolean)
    .join('\n');
}

export function createDeepL(settings: ProviderSettings): TranslationProvider {
  const http = providerClient(settings, settings.key ? { Authorization: `DeepL-Auth-Key ${settings.key}` } : undefined);
  return {
    id: 'deepl',
    markers: 'xml',
    close: () => http.close(),
    async translate(text, request, signal) {
      const context = deeplContext(request);
      const answer = await http.requestJson(
        {
          method: 'POST',
          url: 'v2/translate',
          endpoint: ENDPOINT,
          signal,
          body: {
            text: [text],
            source_lang: deeplLanguage(request.sourceLanguage, 'source'),
            target_lang: deeplLanguage(request.targetLanguage, 'target'),
            tag_handling: 'xml',
            ignore_tags: ['x'],
            ...(context ? { context } : {}),
          },
        },
        DeepLAnswer,
      );
      return usableText(answer.translations[0]!.text, request.source, ENDPOINT);
    },
  };
}

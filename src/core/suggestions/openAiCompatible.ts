// Any OpenAI-compatible chat endpoint (OpenAI, and the local servers that speak its API: llama.cpp's
// server, Ollama, vLLM, LM Studio): POST {base}/chat/completions with `Authorization: Bearer …` (none for a
// local server without keys), {model, messages, temperature: 0}; answer {choices: [{message: {content}}]}.
// The prompt carries the languages, the key, note and flags, and the glossary terms (forbidden ones named
// as forbidden); the markers are `[X0X]`, which the model is told to copy.
import { z } from 'zod';
import { glossaryLines, otherLanguageLines } from './glossaryHints';
import { providerClient, usableText, type ProviderSettings, type TranslationProvider } from './providerHttp';
import type { SuggestionRequest } from './types';

const ENDPOINT = 'POST /chat/completions (OpenAI-compatible)';

const ChatAnswer = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }).passthrough() }).passthrough()).min(1),
});

/** The instructions: everything the model needs to know about the string, none of it from the string's text. */
export function chatInstructions(request: SuggestionRequest): string {
  const q = (s: string) => JSON.stringify(s);
  return [
    `Translate the user's message, a string of a software product, from ${q(request.sourceLanguage)} to ${q(request.targetLanguage)}.`,
    'Answer with the translation only: no quotes, no explanation.',
    'Copy every marker such as [X0X] exactly once and unchanged; they stand for placeholders and markup.',
    request.key ? `The string's key: ${q(request.key)}.` : '',
    request.note ? `A note for translators: ${q(request.note)}.` : '',
    request.flags ? `Its flags: ${q(request.flags)}.` : '',
    ...glossaryLines(request.glossary),
    ...otherLanguageLines(request.others),
  ]
    .filter(Boolean)
    .join('\n');
}

export function createOpenAiCompatible(settings: ProviderSettings): TranslationProvider {
  const http = providerClient(settings, settings.key ? { Authorization: `Bearer ${settings.key}` } : undefined);
  return {
    id: 'openai',
    markers: 'bracket',
    close: () => http.close(),
    async translate(text, request, signal) {
      const answer = await http.requestJson(
        {
          method: 'POST',
          url: 'chat/completions',
          endpoint: ENDPOINT,
          signal,
          body: {
            model: settings.model ?? '',
            temperature: 0,
            messages: [
              { role: 'system', content: chatInstructions(request) },
              { role: 'user', content: text },
            ],
          },
        },
        ChatAnswer,
      );
      return usableText(answer.choices[0]!.message.content.trim(), request.source, ENDPOINT);
    },
  };
}

// Any OpenAI-compatible chat endpoint (OpenAI, and the local servers that speak its API: llama.cpp's
// server, Ollama, vLLM, LM Studio): POST {base}/chat/completions with `Authorization: Bearer …` (none for a
// local server without keys), {model, messages, temperature: 0}; answer {choices: [{message: {content}}]}.
// The prompt carries the languages, the key, note and flags, and the glossary terms (forbidden ones named
// as forbidden); the markers are `[X0X]`, which the model is told to copy. Asked with `onPartial`, the answer
// streams (`stream: true`, chatStream.ts) and its words are handed on as they arrive.
import { z } from 'zod';
import { looksLikeHtml } from '../http/errorBody';
import { ProtocolError } from '../http/errors';
import { ChatStream } from './chatStream';
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
  const body = (request: SuggestionRequest, text: string, stream: boolean) => ({
    model: settings.model ?? '',
    temperature: 0,
    ...(stream ? { stream: true } : {}),
    messages: [
      { role: 'system', content: chatInstructions(request) },
      { role: 'user', content: text },
    ],
  });
  return {
    id: 'openai',
    markers: 'bracket',
    close: () => http.close(),
    async translate(text, request, signal, onPartial) {
      if (!onPartial) {
        const answer = await http.requestJson(
          { method: 'POST', url: 'chat/completions', endpoint: ENDPOINT, signal, body: body(request, text, false) },
          ChatAnswer,
        );
        return replyOf(answer, request);
      }
      // Asked to stream: the words are handed on as they come; a server that answers one JSON object
      // instead (it ignores `stream`) is read as above.
      const stream = new ChatStream(ENDPOINT, request.source, http);
      const res = await http.request({
        method: 'POST',
        url: 'chat/completions',
        endpoint: ENDPOINT,
        signal,
        expect: 'text',
        body: body(request, text, true),
        onBody: (chunk) => {
          if (stream.push(chunk)) onPartial(stream.text.trimStart());
        },
      });
      const raw = res.body as string;
      if (looksLikeHtml(res.headers['content-type'], raw))
        throw new ProtocolError(`${ENDPOINT} answered an HTML page instead of a translation.`, ENDPOINT, res.status);
      const streamed = stream.finish();
      if (stream.streamed) return usableText(streamed.trim(), request.source, ENDPOINT);
      return replyOf(http.validate(parseWhole(raw), ChatAnswer, ENDPOINT, res.status), request);
    },
  };
}

/** The model's reply in a whole (unstreamed) answer, refused when far longer than the source. */
const replyOf = (answer: z.output<typeof ChatAnswer>, request: SuggestionRequest) =>
  usableText(answer.choices[0]!.message.content.trim(), request.source, ENDPOINT);

function parseWhole(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new ProtocolError(`${ENDPOINT} answered something that is neither events nor JSON.`, ENDPOINT);
  }
}

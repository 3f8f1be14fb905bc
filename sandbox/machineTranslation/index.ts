// The machine-translation engines the sandbox plays, under /mt/ on its own origin, so `npm start` shows
// suggestions without an account and the tests run offline:
//   POST /mt/deepl/v2/translate                  DeepL's API (Authorization: DeepL-Auth-Key …)
//   POST /mt/libretranslate/translate            LibreTranslate (api_key in the body)
//   POST /mt/openai/v1/chat/completions          an OpenAI-compatible chat endpoint (Authorization: Bearer …),
//                                                streamed as server-sent events when asked with `stream: true`
// Each checks its key and its request's shape as the real service does, and answers in the real shape;
// latency, errors and 429 come from the fault table (server.ts), hostile answers from the
// `machineTranslation` setting (engine.ts).
import type {
  MachineTranslationMode,
  SandboxCredentials,
  SandboxRequest,
  SandboxResponse,
  SandboxService,
} from '../types';
import { HUGE_TEXT, hostileText, sandboxTranslate } from './engine';

export const MACHINE_TRANSLATION_PREFIX = '/mt/';

const HTML_ANSWER = '<!DOCTYPE html><html><body><h1>Welcome to our portal</h1><script>alert(1)</script></body></html>';

interface Options {
  credentials: SandboxCredentials;
  mode: () => MachineTranslationMode;
  /** Resolves when the faults are cleared ('heldStream' waits for it after the first word). */
  held: () => Promise<void>;
}

/** A model's pace when streaming: a pause after each of the first words (a runaway answer is not paced). */
const STREAM_WORD_MS = 15;
const PACED_WORDS = 60;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An answer as an OpenAI-compatible server streams it: one event per word, then `[DONE]`. */
async function* chatEvents(answer: string, model: string, held: () => Promise<void> | undefined) {
  const event = (delta: Record<string, string>, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-sandbox',
      object: 'chat.completion.chunk',
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  yield event({ role: 'assistant', content: '' });
  const words = answer.match(/\s*\S+/g) ?? [answer];
  for (const [i, word] of words.entries()) {
    yield event({ content: word });
    if (i === 0) await held();
    if (i < PACED_WORDS) await sleep(STREAM_WORD_MS);
  }
  yield event({}, 'stop');
  yield 'data: [DONE]\n\n';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The engine's text for `text`, or the mode's hostile answer (a whole response for 'html' and 'huge'). */
function answerText(text: string, target: string, mode: MachineTranslationMode): string | SandboxResponse {
  if (mode === 'html') return { status: 200, headers: { 'Content-Type': 'text/html' }, text: HTML_ANSWER };
  const honest = sandboxTranslate(text, target);
  if (mode === 'huge') return HUGE_TEXT;
  return hostileText(honest, mode) ?? honest;
}

function deepl(req: SandboxRequest, opts: Options): SandboxResponse {
  if (req.headers.authorization !== `DeepL-Auth-Key ${opts.credentials.machineTranslation.deepl}`)
    return { status: 403, json: { message: 'Authorization failure, check auth_key' } };
  const body = req.body;
  if (!isObject(body) || !Array.isArray(body.text) || !body.text.every((t) => typeof t === 'string'))
    return { status: 400, json: { message: "Value for 'text' not supported." } };
  if (typeof body.target_lang !== 'string' || body.target_lang === '')
    return { status: 400, json: { message: "Value for 'target_lang' not supported." } };
  const texts = body.text as string[];
  const translations: { detected_source_language: string; text: string }[] = [];
  for (const t of texts) {
    const answer = answerText(t, body.target_lang, opts.mode());
    if (typeof answer !== 'string') return answer;
    translations.push({ detected_source_language: 'EN', text: answer });
  }
  return { status: 200, json: { translations } };
}

function libreTranslate(req: SandboxRequest, opts: Options): SandboxResponse {
  const body = req.body;
  if (!isObject(body) || typeof body.q !== 'string' || typeof body.target !== 'string')
    return { status: 400, json: { error: 'Invalid request: missing q or target parameter' } };
  if (body.api_key !== opts.credentials.machineTranslation.libretranslate)
    return { status: 403, json: { error: 'Invalid API key' } };
  const answer = answerText(body.q, body.target, opts.mode());
  if (typeof answer !== 'string') return answer;
  return { status: 200, json: { translatedText: answer } };
}

function chat(req: SandboxRequest, opts: Options): SandboxResponse {
  if (req.headers.authorization !== `Bearer ${opts.credentials.machineTranslation.openai}`)
    return { status: 401, json: { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' } } };
  const body = req.body;
  const messages = isObject(body) && Array.isArray(body.messages) ? body.messages : [];
  const user = messages
    .filter(isObject)
    .reverse()
    .find((m) => m.role === 'user');
  const system = messages.filter(isObject).find((m) => m.role === 'system');
  if (!user || typeof user.content !== 'string' || !isObject(body) || typeof body.model !== 'string')
    return {
      status: 400,
      json: { error: { message: 'messages and model are required.', type: 'invalid_request_error' } },
    };
  // The target language is read from the instructions, as a model would.
  const target = /to "([^"]+)"/.exec(typeof system?.content === 'string' ? system.content : '')?.[1] ?? 'de';
  const mode = opts.mode();
  const answer = answerText(user.content, target, mode);
  if (typeof answer !== 'string') return answer;
  if (body.stream === true)
    return {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream' },
      stream: chatEvents(answer, body.model, () => (mode === 'heldStream' ? opts.held() : undefined)),
    };
  return {
    status: 200,
    json: {
      id: 'chatcmpl-sandbox',
      object: 'chat.completion',
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
    },
  };
}

export function createMachineTranslationService(opts: Options): SandboxService {
  return {
    prefix: MACHINE_TRANSLATION_PREFIX,
    handle(req) {
      const path = req.url.pathname.slice(MACHINE_TRANSLATION_PREFIX.length);
      if (req.method !== 'POST') return undefined;
      if (req.invalidJson) return { status: 400, json: { error: 'Invalid JSON body' } };
      if (path === 'deepl/v2/translate') return deepl(req, opts);
      if (path === 'libretranslate/translate') return libreTranslate(req, opts);
      if (path === 'openai/v1/chat/completions') return chat(req, opts);
      return undefined;
    },
  };
}

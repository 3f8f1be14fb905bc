// VS Code's own language models (`vscode.lm`, #46) as a suggestion provider, feature-detected: an editor
// without the API, or with no model (code-server has none), offers nothing and says nothing. The prompt is
// the chat endpoints' (core/suggestions/openAiCompatible.ts), the markers `[X0X]`; the answer streams in
// and is cut off when it grows far beyond the source. Cancelled with the panel's round.
import * as vscode from 'vscode';
import { CancelledError, ProtocolError } from '../../core/http/errors';
import { chatInstructions } from '../../core/suggestions/openAiCompatible';
import { maxSuggestionChars, type TranslationProvider } from '../../core/suggestions/providerHttp';

const ENDPOINT = 'vscode.lm sendRequest';

export interface LmProvider {
  provider: TranslationProvider;
  name: string;
  /** What consent is given to: the model's vendor within this editor. */
  where: string;
}

export async function vscodeLmProvider(): Promise<LmProvider | undefined> {
  const lm = (vscode as Partial<typeof vscode>).lm;
  if (typeof lm?.selectChatModels !== 'function') return undefined;
  let model: vscode.LanguageModelChat | undefined;
  try {
    model = (await lm.selectChatModels())[0];
  } catch {
    return undefined;
  }
  if (!model) return undefined;
  const chosen = model;
  return {
    name: `${chosen.name} (VS Code)`,
    where: `vscode.lm/${chosen.vendor}`,
    provider: {
      id: 'vscodeLm',
      markers: 'bracket',
      close: async () => undefined,
      translate: (text, request, signal, onPartial) =>
        ask(chosen, `${chatInstructions(request)}\n\n${text}`, request.source, signal, onPartial),
    },
  };
}

async function ask(
  model: vscode.LanguageModelChat,
  prompt: string,
  source: string,
  signal?: AbortSignal,
  onPartial?: (textSoFar: string) => void,
): Promise<string> {
  const cancel = new vscode.CancellationTokenSource();
  const onAbort = () => cancel.cancel();
  signal?.addEventListener('abort', onAbort);
  try {
    const response = await model.sendRequest([vscode.LanguageModelChatMessage.User(prompt)], {}, cancel.token);
    let text = '';
    for await (const part of response.text) {
      text += part;
      if (text.length > maxSuggestionChars(source)) {
        cancel.cancel();
        throw new ProtocolError(
          `Unexpected answer from ${ENDPOINT}: the translation grew far longer than its source.`,
          ENDPOINT,
        );
      }
      onPartial?.(text.trimStart());
    }
    if (signal?.aborted) throw new CancelledError(`Cancelled: ${ENDPOINT}.`, ENDPOINT);
    return text.trim();
  } catch (err) {
    if (signal?.aborted) throw new CancelledError(`Cancelled: ${ENDPOINT}.`, ENDPOINT);
    throw err;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    cancel.dispose();
  }
}

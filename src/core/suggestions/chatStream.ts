// An OpenAI-compatible chat answer read as it streams (`stream: true`: server-sent events, each
// `data: {"choices":[{"delta":{"content":"…"}}]}`, then `data: [DONE]`), so the panel shows a model's words
// as they come instead of after the whole answer (#46). One pass over the bytes: a line is looked for only
// in the newly arrived text, an event's JSON is parsed once, and the text stops growing (the request is
// cut) once it is far longer than its source. Every event is validated; a server that ignores `stream` and
// answers one JSON object is read as before.
import { z } from 'zod';
import { ProtocolError } from '../http/errors';
import type { HttpClient } from '../http/httpClient';
import { maxSuggestionChars } from './providerHttp';

const ChatChunk = z
  .object({
    // An empty list is allowed: some servers end with a chunk of usage figures only.
    choices: z.array(
      z.object({ delta: z.object({ content: z.string().nullish() }).passthrough().nullish() }).passthrough(),
    ),
  })
  .passthrough();

const StreamError = z.object({ error: z.object({ message: z.string() }).passthrough() }).passthrough();

/** A server's own words in an error are shown as a line of text, never more. */
const MAX_ERROR_WORDS = 200;

export class ChatStream {
  /** The answer's text so far (the deltas' content joined). */
  text = '';
  /** `data: [DONE]` was read. */
  done = false;
  private readonly decoder = new TextDecoder('utf-8');
  private pending = '';
  private data: string[] = [];
  private events = 0;

  constructor(
    private readonly endpoint: string,
    private readonly source: string,
    /** The client's own schema check: a mismatch is its ProtocolError naming the endpoint and field. */
    private readonly validator: Pick<HttpClient, 'validate'>,
  ) {}

  /** Takes the next bytes; returns true when the text grew. */
  push(chunk: Buffer): boolean {
    return this.take(this.decoder.decode(chunk, { stream: true }));
  }

  /** The end of the answer: its last event read, the streamed text returned. */
  finish(): string {
    this.take(this.decoder.decode() + '\n\n');
    return this.text;
  }

  /** Events were read (the server streamed). */
  get streamed(): boolean {
    return this.events > 0;
  }

  private take(text: string): boolean {
    const before = this.text.length;
    let from = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', from)) {
      const line = (from === 0 ? this.pending + text.slice(0, nl) : text.slice(from, nl)).replace(/\r$/, '');
      if (from === 0) this.pending = '';
      from = nl + 1;
      this.line(line);
    }
    this.pending += from === 0 ? text : text.slice(from);
    return this.text.length > before;
  }

  private line(line: string): void {
    if (line === '') return this.dispatch();
    // `: keep-alive` comments and fields other than data (event, id, retry) say nothing of the text.
    if (!line.startsWith('data:')) return;
    this.data.push(line.slice(line[5] === ' ' ? 6 : 5));
  }

  private dispatch(): void {
    if (this.data.length === 0) return;
    const data = this.data.join('\n');
    this.data = [];
    this.events += 1;
    if (data.trim() === '[DONE]') {
      this.done = true;
      return;
    }
    let event: unknown;
    try {
      event = JSON.parse(data);
    } catch {
      throw new ProtocolError(`${this.endpoint} streamed an event that is not valid JSON.`, this.endpoint);
    }
    const failed = StreamError.safeParse(event);
    if (failed.success)
      throw new ProtocolError(
        `${this.endpoint} reported an error: ${failed.data.error.message.slice(0, MAX_ERROR_WORDS)}`,
        this.endpoint,
      );
    const chunk = this.validator.validate(event, ChatChunk, this.endpoint);
    this.text += chunk.choices[0]?.delta?.content ?? '';
    if (this.text.length > maxSuggestionChars(this.source))
      throw new ProtocolError(
        `Unexpected answer from ${this.endpoint}: the translation grew far longer than its source.`,
        this.endpoint,
      );
  }
}

// A chat model's answer streamed (#46, "providers streamed"): the event reader on its own — every split of
// the bytes, the shapes servers send, hostile events. The client against the sandbox's streaming engine is
// in providers.test.ts.
import { strict as assert } from 'node:assert';
import { ProtocolError } from '../../../src/core/http/errors';
import { HttpClient } from '../../../src/core/http/httpClient';
import { ChatStream } from '../../../src/core/suggestions/chatStream';
import { restorePartial, protect } from '../../../src/core/suggestions/protect';

const ENDPOINT = 'POST /chat/completions (test)';
// Only its schema check is used: nothing is sent.
const CLIENT = new HttpClient({ baseUrl: 'http://127.0.0.1:9/' });
const chunk = (content: string) => `data: {"choices":[{"index":0,"delta":{"content":${JSON.stringify(content)}}}]}\n\n`;
const read = (body: string, source = 'Open the file', splitAt: number[] = []) => {
  const stream = new ChatStream(ENDPOINT, source, CLIENT);
  const bytes = Buffer.from(body, 'utf8');
  let from = 0;
  for (const at of [...splitAt, bytes.length]) {
    stream.push(bytes.subarray(from, at));
    from = at;
  }
  return { text: stream.finish(), stream };
};

describe('suggestions: a streamed chat answer read event by event (#46)', () => {
  const BODY =
    ': keep-alive\n\n' +
    'data: {"choices":[{"index":0,"delta":{"role":"assistant","content":""}}]}\n\n' +
    chunk('Datei ') +
    chunk('öffnen ') +
    chunk('[X0X]') +
    'data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\n' +
    'data: {"choices":[],"usage":{"total_tokens":12}}\n\n' +
    'data: [DONE]\n\n';

  it('reads the same text whatever the bytes are split at (inside a line, inside a character)', () => {
    const whole = read(BODY).text;
    assert.equal(whole, 'Datei öffnen [X0X]');
    const length = Buffer.byteLength(BODY);
    for (let at = 1; at < length; at++) assert.equal(read(BODY, undefined, [at]).text, whole, `split at ${at}`);
    assert.ok(read(BODY).stream.done);
  });

  it('reads CRLF lines, `data:` without a space and an event of several data lines', () => {
    const body =
      'data:{"choices":[{"delta":{"content":"a"}}]}\r\n\r\ndata: {"choices":[{"delta":\r\ndata: {"content":"b"}}]}\r\n\r\n';
    assert.equal(read(body).text, 'ab');
  });

  it('grows as events arrive, not before an event is whole', () => {
    const stream = new ChatStream(ENDPOINT, 'Open', CLIENT);
    assert.equal(stream.push(Buffer.from(chunk('Da').slice(0, 20))), false);
    assert.equal(stream.push(Buffer.from(chunk('Da').slice(20))), true);
    assert.equal(stream.text, 'Da');
  });

  it('refuses an event that is not JSON, or of the wrong shape, naming the endpoint and field', () => {
    assert.throws(
      () => read('data: {"choices": [\n\n'),
      (e: unknown) => e instanceof ProtocolError && e.message.includes(ENDPOINT),
    );
    assert.throws(
      () => read('data: {"choices":[{"delta":{"content":42}}]}\n\n'),
      (e: unknown) => e instanceof ProtocolError && e.fieldPath === 'choices.0.delta.content',
    );
  });

  it("says a server's error event in a line of its words", () => {
    assert.throws(
      () => read(chunk('Da') + `data: {"error":{"message":"${'model overloaded '.repeat(50)}"}}\n\n`),
      (e: unknown) =>
        e instanceof ProtocolError && /reported an error: model overloaded/.test(e.message) && e.message.length < 400,
    );
  });

  it('stops a runaway answer as soon as it is far longer than its source', () => {
    const stream = new ChatStream(ENDPOINT, 'Open', CLIENT);
    assert.throws(() => {
      for (let i = 0; i < 10_000; i++) stream.push(Buffer.from(chunk('lorem ipsum ')));
    }, /grew far longer than its source/);
    assert.ok(stream.text.length < 2_000);
  });

  it('shows an answer still arriving without a marker cut in half', () => {
    const guarded = protect('Open %s now', 'c-format', 'bracket');
    assert.equal(restorePartial('Öffne [X', guarded), 'Öffne ');
    assert.equal(restorePartial('Öffne [X0X] jetzt', guarded), 'Öffne %s jetzt');
  });
});

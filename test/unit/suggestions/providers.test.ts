// The three machine-translation clients against the sandbox's engines over loopback HTTP (#46 item 2):
// glossary terms in the request, tokens protected and restored, answers checked, and every failure a typed
// error that names the endpoint and never the key.
import { strict as assert } from 'node:assert';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AuthError,
  CancelledError,
  InsecureRequestError,
  PermissionError,
  ProtocolError,
  RateLimitedError,
  ResponseTooLargeError,
} from '../../../src/core/http/errors';
import {
  createProvider,
  machineSuggestion,
  pluralMachineSuggestion,
  type SuggestionRequest,
} from '../../../src/core/suggestions';
import type { HttpProviderId as ProviderId } from '../../../src/core/suggestions/types';
import { SANDBOX_CREDENTIALS } from '../../../sandbox/credentials';
import { startSandbox } from '../../../sandbox/server';
import type { Sandbox } from '../../../sandbox/types';
import { rejection } from '../rejection';

let sandbox: Sandbox;
before(async () => {
  sandbox = await startSandbox();
});
after(() => sandbox.close());
afterEach(() => {
  sandbox.faults.clear();
  sandbox.settings.machineTranslation = 'normal';
});

const KEYS = SANDBOX_CREDENTIALS.machineTranslation;
const PATHS: Record<ProviderId, string> = {
  deepl: '/mt/deepl/',
  libretranslate: '/mt/libretranslate/',
  openai: '/mt/openai/v1/',
};
const ENDPOINT_PATHS: Record<ProviderId, string> = {
  deepl: '/mt/deepl/v2/translate',
  libretranslate: '/mt/libretranslate/translate',
  openai: '/mt/openai/v1/chat/completions',
};

const provider = (id: ProviderId, key: string | undefined = KEYS[id]) =>
  createProvider(id, { url: `${sandbox.origin}${PATHS[id]}`, key, model: 'sandbox-model' });

const REQUEST: SuggestionRequest = {
  source: 'Open %s with <b>%d files</b>',
  sourceLanguage: 'en',
  targetLanguage: 'de',
  key: 'menu.open',
  note: 'A menu item',
  flags: 'c-format',
  glossary: [
    { source: 'files', translation: 'Dateien', forbidden: false, readOnly: false },
    { source: 'files', translation: 'Akten', forbidden: true, readOnly: false },
  ],
};
const SUBJECT = { source: REQUEST.source, flags: REQUEST.flags, language: 'de' };
const suggest = (id: ProviderId, signal?: AbortSignal) => machineSuggestion(provider(id), REQUEST, SUBJECT, signal);
const lastBody = () => JSON.parse(sandbox.requests.at(-1)!.body) as Record<string, unknown>;

describe('suggestions: machine-translation providers against the sandbox (#46)', () => {
  for (const id of ['deepl', 'libretranslate', 'openai'] as const) {
    it(`${id}: a translation with its placeholders and markup intact, passing the checks`, async () => {
      const s = await suggest(id);
      assert.equal(s.text, 'Öffnen %s with <b>%d Dateien</b>');
      assert.deepEqual(s.checks, []);
      assert.deepEqual(s.origin, { kind: 'provider', provider: id });
      // The engine never saw a format string or a tag.
      const sent = sandbox.requests.at(-1)!.body;
      assert.ok(!sent.includes('%s') && !sent.includes('<b>'), sent);
    });

    it(`${id}: a marker lost or doubled is shown with the check named, not repaired`, async () => {
      sandbox.settings.machineTranslation = 'brokenPlaceholders';
      const s = await suggest(id);
      assert.ok(s.checks.includes('c_format'), s.checks.join());
      assert.ok(!s.text.includes('%s'), s.text);
    });

    it(`${id}: a wrong key is an authentication or permission error naming the endpoint, not the key`, async () => {
      const err = await rejection(machineSuggestion(provider(id, 'wrong-key-123'), REQUEST, SUBJECT));
      assert.ok(err instanceof AuthError || err instanceof PermissionError, err.name);
      assert.ok(err.message.includes(id === 'openai' ? 'chat/completions' : 'translate'), err.message);
      assert.ok(!err.message.includes('wrong-key-123'));
    });

    it(`${id}: 429 is a rate-limit error at once (not retried), an HTML page a protocol error`, async () => {
      sandbox.faults.add({
        kind: 'rateLimit',
        method: 'POST',
        path: ENDPOINT_PATHS[id],
        retryAfterSeconds: 30,
        times: 1,
      });
      const before = sandbox.requests.length;
      assert.ok((await rejection(suggest(id))) instanceof RateLimitedError);
      assert.equal(sandbox.requests.length, before + 1);
      sandbox.settings.machineTranslation = 'html';
      assert.ok((await rejection(suggest(id))) instanceof ProtocolError);
    });

    it(`${id}: a huge answer stops at the cap, a runaway text is refused, a script stays text`, async () => {
      sandbox.settings.machineTranslation = 'huge';
      assert.ok((await rejection(suggest(id))) instanceof ResponseTooLargeError);
      sandbox.settings.machineTranslation = 'long';
      assert.ok((await rejection(suggest(id))) instanceof ProtocolError);
      sandbox.settings.machineTranslation = 'markup';
      const s = await suggest(id);
      assert.ok(s.text.includes('<script>alert(2)</script>'), 'kept as the text it is');
    });

    it(`${id}: cancelled while the engine is slow`, async () => {
      sandbox.faults.add({ kind: 'latency', method: 'POST', path: ENDPOINT_PATHS[id], latencyMs: 5000 });
      const abort = new AbortController();
      const pending = suggest(id, abort.signal);
      abort.abort();
      assert.ok((await rejection(pending)) instanceof CancelledError);
    });
  }

  it('DeepL gets the glossary, key and note as context, tags handled as XML, DeepL’s language codes', async () => {
    await machineSuggestion(provider('deepl'), { ...REQUEST, targetLanguage: 'pt_BR' }, SUBJECT);
    const body = lastBody();
    assert.equal(body.target_lang, 'PT-BR');
    assert.equal(body.source_lang, 'EN');
    assert.equal(body.tag_handling, 'xml');
    assert.equal(
      body.context,
      'Key: menu.open\nNote: A menu item\nTranslate "files" as "Dateien".\nForbidden: never translate "files" as "Akten".',
    );
    assert.equal(sandbox.requests.at(-1)!.headers.authorization, `DeepL-Auth-Key ${KEYS.deepl}`);
  });

  it('the OpenAI-compatible prompt names the languages, the glossary, the forbidden term and other languages', async () => {
    await machineSuggestion(
      provider('openai'),
      { ...REQUEST, others: [{ language: 'fr', text: 'Ouvrir %s' }] },
      SUBJECT,
    );
    const messages = lastBody().messages as { role: string; content: string }[];
    const system = messages[0]!.content;
    assert.ok(system.includes('from "en" to "de"'));
    assert.ok(system.includes('Translate "files" as "Dateien".'));
    assert.ok(system.includes('Forbidden: never translate "files" as "Akten".'));
    assert.ok(system.includes('"menu.open"'));
    assert.ok(system.includes('The same string in "fr": "Ouvrir %s".'));
    assert.equal(messages[1]!.content, 'Open [X0X] with [X1X][X2X] files[X3X]');
  });

  it('a plural string: singular and plural asked side by side, spread over the language’s forms, checked whole', async () => {
    const sources = ['%d file', '%d files'];
    const ask = (formCount: number, language: string) =>
      pluralMachineSuggestion(
        provider('deepl'),
        { ...REQUEST, source: sources[0]!, targetLanguage: language },
        { sources, formCount },
        { source: sources[0]!, flags: 'c-format', language },
      );
    const two = await ask(2, 'de');
    assert.deepEqual([two.forms, two.text, two.checks], [['%d Datei', '%d Dateien'], '%d Datei', []]);
    assert.deepEqual((await ask(3, 'cs')).forms, ['CS: %d file', 'CS: %d files', 'CS: %d files']);
    assert.deepEqual((await ask(1, 'ja')).forms, ['JA: %d files']);
  });

  it('LibreTranslate’s key goes in the body, and never over plain http to another host', async () => {
    await suggest('libretranslate');
    assert.equal(lastBody().api_key, KEYS.libretranslate);
    const remote = createProvider('libretranslate', { url: 'http://mt.example.invalid/', key: 'k' });
    assert.ok((await rejection(machineSuggestion(remote, REQUEST, SUBJECT))) instanceof InsecureRequestError);
  });

  it('a key header is never sent over plain http to another host, nor a request to a redirect', async () => {
    const remote = createProvider('deepl', { url: 'http://mt.example.invalid/', key: 'k' });
    assert.ok((await rejection(machineSuggestion(remote, REQUEST, SUBJECT))) instanceof InsecureRequestError);
    sandbox.faults.add({
      kind: 'lie',
      lie: 'redirectOtherOrigin',
      method: 'POST',
      path: ENDPOINT_PATHS.deepl,
      location: 'http://elsewhere.invalid/v2/translate',
    });
    const before = sandbox.requests.length;
    const err = await rejection(suggest('deepl'));
    assert.ok(err instanceof ProtocolError, err.name);
    assert.equal(sandbox.requests.length, before + 1, 'the redirect is not followed');
  });
});

describe('suggestions: the OpenAI-compatible engine streamed from the sandbox (#46)', () => {
  const SENTENCE: SuggestionRequest = {
    source: 'Open the selected files and close %s',
    sourceLanguage: 'en',
    targetLanguage: 'de',
    key: 'files.open',
    note: '',
    flags: 'c-format',
    glossary: [],
  };
  const SENTENCE_SUBJECT = { source: SENTENCE.source, flags: SENTENCE.flags, language: 'de' };
  const openai = () => provider('openai');

  it('hands on the first words while the rest is still held back, then the whole answer, checked', async () => {
    const whole = await machineSuggestion(openai(), SENTENCE, SENTENCE_SUBJECT);
    sandbox.settings.machineTranslation = 'heldStream';
    const partials: string[] = [];
    let first: () => void;
    const firstWords = new Promise<void>((resolve) => (first = resolve));
    const streamed = machineSuggestion(openai(), SENTENCE, SENTENCE_SUBJECT, undefined, (text) => {
      partials.push(text);
      first();
    });
    let ended = false;
    void streamed.then(() => (ended = true));
    await firstWords;
    // The sandbox holds every word after the first until the faults are cleared: the answer cannot have ended.
    assert.equal(ended, false);
    assert.ok(partials[0] && whole.text.startsWith(partials[0]) && partials[0].length < whole.text.length, partials[0]);
    sandbox.faults.clear();
    const s = await streamed;
    assert.equal(s.text, whole.text);
    assert.deepEqual(s.checks, []);
    assert.equal(partials.at(-1), s.text);
    assert.equal(JSON.parse(sandbox.requests.at(-1)!.body).stream, true);
  });

  it('reads a server that ignores `stream` and answers one JSON object; the batch does not ask to stream', async () => {
    const bodies: string[] = [];
    const plain = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        bodies.push(body);
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"choices":[{"index":0,"message":{"role":"assistant","content":" Datei öffnen"}}]}');
      });
    });
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const { port } = plain.address() as AddressInfo;
    const p = createProvider('openai', { url: `http://127.0.0.1:${port}/v1/`, model: 'm' });
    try {
      const partials: string[] = [];
      assert.equal(await p.translate('Open file', SENTENCE, undefined, (t) => partials.push(t)), 'Datei öffnen');
      assert.deepEqual(partials, []);
      assert.equal(JSON.parse(bodies[0]!).stream, true);
      assert.equal(await p.translate('Open file', SENTENCE), 'Datei öffnen');
      assert.equal(JSON.parse(bodies[1]!).stream, undefined);
    } finally {
      await p.close();
      plain.close();
    }
  });

  it('cuts a runaway streamed answer and a huge one, and refuses an HTML page', async () => {
    const partial = () => undefined;
    sandbox.settings.machineTranslation = 'long';
    const long = await rejection(machineSuggestion(openai(), SENTENCE, SENTENCE_SUBJECT, undefined, partial));
    assert.ok(long instanceof ProtocolError && /far longer/.test(long.message), String(long));
    sandbox.settings.machineTranslation = 'huge';
    const huge = await rejection(machineSuggestion(openai(), SENTENCE, SENTENCE_SUBJECT, undefined, partial));
    assert.ok(huge instanceof ResponseTooLargeError || huge instanceof ProtocolError, String(huge));
    sandbox.settings.machineTranslation = 'html';
    const html = await rejection(machineSuggestion(openai(), SENTENCE, SENTENCE_SUBJECT, undefined, partial));
    assert.ok(html instanceof ProtocolError && /HTML/.test(html.message), String(html));
  });
});

// The hostile server's wire-level lies (#25): answers whose headers say one thing and whose body is
// another, redirects to places a client must never follow, and bodies no client should read whole.
// Switched on per path like any fault: `{ kind: 'lie', lie: 'binaryBody', path: '/api/projects/' }`
// through sandbox.faults, POST /__sandbox/faults, or the CLI's `--fault lie:binaryBody:/api/projects/`.
// The JSON transform of the seeded hostile mode (mode.ts) lies about values; these lie about the wire.
import type { ServerResponse } from 'node:http';

export const WIRE_LIES = [
  // Content-Type: the real JSON body, labelled as something else.
  'contentTypeHtml',
  'contentTypeOctetStream',
  // Content-Length: more than is sent (then the connection closes), or less (the rest follows anyway).
  'contentLengthLonger',
  'contentLengthShorter',
  // Location (302, or the fault's status): another origin, plain http, file:, javascript:, itself.
  'redirectOtherOrigin',
  'redirectPlainHttp',
  'redirectFile',
  'redirectJavascript',
  'redirectLoop',
  // Bodies: random bytes with NULs and invalid UTF-8 as application/json; `bytes` long with a
  // Content-Length, the same streamed without one, and a stream that never ends.
  'binaryBody',
  'hugeBody',
  'hugeBodyStreamed',
  'endlessBody',
] as const;
export type WireLie = (typeof WIRE_LIES)[number];

export interface LieSpec {
  lie?: WireLie;
  status?: number;
  /** Body size of binaryBody (default 4 KiB), hugeBody and hugeBodyStreamed (default 80 MiB: above the client's 64 MiB). */
  bytes?: number;
  /** Where redirectOtherOrigin points instead of https://elsewhere.example (a test's own listening server). */
  location?: string;
}

/** What the sandbox would have answered, and the request it answers. */
export interface HonestAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Path and query of the request (a redirect loop points back at it). */
  target: string;
}

/** Seeded bytes (mulberry32): NULs, lone continuation bytes, overlong forms and 0xFF, never valid UTF-8. */
export function binaryBytes(length: number, seed = 25): Buffer {
  const out = Buffer.alloc(length);
  let s = seed >>> 0;
  for (let i = 0; i < length; i++) {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    out[i] = (t ^ (t >>> 14)) & 0xff;
  }
  // Whatever the draw, the body opens with every kind of byte a text decoder chokes on.
  Buffer.from([0x00, 0xff, 0xfe, 0x80, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x00]).copy(out, 0, 0, Math.min(length, 10));
  return out;
}

const REDIRECTS: Partial<Record<WireLie, (a: HonestAnswer, spec: LieSpec) => string>> = {
  redirectOtherOrigin: (a, spec) => new URL(a.target, spec.location ?? 'https://elsewhere.example').href,
  // A non-loopback host: plain http there would carry the token in the clear.
  redirectPlainHttp: (a) => `http://sandbox.scriptorium.example${a.target}`,
  redirectFile: () => 'file:///etc/passwd',
  redirectJavascript: () => 'javascript:alert(document.cookie)',
  redirectLoop: (a) => a.target,
};

/**
 * Writes `answer` with the lie `spec` names; resolves with the body bytes written once the answer is over
 * (a huge or endless body: when the client stopped reading and the connection closed).
 */
export function writeLie(res: ServerResponse, spec: LieSpec, answer: HonestAnswer): Promise<number> {
  const lie = spec.lie!;
  const headers = { ...answer.headers };
  delete headers['Content-Length'];
  const status = spec.status ?? answer.status;
  let written = 0;
  const done = new Promise<number>((resolve) => res.once('close', () => resolve(written)));
  const send = (code: number, h: Record<string, string>, body: Buffer, after?: () => void) => {
    res.writeHead(code, h);
    written = body.length;
    res.end(body, after);
  };
  const redirect = REDIRECTS[lie];
  if (redirect)
    send(
      spec.status ?? 302,
      { Location: redirect(answer, spec), 'Content-Type': 'text/html' },
      Buffer.from('<html><body>Moved</body></html>'),
    );
  else if (lie === 'contentTypeHtml' || lie === 'contentTypeOctetStream') {
    const type = lie === 'contentTypeHtml' ? 'text/html; charset=utf-8' : 'application/octet-stream';
    send(status, { ...headers, 'Content-Type': type, 'Content-Length': String(answer.body.length) }, answer.body);
  } else if (lie === 'contentLengthLonger') {
    // The promised rest never comes: the connection closes after what was sent (the socket is taken now:
    // once the answer is written, the response lets go of it).
    const socket = res.socket;
    send(status, { ...headers, 'Content-Length': String(answer.body.length + 1024) }, answer.body, () =>
      socket?.destroy(),
    );
  } else if (lie === 'contentLengthShorter') {
    send(status, { ...headers, 'Content-Length': String(Math.floor(answer.body.length / 2)) }, answer.body);
  } else if (lie === 'binaryBody') {
    const body = binaryBytes(spec.bytes ?? 4096);
    send(status, { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(body.length) }, body);
  } else {
    const size = lie === 'endlessBody' ? Infinity : (spec.bytes ?? 80 * 1024 * 1024);
    const length: Record<string, string> = lie === 'hugeBody' ? { 'Content-Length': String(size) } : {};
    res.writeHead(status, { ...headers, 'Content-Type': 'application/json', ...length });
    stream(res, size, (n) => (written = n));
  }
  return done;
}

/** Writes `size` bytes of one JSON string (or forever) as fast as the client reads, and no faster. */
function stream(res: ServerResponse, size: number, count: (n: number) => void): void {
  const chunk = Buffer.alloc(64 * 1024, 'x');
  const open = Buffer.from('{"items":"');
  let sent = 0;
  res.on('error', () => undefined);
  const more = () => {
    while (!res.destroyed) {
      const left = size - sent;
      if (left <= 0) {
        res.end();
        return;
      }
      const piece = sent === 0 ? open : left < chunk.length ? chunk.subarray(0, left) : chunk;
      sent += piece.length;
      count(sent);
      if (!res.write(piece)) {
        res.once('drain', more);
        return;
      }
    }
  };
  more();
}

// The values of the sandbox's hostile-server mode (`--hostile`): what a malicious or broken server could put
// in any string field. Each has a family, so a failure names what kind of value caused it. Paths that try to
// escape aim at one sentinel folder, so a test can see at once whether anything landed there.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOSTILE_PAYLOADS, PWN } from './payloads';

/** Where the traversal values point: the e2e scenario checks that nothing is ever written here. */
export const HOSTILE_SENTINEL_DIR = join(tmpdir(), 'scriptorium-hostile-sentinel');

export type HostileFamily = 'path' | 'url' | 'markup' | 'unicode' | 'huge';

export interface HostileValue {
  family: HostileFamily;
  name: string;
  text: string;
}

const MB = 1024 * 1024;
const v = (family: HostileFamily, name: string, text: string): HostileValue => ({ family, name, text });

const PATHS: HostileValue[] = [
  v('path', 'traversal-posix', `${'../'.repeat(12)}${HOSTILE_SENTINEL_DIR.slice(1)}/escaped`),
  v('path', 'traversal-in-folder', 'articles/../../../escaped-from-workspace'),
  v('path', 'traversal-windows', `${'..\\'.repeat(12)}escaped`),
  v('path', 'absolute-posix', `${HOSTILE_SENTINEL_DIR}/absolute`),
  v('path', 'absolute-windows', 'C:\\Windows\\System32\\drivers\\etc\\hosts'),
  v('path', 'unc', '\\\\attacker.example\\share\\payload'),
  v('path', 'home', '~/.ssh/authorized_keys'),
  v('path', 'dotfile', '.bashrc'),
  v('path', 'reserved-con', 'CON'),
  v('path', 'reserved-nul-ext', 'nul.md'),
  v('path', 'reserved-com1', 'COM1'),
  v('path', 'percent-encoded', '%2e%2e%2f%2e%2e%2fescaped'),
  v('path', 'empty', ''),
  v('path', 'dots', '..'),
];

const URLS: HostileValue[] = [
  v('url', 'javascript', `javascript:${PWN}`),
  v('url', 'file', 'file:///etc/passwd'),
  v('url', 'command', 'command:workbench.action.terminal.new'),
  v('url', 'command-args', 'command:workbench.action.files.saveAs?%5B%22%2Fetc%2Fpasswd%22%5D'),
  v('url', 'vscode', 'vscode://file/etc/passwd'),
  v('url', 'vscode-insiders', 'vscode-insiders://vscode.git/clone?url=https%3A%2F%2Fattacker.example%2Frepo'),
  v('url', 'smb', 'smb://attacker.example/share'),
  v('url', 'data', `data:text/html,<script>${PWN}</script>`),
  v('url', 'other-origin', 'https://attacker.example/phishing'),
  v('url', 'other-port', 'http://127.0.0.1:1/'),
  v('url', 'credentials', 'https://user:password@attacker.example/'),
  v('url', 'protocol-relative', '//attacker.example/x'),
];

const UNICODE: HostileValue[] = [
  v('unicode', 'bidi-override', 'invoice\u202Egnp.exe'),
  v('unicode', 'bidi-isolates', '\u2067admin\u2069 \u2066user\u2069'),
  v('unicode', 'zero-width', 'ti\u200Btle\u200C wi\u200Dth\uFEFF'),
  v('unicode', 'lone-high-surrogate', 'before\uD800after'),
  v('unicode', 'lone-low-surrogate', '\uDFFFstart'),
  v('unicode', 'reversed-pair', '\uDC00\uD800'),
  v('unicode', 'nul-and-controls', 'a\u0000b\u0007c\u001bd'),
  v('unicode', 'json-bigint-marker', '\u0000bigint:12345678901234567890'),
  v('unicode', 'crlf-injection', 'line\r\nX-Injected: header'),
  v('unicode', 'yaml-breakout', 'x\n---\ntitle: injected\n---'),
  v('unicode', 'section-marker', 'text\n<!-- section: footnotes -->\nstolen'),
  // Line breaks other than \n (issue 25, defect 6): each must stay inside its field in an article file.
  v('unicode', 'lone-cr-section-marker', 'text\r<!-- section: footnotes -->\rstolen'),
  v('unicode', 'unicode-line-breaks', 'a\u0085<!-- section: x -->\u2028b\u2029c'),
  v('unicode', 'combining-flood', `Z${'\u0336\u0334\u0337'.repeat(300)}`),
];

const HUGE: HostileValue[] = [
  v('huge', 'mention-opens-1mb', '@['.repeat(MB / 2)),
  v('huge', 'unclosed-bold-1mb', '[b]'.repeat(Math.floor(MB / 3))),
  v('huge', 'url-nests-1mb', '[url:'.repeat(Math.floor(MB / 5))),
  v('huge', 'deep-quotes', `${'[quote]'.repeat(50_000)}x${'[/quote]'.repeat(50_000)}`),
  v('huge', 'one-word-1mb', 'a'.repeat(MB)),
  // Markdown that made remark quadratic or overflow the stack once pulled into a file (issue 25, defect 7).
  v('huge', 'strikethrough-runs', '~a~~b'.repeat(20_000)),
  v('huge', 'ordered-lists-nested', '1. '.repeat(10_000)),
  v('huge', 'setext-headings', 'a\n=\n'.repeat(20_000)),
];

const MARKUP: HostileValue[] = HOSTILE_PAYLOADS.map((p) => v('markup', p.name, p.text));

export const HOSTILE_VALUES: readonly HostileValue[] = [...PATHS, ...URLS, ...UNICODE, ...MARKUP, ...HUGE];
export const HOSTILE_URL_VALUES: readonly HostileValue[] = URLS;

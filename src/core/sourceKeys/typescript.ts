// The TypeScript compiler (≈ 4 MB minified) loads when the first JS/TS/Vue file is scanned, not with the
// localization chunk: in plain Node this is the package itself; in the extension's bundles esbuild.mjs
// turns this require into one of dist/typescript.js (and refuses any other import of typescript).
import type * as TS from 'typescript';

let ts: typeof TS | undefined;
let loadMs: number | undefined;

export function loadTypeScript(): typeof TS {
  if (!ts) {
    const started = Date.now();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    ts = require('typescript') as typeof TS;
    loadMs = Date.now() - started;
  }
  return ts;
}

/** How long the parser's load took (ms), once loaded: the first hints' log line says it. */
export const typeScriptLoadMs = (): number | undefined => loadMs;

/** Whether the parser is loaded already: what may wait for it does not load it first (extractString.ts). */
export function typeScriptLoaded(): boolean {
  return ts !== undefined;
}

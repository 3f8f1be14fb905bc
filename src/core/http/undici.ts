// undici (≈ 540 KB minified, ≈ 160 ms to require) loads at the first HTTP request, not when a client is
// made: a view with no server configured, or one that has not asked its server anything yet, never loads
// it. In plain Node this is the package itself; in the extension's bundles esbuild.mjs turns this require
// into one of dist/undici.js (and refuses any other import of undici, which would load it with the chunk).
import type * as Undici from 'undici';

let undici: typeof Undici | undefined;

export function loadUndici(): typeof Undici {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  undici ??= require('undici') as typeof Undici;
  return undici;
}

// The TypeScript compiler as its own chunk, dist/typescript.js: the localization chunk requires it when the
// first JS/TS/Vue source file is scanned for translation keys (src/core/sourceKeys/typescript.ts; esbuild.mjs
// turns that require into one of this chunk), so opening a locale file or the views loads none of it.
// The package is `export =` (one CommonJS object), which `export *` cannot re-export: handed on whole.
// eslint-disable-next-line @typescript-eslint/no-require-imports
module.exports = require('typescript');

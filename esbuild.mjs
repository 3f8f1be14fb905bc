// Bundles the extension host code (CommonJS, as VS Code loads it) and the webview scripts (browser IIFE).
// The extension host code is several bundles, loaded with require when needed (see
// src/platform/features/lazyFeature.ts):
//   dist/extension.js     the light entry VS Code activates: registers contributions, loads nothing heavy
//   dist/<feature>.js     one per src/<feature>/feature.ts, loaded on the feature's first use
//   dist/vendor.js        zod and undici, required by the chunks that use them (one copy for all)
//   dist/demoCredentials.js  the demo-credentials reader, loaded only when `npm start` hands some over
// Each feature chunk carries its own copy of src/core and src/platform, so every `instanceof` on our error
// classes happens inside one chunk (the light entry classifies no errors).
// --production minifies and drops sourcemaps (what ships in the .vsix); the default keeps sourcemaps for
// debugging. --watch rebuilds on change.
import * as esbuild from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

const common = {
  bundle: true,
  minify: production,
  // Error classes are named after themselves (errors.ts: new.target.name) and the log says which one:
  // minifying must not rename them (about 60 KB).
  keepNames: true,
  sourcemap: production ? false : 'linked',
  sourcesContent: false,
  logLevel: 'warning',
};

const node = {
  ...common,
  outdir: 'dist',
  entryNames: '[name]',
  platform: 'node',
  format: 'cjs',
  target: 'node18',
  external: ['vscode'],
  // Prefer packages' ES module builds: jsonc-parser's default UMD build requires its parts at run time,
  // which a bundle cannot resolve.
  mainFields: ['module', 'main'],
};

/** Libraries that live in dist/vendor.js: an import of one of them becomes a require of that chunk. */
const VENDOR = ['zod', 'undici'];
const fromVendorChunk = {
  name: 'from-vendor-chunk',
  setup(build) {
    const filter = new RegExp(`^(${VENDOR.join('|')})$`);
    build.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'vendor-chunk' }));
    build.onResolve({ filter: /^\.\/vendor\.js$/ }, () => ({ path: './vendor.js', external: true }));
    build.onLoad({ filter: /.*/, namespace: 'vendor-chunk' }, (args) => ({ contents: `module.exports = require('./vendor.js').${args.path};`, loader: 'js' }));
  },
};

/** The light entry must stay light: importing a heavy library there fails the build. */
const HEAVY = /^(zod|undici|yaml|sanitize-html|remark-.*|unified|lossless-json|jsonc-parser)(\/|$)/;
const keepEntryLight = {
  name: 'keep-entry-light',
  setup(build) {
    build.onResolve({ filter: HEAVY }, (args) => ({ errors: [{ text: `${args.path} is imported by ${args.importer}, which is part of activation (dist/extension.js); load it in a feature chunk instead` }] }));
  },
};

const features = readdirSync('src', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/${d.name}/feature.ts`))
  .map((d) => d.name);

const webviewEntries = existsSync('webview-ui')
  ? readdirSync('webview-ui').filter((f) => /^[a-zA-Z]+Main\.ts$/.test(f)).map((f) => `webview-ui/${f}`)
  : [];

const builds = [
  { ...node, entryPoints: { extension: 'src/extension.ts' }, plugins: [keepEntryLight] },
  { ...node, entryPoints: { vendor: 'src/platform/vendor.ts' } },
  {
    ...node,
    entryPoints: Object.fromEntries([...features.map((f) => [f, `src/${f}/feature.ts`]), ['demoCredentials', 'src/platform/demoCredentials.ts']]),
    plugins: [fromVendorChunk],
  },
];
if (webviewEntries.length > 0) {
  builds.push({
    ...common,
    entryPoints: webviewEntries,
    outdir: 'dist/webview',
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
  });
}

if (watch) {
  for (const options of builds) {
    const ctx = await esbuild.context(options);
    await ctx.watch();
  }
  console.log('[esbuild] watching');
} else {
  await Promise.all(builds.map((options) => esbuild.build(options)));
  console.log(`[esbuild] built ${production ? 'production' : 'development'} bundles`);
}

// Bundles the extension host code (CommonJS, as VS Code loads it) and the webview scripts (browser IIFE).
// The extension host code is several bundles, loaded with require when needed (see
// src/platform/features/lazyFeature.ts):
//   dist/extension.js     the light entry VS Code activates: registers contributions, loads nothing heavy
//   dist/<feature>.js     one per src/<feature>/feature.ts, loaded on the feature's first use
//   dist/worldbuildingMarkup.js  src/core/markup with remark/unified, sanitize-html and yaml: loaded on the
//                         first call into it (a preview, push, pull or create), not when the Worldbuilding
//                         view is browsed; the feature chunks reach it through a lazy stand-in (below)
//   dist/vendor.js        zod, required by the chunks that use it (one copy for all)
//   dist/undici.js        undici, required at the first HTTP request (src/core/http/undici.ts), so a view
//                         with no server, or one that has made no request yet, has not loaded it
//   dist/typescript.js    the TypeScript compiler, required when the first JS/TS/Vue source file is scanned for
//                         translation keys (src/core/sourceKeys/typescript.ts), never with a feature chunk
//   dist/demoCredentials.js  the demo-credentials reader, loaded only when `npm start` hands some over
// Each feature chunk carries its own copy of src/core and src/platform, so every `instanceof` on our error
// classes happens inside one chunk (the light entry classifies no errors). The markup chunk holds no error
// class of ours and no VS Code code: it converts text, and the feature chunk classifies what it throws.
// --production minifies and drops sourcemaps (what ships in the .vsix); the default keeps sourcemaps for
// debugging. --watch rebuilds on change. --metafile=<path> writes what went into each extension host
// bundle (esbuild's metafile, all builds merged), for the tests that check what each chunk carries.
import * as esbuild from 'esbuild';
import { existsSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');
const metafile = process.argv.find((a) => a.startsWith('--metafile='))?.slice('--metafile='.length);

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
const VENDOR = ['zod'];
const fromVendorChunk = {
  name: 'from-vendor-chunk',
  setup(build) {
    const filter = new RegExp(`^(${VENDOR.join('|')})$`);
    build.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'vendor-chunk' }));
    build.onResolve({ filter: /^\.\/vendor\.js$/ }, () => ({ path: './vendor.js', external: true }));
    build.onLoad({ filter: /.*/, namespace: 'vendor-chunk' }, (args) => ({
      contents: `module.exports = require('./vendor.js').${args.path};`,
      loader: 'js',
    }));
  },
};

/**
 * A library in a chunk of its own, required only where one loader calls require('<library>') (when it is
 * first needed): that require becomes one of dist/<library>.js, and an `import` of it, which would load it
 * with the chunk, fails the build (type-only imports are erased and never reach here).
 */
function requiredOnFirstUse(library, loader, when) {
  return {
    name: `${library}-on-first-use`,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${library}$`) }, (args) =>
        args.kind === 'require-call'
          ? { path: `./${library}.js`, external: true }
          : {
              errors: [{ text: `${args.importer} imports ${library}; load it through ${loader} so it loads ${when}` }],
            },
      );
    },
  };
}
/** undici (dist/undici.js): at the first request. */
const undiciOnFirstRequest = requiredOnFirstUse(
  'undici',
  'src/core/http/undici.ts (loadUndici)',
  'at the first request',
);
/** The TypeScript compiler (dist/typescript.js, ≈ 4 MB): at the first scan of a JS/TS/Vue file for translation keys. */
const typescriptOnFirstScan = requiredOnFirstUse(
  'typescript',
  'src/core/sourceKeys/typescript.ts (loadTypeScript)',
  'at the first scan',
);

/** The markup pipeline: every module of src/core/markup, bundled as dist/worldbuildingMarkup.js. */
// The real path: the packaging build links src/ into a staging folder, and esbuild reports real paths.
const MARKUP_DIR = realpathSync('src/core/markup');
const markupModules = readdirSync(MARKUP_DIR)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();
const markupEntry = {
  contents: markupModules.map((m) => `export * from './${m}';`).join('\n'),
  resolveDir: MARKUP_DIR,
  sourcefile: 'worldbuildingMarkup.ts',
  loader: 'ts',
};

/** The names dist/worldbuildingMarkup.js exports (a quick ES-module build of the entry, libraries left out). */
async function markupExports() {
  const out = await esbuild.build({
    stdin: markupEntry,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    metafile: true,
    outfile: 'names.js',
    logLevel: 'silent',
  });
  return Object.values(out.metafile.outputs).flatMap((o) => o.exports);
}

/**
 * In the feature chunks an import of a module of src/core/markup becomes this stand-in: one getter per name
 * the markup chunk exports, which requires the chunk on first read. esbuild reads an imported name at the
 * call (`(0, m.readArticleFile)(…)`), so nothing loads until a command or the preview calls into markup.
 */
function lazyMarkupChunk(names) {
  const stand_in = [
    'let chunk;',
    "const load = () => (chunk ??= require('./worldbuildingMarkup.js'));",
    `for (const name of ${JSON.stringify(names)}) Object.defineProperty(exports, name, { enumerable: true, get: () => load()[name] });`,
  ].join('\n');
  return {
    name: 'lazy-markup-chunk',
    setup(build) {
      build.onResolve({ filter: /^\.\/worldbuildingMarkup\.js$/ }, () => ({
        path: './worldbuildingMarkup.js',
        external: true,
      }));
      build.onResolve({ filter: /\/markup\/[A-Za-z]+$/ }, (args) => {
        const target = resolve(args.resolveDir, args.path);
        return target.startsWith(MARKUP_DIR + sep) && !args.importer.startsWith(MARKUP_DIR + sep)
          ? { path: 'markup', namespace: 'markup-chunk' }
          : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'markup-chunk' }, () => ({ contents: stand_in, loader: 'js' }));
    },
  };
}

/** The light entry must stay light: importing a heavy library there fails the build. */
const HEAVY = /^(zod|undici|typescript|yaml|sanitize-html|remark-.*|unified|lossless-json|jsonc-parser)(\/|$)/;
const keepEntryLight = {
  name: 'keep-entry-light',
  setup(build) {
    build.onResolve({ filter: HEAVY }, (args) => ({
      errors: [
        {
          text: `${args.path} is imported by ${args.importer}, which is part of activation (dist/extension.js); load it in a feature chunk instead`,
        },
      ],
    }));
  },
};

const { outdir: _outdir, entryNames: _entryNames, ...oneFile } = node;

const features = readdirSync('src', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/${d.name}/feature.ts`))
  .map((d) => d.name);

const webviewEntries = existsSync('webview-ui')
  ? readdirSync('webview-ui')
      .filter((f) => /^[a-zA-Z]+Main\.ts$/.test(f))
      .map((f) => `webview-ui/${f}`)
  : [];

const builds = [
  { ...node, entryPoints: { extension: 'src/extension.ts' }, plugins: [keepEntryLight] },
  { ...node, entryPoints: { vendor: 'src/platform/vendor.ts' } },
  { ...node, entryPoints: { undici: 'src/platform/undiciChunk.ts' } },
  { ...node, entryPoints: { typescript: 'src/platform/typescriptChunk.ts' } },
  {
    ...oneFile,
    stdin: markupEntry,
    outfile: 'dist/worldbuildingMarkup.js',
    plugins: [fromVendorChunk, undiciOnFirstRequest],
  },
  {
    ...node,
    entryPoints: Object.fromEntries([
      ...features.map((f) => [f, `src/${f}/feature.ts`]),
      ['demoCredentials', 'src/platform/demoCredentials.ts'],
    ]),
    plugins: [fromVendorChunk, undiciOnFirstRequest, typescriptOnFirstScan, lazyMarkupChunk(await markupExports())],
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
  const results = await Promise.all(
    builds.map((options) => esbuild.build({ ...options, metafile: Boolean(metafile) })),
  );
  if (metafile) {
    const host = results.filter((_, i) => builds[i].platform === 'node').map((r) => r.metafile);
    writeFileSync(
      metafile,
      JSON.stringify({
        inputs: Object.assign({}, ...host.map((m) => m.inputs)),
        outputs: Object.assign({}, ...host.map((m) => m.outputs)),
      }),
    );
  }
  console.log(`[esbuild] built ${production ? 'production' : 'development'} bundles`);
}

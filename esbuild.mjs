// Bundles the extension host code (CommonJS, as VS Code loads it) and the webview scripts (browser IIFE).
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

const webviewEntries = existsSync('webview-ui')
  ? readdirSync('webview-ui').filter((f) => /^[a-zA-Z]+Main\.ts$/.test(f)).map((f) => `webview-ui/${f}`)
  : [];

const builds = [
  {
    ...common,
    entryPoints: ['src/extension.ts'],
    outfile: 'dist/extension.js',
    platform: 'node',
    format: 'cjs',
    target: 'node18',
    external: ['vscode'],
    // Prefer packages' ES module builds: jsonc-parser's default UMD build requires its parts at run time,
    // which a bundle cannot resolve.
    mainFields: ['module', 'main'],
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
  console.log(`[esbuild] built ${production ? 'production' : 'development'} bundle`);
}

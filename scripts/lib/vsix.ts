// Builds the .vsix that ships: the production bundle and the manifest's files, packed by @vscode/vsce.
// The bundle is built in a private staging folder, not in the checkout's dist/, so a development build
// (`npm start`, `npm run watch`) or a concurrent run can never end up inside the package, and two runs
// packaging at once do not overwrite each other's files.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');

/** The files vsce takes from the checkout; .vscodeignore decides what of them goes in. */
const MANIFEST_FILES = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', '.vscodeignore', 'media', 'l10n', 'syntaxes'];
/** What the bundler reads, linked (not copied) into the staging folder for the build only. */
const BUILD_INPUTS = ['src', 'webview-ui'];

export interface Manifest {
  publisher: string;
  name: string;
  version: string;
  repository?: { url?: string } | string;
}

export interface BuiltVsix {
  /** Absolute path of the .vsix. */
  path: string;
  /** `publisher.name`, as VS Code lists it. */
  id: string;
  version: string;
  vsixBytes: number;
  /** Size of the bundle VS Code loads at activation (dist/extension.js) inside the package. */
  bundleBytes: number;
  /** Every extension host bundle (dist/*.js: the entry, each feature, vendor) by file name, in bytes. */
  chunks: Record<string, number>;
  /** Paths inside the package, relative to its extension/ folder. */
  files: string[];
}

export function readManifest(root = ROOT): Manifest {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
}

/**
 * README links and images are relative (docs/screenshots/…); vsce must turn them into absolute URLs and
 * detects the base only for GitHub/GitLab. So the base comes from the manifest's repository URL.
 */
export function readmeBaseUrls(manifest: Manifest): { baseContentUrl: string; baseImagesUrl: string } {
  const raw = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  if (!raw) throw new Error('package.json has no repository URL: vsce needs one to make the README links absolute');
  const repo = raw.replace(/^git\+/, '').replace(/\.git$/, '').replace(/\/$/, '');
  return { baseContentUrl: `${repo}/blob/HEAD`, baseImagesUrl: `${repo}/raw/HEAD` };
}

function stage(dir: string): void {
  // package.nls.json and its translations: the manifest's texts in each language.
  const nls = readdirSync(ROOT).filter((f) => /^package\.nls(\.[\w-]+)?\.json$/.test(f));
  for (const f of [...MANIFEST_FILES, ...nls]) {
    if (existsSync(join(ROOT, f))) cpSync(join(ROOT, f), join(dir, f), { recursive: true });
  }
  buildBundles(dir);
}

/** Builds the production bundles into `<dir>/dist` from this checkout's sources; `metafile`: where esbuild writes what went into each bundle. */
export function buildBundles(dir: string, metafile?: string): void {
  for (const f of BUILD_INPUTS) symlinkSync(join(ROOT, f), join(dir, f), 'dir');
  try {
    // esbuild.mjs builds relative to its working directory; it follows the links back to the checkout,
    // so tsconfig.json and node_modules resolve from there.
    execFileSync(process.execPath, [join(ROOT, 'esbuild.mjs'), '--production', ...(metafile ? [`--metafile=${metafile}`] : [])], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  } finally {
    for (const f of BUILD_INPUTS) unlinkSync(join(dir, f));
  }
}

/** Builds the production bundle and packs it into `<outDir>/<name>-<version>.vsix`. */
export async function buildVsix(outDir = join(ROOT, 'out')): Promise<BuiltVsix> {
  // vsce's API module is CommonJS and heavy; loaded only when a package is actually made.
  const vsce = await import('@vscode/vsce');
  const manifest = readManifest();
  mkdirSync(outDir, { recursive: true });
  const dir = mkdtempSync(join(outDir, '.stage-'));
  try {
    stage(dir);
    const path = resolve(outDir, `${manifest.name}-${manifest.version}.vsix`);
    const files = (await vsce.listFiles({ cwd: dir, packageManager: vsce.PackageManager.None })).sort();
    const say = console.log;
    console.log = () => undefined; // vsce announces "DONE Packaged"; the callers print their own line.
    try {
      await vsce.createVSIX({ cwd: dir, packagePath: path, dependencies: false, ...readmeBaseUrls(manifest) });
    } finally {
      console.log = say;
    }
    return {
      path,
      id: `${manifest.publisher}.${manifest.name}`,
      version: manifest.version,
      vsixBytes: statSync(path).size,
      bundleBytes: statSync(join(dir, 'dist', 'extension.js')).size,
      chunks: chunkSizes(join(dir, 'dist')),
      files,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Sizes of the extension host bundles in a dist folder (webview scripts are not loaded by the host). */
export function chunkSizes(dist: string): Record<string, number> {
  return Object.fromEntries(readdirSync(dist).filter((f) => f.endsWith('.js')).sort().map((f) => [f, statSync(join(dist, f)).size]));
}

/** Keeps what is known about a built package beside it, for whoever installs it later in the same run. */
export function saveBuiltVsix(built: BuiltVsix): void {
  writeFileSync(`${built.path}.json`, JSON.stringify(built, null, 2));
}

export function loadBuiltVsix(vsixPath: string): BuiltVsix {
  return JSON.parse(readFileSync(`${vsixPath}.json`, 'utf8')) as BuiltVsix;
}

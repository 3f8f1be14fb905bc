// Builds the .vsix that ships: the production bundle and the manifest's files, packed by @vscode/vsce.
// The bundle is built in a private staging folder, not in the checkout's dist/, so a development build
// (`npm start`, `npm run watch`) or a concurrent run can never end up inside the package, and two runs
// packaging at once do not overwrite each other's files.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');

/** The files vsce takes from the checkout; .vscodeignore decides what of them goes in. */
const MANIFEST_FILES = [
  'package.json',
  'README.md',
  'LICENSE',
  'CHANGELOG.md',
  '.vscodeignore',
  'media',
  'l10n',
  'syntaxes',
];
/**
 * The documents the README links to (docs/*.md, CONTRIBUTING.md) ship inside the package, with the images
 * they show, so every README link works in VS Code's Extensions view and offline: the project has no
 * public repository yet for vsce to turn relative links into web addresses, and inventing one would ship
 * dead links. (`test/unit/packaging/noPlaceholders.test.ts` follows every link in the package.)
 */
export function packagedDocs(root = ROOT): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`);
  return ['CONTRIBUTING.md', ...docs.sort()];
}
/** What the bundler reads, linked (not copied) into the staging folder for the build only. */
const BUILD_INPUTS = ['src', 'webview-ui'];

export interface Manifest {
  publisher: string;
  name: string;
  version: string;
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

function stage(dir: string): void {
  // package.nls.json and its translations: the manifest's texts in each language.
  const nls = readdirSync(ROOT).filter((f) => /^package\.nls(\.[\w-]+)?\.json$/.test(f));
  const docs = packagedDocs();
  for (const f of [...MANIFEST_FILES, ...nls, ...docs, ...localImages(['README.md', 'CHANGELOG.md', ...docs])]) {
    if (!existsSync(join(ROOT, f))) continue;
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    cpSync(join(ROOT, f), join(dir, f), { recursive: true });
    if (f.endsWith('.md')) writeFileSync(join(dir, f), linksToPackagedNames(readFileSync(join(dir, f), 'utf8')));
  }
  buildBundles(dir);
}

/** Builds the production bundles into `<dir>/dist` from this checkout's sources; `metafile`: where esbuild writes what went into each bundle. */
export function buildBundles(dir: string, metafile?: string): void {
  for (const f of BUILD_INPUTS) symlinkSync(join(ROOT, f), join(dir, f), 'dir');
  try {
    // esbuild.mjs builds relative to its working directory; it follows the links back to the checkout,
    // so tsconfig.json and node_modules resolve from there.
    execFileSync(
      process.execPath,
      [join(ROOT, 'esbuild.mjs'), '--production', ...(metafile ? [`--metafile=${metafile}`] : [])],
      { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] },
    );
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
    const warn = console.warn;
    const warnings: string[] = [];
    console.log = () => undefined; // vsce announces "DONE Packaged"; the callers print their own line.
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      // Relative links stay relative (they resolve inside the package); no repository field, so vsce is
      // told that is intended instead of asking. Any warning vsce still prints fails the build.
      await vsce.createVSIX({
        cwd: dir,
        packagePath: path,
        dependencies: false,
        rewriteRelativeLinks: false,
        allowMissingRepository: true,
      });
    } finally {
      console.log = say;
      console.warn = warn;
    }
    if (warnings.length > 0) throw new Error(`vsce warned: ${warnings.join(' | ')}`);
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
  return Object.fromEntries(
    readdirSync(dist)
      .filter((f) => f.endsWith('.js'))
      .sort()
      .map((f) => [f, statSync(join(dist, f)).size]),
  );
}

/** Keeps what is known about a built package beside it, for whoever installs it later in the same run. */
export function saveBuiltVsix(built: BuiltVsix): void {
  writeFileSync(`${built.path}.json`, JSON.stringify(built, null, 2));
}

export function loadBuiltVsix(vsixPath: string): BuiltVsix {
  return JSON.parse(readFileSync(`${vsixPath}.json`, 'utf8')) as BuiltVsix;
}

/** Images (png, svg, gif, jpg) the given Markdown files show by a relative path, as paths from the checkout's root. */
export function localImages(markdownFiles: string[], root = ROOT): string[] {
  const found = new Set<string>();
  for (const file of markdownFiles) {
    if (!existsSync(join(root, file))) continue;
    for (const m of readFileSync(join(root, file), 'utf8').matchAll(/!\[[^\]\n]*\]\(([^)\s]+)\)/g)) {
      const target = m[1]!;
      if (/^[a-z][\w+.-]*:/i.test(target) || !/\.(png|svg|gif|jpe?g)$/i.test(target)) continue;
      found.add(posix.normalize(posix.join(posix.dirname(file), target)));
    }
  }
  return [...found].sort();
}

/** What vsce renames inside the package: README and CHANGELOG to lower case, a LICENSE without extension to .txt. */
const PACKAGED_NAMES: Record<string, string> = {
  'README.md': 'readme.md',
  'CHANGELOG.md': 'changelog.md',
  LICENSE: 'LICENSE.txt',
};

/** Points Markdown links at those files by the names they have inside the package, so the links still work there. */
export function linksToPackagedNames(markdown: string): string {
  return markdown.replace(
    /\]\(((?:\.\.\/)*)(README\.md|CHANGELOG\.md|LICENSE)(#[^)\s]*)?\)/g,
    (_, up: string, name: string, anchor = '') => `](${up}${PACKAGED_NAMES[name]}${anchor})`,
  );
}

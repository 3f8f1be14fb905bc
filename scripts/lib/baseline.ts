// The package as it was at an earlier commit, for the bench's side-by-side figures: a temporary clone of
// this repository at that commit (sharing this checkout's node_modules), packaged with its own scripts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');

export interface PackagedAt {
  /** The commit, abbreviated. */
  rev: string;
  vsix: string;
  vsixBytes: number;
  /** Extension host bundles in the package (extension/dist/*.js) by file name, in bytes. */
  chunks: Record<string, number>;
  remove(): void;
}

/** Sizes of extension/dist/*.js inside a .vsix (a zip), read with Python's zipfile (no unzip needed). */
export function chunksInVsix(vsix: string): Record<string, number> {
  const script =
    'import sys, zipfile, json\nz = zipfile.ZipFile(sys.argv[1])\nprint(json.dumps({i.filename[len("extension/dist/"):]: i.file_size for i in z.infolist() if i.filename.startswith("extension/dist/") and i.filename.endswith(".js") and "/" not in i.filename[len("extension/dist/"):]}))';
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, vsix], { encoding: 'utf8' })) as Record<
    string,
    number
  >;
}

/**
 * Whether a file of a .vsix holds `text` (false when there is no such file): what a package can do, read
 * from what it ships, so that a step can leave out what an earlier commit's package does not have yet.
 */
export function vsixFileHas(vsix: string, file: string, text: string): boolean {
  const script =
    'import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nnames = set(z.namelist())\nprint(sys.argv[2] in names and sys.argv[3].encode() in z.read(sys.argv[2]))';
  return execFileSync('/usr/bin/python3', ['-c', script, vsix, file, text], { encoding: 'utf8' }).trim() === 'True';
}

export function packageAt(rev: string): PackagedAt {
  const dir = mkdtempSync(join(tmpdir(), 'scriptorium-baseline-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    execFileSync('git', ['clone', '--quiet', '--no-checkout', ROOT, dir], { stdio: 'pipe' });
    execFileSync('git', ['-C', dir, 'checkout', '--quiet', rev], { stdio: 'pipe' });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/package.ts'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const out = join(dir, 'out');
    const vsix = join(
      out,
      readdirSync(out).find((f) => f.endsWith('.vsix'))!,
    );
    const short = execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    return { rev: short, vsix, vsixBytes: statSync(vsix).size, chunks: chunksInVsix(vsix), remove };
  } catch (e) {
    remove();
    throw e;
  }
}

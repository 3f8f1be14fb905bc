// What loading the activation bundle costs in plain Node, away from code-server's noise: a fresh Node
// process per sample requires dist/extension.js (with a stand-in for the `vscode` module, whose calls at
// load time — vscode.l10n.t for a few labels — it absorbs) and reports how long require() took. This is
// VS Code's "code loading" part of activation, measured alone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Node code that makes require('vscode') return a stand-in absorbing whatever a bundle calls at load time. */
export const VSCODE_STAND_IN = `
const Module = require('node:module');
const any = new Proxy(function () {}, { get: (_t, k) => (k === Symbol.toPrimitive ? () => '' : any), apply: () => any, construct: () => any });
// A plain object with the API's namespaces: bundles copy the module's own keys (esbuild's __toESM).
const vscode = Object.fromEntries(['l10n', 'window', 'workspace', 'commands', 'languages', 'env', 'Uri', 'EventEmitter', 'Disposable', 'TreeItem', 'ThemeIcon', 'TreeItemCollapsibleState', 'ViewColumn', 'ProgressLocation', 'StatusBarAlignment', 'ConfigurationTarget', 'DiagnosticSeverity', 'CodeActionKind', 'Range', 'Position', 'Diagnostic', 'CodeAction', 'Hover', 'MarkdownString', 'WorkspaceEdit'].map((k) => [k, any]));
const load = Module._load;
Module._load = function (request, ...rest) { return request === 'vscode' ? vscode : load.call(this, request, ...rest); };`;

const PROBE = `${VSCODE_STAND_IN}
const started = performance.now();
require(process.argv[2]);
console.log(performance.now() - started);`;

/** Writes the extension host bundles of a .vsix into a temporary folder; returns the folder (dist/). */
export function extractBundles(vsix: string): { dist: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'scriptorium-bundles-'));
  const script =
    'import sys, zipfile, os\nz = zipfile.ZipFile(sys.argv[1])\nfor i in z.infolist():\n  n = i.filename\n  if n.startswith("extension/dist/") and n.endswith(".js") and "/" not in n[len("extension/dist/"):]:\n    open(os.path.join(sys.argv[2], n[len("extension/dist/"):]), "wb").write(z.read(n))';
  execFileSync('/usr/bin/python3', ['-c', script, vsix, dir]);
  return { dist: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Milliseconds one fresh Node process (`node`, e.g. the Node 24 code-server runs on) takes to require `file`. */
export function requireMs(node: string, file: string): number {
  const probe = join(tmpdir(), `scriptorium-require-probe-${process.pid}.js`);
  writeFileSync(probe, PROBE);
  try {
    return Number(execFileSync(node, [probe, file], { encoding: 'utf8' }).trim());
  } finally {
    rmSync(probe, { force: true });
  }
}

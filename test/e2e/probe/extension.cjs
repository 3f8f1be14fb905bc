// A test-only extension the smoke suite installs beside Scriptorium (test/e2e/helpers/probe.ts): over the
// Unix socket SCRIPTORIUM_E2E_PROBE_SOCKET names, it answers what VS Code's command registry holds
// (vscode.commands.getCommands: every command registered in the workbench, by any extension host or the
// workbench itself), the VS Code version and the Node the extension host runs on. Asked, never timed.
const { createServer } = require('node:http');
const { renameSync, rmSync } = require('node:fs');
const vscode = require('vscode');

async function state() {
  const scriptorium = vscode.extensions.getExtension('scriptorium-team.scriptorium');
  return {
    vscode: vscode.version,
    node: process.version,
    scriptoriumActive: scriptorium?.isActive ?? false,
    commands: (await vscode.commands.getCommands(true)).filter((id) => id.startsWith('scriptorium.')).sort(),
  };
}

function activate(context) {
  const socket = process.env.SCRIPTORIUM_E2E_PROBE_SOCKET;
  if (!socket) return;
  const server = createServer((_req, res) => {
    state().then(
      (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      (e) => res.writeHead(500).end(String(e)),
    );
  });
  // Bound under another name and renamed once listening: the socket's name appearing means it answers.
  rmSync(`${socket}.binding`, { force: true });
  server.listen(`${socket}.binding`, () => renameSync(`${socket}.binding`, socket));
  context.subscriptions.push({ dispose: () => server.close() });
}

module.exports = { activate };

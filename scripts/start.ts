// `npm start`: builds Scriptorium, starts the sandbox with sample data and real VS Code (code-server)
// with the extension installed, settings pointing at the sandbox and the demo credentials stored, then
// prints the address to open. Ctrl-C stops everything.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startSandbox } from '../sandbox/server';
import { startCodeServer } from './lib/codeServer';
import { preferredPort } from './lib/processes';
import { ensureE2eEnv } from './lib/setup';

const ROOT = resolve(__dirname, '..');

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'sandbox-port': { type: 'string' },
      size: { type: 'string' },
      hostile: { type: 'boolean' },
    },
  });
  const env = ensureE2eEnv();
  execFileSync(process.execPath, [join(ROOT, 'esbuild.mjs')], { cwd: ROOT, stdio: 'inherit' });
  // The plain demo is sample data only; --hostile adds the security suite's payloads and the hostile-server mode.
  const hostile = values.hostile === true;
  const sandbox = await startSandbox({
    port: values['sandbox-port'] ? Number(values['sandbox-port']) : 0,
    size: values.size === 'large' ? 'large' : 'small',
    payloadData: hostile,
    ...(hostile ? { hostile: { seed: 1 } } : {}),
  });
  const vscode = await startCodeServer({
    env,
    port: values.port ? Number(values.port) : await preferredPort(8080),
    workspaceFixture: join(ROOT, 'test', 'e2e', 'fixtures', 'workspace'),
    settings: {
      'scriptorium.localization.serverUrl': sandbox.weblateUrl,
      'scriptorium.worldbuilding.apiBaseUrl': sandbox.boromirUrl,
      // The sandbox's OpenAI-compatible engine, on: the unit panel shows machine suggestions without an
      // account (the consent question still comes before the first string is sent).
      'scriptorium.localization.suggestions.openai.enabled': true,
      'scriptorium.localization.suggestions.openai.url': `${sandbox.origin}/mt/openai/v1/`,
      'scriptorium.localization.suggestions.openai.model': 'sandbox-model',
    },
    credentials: {
      weblate: { origin: sandbox.origin, token: sandbox.credentials.weblate.adminToken },
      worldAnvil: { origin: sandbox.origin, ...sandbox.credentials.worldAnvil },
      suggestions: [{ provider: 'openai', origin: sandbox.origin, key: sandbox.credentials.machineTranslation.openai }],
    },
  }).catch(async (e: unknown) => {
    await sandbox.close();
    throw e;
  });
  console.log(`
Scriptorium is running in VS Code (code-server):

    Open  ${vscode.url}?folder=${encodeURIComponent(vscode.workspace)}

  Sandbox server (plays Weblate and World Anvil): ${sandbox.origin}
    Weblate API      ${sandbox.origin}/api/
    World Anvil API  ${sandbox.boromirUrl} (Boromir; Aragorn at ${sandbox.worldAnvilUrl})
    Machine translation  ${sandbox.origin}/mt/ (DeepL, LibreTranslate, OpenAI-compatible; the last one is on)
  The demo credentials are already in VS Code's secret storage.
  Press Ctrl-C to stop.
`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await vscode.stop();
    await sandbox.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((e: unknown) => {
  console.error(`npm start failed: ${(e as Error).message}`);
  process.exit(1);
});

// Starts real VS Code (code-server) with Scriptorium installed, settings pointing at the sandbox, and the
// demo credentials handed over through a private file (never settings). Installed either from a .vsix
// through code-server's own `--install-extension` (the end-to-end tier: what ships is what is tested) or,
// for `npm start`, by laying this checkout's development build out as an installed extension (faster).
import { execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cleanEnv } from './cleanEnv.cjs';
import { freePort, killGroup, spawnGroup, waitForHttp } from './processes';
import type { E2eEnv } from './setup';

const ROOT = resolve(__dirname, '..', '..');

export interface DemoCredentials {
  weblate?: { origin: string; token: string };
  worldAnvil?: { origin: string; applicationKey: string; authToken: string };
  /** Machine-translation keys (#46): the sandbox's engines. */
  suggestions?: { provider: string; origin: string; key: string }[];
}

export interface CodeServerOptions {
  env: E2eEnv;
  /** Folder copied into a temporary workspace that VS Code opens. */
  workspaceFixture: string;
  settings: Record<string, unknown>;
  credentials?: DemoCredentials;
  port?: number;
  /** Where code-server's output goes (a file path), default: discarded. */
  logFile?: string;
  /** A packaged .vsix to install with `--install-extension`; without it, the checkout's dist/ is copied in. */
  vsix?: string;
  /** More packages installed after `vsix` the same way (the smoke suite's probe, test/e2e/probe). */
  extraVsix?: string[];
  /** Install nothing (the bench installs the .vsix into the running window, see measureActivation). */
  noExtension?: boolean;
  /** Extra environment of code-server and so of the extension host (e.g. NODE_EXTRA_CA_CERTS). */
  extraEnv?: Record<string, string>;
  /** More code-server arguments (the bench: `--vscode-option inspect-extensions=PORT`). */
  extraArgs?: string[];
  /** VS Code's display language (default English); see displayLanguageArgs. */
  displayLanguage?: { id: string; label: string };
}

export interface RunningCodeServer {
  url: string;
  workspace: string;
  userDataDir: string;
  extensionsDir: string;
  root: string;
  /** The .vsix the extension was installed from (undefined: the checkout's development build). */
  vsix?: string;
  /** code-server's process id, also its process group's (the extension host runs inside that group). */
  pid: number;
  stop(): Promise<void>;
}

export function extensionFolderName(): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    publisher: string;
    name: string;
    version: string;
  };
  return `${pkg.publisher}.${pkg.name}-${pkg.version}`;
}

/** Installs a .vsix the way a user would, with code-server's own command line. */
export function installVsix(env: E2eEnv, vsix: string, extensionsDir: string, userDataDir?: string): void {
  const dataDir = userDataDir ? ['--user-data-dir', userDataDir] : [];
  execFileSync(env.node, [env.codeServer, '--install-extension', vsix, '--extensions-dir', extensionsDir, ...dataDir], {
    stdio: 'pipe',
    timeout: 120_000,
  });
}

/** `publisher.name@version` of every extension in `extensionsDir`, as code-server lists them. */
export function listExtensions(env: E2eEnv, extensionsDir: string, userDataDir?: string): string[] {
  const dataDir = userDataDir ? ['--user-data-dir', userDataDir] : [];
  const out = execFileSync(
    env.node,
    [env.codeServer, '--list-extensions', '--show-versions', '--extensions-dir', extensionsDir, ...dataDir],
    { encoding: 'utf8', timeout: 120_000 },
  );
  return out
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^[\w-]+\.[\w-]+@/.test(l));
}

/** Lays the built extension out the way an installed one looks. */
function installExtension(extensionsDir: string): void {
  const target = join(extensionsDir, extensionFolderName());
  mkdirSync(target, { recursive: true });
  // The manifest's texts (package.nls*.json) and the code's translations (l10n/) ship beside it.
  const nls = readdirSync(ROOT).filter((f) => /^package\.nls(\.[\w-]+)?\.json$/.test(f));
  for (const entry of ['package.json', ...nls, 'l10n', 'dist', 'media', 'README.md']) {
    cpSync(join(ROOT, entry), join(target, entry), { recursive: true });
  }
}

/**
 * `--locale <id>` alone leaves code-server English: it resolves the display language (and so the
 * extension host's vscode.env.language, the l10n bundle and package.nls.<id>.json it loads) only to a
 * language with a language pack listed in <user-data>/languagepacks.json. Microsoft's packs come from the
 * marketplace, which this machine cannot reach, so the pack is declared here with no core translations:
 * VS Code's own texts stay English, and every translated text on screen is an extension's. (code-server
 * 4.139's `--install-extension` of a pack made with vsce did not write languagepacks.json.)
 */
function displayLanguageArgs(root: string, userDataDir: string, language: { id: string; label: string }): string[] {
  const translations = join(root, 'language-pack', 'main.i18n.json');
  mkdirSync(join(root, 'language-pack'), { recursive: true });
  writeFileSync(translations, JSON.stringify({ version: '1.0.0', contents: {} }));
  const pack = {
    hash: `scriptorium-e2e-${language.id}`,
    extensions: [{ extensionIdentifier: { id: `scriptorium-e2e.language-pack-${language.id}` }, version: '1.0.0' }],
    translations: { vscode: translations },
    label: language.label,
  };
  writeFileSync(join(userDataDir, 'languagepacks.json'), JSON.stringify({ [language.id]: pack }));
  return ['--locale', language.id];
}

const CLEAN_WORKBENCH = {
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'chat.disableAIFeatures': true,
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'security.workspace.trust.enabled': false,
  'git.enabled': false,
  'window.restoreWindows': 'none',
};

export async function startCodeServer(opts: CodeServerOptions): Promise<RunningCodeServer> {
  const root = mkdtempSync(join(tmpdir(), 'scriptorium-vscode-'));
  const userDataDir = join(root, 'user-data');
  const extensionsDir = join(root, 'extensions');
  const workspace = join(root, 'workspace');
  mkdirSync(join(userDataDir, 'User'), { recursive: true });
  writeFileSync(
    join(userDataDir, 'User', 'settings.json'),
    JSON.stringify({ ...CLEAN_WORKBENCH, ...opts.settings }, null, 2),
  );
  const languageArgs = opts.displayLanguage ? displayLanguageArgs(root, userDataDir, opts.displayLanguage) : [];
  if (opts.noExtension) mkdirSync(extensionsDir, { recursive: true });
  else if (opts.vsix) installVsix(opts.env, opts.vsix, extensionsDir, userDataDir);
  else installExtension(extensionsDir);
  for (const extra of opts.extraVsix ?? []) installVsix(opts.env, extra, extensionsDir, userDataDir);
  cpSync(opts.workspaceFixture, workspace, { recursive: true });

  // VS Code and its extension host get none of the variables an outer `npm start`/`npm test` exported.
  const env: NodeJS.ProcessEnv = { ...cleanEnv(process.env), ...opts.extraEnv };
  if (opts.credentials) {
    // Handed to the extension host through a 0600 file it imports into SecretStorage, then deleted at stop.
    const file = join(root, 'demo-credentials.json');
    writeFileSync(file, JSON.stringify(opts.credentials), { mode: 0o600 });
    chmodSync(file, 0o600);
    env.SCRIPTORIUM_DEMO_CREDENTIALS = file;
  }
  const port = opts.port ?? (await freePort());
  const args = [
    // Where the extension host's inspector listens when SIGUSR1 opens it (extensionHostInspector.ts): port
    // 0, a free one the system picks, not Node's 9229, which another VS Code of a parallel run (the e2e
    // tier beside the bench) may hold (#48). code-server forks its server with these options, and the server
    // the extension host with them too (it drops only --inspect=…/--inspect-brk=…; NODE_OPTIONS it drops).
    '--inspect-port=0',
    opts.env.codeServer,
    '--auth',
    'none',
    '--bind-addr',
    `127.0.0.1:${port}`,
    '--extensions-dir',
    extensionsDir,
    '--user-data-dir',
    userDataDir,
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-workspace-trust',
    '--disable-getting-started-override',
    ...languageArgs,
    ...(opts.extraArgs ?? []),
    workspace,
  ];
  const { openSync } = await import('node:fs');
  const out = opts.logFile ? openSync(opts.logFile, 'a') : 'ignore';
  const child: ChildProcess = spawnGroup(opts.env.node, args, { env, stdio: ['ignore', out, out] });
  const url = `http://127.0.0.1:${port}/`;
  const stop = async () => {
    await killGroup(child);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}healthz`, 60_000, child);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, workspace, userDataDir, extensionsDir, root, vsix: opts.vsix, pid: child.pid!, stop };
}

// Starts a real Weblate (a release of releases.ts, installed by its setup script) on loopback for the
// conformance suite: its own PostgreSQL cluster and data directory in a temporary folder (inside the
// release's root when it runs in a chroot), `weblate runserver` on a free port. The first start migrates and provisions (minutes) and keeps the stopped cluster and data
// directory as a template in the cache; later starts copy the template (seconds). stop() ends both
// process groups and removes the temporary folder, also after a failed start.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, killGroup, spawnGroup, waitForHttp } from '../lib/processes';
import { LEDGER_SOURCES, writeLedgerRepo } from './ledgerRepo';
import { isInstalled, type WeblateRelease } from './releases';

/** Known tokens (Weblate's own wlu_ form); they open only this throwaway server. */
export const REAL_TOKENS = {
  admin: 'wlu_conformanceAdmin00000000000000000000',
  translator: 'wlu_conformanceTranslator000000000000000',
  /** Member of the Guests team only: may suggest, may not edit (the suggestion checks). */
  suggester: 'wlu_conformanceSuggester0000000000000000',
};

export interface RealWeblate {
  release: WeblateRelease;
  /** http://127.0.0.1:PORT/ */
  url: string;
  tokens: typeof REAL_TOKENS;
  /** Whether this start built the template (cold) or copied it (warm), and how long it took. */
  coldStart: boolean;
  startMs: number;
  /**
   * Runs Python in the server's own Django environment (`weblate shell -c`) and returns what it printed:
   * a check can ask Weblate's own functions for the answer its API does not give (glossary matches).
   */
  shell(code: string): string;
  stop(): Promise<void>;
}

const here = __dirname;
const PROVISIONING = ['make-repo.sh', 'provision.py', 'provision_ledger.py', 'scriptorium_settings.py'];
const log = (msg: string) => process.stderr.write(`[weblate] ${msg}\n`);

/** Bumped when this file changes how the template is built. */
const TEMPLATE_REVISION = 3;

/** Changes to the provisioning inputs make a new template. */
function templateKey(r: WeblateRelease): string {
  const h = createHash('sha256');
  for (const f of PROVISIONING) h.update(readFileSync(join(here, f)));
  for (const f of LEDGER_SOURCES) h.update(readFileSync(f));
  h.update(`${r.version}/${TEMPLATE_REVISION}`);
  return h.digest('hex').slice(0, 12);
}

/** Where templates and running copies live: paths Weblate must see, so inside the release's root. */
function workArea(r: WeblateRelease): string {
  return r.root ? join(r.root, 'srv') : r.home;
}

/** The settings and provisioning script, where the release's Python can import them. */
function settingsDir(r: WeblateRelease): string {
  if (!r.root) return here;
  const dir = join(r.root, 'opt', 'scriptorium');
  mkdirSync(dir, { recursive: true });
  for (const f of PROVISIONING) copyFileSync(join(here, f), join(dir, f));
  return dir;
}

function pgBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error(`PostgreSQL's ${name} not found under ${root}: run scripts/setup-weblate.sh`);
  return join(root, versions[0]!, 'bin', name);
}

/** PostgreSQL refuses to run as root: run its commands as the postgres user then. */
function asPg(cmd: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

function run(cmd: string, args: string[], env?: NodeJS.ProcessEnv, logFile?: string): void {
  try {
    execFileSync(cmd, args, {
      env: env ?? process.env,
      stdio: ['ignore', logFile ? openSync(logFile, 'a') : 'ignore', logFile ? openSync(logFile, 'a') : 'pipe'],
      maxBuffer: 64 << 20,
    });
  } catch (e) {
    const tail =
      logFile && existsSync(logFile)
        ? readFileSync(logFile, 'utf8').slice(-4000)
        : String((e as { stderr?: Buffer }).stderr ?? '');
    throw new Error(`${cmd} ${args.slice(0, 4).join(' ')} failed:\n${tail}`);
  }
}

interface Dirs {
  root: string;
  /** Where `data` lives: `root`, or a folder inside the release's chroot. */
  weblateRoot: string;
  pgdata: string;
  data: string;
  logs: string;
}

function pgStart(d: Dirs, port: number): void {
  const [c, a] = asPg(pgBin('pg_ctl'), [
    '-D',
    d.pgdata,
    '-l',
    join(d.logs, 'postgres.log'),
    '-w',
    '-t',
    '120',
    // A throwaway cluster: durability settings off make migrations several times faster.
    '-o',
    `-p ${port} -k ${d.logs} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off`,
    'start',
  ]);
  try {
    run(c, a);
  } catch (e) {
    const pgLog = join(d.logs, 'postgres.log');
    throw new Error(`${(e as Error).message}\n${existsSync(pgLog) ? readFileSync(pgLog, 'utf8').slice(-3000) : ''}`);
  }
}

function pgStop(d: Dirs): void {
  if (!existsSync(join(d.pgdata, 'postmaster.pid'))) return;
  const [c, a] = asPg(pgBin('pg_ctl'), ['-D', d.pgdata, '-m', 'fast', '-w', 'stop']);
  try {
    run(c, a);
  } catch (e) {
    log(`stopping PostgreSQL: ${(e as Error).message}`);
  }
}

function djangoEnv(r: WeblateRelease, d: Dirs, pgPort: number, site = '127.0.0.1'): NodeJS.ProcessEnv {
  // Inside a chroot this machine's PATH and tool settings point at nothing: give it the basics only.
  const base = r.root ? { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: '/root', LANG: 'C.UTF-8' } : process.env;
  return {
    ...base,
    // Weblate writes absolute links from SITE_DOMAIN, not from the request's Host.
    SCRIPTORIUM_WL_SITE: site,
    DJANGO_SETTINGS_MODULE: 'scriptorium_settings',
    PYTHONPATH: r.inside(settingsDir(r)),
    SCRIPTORIUM_WL_DATA: r.inside(d.data),
    SCRIPTORIUM_WL_PGHOST: '127.0.0.1',
    SCRIPTORIUM_WL_PGPORT: String(pgPort),
    SCRIPTORIUM_WL_ADMIN_TOKEN: REAL_TOKENS.admin,
    SCRIPTORIUM_WL_TRANSLATOR_TOKEN: REAL_TOKENS.translator,
    SCRIPTORIUM_WL_SUGGESTER_TOKEN: REAL_TOKENS.suggester,
  };
}

function removeDirs(d: Dirs): void {
  rmSync(d.root, { recursive: true, force: true });
  rmSync(d.weblateRoot, { recursive: true, force: true });
}

function newDirs(r: WeblateRelease): Dirs {
  const root = mkdtempSync(join(tmpdir(), 'scriptorium-weblate-'));
  chmodSync(root, 0o755); // the postgres user must reach its data directory and socket
  // Weblate's own files must be where it can see them: inside its root when it runs chrooted (the cluster
  // stays here: the cache may sit in a home folder the postgres user cannot enter).
  const weblateRoot = r.root ? mkdtempSync(join(r.root, 'tmp', 'scriptorium-weblate-')) : root;
  const d = {
    root,
    weblateRoot,
    pgdata: join(root, 'pgdata'),
    data: join(weblateRoot, 'data'),
    logs: join(root, 'logs'),
  };
  mkdirSync(d.logs);
  chmodSync(d.logs, 0o777); // also the socket directory: writable by the postgres user
  return d;
}

/**
 * initdb, migrate, provision; leaves the stopped cluster and data directory in `template`. Built in a
 * folder of this process's own and renamed at the end, so two runs starting cold at once do not collide
 * (the second rename loses and its copy is dropped).
 */
async function buildTemplate(r: WeblateRelease, template: string): Promise<void> {
  log(`building the Weblate ${r.version} template (first run: migrations take a minute or two)`);
  const d = newDirs(r);
  const staging = `${template}.tmp-${process.pid}`;
  // The files provision.py copies into the components' local repositories (kept in the data directory).
  const origin = join(d.weblateRoot, 'origin');
  // The Ledger project's files (#43 item 8), from the sandbox's generated data: the same strings on both.
  const ledger = join(d.weblateRoot, 'ledger');
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    run('bash', [join(here, 'make-repo.sh'), origin]);
    writeLedgerRepo(ledger);
    mkdirSync(d.pgdata);
    if (process.getuid?.() === 0) run('chown', ['-R', 'postgres:postgres', d.pgdata]);
    const [ic, ia] = asPg(pgBin('initdb'), [
      '-D',
      d.pgdata,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    run(ic, ia, undefined, join(d.logs, 'initdb.log'));
    const port = await freePort();
    pgStart(d, port);
    try {
      run(pgBin('psql'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-v',
        'ON_ERROR_STOP=1',
        '-c',
        'CREATE ROLE weblate SUPERUSER LOGIN',
        '-c',
        'CREATE DATABASE weblate OWNER weblate',
      ]);
      const env = {
        ...djangoEnv(r, d, port),
        SCRIPTORIUM_WL_ORIGIN: r.inside(origin),
        SCRIPTORIUM_WL_LEDGER: r.inside(ledger),
      };
      mkdirSync(d.data);
      const migrateStart = Date.now();
      run(...r.command('weblate', ['migrate', '--noinput', '--skip-checks']), env, join(d.logs, 'migrate.log'));
      const provisionStart = Date.now();
      run(...r.command('python', [join(r.inside(settingsDir(r)), 'provision.py')]), env, join(d.logs, 'provision.log'));
      const s = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
      log(
        `Weblate ${r.version}: migrations ${s(provisionStart - migrateStart)}, provisioning ${s(Date.now() - provisionStart)}`,
      );
    } finally {
      pgStop(d);
    }
    // cp -a keeps the postgres owner and the 0700 mode the cluster insists on.
    run('cp', ['-a', d.pgdata, join(staging, 'pgdata')]);
    run('cp', ['-a', d.data, join(staging, 'data')]);
    writeFileSync(join(staging, 'ready'), new Date().toISOString());
    try {
      renameSync(staging, template);
    } catch (e) {
      if (!existsSync(join(template, 'ready'))) throw e; // else another run finished first: use its template
    }
  } finally {
    removeDirs(d);
    rmSync(staging, { recursive: true, force: true });
  }
}

export async function startWeblate(r: WeblateRelease): Promise<RealWeblate> {
  const started = Date.now();
  if (!isInstalled(r)) {
    throw new Error(`Weblate ${r.version} is not installed: run bash ${r.setupScript} (npm run test:conformance does)`);
  }
  const area = workArea(r);
  mkdirSync(area, { recursive: true });
  const template = join(area, `template-${templateKey(r)}`);
  const coldStart = !existsSync(join(template, 'ready'));
  if (coldStart) {
    await buildTemplate(r, template);
    // Templates of earlier provisioning inputs are never used again.
    for (const name of readdirSync(area)) {
      const path = join(area, name);
      if (name.startsWith('template-') && !path.startsWith(template) && !/\.tmp-\d+$/.test(name))
        rmSync(path, { recursive: true, force: true });
    }
  }

  const d = newDirs(r);
  let server: ChildProcess | undefined;
  let pgRunning = false;
  const stop = async () => {
    await killGroup(server, 5000);
    if (pgRunning) pgStop(d);
    removeDirs(d);
  };
  try {
    // cp -a keeps the postgres owner and modes the cluster insists on (0700).
    run('cp', ['-a', join(template, 'pgdata'), d.pgdata]);
    run('cp', ['-a', join(template, 'data'), d.data]);
    const pgPort = await freePort();
    pgStart(d, pgPort);
    pgRunning = true;
    const port = await freePort();
    const out = openSync(join(d.logs, 'runserver.log'), 'a');
    server = spawnGroup(...r.command('weblate', ['runserver', `127.0.0.1:${port}`, '--noreload', '--skip-checks']), {
      env: djangoEnv(r, d, pgPort, `127.0.0.1:${port}`),
      stdio: ['ignore', out, out],
    });
    const url = `http://127.0.0.1:${port}/`;
    try {
      await waitForHttp(`${url}api/`, 120_000, server);
    } catch (e) {
      throw new Error(`${(e as Error).message}\n${readFileSync(join(d.logs, 'runserver.log'), 'utf8').slice(-4000)}`);
    }
    const shell = (code: string) => {
      const [cmd, args] = r.command('weblate', ['shell', '--no-startup', '-c', code]);
      return execFileSync(cmd, args, {
        env: djangoEnv(r, d, pgPort, `127.0.0.1:${port}`),
        encoding: 'utf8',
        maxBuffer: 64 << 20,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    };
    return { release: r, url, tokens: REAL_TOKENS, coldStart, startMs: Date.now() - started, shell, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

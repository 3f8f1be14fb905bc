// `npm start`, tested as a person uses it: the real npm script in its own process group (a terminal's
// foreground job), from the cache this run set up; the printed address opened in Chromium shows the
// VS Code workbench with the Scriptorium sidebar connected to the sandbox; Ctrl-C (SIGINT to the whole
// group, as a terminal sends it) stops everything — code-server's children included.
import { strict as assert } from 'node:assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { cleanEnv } from '../../scripts/lib/cleanEnv.cjs';
import { readE2eEnv } from '../../scripts/lib/setup';
import { launchChromium } from '../e2e/helpers/browser';
import { expandView, openContainer, treeRow, viewPane, waitForWorkbench } from '../e2e/helpers/workbench';
import { descendants, processes, type Proc } from './procfs';

const ROOT = resolve(__dirname, '..', '..');
const ADDRESS = /Open\s+(http:\/\/127\.0\.0\.1:(\d+)\/\?folder=(\S+))/;

describe('npm start', function () {
  let child: ChildProcess | undefined;
  let output = '';
  let seen: Proc[] = [];
  let browser: Browser | undefined;
  let address: RegExpExecArray | undefined;

  const tail = () => output.split('\n').slice(-30).join('\n');
  /** Every process group `npm start` made: npm's own and code-server's (which start.ts detaches). */
  const groups = () => new Set(seen.map((p) => p.pgid));

  after(async () => {
    await browser?.close().catch(() => undefined);
    // Only when the test failed midway: leave nothing behind for the next stage.
    for (const pgid of groups()) {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });

  it('prints the address of VS Code within minutes', async () => {
    child = spawn('npm', ['start'], {
      cwd: ROOT,
      env: cleanEnv(process.env),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (b: Buffer) => (output += b.toString('utf8'));
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    address = await new Promise<RegExpExecArray>((done, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`npm start printed no address within 5 minutes:\n${tail()}`)),
        300_000,
      );
      const check = () => {
        const m = ADDRESS.exec(output);
        if (m) {
          clearTimeout(timer);
          done(m);
        }
      };
      child!.stdout!.on('data', check);
      child!.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`npm start exited (code ${code}) before printing an address:\n${tail()}`));
      });
    });
    seen = descendants(child.pid!);
    assert.ok(
      seen.some((p) => p.cmdline.includes('code-server')),
      `code-server runs under npm start (saw: ${seen.map((p) => p.cmdline.slice(0, 80)).join(' | ')})`,
    );
  });

  it('shows the VS Code workbench with the Scriptorium sidebar, connected to the sandbox', async function () {
    if (!address) this.skip();
    browser = await launchChromium(readE2eEnv().chromium);
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const res = await page.goto(address![1]!);
    assert.equal(res?.status(), 200);
    await waitForWorkbench(page);
    await openContainer(page, 'Scriptorium');
    // The demo credentials reached secret storage: the private project needs the admin token.
    const localization = await expandView(page, 'Localization');
    await treeRow(localization, /^Internal Tools/).waitFor({ timeout: 60_000 });
    await treeRow(await expandView(page, 'Worldbuilding'), /^sandbox-writer/).waitFor({ timeout: 60_000 });
    await viewPane(page, 'Worldbuilding').waitFor();
    const shots = join(ROOT, 'test-results', 'screenshots');
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, 'npm-start.png') });
    await browser.close();
    browser = undefined;
  });

  it('stops on Ctrl-C and leaves no process behind', async function () {
    if (!address || !child) this.skip();
    const [, , port, folder] = address!;
    const vscodeRoot = dirname(decodeURIComponent(folder!));
    seen = [...seen, ...descendants(child!.pid!).filter((p) => !seen.some((s) => s.pid === p.pid))];
    const exited = new Promise<void>((done) => (child!.exitCode !== null ? done() : child!.once('exit', () => done())));
    process.kill(-child!.pid!, 'SIGINT');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise(
      (_, fail) =>
        (timer = setTimeout(() => fail(new Error(`npm start did not exit within 60 s of Ctrl-C:\n${tail()}`)), 60_000)),
    );
    await Promise.race([exited, late]).finally(() => clearTimeout(timer));
    assert.match(output, /Stopping/, 'npm start said it was stopping');

    // Its children may take a moment after npm itself has gone; then nothing of the run may be left.
    const leftovers = () => {
      const pgids = groups();
      const pids = new Set(seen.map((p) => p.pid));
      return processes().filter(
        (p) =>
          pgids.has(p.pgid) ||
          pids.has(p.pid) ||
          p.cmdline.includes(vscodeRoot) ||
          p.cmdline.includes(`127.0.0.1:${port}`),
      );
    };
    const deadline = Date.now() + 15_000;
    while (leftovers().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    assert.deepEqual(
      leftovers().map((p) => `${p.pid} ${p.cmdline.slice(0, 120)}`),
      [],
      'no process of npm start is left',
    );
    assert.ok(!existsSync(vscodeRoot), `its temporary folder ${vscodeRoot} is removed`);
    await assert.rejects(fetch(`http://127.0.0.1:${port}/healthz`), 'nothing answers on its port any more');
  });
});

// Networks in real VS Code: the whole run already talks https to the sandbox, its private authority
// trusted through NODE_EXTRA_CA_CERTS as a user would; here a server whose authority nobody trusts gives
// the readable message, and browsing and editing go through a real proxy (Debian's tinyproxy) set in
// http.proxy, without and with Basic proxy authentication, then around it (http.noProxy) and without it
// (http.proxySupport: off) — each change without a reload. The proxy's own log is the evidence: CONNECT
// lines to the sandbox, and never a token (the leak scan reads those logs too).
import { strict as assert } from 'node:assert';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startTinyproxy, type Tinyproxy } from '../../../scripts/lib/tinyproxy';
import { sandboxTls } from '../../../scripts/lib/tls';
import { startSandbox } from '../../../sandbox/server';
import { harness } from '../harness';
import { PROXY_AUTHORIZATION, PROXY_LOG_DIR, PROXY_PASSWORD, PROXY_USER, proxyLog } from '../helpers/proxyFixture';
import { changeSettings } from '../helpers/settings';
import {
  clickNotificationButton,
  hideNotificationCenter,
  logSnapshot,
  newLogLine,
  newLogLines,
  notificationText,
  recordedArticle,
  userSettings,
} from '../helpers/state';
import {
  answerInput,
  eventually,
  expandView,
  openContainer,
  openFile,
  runCommand,
  screenshot,
  treeRow,
  viewPane,
} from '../helpers/workbench';

const errorRow = (pane: ReturnType<typeof viewPane>) =>
  pane.locator('.monaco-list-row', { has: pane.page().locator('.codicon-error') }).first();

/**
 * Refreshes both trees and waits until each has fetched its list again (a new request for it in the
 * sandbox's log) and shows its rows. Rows alone could be the ones drawn before the refresh, so the
 * requests of this network setting might still be under way when the test counts the proxy's tunnels.
 */
async function browseBoth(): Promise<void> {
  const { page, sandbox } = harness();
  const fetchedAgain = async (what: string, request: RegExp, mark: number) =>
    eventually(what, () => sandbox.requestLog.slice(mark).some((l) => request.test(l)), 60_000);
  let mark = sandbox.requestLog.length;
  await runCommand(page, 'Scriptorium: Refresh');
  const localization = await expandView(page, 'Localization');
  await fetchedAgain('the projects fetched again', /^GET \/api\/projects\//, mark);
  await treeRow(localization, 'Atlas Mobile').waitFor({ timeout: 60_000 });
  mark = sandbox.requestLog.length;
  await runCommand(page, 'Scriptorium: Refresh Worlds');
  const worldbuilding = await expandView(page, 'Worldbuilding');
  await fetchedAgain('the signed-in user fetched again', /^GET \/api\/external\/boromir\/identity/, mark);
  await treeRow(worldbuilding, /^The Reedlands/).waitFor({ timeout: 60_000 });
}

/** An edit that reaches the server: one more word in the article's excerpt, pushed. */
async function pushAnEdit(word: string): Promise<void> {
  const { page, sandbox } = harness();
  // One known editor, whatever earlier scenarios left open (diff editors, previews, other groups): save
  // everything (an earlier push leaves its file dirty), close it all, then open the article file.
  await runCommand(page, 'File: Save All');
  await runCommand(page, 'View: Close All Editors');
  const recorded = () =>
    recordedArticle(readFileSync(join(harness().vscode.workspace, 'articles', 'aldmere-harbour.md'), 'utf8'));
  // (Read until it holds the id: a file read while VS Code writes it can come back empty.)
  const before = (await eventually('the article file 06 created', () => (recorded().id ? recorded() : undefined)))!;
  await openFile(page, 'aldmere-harbour.md');
  await page.locator('.monaco-editor .view-line', { hasText: 'excerpt:' }).first().click();
  await page.keyboard.press('End');
  await page.keyboard.type(` ${word}`);
  sandbox.requests.length = 0;
  const logged = logSnapshot();
  await runCommand(page, 'Scriptorium: Push Article Changes');
  // An earlier scenario changed the article on World Anvil: when asked, overwrite it (that is a PATCH too).
  // The question is a notification beside the diff (issue 31), logged as it goes out, and answered in
  // the Notification Center.
  const patched = () => sandbox.requests.some((r) => r.method === 'PATCH' && r.body.includes(word));
  const asked = () =>
    newLogLines(logged).some((l) =>
      /\[push\] .* changed on World Anvil since the file's last pull or push: diff shown, asking before overwriting$/.test(
        l,
      ),
    );
  await eventually('the PATCH with the edit, or the question before overwriting', () => patched() || asked(), 60_000);
  if (!patched()) {
    await clickNotificationButton(
      page,
      'the question before overwriting',
      /changed on World Anvil since your last pull or push/,
      'Overwrite World Anvil',
    );
    await hideNotificationCenter(page);
    await eventually('the PATCH with the edit', patched, 60_000);
  }
  // The push ends by recording the article's new change date in the front matter (an edit code-server
  // saves a second later: files.autoSave is afterDelay by default in a browser). Wait for it, so what
  // comes next (another push, Save All, Close All Editors) never meets the push half done.
  await eventually('the push recorded in the file (a new change date)', () => {
    const now = recorded();
    return now.id === before.id && now.updated !== undefined && now.updated !== before.updated;
  });
}

const tunnels = (proxy: Tinyproxy) =>
  proxy.requests().filter((r) => r === `CONNECT 127.0.0.1:${new URL(harness().sandbox.origin).port} HTTP/1.1`).length;

describe('Networks: certificates and proxies', () => {
  let open: Tinyproxy | undefined;
  let guarded: Tinyproxy | undefined;

  before(async () => {
    // This run's proxy logs only: the CONNECT counts and the leak scan read them.
    rmSync(PROXY_LOG_DIR, { recursive: true, force: true });
    mkdirSync(PROXY_LOG_DIR, { recursive: true });
    await openContainer(harness().page, 'Scriptorium');
  });
  after(async () => {
    // Back to a direct connection, and no proxy credentials left in the settings file.
    await changeSettings(
      {
        'http.proxy': undefined,
        'http.proxyAuthorization': undefined,
        'http.noProxy': undefined,
        'http.proxySupport': undefined,
      },
      /no proxy \(none\)/,
    ).catch(() => undefined);
    await open?.stop();
    await guarded?.stop();
  });

  it('runs every scenario over https with the private authority trusted (NODE_EXTRA_CA_CERTS)', () => {
    const { sandbox } = harness();
    assert.match(sandbox.origin, /^https:\/\/127\.0\.0\.1:\d+$/);
    assert.ok(sandbox.requests.length + sandbox.requestLog.length > 50, 'the earlier scenarios talked to it');
  });

  it('says a server’s certificate comes from an authority this computer does not trust, and saves nothing', async () => {
    const { page, sandbox } = harness();
    const stranger = await startSandbox({ tls: sandboxTls(harness().tls, harness().tls.untrusted) });
    try {
      // The message is read from the Notification Center (toasts come and go), whose list draws only the
      // rows in sight: cleared first, it holds this attempt's messages only.
      await runCommand(page, 'Notifications: Clear All Notifications');
      const before = logSnapshot();
      const address = userSettings()['scriptorium.localization.serverUrl'];
      await runCommand(page, 'Scriptorium: Connect to Localization Server');
      await answerInput(page, stranger.weblateUrl);
      // Answered once the token prompt shows (naming the server), as in 02: typed before that, the token
      // was lost and the prompt stayed open, empty (seen once under load).
      await page
        .locator('.quick-input-widget', { hasText: `Connect to ${stranger.origin} (2/2)` })
        .waitFor({ timeout: 30_000 });
      await answerInput(page, sandbox.credentials.weblate.adminToken);
      // Refused: the failure is logged, then said.
      await newLogLine('the failed connection', before, /\[connect\] Not connected: /, 60_000);
      const said = await notificationText(page, 'the certificate message', /does not trust/, {
        screenshot: 'certificate-untrusted',
      });
      assert.match(
        said,
        new RegExp(
          `Not connected: The certificate of 127\\.0\\.0\\.1:${new URL(stranger.origin).port} was issued by an authority this computer does not trust`,
        ),
      );
      assert.match(said, /NODE_EXTRA_CA_CERTS/);
      // #31: the connection in use stays, and the message says so.
      assert.match(said, new RegExp(`Your connection to ${sandbox.origin.replace(/[.]/g, '\\.')} was kept\\.`));
      assert.doesNotMatch(said, /fetch failed/);
      assert.equal(userSettings()['scriptorium.localization.serverUrl'], address, 'the refused address is not saved');
      assert.equal(stranger.requests.length, 0, 'no request (and no token) was sent to it');
    } finally {
      await stranger.close();
    }
    await browseBoth(); // still connected to the trusted server
  });

  it('browses and pushes an edit through a proxy set in http.proxy (CONNECT, no token in its log)', async () => {
    open = await startTinyproxy({ logFile: proxyLog('tinyproxy-open') });
    const line = await changeSettings(
      { 'http.proxy': open.url },
      new RegExp(`proxy 127\\.0\\.0\\.1:${open.port} \\(from http\\.proxy\\)`),
    );
    assert.doesNotMatch(line, /@/);
    await browseBoth();
    await pushAnEdit('Proxied.');
    assert.ok(tunnels(open) >= 2, `CONNECT lines in the proxy log:\n${open.requests().join('\n')}`);
    for (const secret of Object.values({
      ...harness().sandbox.credentials.weblate,
      ...harness().sandbox.credentials.worldAnvil,
    }))
      assert.ok(!open.log().includes(secret));
  });

  it('names the proxy when it wants credentials, then works with http.proxyAuthorization', async () => {
    const { page } = harness();
    guarded = await startTinyproxy({
      basicAuth: { user: PROXY_USER, password: PROXY_PASSWORD },
      logFile: proxyLog('tinyproxy-auth'),
    });
    await changeSettings(
      { 'http.proxy': guarded.url },
      new RegExp(`proxy 127\\.0\\.0\\.1:${guarded.port} \\(from http\\.proxy\\)`),
    );
    const pane = await expandView(page, 'Localization');
    await runCommand(page, 'Scriptorium: Refresh');
    await errorRow(pane).waitFor({ timeout: 60_000 });
    const text = (await errorRow(pane).innerText()).trim();
    assert.match(
      text,
      new RegExp(`The proxy 127\\.0\\.0\\.1:${guarded.port} wants credentials or refused the ones given \\(407\\)`),
    );
    await screenshot(page, 'proxy-wants-credentials');

    await changeSettings(
      { 'http.proxyAuthorization': PROXY_AUTHORIZATION },
      new RegExp(`proxy 127\\.0\\.0\\.1:${guarded.port}`),
    );
    await browseBoth();
    await pushAnEdit('Authenticated.');
    assert.ok(tunnels(guarded) >= 2, guarded.requests().join('\n'));
    assert.ok(!guarded.log().includes(PROXY_PASSWORD) && !guarded.log().includes(PROXY_AUTHORIZATION));
  });

  it('goes around the proxy for http.noProxy, and without it for http.proxySupport: off', async () => {
    const before = tunnels(guarded!);
    await changeSettings({ 'http.noProxy': ['127.0.0.1'] }, /, not for 127\.0\.0\.1/);
    await browseBoth();
    await changeSettings(
      { 'http.noProxy': undefined, 'http.proxySupport': 'off' },
      /no proxy \(http\.proxySupport: off\)/,
    );
    await browseBoth();
    await pushAnEdit('Direct.');
    assert.equal(tunnels(guarded!), before, 'no new tunnel through the proxy');
  });
});

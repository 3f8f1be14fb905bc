// Runs last (in each window of the run, over that window's output): the leak scan over everything this end-to-end run produced — code-server's user data (logs of
// every extension host, the Scriptorium output channel, settings, state databases), the workspace, the
// code-server log, every request the sandbox received (paths, queries, bodies) and the forward proxy's
// access logs (13-network). Zero tokens or keys, and not the proxy's password either.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { harness } from '../harness';
import { scanForSecrets } from '../helpers/leakScan';
import { PROXY_AUTHORIZATION, PROXY_LOG_DIR, PROXY_PASSWORD } from '../helpers/proxyFixture';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('Leak scan', () => {
  it('finds no token or key anywhere the run left output', () => {
    const { vscode, sandbox, codeServerLog } = harness();
    const { weblate, worldAnvil, machineTranslation } = sandbox.credentials;
    // The machine-translation engines' keys too (#46: 61-suggestions sets one through the command).
    const secrets = { ...weblate, ...worldAnvil, ...machineTranslation };
    const handover = join(vscode.root, 'demo-credentials.json');
    // The scanner must be able to see a secret: the hand-over file holds the Weblate token.
    assert.ok(scanForSecrets([handover], [], secrets, []).hits.length > 0, 'the scan finds a secret where one is');
    const roots = [vscode.userDataDir, vscode.workspace, codeServerLog, PROXY_LOG_DIR];
    const texts = [{ name: 'sandbox request log', text: sandbox.requestLog.join('\n') }];
    // The hand-over file of the demo credentials exists to carry them into SecretStorage (0600, deleted at stop).
    const result = scanForSecrets(roots, texts, secrets, [new RegExp(`^${literal(handover)}$`)]);
    // The proxy's credentials are VS Code settings by VS Code's design (13-network types them into
    // settings.json as a user would, and VS Code keeps the file's local history): everywhere else, none.
    const proxySecrets = {
      proxyPassword: PROXY_PASSWORD,
      proxyAuthorization: PROXY_AUTHORIZATION.replace(/^Basic /, ''),
    };
    const proxyResult = scanForSecrets(roots, texts, proxySecrets, [
      new RegExp(`^${literal(join(vscode.userDataDir, 'User'))}/(settings\\.json|History)(/|$)`),
    ]);
    console.log(
      `    leak scan: ${result.files} files, ${(result.bytes / 1e6).toFixed(1)} MB, ${sandbox.requestLog.length} requests, ${Object.keys(secrets).length + 2} secrets → ${result.hits.length + proxyResult.hits.length} found`,
    );
    assert.deepEqual([...result.hits, ...proxyResult.hits], []);
    assert.ok(result.files > 10 && sandbox.requestLog.length > 50, 'the scan read the run’s output');
  });
});

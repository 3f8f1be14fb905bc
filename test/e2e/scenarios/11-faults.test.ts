// Every fault class the sandbox can inject, seen from real VS Code: the view shows one readable line (no
// stack, no secret) with Retry, the extension keeps working once the fault is lifted, and the extension
// host log has no unhandled rejection.
import { strict as assert } from 'node:assert';
import type { FaultSpec } from '../../sandbox/types';
import { harness } from '../harness';
import { expandView, extensionHostLog, openContainer, runCommand, screenshot, treeRow, viewPane } from '../helpers/workbench';

const PROJECTS = '^/api/projects/$';
const WORLDS = '^/api/aragorn/user/[^/]+/worlds$';

const CASES: { name: string; fault: FaultSpec; expect: RegExp }[] = [
  { name: 'no answer within the timeout', fault: { kind: 'latency', latencyMs: 12_000, path: PROJECTS } /* beyond the 5 s the e2e run sets */, expect: /took too long to answer/ },
  { name: '429 beyond the retry budget', fault: { kind: 'rateLimit', retryAfterSeconds: 300, path: PROJECTS }, expect: /rate limiting requests; try again in 300 s/ },
  { name: '423 locked', fault: { kind: 'status', status: 423, path: PROJECTS }, expect: /423|locked/i },
  { name: '500', fault: { kind: 'status', status: 500, path: PROJECTS }, expect: /Server error 500/ },
  { name: '502', fault: { kind: 'status', status: 502, path: PROJECTS }, expect: /Server error 502/ },
  { name: '503', fault: { kind: 'status', status: 503, path: PROJECTS }, expect: /Server error 503/ },
  { name: 'connection reset', fault: { kind: 'reset', path: PROJECTS }, expect: /Cannot reach the server/ },
  { name: 'truncated JSON', fault: { kind: 'truncate', path: PROJECTS }, expect: /GET \/api\/projects\/ answered something that is not valid JSON/ },
  { name: 'a field of the wrong type', fault: { kind: 'wrongType', path: PROJECTS }, expect: /Unexpected answer from GET \/api\/projects\/: field "results\.0\.name" expected string/ },
  { name: 'an HTML error page', fault: { kind: 'html', path: PROJECTS }, expect: /502/ },
];

const STACK = /\bat [\w.<>]+ \(|\.ts:\d+:\d+|\.js:\d+:\d+/;

async function errorRowText(pane: ReturnType<typeof viewPane>): Promise<string> {
  const row = pane.locator('.monaco-list-row', { has: pane.page().locator('.codicon-error') }).first();
  await row.waitFor({ timeout: 90_000 });
  return (await row.innerText()).trim();
}

/** Starts a case from a tree that shows data, so an error row read later is this case's own. */
async function healthy(pane: ReturnType<typeof viewPane>, refresh: string, row: string | RegExp): Promise<void> {
  harness().sandbox.faults.clear();
  await runCommand(harness().page, refresh);
  await treeRow(pane, row).waitFor({ timeout: 30_000 });
  assert.equal(await pane.locator('.codicon-error').count(), 0);
}

describe('Faults, seen in the views', () => {
  afterEach(() => harness().sandbox.faults.clear());

  for (const c of CASES) {
    it(`Localization: ${c.name} → a readable line with Retry, then recovery`, async () => {
      const { page, sandbox } = harness();
      await openContainer(page, 'Scriptorium');
      const pane = await expandView(page, 'Localization');
      await healthy(pane, 'Scriptorium: Refresh', 'Atlas Mobile');
      sandbox.faults.add(c.fault);
      await runCommand(page, 'Scriptorium: Refresh');
      const text = await errorRowText(pane);
      assert.match(text, c.expect);
      assert.doesNotMatch(text, STACK);
      for (const secret of Object.values(sandbox.credentials.weblate)) assert.ok(!text.includes(secret));
      if (c.fault.kind === 'wrongType') await screenshot(page, 'fault-wrong-type-node');
      sandbox.faults.clear();
      await pane.locator('.monaco-list-row', { has: page.locator('.codicon-error') }).first().click(); // Retry
      await treeRow(pane, 'Atlas Mobile').waitFor({ timeout: 30_000 });
    });
  }

  for (const c of [
    { name: 'World Anvil 200 with success: false', fault: { kind: 'successFalse', path: WORLDS } as FaultSpec, expect: /./ },
    { name: 'World Anvil 503', fault: { kind: 'status', status: 503, path: WORLDS } as FaultSpec, expect: /Server error 503/ },
  ]) {
    it(`Worldbuilding: ${c.name} → a readable line with Retry, then recovery`, async () => {
      const { page, sandbox } = harness();
      const pane = await expandView(page, 'Worldbuilding');
      await healthy(pane, 'Scriptorium: Refresh Worlds', /^The Reedlands/);
      sandbox.faults.add(c.fault);
      await runCommand(page, 'Scriptorium: Refresh Worlds');
      const text = await errorRowText(pane);
      assert.match(text, c.expect);
      assert.doesNotMatch(text, STACK);
      for (const secret of Object.values(sandbox.credentials.worldAnvil)) assert.ok(!text.includes(secret));
      sandbox.faults.clear();
      await pane.locator('.monaco-list-row', { has: page.locator('.codicon-error') }).first().click();
      await treeRow(pane, /^The Reedlands/).waitFor({ timeout: 30_000 });
    });
  }

  it('left no unhandled rejection in the extension host log', () => {
    const lines = extensionHostLog().split('\n').filter((l) => /unhandled|rejected promise not handled/i.test(l) && /scriptorium/i.test(l));
    assert.deepEqual(lines, []);
  });

});

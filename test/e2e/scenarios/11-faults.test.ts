// Every fault class the sandbox can inject, seen from real VS Code: the view shows one readable line (no
// stack, no secret) with Retry, the extension keeps working once the fault is lifted, and the extension
// host log has no unhandled rejection.
import { strict as assert } from 'node:assert';
import type { FaultSpec } from '../../../sandbox/types';
import { harness } from '../harness';
import {
  expandView,
  extensionHostLog,
  openContainer,
  runCommand,
  screenshot,
  treeRow,
  viewPane,
} from '../helpers/workbench';

const PROJECTS = '^/api/projects/$';
const WORLDS = '^/api/external/boromir/user/worlds$';

const CASES: { name: string; fault: FaultSpec; expect: RegExp }[] = [
  {
    name: 'no answer within the timeout',
    fault: { kind: 'latency', latencyMs: 12_000, path: PROJECTS } /* beyond the 5 s the e2e run sets */,
    expect: /took too long to answer/,
  },
  {
    name: '429 beyond the retry budget',
    fault: { kind: 'rateLimit', retryAfterSeconds: 300, path: PROJECTS },
    expect: /rate limiting requests; try again in 300 s/,
  },
  { name: '423 locked', fault: { kind: 'status', status: 423, path: PROJECTS }, expect: /423|locked/i },
  { name: '500', fault: { kind: 'status', status: 500, path: PROJECTS }, expect: /Server error 500/ },
  { name: '502', fault: { kind: 'status', status: 502, path: PROJECTS }, expect: /Server error 502/ },
  { name: '503', fault: { kind: 'status', status: 503, path: PROJECTS }, expect: /Server error 503/ },
  { name: 'connection reset', fault: { kind: 'reset', path: PROJECTS }, expect: /Cannot reach the server/ },
  {
    name: 'truncated JSON',
    fault: { kind: 'truncate', path: PROJECTS },
    expect: /GET \/api\/projects\/ answered something that is not valid JSON/,
  },
  {
    name: 'a field of the wrong type',
    fault: { kind: 'wrongType', path: PROJECTS },
    expect: /Unexpected answer from GET \/api\/projects\/: field "results\.0\.name" expected string/,
  },
  { name: 'an HTML error page', fault: { kind: 'html', path: PROJECTS }, expect: /502/ },
];

const STACK = /\bat [\w.<>]+ \(|\.ts:\d+:\d+|\.js:\d+:\d+/;

interface ViewUnderTest {
  name: 'Localization' | 'Worldbuilding';
  refresh: string;
  /** A row the healthy view shows. */
  dataRow: string | RegExp;
  service: 'weblate' | 'worldAnvil';
}

const LOCALIZATION: ViewUnderTest = {
  name: 'Localization',
  refresh: 'Scriptorium: Refresh',
  dataRow: 'Atlas Mobile',
  service: 'weblate',
};
const WORLDBUILDING: ViewUnderTest = {
  name: 'Worldbuilding',
  refresh: 'Scriptorium: Refresh Worlds',
  dataRow: /^The Reedlands/,
  service: 'worldAnvil',
};

const errorRow = (pane: ReturnType<typeof viewPane>) =>
  pane.locator('.monaco-list-row', { has: pane.page().locator('.codicon-error') }).first();

/** From a view that shows data (so the error row read is this case's own): fault, refresh, read, lift, Retry. */
async function seeFaultThenRecover(v: ViewUnderTest, c: { fault: FaultSpec; expect: RegExp }): Promise<void> {
  const { page, sandbox } = harness();
  await openContainer(page, 'Scriptorium');
  const pane = await expandView(page, v.name);
  sandbox.faults.clear();
  await runCommand(page, v.refresh);
  await treeRow(pane, v.dataRow).waitFor({ timeout: 30_000 });
  assert.equal(await pane.locator('.codicon-error').count(), 0);

  sandbox.faults.add(c.fault);
  await runCommand(page, v.refresh);
  await errorRow(pane).waitFor({ timeout: 90_000 });
  const text = (await errorRow(pane).innerText()).trim();
  assert.match(text, c.expect);
  assert.doesNotMatch(text, STACK);
  for (const secret of Object.values(sandbox.credentials[v.service])) assert.ok(!text.includes(secret));
  if (c.fault.kind === 'wrongType') await screenshot(page, 'fault-wrong-type-node');

  sandbox.faults.clear();
  await errorRow(pane).click(); // Retry
  await treeRow(pane, v.dataRow).waitFor({ timeout: 30_000 });
}

const WORLD_ANVIL_CASES: { name: string; fault: FaultSpec; expect: RegExp }[] = [
  { name: 'World Anvil 200 with success: false', fault: { kind: 'successFalse', path: WORLDS }, expect: /./ },
  { name: 'World Anvil 503', fault: { kind: 'status', status: 503, path: WORLDS }, expect: /Server error 503/ },
];

describe('Faults, seen in the views', () => {
  afterEach(() => harness().sandbox.faults.clear());

  for (const c of CASES)
    it(`Localization: ${c.name} → a readable line with Retry, then recovery`, () =>
      seeFaultThenRecover(LOCALIZATION, c));
  for (const c of WORLD_ANVIL_CASES)
    it(`Worldbuilding: ${c.name} → a readable line with Retry, then recovery`, () =>
      seeFaultThenRecover(WORLDBUILDING, c));

  it('left no unhandled rejection in the extension host log', () => {
    const lines = extensionHostLog()
      .split('\n')
      .filter((l) => /unhandled|rejected promise not handled/i.test(l) && /scriptorium/i.test(l));
    assert.deepEqual(lines, []);
  });
});

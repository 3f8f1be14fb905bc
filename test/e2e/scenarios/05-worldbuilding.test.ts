// The writer's first steps in real VS Code against the sandbox: sign in, browse worlds and articles;
// a refused key shows a sign-in node.
import { strict as assert } from 'node:assert';
import { harness } from '../harness';
import { answerInput, eventually, expandRow, expandView, notifications, openContainer, runCommand, screenshot, treeLabels, treeRow, viewPane } from '../helpers/workbench';

const pane = () => viewPane(harness().page, 'Worldbuilding');

describe('Worldbuilding', () => {
  before(async () => {
    await openContainer(harness().page, 'Scriptorium');
    await expandView(harness().page, 'Worldbuilding');
  });
  afterEach(() => harness().sandbox.faults.clear());

  it('signs in with the application key and user token, checked first', async () => {
    const { page, sandbox } = harness();
    await runCommand(page, 'Scriptorium: Sign In to World Anvil');
    await answerInput(page, sandbox.credentials.worldAnvil.applicationKey);
    // Each prompt names the origin the keys go to.
    await page.locator('.quick-input-widget', { hasText: `Sign In to World Anvil at ${sandbox.origin} (2/2)` }).waitFor({ timeout: 30_000 });
    await answerInput(page, sandbox.credentials.worldAnvil.authToken);
    await eventually('the signed-in message', async () => (await notifications(page)).some((n) => n.includes('Signed in to World Anvil as sandbox-writer')));
    await treeRow(pane(), /^sandbox-writer/).waitFor({ timeout: 30_000 });
  });

  it('browses worlds, categories and articles with their badges', async () => {
    await treeRow(pane(), /^The Reedlands/).waitFor({ timeout: 30_000 });
    assert.ok((await treeLabels(pane())).some((l) => /^Secret Notebook/.test(l) && /private/.test(l)));
    await expandRow(pane(), /^The Reedlands/);
    await expandRow(pane(), /^Places/);
    await treeRow(pane(), /^Aldmere/).waitFor();
    assert.match(await treeRow(pane(), /^Aldmere/).innerText(), /settlement/);
    await screenshot(harness().page, 'worldbuilding-tree');
  });

  it('shows a sign-in node when the keys are refused', async () => {
    harness().sandbox.faults.add({ kind: 'status', status: 401, path: '/api/aragorn/user$' });
    await runCommand(harness().page, 'Scriptorium: Refresh Worlds');
    await treeRow(pane(), /did not accept your credentials/).waitFor({ timeout: 30_000 });
    await screenshot(harness().page, 'worldbuilding-sign-in-node');
  });
});

// The writer's first steps in real VS Code against the sandbox's Boromir face (World Anvil's current API):
// sign in, browse worlds → categories (nested) → articles; a refused key shows a sign-in node.
import { strict as assert } from 'node:assert';
import { harness } from '../harness';
import {
  answerInput,
  expandView,
  openContainer,
  runCommand,
  screenshot,
  treeLabels,
  treeRow,
  viewPane,
  worldbuildingPath,
} from '../helpers/workbench';

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
    await page
      .locator('.quick-input-widget', { hasText: `Sign In to World Anvil at ${sandbox.origin} (2/2)` })
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'worldbuilding-sign-in');
    await answerInput(page, sandbox.credentials.worldAnvil.authToken);
    // Signed in: the keys are stored and the tree shows the user (not the "Signed in" toast, which can be
    // gone before a busy machine looks).
    await treeRow(pane(), /^sandbox-writer/).waitFor({ timeout: 30_000 });
    const identity = sandbox.requests.find((r) => r.path === '/api/external/boromir/identity');
    assert.equal(
      identity?.headers['x-application-key'],
      sandbox.credentials.worldAnvil.applicationKey,
      'checked with Boromir’s GET identity',
    );
  });

  it('browses worlds, categories and articles with their badges', async () => {
    const { page } = harness();
    await treeRow(pane(), /^The Reedlands/).waitFor({ timeout: 30_000 });
    assert.ok((await treeLabels(pane())).some((l) => /^Secret Notebook/.test(l) && /private/.test(l)));
    // Categories nest as on World Anvil: Districts sits inside Places.
    await worldbuildingPath(page, /^The Reedlands/, /^Places/, /^Districts/);
    await treeRow(pane(), /^Lantern Quarter/).waitFor();
    assert.match(await treeRow(pane(), /^Aldmere/).innerText(), /settlement/);
    assert.ok(
      harness().sandbox.requests.some((r) => r.path.endsWith('/api/external/boromir/world/categories')),
      'the categories came from Boromir',
    );
    await screenshot(page, 'worldbuilding-tree');
    await worldbuildingPath(page, /^The Reedlands/, /^People/);
    await treeRow(pane(), /^Queen Isaura/).waitFor();
    assert.match(await treeRow(pane(), /^Queen Isaura/).innerText(), /person · WIP/);
  });

  it('shows a sign-in node when the keys are refused', async () => {
    harness().sandbox.faults.add({ kind: 'status', status: 401, path: '/api/external/boromir/identity$' });
    await runCommand(harness().page, 'Scriptorium: Refresh Worlds');
    await treeRow(pane(), /did not accept your credentials/).waitFor({ timeout: 30_000 });
    await screenshot(harness().page, 'worldbuilding-sign-in-node');
  });
});

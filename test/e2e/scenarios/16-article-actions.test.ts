// Changing articles from the Worldbuilding view (through Boromir): mark a draft as not draft, make an
// article private, delete one after a modal confirmation that names it, and open one on World Anvil (the
// sandbox serves the article pages on its own origin, so the link guard lets the link through).
import { strict as assert } from 'node:assert';
import { harness, sandboxFetch } from '../harness';
import { recordWindowOpen, restoreWindowOpen, waitForOpened } from '../helpers/openedLinks';
import { focusedDialogButton, logSnapshot, newLogLines } from '../helpers/state';
import {
  eventually,
  expandRow,
  runCommand,
  screenshot,
  treeRow,
  viewPane,
  worldbuildingPath,
  treeContextMenu,
} from '../helpers/workbench';

const pane = () => viewPane(harness().page, 'Worldbuilding');

async function boromirArticle(id: string): Promise<{ status: number; body: { isDraft?: boolean; state?: string } }> {
  const { sandbox } = harness();
  const res = await sandboxFetch(`${sandbox.boromirUrl}article?id=${id}&granularity=0`, {
    headers: {
      'x-auth-token': sandbox.credentials.worldAnvil.authToken,
      'x-application-key': sandbox.credentials.worldAnvil.applicationKey,
    },
  });
  return { status: res.status, body: (await res.json()) as { isDraft?: boolean; state?: string } };
}

/** An article's id, read from the sandbox's Boromir face as any client would. */
async function idOf(title: string): Promise<string> {
  const { sandbox } = harness();
  const headers = {
    'x-auth-token': sandbox.credentials.worldAnvil.authToken,
    'x-application-key': sandbox.credentials.worldAnvil.applicationKey,
    'content-type': 'application/json',
  };
  const me = (await (await sandboxFetch(`${sandbox.boromirUrl}identity`, { headers })).json()) as { id: string };
  const worlds = (await (
    await sandboxFetch(`${sandbox.boromirUrl}user/worlds?id=${me.id}`, {
      method: 'POST',
      headers,
      body: '{"limit":50,"offset":0}',
    })
  ).json()) as { entities: { id: string; title: string }[] };
  const world = worlds.entities.find((w) => w.title === 'The Reedlands')!;
  const articles = (await (
    await sandboxFetch(`${sandbox.boromirUrl}world/articles?id=${world.id}`, {
      method: 'POST',
      headers,
      body: '{"limit":50,"offset":0}',
    })
  ).json()) as { entities: { id: string; title: string }[] };
  return articles.entities.find((a) => a.title === title)!.id;
}

describe('Article actions in the tree', () => {
  before(async () => {
    const { page } = harness();
    // Refreshed (an earlier scenario may leave a sign-in node), and only expanded once the refresh has drawn
    // the user: a refresh landing after the rows were expanded redrew Lore folded (full run, under load).
    await runCommand(page, 'Scriptorium: Refresh Worlds');
    await treeRow(pane(), /^sandbox-writer/).waitFor({ timeout: 30_000 });
    await treeRow(pane(), /^The Reedlands/).waitFor({ timeout: 30_000 });
    await worldbuildingPath(page, /^The Reedlands/, /^Lore/);
  });

  it('marks a draft as not draft, and makes an article private', async () => {
    await expandRow(pane(), /^Lore/);
    await treeRow(pane(), /^Old Fennish/).waitFor({ timeout: 30_000 });
    assert.match(await treeRow(pane(), /^Old Fennish/).innerText(), /draft/);
    await treeContextMenu(pane(), /^Old Fennish/, 'Mark as Not Draft');
    await eventually(
      'the row without the draft badge',
      async () => !/draft/.test(await treeRow(pane(), /^Old Fennish/).innerText()),
    );
    assert.equal((await boromirArticle(await idOf('Old Fennish'))).body.isDraft, false);
    await treeContextMenu(pane(), /^Old Fennish/, 'Make Private');
    await eventually('the private badge', async () =>
      /private/.test(await treeRow(pane(), /^Old Fennish/).innerText()),
    );
    assert.equal((await boromirArticle(await idOf('Old Fennish'))).body.state, 'private');
  });

  it('opens an article on World Anvil: the page the sandbox serves on the origin the writer connected to', async () => {
    const { page, sandbox } = harness();
    const expected = `${sandbox.origin}/w/the-reedlands/a/tide-calling`;
    await recordWindowOpen(page);
    const before = logSnapshot();
    try {
      await treeRow(pane(), /^Tide Calling/).waitFor({ timeout: 30_000 });
      await treeContextMenu(pane(), /^Tide Calling/, 'Open on World Anvil');
      // VS Code may ask before it opens a website it does not trust yet; the writer says Open.
      await waitForOpened(page, expected);
      // The guard logs every link it refuses before saying so (a toast could be gone, or not yet shown).
      assert.deepEqual(
        newLogLines(before).filter((l) => /did not open a link/.test(l)),
        [],
        'the link guard let the sandbox page through',
      );
    } finally {
      await restoreWindowOpen(page);
    }
    const served = await sandboxFetch(expected);
    assert.equal(served.status, 200);
    assert.match(await served.text(), /<h1>Tide Calling<\/h1>/);
  });

  it('deletes an article after a modal that names it', async () => {
    const { page } = harness();
    const id = await idOf('Old Fennish');
    await treeContextMenu(pane(), /^Old Fennish/, 'Delete Article…');
    const dialog = page.locator('.monaco-dialog-box');
    await dialog.waitFor({ timeout: 30_000 });
    assert.match(await dialog.innerText(), /Delete “Old Fennish” from “The Reedlands” on World Anvil\?/);
    await screenshot(page, 'delete-article-modal');
    // Enter keeps the article: the button the keyboard is on is the safe one.
    assert.equal(await focusedDialogButton(page), 'Keep Article');
    await dialog
      .locator('a.monaco-button, button', { hasText: /^Delete$/ })
      .first()
      .click();
    await eventually('the row gone', async () => (await treeRow(pane(), /^Old Fennish/).count()) === 0);
    assert.equal((await boromirArticle(id)).status, 404);
  });
});

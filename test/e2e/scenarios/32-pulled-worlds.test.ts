// Pulled worlds as first-class article files (#31, item 6), in real VS Code after 05 (signed in to World
// Anvil; 13, when it ran before, has pulled the whole world into reedlands/):
// - the editor title's Preview and Push follow whether the file is an article (an id in its front matter,
//   or listed by a pull manifest), wherever it lies, and leave a plain note alone;
// - a .bbcode file opens as BBCode, coloured by the contributed grammar;
// - pulling a category names an article already kept in another file of the workspace, and skips it when
//   asked (the highlighted answer), writing no second copy;
// - pulled again, the folder dialog opens on the folder the world was last pulled into, and the answer
//   to skip second copies is remembered for the world and folder: no question, the copy skipped again (#41).
import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness, sandboxFetch } from '../harness';
import { pickFolder } from '../helpers/folderDialog';
import { answerWriteQuestion, literal, logSnapshot, newLogLine, writeQuestionButtons } from '../helpers/state';
import {
  eventually,
  hidePanel,
  openFile,
  runCommand,
  screenshot,
  treeContextMenu,
  worldbuildingPath,
} from '../helpers/workbench';

const inWorkspace = (...parts: string[]) => join(harness().vscode.workspace, ...parts);
const NOTES = 'lore-notes';
const pullFolder = () => inWorkspace('people-pull');

/** An article's id as World Anvil lists it (through the sandbox's Boromir face, as another client would). */
async function articleId(world: string, title: string): Promise<string> {
  const { sandbox } = harness();
  const headers = {
    'x-auth-token': sandbox.credentials.worldAnvil.authToken,
    'x-application-key': sandbox.credentials.worldAnvil.applicationKey,
    'content-type': 'application/json',
  };
  const json = async (path: string, init: { method?: string; body?: string } = {}) => {
    const res = await sandboxFetch(`${sandbox.boromirUrl}${path}`, { headers, ...init });
    assert.equal(res.status, 200, path);
    return (await res.json()) as { id: string; entities: Array<{ id: string; title: string }> };
  };
  const me = await json('identity');
  const worlds = await json(`user/worlds?id=${me.id}`, { method: 'POST', body: '{}' });
  const worldId = worlds.entities.find((w) => w.title === world)!.id;
  const articles = await json(`world/articles?id=${worldId}`, { method: 'POST', body: '{}' });
  return articles.entities.find((a) => a.title === title)!.id;
}

/** The editor title's action named `label` (its command's title) in the active editor group. */
const titleAction = (label: string) =>
  harness().page.locator(`.editor-group-container.active .editor-actions .action-label[aria-label^="${label}"]`);
const hasTitleAction = async (label: string) => (await titleAction(label).count()) > 0;

describe('Pulled worlds as article files', () => {
  let isauraId: string;
  const copy = () => inWorkspace(NOTES, 'isaura-kept-copy.md');
  let copyText: string;

  before(async () => {
    isauraId = await articleId('The Reedlands', 'Queen Isaura');
    mkdirSync(inWorkspace(NOTES), { recursive: true });
    mkdirSync(pullFolder(), { recursive: true });
    // Queen Isaura kept in a file outside articles/ (a pull or create made it; the front matter says so).
    copyText = `---\ntitle: Queen Isaura\ntemplate: person\nscriptorium:\n  id: "${isauraId}"\n---\nKept here.\n`;
    writeFileSync(copy(), copyText);
    writeFileSync(inWorkspace(NOTES, 'plain-note.md'), '# Shopping\nReeds, salt.\n');
    // A pulled file whose front matter the writer trimmed: its folder's manifest still lists it.
    writeFileSync(inWorkspace(NOTES, 'trimmed-pulled.md'), 'Only the text is left.\n');
    writeFileSync(
      inWorkspace(NOTES, '.scriptorium-world.json'),
      JSON.stringify({ version: 1, worldId: 'w', articles: { a: { file: 'trimmed-pulled.md', hash: 'h' } } }),
    );
    writeFileSync(
      inWorkspace(NOTES, 'sample-lore.bbcode'),
      '---\ntitle: Sample\n---\n[b]Bold[/b] plain words\n@[Queen Isaura](person:1)\n',
    );
  });

  it('offers Preview and Push on an article file outside articles/ (by its id, or by a pull manifest), and not on a plain note', async () => {
    const { page } = harness();
    await runCommand(page, 'View: Close All Editors');
    await openFile(page, 'isaura-kept-copy.md');
    await eventually(
      'Preview and Push on the file with an id',
      async () => (await hasTitleAction('Preview Article File')) && (await hasTitleAction('Push Article Changes')),
    );
    await screenshot(page, 'pulled-file-title-actions');
    await openFile(page, 'plain-note.md');
    await eventually(
      'no Preview or Push on a plain note',
      async () => !(await hasTitleAction('Preview Article File')) && !(await hasTitleAction('Push Article Changes')),
    );
    await openFile(page, 'trimmed-pulled.md');
    await eventually(
      'Preview and Push on the file a manifest lists',
      async () => (await hasTitleAction('Preview Article File')) && (await hasTitleAction('Push Article Changes')),
    );
  });

  it('opens a .bbcode file as BBCode, coloured by its grammar', async () => {
    const { page } = harness();
    await openFile(page, 'sample-lore.bbcode');
    await eventually(
      'the language mode BBCode',
      async () => (await page.locator('[id="status.editor.mode"]').innerText()).trim() === 'BBCode',
    );
    const line = page.locator('.editor-group-container.active .view-line', { hasText: 'plain words' }).first();
    // Tokens as the editor drew them: the tag name, the bold text and the plain text each in their own style.
    const classOf = (text: string) =>
      eventually(`the token “${text}”`, async () => {
        const spans = await line
          .locator('span > span')
          .evaluateAll((els) =>
            els.map((e) => ({ text: (e as HTMLElement).innerText.replace(/\u00a0/g, ' '), cls: e.className })),
          );
        return spans.find((s) => s.text === text)?.cls;
      });
    const tag = await classOf('b');
    const bold = await classOf('Bold');
    const plain = await classOf(' plain words');
    assert.match(bold, /\bmtkb\b/, 'markup.bold is drawn bold');
    assert.notEqual(tag, plain, 'a tag name is coloured apart from plain text');
    await screenshot(page, 'bbcode-highlighting');
    await runCommand(page, 'View: Close All Editors');
  });

  /** Pull into a Folder… on the People category of The Reedlands; resolves to where the dialog opened. */
  async function pullPeople(opensOn: string[]): Promise<string> {
    const { page } = harness();
    // The Worldbuilding view alone, folded, and no panel below it: the tree draws only the rows in sight,
    // and after the localization scenarios a tall Localization view pushed People out of it.
    await hidePanel(page);
    const pane = await worldbuildingPath(page, /^The Reedlands/);
    await treeContextMenu(pane, /^People/, 'Pull into a Folder…');
    return pickFolder(page, pullFolder(), 'Pull Here', opensOn);
  }

  it('pulling a category names the article already kept in another file, and skips it when asked', async () => {
    const { page } = harness();
    await runCommand(page, 'Notifications: Clear All Notifications');
    const before = logSnapshot();
    // Where the dialog opens depends on whether 13 pulled this world before (then on its folder).
    await pullPeople([harness().vscode.workspace, inWorkspace('reedlands')]);
    // Skipping the second copies is the highlighted answer (#41): a glance and a click write no copy.
    // The counts are said in their plural form (#41: "1 of them are already kept", "Write 1 New Files").
    const copies =
      /(?:^|\s)(?:1 of them is already kept in another file, so it would be a second copy|(?:[02-9]|\d\d+) of them are already kept in other files, so they would be second copies)/;
    const { buttons, highlighted } = await writeQuestionButtons(page, copies);
    assert.match(highlighted.join(' | '), /^Skip the \d+ Kept Elsewhere$/);
    assert.equal(buttons[0], highlighted[0]);
    assert.deepEqual(buttons.slice(1, -1), ['Show List']);
    assert.match(buttons[buttons.length - 1]!, /^Write (?:1 New File|(?:[02-9]|\d\d+) New Files)$/);
    const question = await answerWriteQuestion(page, copies, /^Skip the \d+ Kept Elsewhere/);
    assert.match(
      question,
      /Queen Isaura \(in (lore-notes\/isaura-kept-copy\.md|reedlands\/People\/Queen-Isaura\.md)\)/,
    );
    await newLogLine(
      'the skip',
      before,
      new RegExp(`\\[pull\\] ${literal(pullFolder())}: skipped \\d+ articles kept in other files: .*${isauraId}`),
      90_000,
    );
    await newLogLine('the pull’s summary', before, /\[pull\] .*: People: \d+ new, /, 90_000);
    assert.ok(!existsSync(join(pullFolder(), 'Queen-Isaura.md')), 'no second copy written');
    assert.equal(readFileSync(copy(), 'utf8'), copyText, 'the kept copy is untouched');
  });

  it('pulled again, the folder dialog opens on the folder the world was last pulled into, and the skip is remembered', async () => {
    const { page } = harness();
    await runCommand(page, 'Notifications: Clear All Notifications');
    const before = logSnapshot();
    assert.equal(await pullPeople([harness().vscode.workspace]), pullFolder());
    // The answer to skip second copies is the world's, in this folder (#41): no question comes back, the copy is skipped again.
    await newLogLine(
      'the remembered skip',
      before,
      new RegExp(
        `\\[pull\\] ${literal(pullFolder())}: skipped \\d+ articles kept in other files \\(as answered before for this world and folder\\): .*${isauraId}`,
      ),
      90_000,
    );
    // The pull waits for an answer to any question it asks: its summary comes only because none was asked.
    await newLogLine('the second pull’s summary', before, /\[pull\] .*: People: \d+ new, /, 90_000);
    assert.ok(!existsSync(join(pullFolder(), 'Queen-Isaura.md')));
  });
});

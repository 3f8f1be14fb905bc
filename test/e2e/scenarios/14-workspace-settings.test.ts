// A repository's .vscode/settings.json cannot choose where credentials go: the server addresses are
// user settings only ("scope": "application"), and every credential prompt names the origin it is for.
// Needs 05 (signed in to World Anvil).
import { strict as assert } from 'node:assert';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness } from '../harness';
import { eventually, expandView, openContainer, runCommand, treeRow } from '../helpers/workbench';

const ELSEWHERE = 'http://127.0.0.1:9';
// The workbench is light here; a dark theme from the workspace settings shows they were read.
const workbenchIsDark = async () =>
  (await harness().page.locator('.monaco-workbench').first().getAttribute('class'))?.split(/\s+/).includes('vs-dark') ??
  false;

describe('Workspace settings and credentials', () => {
  const folder = () => join(harness().vscode.workspace, '.vscode');

  before(async () => {
    mkdirSync(folder(), { recursive: true });
    writeFileSync(
      join(folder(), 'settings.json'),
      JSON.stringify({
        'scriptorium.worldbuilding.apiBaseUrl': `${ELSEWHERE}/api/aragorn/`,
        'scriptorium.localization.serverUrl': `${ELSEWHERE}/`,
        // A workspace setting VS Code does honour, whose effect shows: once the theme changes, the file was read.
        'workbench.colorTheme': 'Default Dark Modern',
      }),
    );
    await eventually('VS Code to read the workspace settings (dark theme)', workbenchIsDark);
  });

  after(async () => {
    rmSync(folder(), { recursive: true, force: true });
    await eventually('the workspace settings gone (light theme again)', async () => !(await workbenchIsDark()));
  });

  afterEach(() => harness().page.keyboard.press('Escape'));

  it('signs in to the address of the user settings and names it in both prompts', async () => {
    const { page, sandbox } = harness();
    await runCommand(page, 'Scriptorium: Sign In to World Anvil');
    const widget = page.locator('.quick-input-widget');
    const text = await eventually('the prompt naming an origin', async () => {
      const t = await widget.innerText();
      return /127\.0\.0\.1:\d+/.test(t) ? t : undefined;
    });
    assert.ok(text!.includes(sandbox.origin), `the prompt names ${sandbox.origin}: ${text}`);
    assert.ok(!text!.includes(ELSEWHERE), 'not the address the workspace asked for');
  });

  it('keeps browsing World Anvil at the user’s address', async () => {
    const { page } = harness();
    await openContainer(page, 'Scriptorium');
    const pane = await expandView(page, 'Worldbuilding');
    await runCommand(page, 'Scriptorium: Refresh Worlds');
    await treeRow(pane, /^sandbox-writer/).waitFor({ timeout: 30_000 });
  });

  it('does not offer the workspace’s Weblate address when connecting', async () => {
    const { page } = harness();
    await runCommand(page, 'Scriptorium: Connect to Localization Server');
    const input = page.locator('.quick-input-widget input.input');
    await input.waitFor({ state: 'visible', timeout: 30_000 });
    assert.ok(!(await input.inputValue()).startsWith(ELSEWHERE), `offered ${await input.inputValue()}`);
  });
});

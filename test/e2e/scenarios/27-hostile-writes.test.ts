// A lying server against the write policy (issue 25, defects 1, 3 and 4; issue 42), in real VS Code after 24
// (which connected and downloaded French): the server names German's file `package.json`, a file under
// node_modules, a path the workspace holds as a link to a file outside it, and `credentials.json` (a name
// the workspace holds deep inside deploy/). Nothing is written or sent unasked: package.json and the file
// under node_modules are not the component's file (locales/*.json), so the save dialog asks; the link is
// refused with a message; the upload asks which file instead of sending deploy/prod/credentials.json.
import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { harness } from '../harness';
import { logSnapshot, messageShown, newLogLine } from '../helpers/state';
import {
  collapseAll,
  collapseOtherViews,
  contextAction,
  expandView,
  openContainer,
  revealRow,
  runCommand,
  viewPane,
} from '../helpers/workbench';

const GERMAN = 'atlas/web/de';
const pane = () => viewPane(harness().page, 'Localization');
const inWorkspace = (...parts: string[]) => join(harness().vscode.workspace, ...parts);

/** The server's filename for German is `filename` from now on; the tree is refreshed to read it. */
async function serverNames(filename: string | undefined): Promise<void> {
  const { sandbox, page } = harness();
  if (filename === undefined) delete sandbox.settings.filenames[GERMAN];
  else sandbox.settings.filenames[GERMAN] = filename;
  await runCommand(page, 'Scriptorium: Refresh');
}

async function germanRow() {
  await collapseAll(pane());
  return revealRow(pane(), [/^Projects/, /^Atlas\s*atlas/, /^Web application/], /^German/);
}

async function downloadGerman(): Promise<void> {
  await contextAction(harness().page, await germanRow(), 'Download Translation File');
}

describe('A lying server against the write policy', () => {
  const projectFile = () => inWorkspace('package.json');
  const PROJECT = '{ "name": "the-project-under-translation" }\n';
  let outside: string;

  before(async () => {
    outside = mkdtempSync(join(tmpdir(), 'scriptorium-outside-'));
    writeFileSync(join(outside, 'secret.json'), 'untouched');
    writeFileSync(projectFile(), PROJECT);
    await openContainer(harness().page, 'Scriptorium');
    await expandView(harness().page, 'Localization');
    await collapseOtherViews(harness().page, 'Localization');
  });

  after(async () => {
    await serverNames(undefined);
    rmSync(projectFile(), { force: true });
    rmSync(inWorkspace('locales', 'de.json'), { force: true });
    rmSync(inWorkspace('deploy'), { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  it('asks where to save a file the server names off the component’s mask (package.json, node_modules/…) (#42)', async () => {
    const { page } = harness();
    // Neither is locales/de.json (the mask with the code) nor, for tsc.js, of the component's format: the
    // save dialog asks, and dismissing it writes nothing.
    for (const name of ['package.json', 'node_modules/typescript/lib/tsc.js']) {
      await serverNames(name);
      await downloadGerman();
      const dialog = page.locator('.quick-input-widget');
      await dialog.filter({ hasText: 'Save the downloaded translation as' }).waitFor({ timeout: 30_000 });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    }
    assert.equal(readFileSync(projectFile(), 'utf8'), PROJECT);
    assert.equal(existsSync(inWorkspace('node_modules')), false);
  });

  it('never writes through a link the workspace holds (locales/de.json → a file outside)', async () => {
    const { page } = harness();
    await serverNames(undefined);
    mkdirSync(inWorkspace('locales'), { recursive: true });
    symlinkSync(join(outside, 'secret.json'), inWorkspace('locales', 'de.json'));
    const before = logSnapshot();
    await downloadGerman();
    await newLogLine(
      'the refusal',
      before,
      /\[files\] Download German · Web application: not written: locales\/de\.json: a symbolic link/,
    );
    await messageShown(page, /not written: locales\/de\.json \(a symbolic link/);
    assert.equal(readFileSync(join(outside, 'secret.json'), 'utf8'), 'untouched');
  });

  it('asks which file to upload rather than sending one found by its name (deploy/prod/credentials.json)', async () => {
    const { page, sandbox } = harness();
    rmSync(inWorkspace('locales', 'de.json'), { force: true });
    mkdirSync(inWorkspace('deploy', 'prod'), { recursive: true });
    writeFileSync(inWorkspace('deploy', 'prod', 'credentials.json'), '{ "password": "not for the server" }\n');
    await serverNames('credentials.json');
    sandbox.requests.length = 0;
    await contextAction(page, await germanRow(), 'Upload Translation File');
    // VS Code's own file dialog (the simple one in the browser), titled for the translation: the person
    // picks the file. Dismissed, nothing is sent.
    const dialog = page.locator('.quick-input-widget');
    await dialog.filter({ hasText: 'Translation file to upload to German' }).waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    assert.deepEqual(
      sandbox.requests.filter((r) => r.method === 'POST').map((r) => r.path),
      [],
      'nothing uploaded',
    );
  });
});

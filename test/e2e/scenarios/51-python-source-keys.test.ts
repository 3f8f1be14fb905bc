// Keys in source code (issue 27) on the sample Python module (python-app/, gettext): `_()`, `gettext`,
// `ngettext` and `pgettext` with a msgctxt. Its catalogues (locale/<lang>/LC_MESSAGES/tools.po) match the
// filemask of the sandbox's internal/tools (a bilingual PO component): no mapping setting is needed, and
// the msgid (with its msgctxt) is what names a string. With German as the hint language, in real VS Code:
// hints, the hover, diagnostics for a msgid the server lacks and one not yet in German with its "Translate
// now" quick fix, completion inside `_("`, Go to Definition on the msgid's line of the catalogue, Find All
// References, and Extract string wrapping a literal in `_()`. Chains on 02-localization having connected.
import { strict as assert } from 'node:assert';
import { harness } from '../harness';
import { writeUserSettings } from '../helpers/settings';
import {
  completes,
  cursorOn,
  definitionLandsOn,
  hintShown,
  hoverListsLanguages,
  line,
  noneUnsaved,
  onDisk,
  openPath,
  placeOf,
  problemRows,
  putBack,
  quickFix,
  referencesList,
  serverUnits,
} from '../helpers/sourceKeys';
import { panelShows } from '../helpers/unitPanel';
import { eventually, screenshot } from '../helpers/workbench';

const MODULE = 'python-app/atlas_tools/cleanup.py';
const CATALOGUE = 'python-app/locale/de/LC_MESSAGES/tools.po';

/** The German unit of a msgid (and msgctxt) of internal/tools, as the server has it. */
async function german(msgid: string, msgctxt = '') {
  const unit = (await serverUnits('internal/tools/de')).find((u) => u.source[0] === msgid && u.context === msgctxt);
  assert.ok(unit, `control: internal/tools has “${msgid}”`);
  return unit;
}

describe('Keys in a Python gettext module', () => {
  let originals: Record<string, string> = {};

  before(async () => {
    originals = { [MODULE]: onDisk(MODULE) };
    await writeUserSettings({ 'scriptorium.localization.sourceHints.language': 'de', 'files.autoSave': 'off' });
    await openPath(MODULE);
  });

  after(async () => {
    // Unsaved edits a failed step left are reverted before auto save is on again.
    await putBack(originals);
    await writeUserSettings({
      'scriptorium.localization.sourceHints.language': undefined,
      'files.autoSave': undefined,
    });
    await putBack(originals);
  });

  it('shows the German text after `gettext`, `ngettext` and `pgettext` (its msgctxt counted)', async () => {
    await hintShown(MODULE, 'Cleanup finished', `de: ${(await german('Cleanup finished')).target[0]}`);
    await hintShown(MODULE, 'ngettext("', `de: ${(await german('{count} tile will be deleted.')).target[0]}`);
    // The same words without the context would be another string: these are the prompt's.
    await hintShown(MODULE, 'confirmation prompt', `de: ${(await german('Yes', 'confirmation prompt')).target[0]}`);
    await hintShown(MODULE, 'confirmation prompt', `de: ${(await german('No', 'confirmation prompt')).target[0]}`);
    await screenshot(harness().page, 'source-keys-python-hints');
  });

  it('lists every language of internal/tools with its state in the hover', async () => {
    const { page } = harness();
    const msgid = '{count} tile will be deleted.';
    assert.equal((await german(msgid)).state, 10, 'control: needs editing in German');
    const shown = await hoverListsLanguages(MODULE, 'ngettext("', msgid, 'internal/tools');
    assert.match(shown, /German \(de\) Needs editing/);
    await screenshot(page, 'source-keys-python-hover');
    await page.keyboard.press('Escape');
  });

  it('marks a msgid the server lacks and one not in German yet; “Translate now” opens the German string', async () => {
    const { page } = harness();
    const missing = await problemRows('“Tiles are removed for good” is not a string of internal/tools');
    await missing.first().waitFor({ timeout: 60_000 });
    // A bilingual PO component takes no new strings by key: the problem says why no quick fix is offered
    // (#41: "No quick fixes available" without a word).
    assert.match(await missing.first().innerText(), /No quick fix can add it: .* does not take new strings by key/);
    const untranslated = await german('Remove unused map tiles?');
    assert.deepEqual(untranslated.target, [''], 'control: not in German');
    await (await problemRows('“Remove unused map tiles?” is not translated into de yet')).first().waitFor();
    assert.equal(await (await problemRows('“Cleanup finished”')).count(), 0, 'a translated msgid is not marked');
    await openPath(MODULE);
    await cursorOn(MODULE, 'Remove unused', 'Remove unused');
    await quickFix('Translate now');
    // A PO string has no key: the panel names it by its id.
    await panelShows(`#${untranslated.id}`);
    await screenshot(page, 'source-keys-python-translate-now');
    await openPath(MODULE);
  });

  it('completes msgids inside _(" with their German text', async () => {
    await completes(MODULE, {
      after: 'gettext("Cleanup finished")',
      typed: '_("Cann',
      key: 'Cannot open the tile store',
      text: (await german('Cannot open the tile store at {path}')).target[0]!,
      // Not “Cleanup finished”: C-a-n-n is a fuzzy match of it, and the suggest widget shows those.
      other: 'Skipped {name}',
    });
  });

  it('goes to the msgid’s line in the catalogue', async () => {
    const line = placeOf(CATALOGUE, 'msgid "Cleanup finished"', 'Cleanup').line;
    await definitionLandsOn(
      MODULE,
      { needle: 'gettext("Cleanup finished")', key: 'Cleanup' },
      { file: 'tools.po', line },
    );
  });

  it('lists the usages of a msgid in every module', async () => {
    await referencesList(MODULE, { needle: 'Cannot open the tile store', key: 'tile store' }, [
      'cleanup.py',
      'tilestore.py',
    ]);
  });

  it('extracts a literal by wrapping it in _(), and undo takes it back', async () => {
    const { page } = harness();
    await cursorOn(MODULE, '"Nothing to clean up"', 'clean up');
    await quickFix('Extract string to a translation key');
    const wrapped = line('_("Nothing to clean up")');
    await wrapped.waitFor({ timeout: 30_000 });
    // The edit is the editor's (unsaved: auto save is off) before it is undone.
    await eventually('the wrapped literal unsaved', async () => !(await noneUnsaved(MODULE)));
    await page.keyboard.press('Control+Z');
    await eventually('the literal as it was', async () => (await wrapped.count()) === 0);
    await eventually('the file unsaved no more', () => noneUnsaved(MODULE));
  });
});

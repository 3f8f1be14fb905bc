// Keys in templates (#44 item 3) on the sample Python module's templates (python-app/atlas_tools/templates):
// a Django template (report.html, read as html: `{% load i18n %}` says Django) with `{% translate %}`,
// `{% trans … context %}` and `{% blocktranslate %}`, and a Jinja2 template (mail.jinja, the language
// Scriptorium contributes for .jinja) with `{% trans %}`, `_()` and `ngettext()`. Their msgids are strings
// of internal/tools (the PO catalogues beside them), as for the module's own `_()` calls (e2e 51). With
// German as the hint language, in real VS Code: hints (after a block's body too), the hover, diagnostics
// for a msgid the server lacks and one not in German yet, Go to Definition on the catalogue's msgid line,
// and Find All References across both templates. Chains on 02-localization having connected.
import { strict as assert } from 'node:assert';
import { harness } from '../harness';
import { writeUserSettings } from '../helpers/settings';
import {
  definitionLandsOn,
  hintShown,
  hoverListsLanguages,
  openPath,
  placeOf,
  problemRows,
  referencesList,
  serverUnits,
} from '../helpers/sourceKeys';
import { runCommand, screenshot } from '../helpers/workbench';

const DJANGO = 'python-app/atlas_tools/templates/report.html';
const JINJA = 'python-app/atlas_tools/templates/mail.jinja';
const CATALOGUE = 'python-app/locale/de/LC_MESSAGES/tools.po';

/** The German unit of a msgid (and msgctxt) of internal/tools, as the server has it. */
async function german(msgid: string, msgctxt = '') {
  const unit = (await serverUnits('internal/tools/de')).find((u) => u.source[0] === msgid && u.context === msgctxt);
  assert.ok(unit, `control: internal/tools has “${msgid}”`);
  return unit;
}

describe('Keys in Django and Jinja2 templates', () => {
  before(async () => {
    await writeUserSettings({ 'scriptorium.localization.sourceHints.language': 'de' });
    await runCommand(harness().page, 'View: Close All Editors');
    await openPath(DJANGO);
  });

  after(async () => {
    await writeUserSettings({ 'scriptorium.localization.sourceHints.language': undefined });
  });

  it('shows the German text after Django’s translate, trans with a context and a blocktranslate body', async () => {
    const finished = await german('Cleanup finished');
    assert.ok(finished.target[0], 'control: translated into German');
    // Needles end at the literal: the hint is drawn right after its closing quote.
    await hintShown(DJANGO, 'translate "Cleanup finished"', `de: ${finished.target[0]}`);
    await hintShown(DJANGO, 'trans "Yes"', `de: ${(await german('Yes', 'confirmation prompt')).target[0]}`);
    // A block's hint follows its body.
    await hintShown(DJANGO, '{% blocktranslate %}Export', `de: ${(await german('Export the audit log')).target[0]}`);
    await screenshot(harness().page, 'source-keys-django-hints');
  });

  it('lists every language of internal/tools with its state in the hover of a Django msgid', async () => {
    const shown = await hoverListsLanguages(DJANGO, '{% translate "Cleanup finished" %}', 'Cleanup', 'internal/tools');
    assert.match(shown, /German \(de\)/);
    await harness().page.keyboard.press('Escape');
  });

  it('marks a msgid the server lacks and one not in German yet', async () => {
    const missing = await problemRows('“The report was sent to the admins” is not a string of internal/tools');
    await missing.first().waitFor({ timeout: 60_000 });
    assert.deepEqual((await german('Remove unused map tiles?')).target, [''], 'control: not in German');
    // The module (e2e 51) has the same msgid: the row of the template's is the one at its line.
    const { line } = placeOf(DJANGO, 'Remove unused map tiles?', 'Remove');
    const rows = await problemRows('“Remove unused map tiles?” is not translated into de yet');
    await rows
      .filter({ hasText: `Ln ${line},` })
      .first()
      .waitFor({ timeout: 60_000 });
    assert.equal(await (await problemRows('“Cleanup finished” is not')).count(), 0, 'a translated msgid is not marked');
  });

  it('shows hints in a Jinja2 template: a trans block, _() and ngettext()', async () => {
    await openPath(JINJA);
    await hintShown(JINJA, '{% trans %}Cleanup finished', `de: ${(await german('Cleanup finished')).target[0]}`);
    await hintShown(JINJA, "ngettext('{count}", `de: ${(await german('{count} tile will be deleted.')).target[0]}`);
    await screenshot(harness().page, 'source-keys-jinja-hints');
  });

  it('goes from a template’s msgid to its line in the catalogue', async () => {
    const line = placeOf(CATALOGUE, 'msgid "Cleanup finished"', 'Cleanup').line;
    await openPath(DJANGO);
    await definitionLandsOn(
      DJANGO,
      { needle: '{% translate "Cleanup finished" %}', key: 'Cleanup' },
      { file: 'tools.po', line },
    );
  });

  it('lists the usages of a msgid in both templates and the module', async () => {
    await openPath(JINJA);
    await referencesList(
      JINJA,
      { needle: "_('Export the audit log')", key: 'audit' },
      ['report.html', 'mail.jinja'],
      ['tilestore.py'],
    );
    await harness().page.keyboard.press('Escape');
    await referencesList(JINJA, { needle: '{% trans %}Cleanup finished', key: 'Cleanup' }, [
      'report.html',
      'mail.jinja',
      'cleanup.py',
    ]);
    await harness().page.keyboard.press('Escape');
  });
});

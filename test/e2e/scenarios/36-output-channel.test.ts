// The "Scriptorium" output channel: "Scriptorium: Show Log" opens it in the Output panel, it carries the
// activation line, and no secret of the demo credentials is in it.
import { strict as assert } from 'node:assert';
import { harness } from '../harness';
import { eventually, runCommand, screenshot, scriptoriumLog } from '../helpers/workbench';

describe('Scriptorium output channel', () => {
  it('is shown by "Scriptorium: Show Log" with the activation line and no secrets', async () => {
    const { page, sandbox } = harness();
    await runCommand(page, 'Scriptorium: Show Log');
    const panel = page.locator('.part.panel');
    await panel.waitFor({ state: 'visible', timeout: 30_000 });
    const selected = await eventually('the Output panel showing the Scriptorium channel', async () => {
      const select = panel.locator('select.monaco-select-box');
      if ((await select.count()) === 0) return '';
      const names = await select.evaluateAll((els) =>
        els.map((el) => {
          const s = el as HTMLSelectElement;
          return s.options[s.selectedIndex]?.text ?? '';
        }),
      );
      return names.find((n) => n === 'Scriptorium') ?? '';
    });
    assert.equal(selected, 'Scriptorium');
    // The output editor is virtual (only lines in view are in the page): narrow it with its filter box.
    const filter = panel.locator('.viewpane-filter input, input[placeholder^="Filter"]').first();
    await filter.fill('[extension]');
    const text = await eventually('the activation line in the Output panel', async () => {
      // Monaco renders spaces as no-break spaces.
      const shown = (await panel.locator('.monaco-editor .view-lines').first().innerText()).replace(/\u00a0/g, ' ');
      return /\[extension\] activated/.test(shown) ? shown : '';
    });
    assert.ok(!/\[weblate\]/.test(text), 'the filter narrowed the channel to the activation lines');
    const secrets = [
      sandbox.credentials.weblate.adminToken,
      sandbox.credentials.worldAnvil.applicationKey,
      sandbox.credentials.worldAnvil.authToken,
    ];
    for (const s of secrets) assert.ok(!scriptoriumLog().includes(s), 'no secret in the output channel');
    await screenshot(page, 'output-channel');
    await filter.fill('');
  });
});

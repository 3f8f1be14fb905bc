// Root hooks: a screenshot and the tail of the extension host log for every failed scenario.
import { harness } from './harness';
import { extensionHostLog, screenshot } from './helpers/workbench';

afterEach(async function () {
  if (this.currentTest?.state !== 'failed') return;
  const name = `FAILED-${this.currentTest.fullTitle().replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}`;
  const file = await screenshot(harness().page, name).catch(() => 'none');
  const log = extensionHostLog().split('\n').slice(-40).join('\n');
  console.log(`    screenshot: ${file}\n    extension host log (tail):\n${log.replace(/^/gm, '      ')}`);
});

// Root hooks: a screenshot, the tail of the extension host log and the tail of the Scriptorium log for every
// failed scenario. The extension host log has no requests or panel messages in it: a failure report
// without Scriptorium's own log cannot tell "the request was never made" from "it was made and answered".
import { harness } from './harness';
import { extensionHostLog, screenshot, scriptoriumLog } from './helpers/workbench';

const tail = (text: string) => text.split('\n').slice(-40).join('\n').replace(/^/gm, '      ');

afterEach(async function () {
  if (this.currentTest?.state !== 'failed') return;
  // The test's own title last: two failures of one long describe got one name, and the second screenshot
  // replaced the first.
  const slug = (s: string, n: number) => s.replace(/[^a-z0-9]+/gi, '-').slice(0, n);
  const name = `FAILED-${slug(this.currentTest.parent?.title ?? '', 40)}--${slug(this.currentTest.title, 60)}`;
  const file = await screenshot(harness().page, name).catch(() => 'none');
  console.log(
    `    screenshot: ${file}\n    extension host log (tail):\n${tail(extensionHostLog())}\n    Scriptorium log (tail):\n${tail(scriptoriumLog())}`,
  );
});

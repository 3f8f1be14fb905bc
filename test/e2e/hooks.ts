// Root hooks: a screenshot, the tail of the extension host log and the tail of the Scriptorium log for every
// failed scenario. The extension host log has no requests or panel messages in it: a failure report
// without Scriptorium's own log cannot tell "the request was never made" from "it was made and answered".
//
// CI keeps nothing but its printed output, and is read from its tail, where the stage runner repeats
// mocha's failure block: what the workbench showed when the test failed (focus, quick input, dialog,
// toasts) and the Scriptorium lines the test itself logged go into the failure's own message, so they are
// in that block (two CI failures were left unexplained because their screenshots and logs went with the
// clone).
import { harness } from './harness';
import { appendToError, extensionHostLog, screenshot, scriptoriumLog, workbenchState } from './helpers/workbench';

const tail = (text: string) => text.split('\n').slice(-40).join('\n').replace(/^/gm, '      ');
/** Lines of the Scriptorium log the failed test wrote: the last of them, shortened. */
const OWN_LINES = 12;

let logLengthBefore = 0;

beforeEach(() => {
  logLengthBefore = scriptoriumLog().length;
});

afterEach(async function () {
  const test = this.currentTest;
  if (test?.state !== 'failed') return;
  // The test's own title last: two failures of one long describe got one name, and the second screenshot
  // replaced the first.
  const slug = (s: string, n: number) => s.replace(/[^a-z0-9]+/gi, '-').slice(0, n);
  const name = `FAILED-${slug(test.parent?.title ?? '', 40)}--${slug(test.title, 60)}`;
  const file = await screenshot(harness().page, name).catch(() => 'none');
  const log = scriptoriumLog();
  console.log(
    `    screenshot: ${file}\n    extension host log (tail):\n${tail(extensionHostLog())}\n    Scriptorium log (tail):\n${tail(log)}`,
  );
  const err = (test as { err?: Error }).err;
  if (!err) return;
  const state = await workbenchState(harness().page).catch((e: Error) => `(not read: ${e.message})`);
  const own = log
    .slice(logLengthBefore)
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(-OWN_LINES)
    .map((l) => `      ${l.length > 200 ? `${l.slice(0, 200)}…` : l}`);
  const added = `\n    workbench: ${state}\n    Scriptorium log of this test (last ${OWN_LINES}):\n${own.join('\n') || '      (none)'}`;
  appendToError(err, added);
});

// A busy machine for the scenarios whose bug shows only under load (#41: a select-all that arrived late).
// Two kinds: processes spinning on the CPU beside VS Code, as other jobs of a shared machine do, and the
// workbench's own thread kept busy in slices, as a workbench with much to do is. The second is what delays
// the messages between a webview and the workbench: the browser runs input (key presses) before other
// tasks, so keys still reach the page at once while every message hop waits for a slice to end. Both are
// stopped by the function returned; a scenario calls it in `finally`, so a failure leaves nothing running.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';

/** Plain source (not a test function): the test bundler's helper for function names is not in the page. */
const SPIN = `
  const w = window;
  w.scriptoriumBusy = true;
  const slice = () => {
    const end = performance.now() + SLICE_MS;
    while (performance.now() < end);
    if (w.scriptoriumBusy) setTimeout(slice, 0);
  };
  setTimeout(slice, 0);
`;

/**
 * Starts `processes` spinning Node processes and, given a page, keeps the page's main thread busy in
 * slices of `sliceMs`; resolves to the function that stops both.
 */
export async function busyMachine(
  options: { processes?: number; page?: Page; sliceMs?: number } = {},
): Promise<() => Promise<void>> {
  const spinners: ChildProcess[] = [];
  for (let i = 0; i < (options.processes ?? 2); i++)
    spinners.push(spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }));
  const { page } = options;
  if (page) await page.evaluate(new Function(SPIN.replace('SLICE_MS', String(options.sliceMs ?? 100))) as () => void);
  return async () => {
    for (const spinner of spinners) if (spinner.exitCode === null) spinner.kill('SIGKILL');
    if (page)
      await page.evaluate(() => {
        (window as unknown as { scriptoriumBusy?: boolean }).scriptoriumBusy = false;
      });
  };
}

type Stroke = { down: string } | { up: string } | { text: string };

/**
 * Presses keys as a person does, on the clock: each stroke `paceMs` after the one before, whether or not
 * the page has handled it yet (playwright's own typing waits for each key to be handled first, which a busy
 * page then paces, and the race a person meets never comes). Ctrl+A is the chord `Control+a`; a letter
 * outside the US layout (é) arrives as text, as from an input method. Resolves once every stroke is handled.
 */
export async function typeOnTheClock(page: Page, keys: string[], paceMs: number): Promise<void> {
  const strokes: Stroke[] = [];
  for (const key of keys) {
    const [modifier, letter] = key.includes('+') ? key.split('+') : [undefined, key];
    if (modifier) strokes.push({ down: modifier }, { down: letter! }, { up: letter! }, { up: modifier });
    else if (/^[\x20-\x7e]$/.test(key)) strokes.push({ down: key }, { up: key });
    else strokes.push({ text: key });
  }
  const start = Date.now();
  const sent: Promise<void>[] = [];
  // A key's press and release half a pace apart; the next key a pace after the last.
  const step = paceMs / 2;
  for (const [i, stroke] of strokes.entries()) {
    const due = start + i * step;
    if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
    sent.push(
      'down' in stroke
        ? page.keyboard.down(stroke.down)
        : 'up' in stroke
          ? page.keyboard.up(stroke.up)
          : page.keyboard.insertText(stroke.text),
    );
  }
  await Promise.all(sent);
}

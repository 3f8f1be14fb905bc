// The sandbox's Boromir face called as another client would (setting up or checking World Anvil's side of
// a scenario), with the sandbox's keys; every answer must be 200.
import { strict as assert } from 'node:assert';
import type { Page } from 'playwright-core';
import { harness, sandboxFetch } from '../harness';
import { logSnapshot, newLogLine } from './state';
import { runCommand } from './workbench';

export async function boromir<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const { sandbox } = harness();
  const res = await sandboxFetch(`${sandbox.boromirUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-auth-token': sandbox.credentials.worldAnvil.authToken,
      'x-application-key': sandbox.credentials.worldAnvil.applicationKey,
      'content-type': 'application/json',
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  assert.equal(res.status, 200, path);
  return (await res.json()) as T;
}

/**
 * Types `addition` at the end of the open article file's first line holding `line`, runs Push Article
 * Changes, and resolves to the content the PATCH sent once the push of `articleId`'s content is logged.
 */
export async function pushedContent(page: Page, articleId: string, line: string, addition: string): Promise<string> {
  const { sandbox } = harness();
  await page.locator('.editor-group-container.active .view-line', { hasText: line }).first().click();
  await page.keyboard.press('End');
  await page.keyboard.type(addition);
  sandbox.requests.length = 0;
  const before = logSnapshot();
  await runCommand(page, 'Scriptorium: Push Article Changes');
  await newLogLine('the push', before, new RegExp(`\\[push\\] patched ${articleId}: content$`));
  // The push is over once the file records it (its front matter, then the merge base): a revert before
  // that was undone by the record's edit, and the Close All Editors after it stopped on a modal Save
  // question that blocked the scenarios after (CI 5: 46 and 58's before-all clicks).
  await newLogLine(
    'the push recorded',
    before,
    /\[sync\] .*(recorded as in step with World Anvil|kept as the merge base of|last synced text not recorded)/,
  );
  const patch = sandbox.requests.find((r) => r.method === 'PATCH' && r.path.endsWith('/article'));
  assert.ok(patch, 'a PATCH was sent');
  return (JSON.parse(patch.body) as { content: string }).content;
}

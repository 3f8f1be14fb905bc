// Secrets as files (#29 items 3 and 6), in real VS Code against the sandbox's Boromir face: pulling a
// world writes its secrets under Secrets/, each marked `kind: "secret"`; a secret file edited here pushes
// to its secret with Push Article Changes (a PATCH of the changed field); a new file marked as a secret
// becomes one with Create Article from Current File (the world asked for, the new id written back). Every
// wait is on state: the log, the files, the editor's text, the sandbox's secret.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { harness, sandboxFetch } from '../harness';
import { editorText, logSnapshot, newLogLine, recordedArticle } from '../helpers/state';
import { eventually, pickItem, runCommand, screenshot } from '../helpers/workbench';
import { pullReedlandsInto } from '../helpers/worldChanges';

const FOLDER = 'secret-files';
const folder = () => join(harness().vscode.workspace, FOLDER);
const NEW_SECRET = 'Hidden-door.md';

const keys = () => ({
  'x-auth-token': harness().sandbox.credentials.worldAnvil.authToken,
  'x-application-key': harness().sandbox.credentials.worldAnvil.applicationKey,
  'Content-Type': 'application/json',
});

/** The sandbox's secret, as World Anvil serves it (content at granularity 2). */
async function serverSecret(id: string): Promise<{ title: string; content: string | null; world?: { id: string } }> {
  const res = await sandboxFetch(`${harness().sandbox.boromirUrl}secret?id=${id}&granularity=2`, { headers: keys() });
  assert.equal(res.status, 200);
  return (await res.json()) as { title: string; content: string | null; world?: { id: string } };
}

/**
 * Opens a file by its path below the workspace through Quick Open: other folders hold files of the same
 * names (earlier pulls of this world), so the row must show this folder too.
 */
async function openPath(page: Page, path: string): Promise<void> {
  const name = path.split('/').pop()!;
  const dir = path.split('/').slice(0, -1).join('/');
  await page.keyboard.press('Control+P');
  const input = page.locator('.quick-input-widget input.input');
  await input.waitFor({ state: 'visible', timeout: 30_000 });
  await input.fill(path);
  await page.waitForFunction(
    ([n, d]) => {
      const row = document.querySelector('.quick-input-list .monaco-list-row[data-index="0"]')?.textContent ?? '';
      return row.includes(n!) && row.includes(d!);
    },
    [name, dir],
    { timeout: 30_000 },
  );
  await page.keyboard.press('Enter');
  await page.locator('.tab.active', { hasText: name }).waitFor({ timeout: 30_000 });
}

describe('Secrets as files', () => {
  let giant: string;

  before(() => pullReedlandsInto(FOLDER));

  it('pulls the world’s secrets into Secrets/, each marked as a secret', async () => {
    const { sandbox } = harness();
    const manifest = JSON.parse(readFileSync(join(folder(), '.scriptorium-world.json'), 'utf8')) as {
      worldId: string;
      secrets?: Record<string, { file: string }>;
    };
    const res = await sandboxFetch(`${sandbox.boromirUrl}world/secrets?id=${manifest.worldId}`, {
      method: 'POST',
      headers: keys(),
      body: JSON.stringify({ limit: 50, offset: 0 }),
    });
    const listed = ((await res.json()) as { entities: Array<{ id: string }> }).entities.map((s) => s.id).sort();
    assert.ok(listed.length > 0, 'the world has secrets');
    assert.deepEqual(Object.keys(manifest.secrets ?? {}).sort(), listed);
    const files = readdirSync(join(folder(), 'Secrets')).sort();
    assert.equal(files.length, listed.length, files.join(' '));
    for (const f of files) {
      const text = readFileSync(join(folder(), 'Secrets', f), 'utf8');
      assert.match(text, /^---\nkind: "secret"\ntitle: /, f);
      assert.match(text, new RegExp(`world: "${manifest.worldId}"`), f);
    }
    const entry = Object.entries(manifest.secrets!).find(([, e]) => e.file === 'Secrets/The-giant-still-breathes.md');
    assert.ok(
      entry,
      Object.values(manifest.secrets!)
        .map((e) => e.file)
        .join(' '),
    );
    giant = entry[0];
  });

  it('pushes an edited secret file to its secret', async () => {
    const { page, sandbox } = harness();
    const path = join(folder(), 'Secrets', 'The-giant-still-breathes.md');
    writeFileSync(path, `${readFileSync(path, 'utf8')}\nThe tide keeps **count**.\n`);
    await openPath(page, `${FOLDER}/Secrets/The-giant-still-breathes.md`);
    await eventually('the edit in the editor', async () => (await editorText(page)).includes('keeps **count**'));
    const recorded = recordedArticle(await editorText(page));
    sandbox.requests.length = 0;
    const before = logSnapshot();
    await runCommand(page, 'Scriptorium: Push Article Changes');
    await newLogLine('the push', before, new RegExp(`\\[push\\] patched secret ${giant}: content$`));
    const patch = sandbox.requests.find((r) => r.method === 'PATCH');
    assert.equal(patch?.path, '/api/external/boromir/secret');
    assert.deepEqual(Object.keys(JSON.parse(patch!.body)), ['content']);
    assert.match(String((await serverSecret(giant)).content), /The tide keeps \[b\]count\[\/b\]\.$/);
    // The front matter records the secret's new change date (the command's last step).
    await eventually('the new change date in the front matter', async () => {
      const updated = recordedArticle(await editorText(page)).updated;
      return updated !== undefined && updated !== recorded.updated;
    });
    await screenshot(page, 'secret-file-push');
    await runCommand(page, 'File: Save');
    await runCommand(page, 'View: Close All Editors');
  });

  it('creates a secret from a new file marked as one, asking for the world, and writes its id back', async () => {
    const { page, sandbox } = harness();
    const path = join(folder(), 'Secrets', NEW_SECRET);
    writeFileSync(path, '---\nkind: secret\ntitle: "The hidden door"\n---\nBehind the *lighthouse* stair.\n');
    let id: string | undefined;
    try {
      await openPath(page, `${FOLDER}/Secrets/${NEW_SECRET}`);
      const before = logSnapshot();
      await runCommand(page, 'Scriptorium: Create Article from Current File');
      await page.locator('.quick-input-widget', { hasText: 'Which world is this secret for?' }).waitFor({
        timeout: 30_000,
      });
      await pickItem(page, 'The Reedlands');
      const line = await newLogLine('the create', before, /\[create\] created secret [0-9a-f-]{36}$/);
      id = /created secret ([0-9a-f-]{36})/.exec(String(line))![1];
      await eventually('the id in the front matter', async () => recordedArticle(await editorText(page)).id === id);
      assert.ok(
        sandbox.requests.some((r) => r.method === 'PUT' && r.path === '/api/external/boromir/secret'),
        'created through Boromir’s PUT secret',
      );
      const created = await serverSecret(id!);
      assert.equal(created.title, 'The hidden door');
      assert.equal(created.content, 'Behind the [i]lighthouse[/i] stair.');
      assert.match(await editorText(page), new RegExp(`world: "${created.world!.id}"`));
      await screenshot(page, 'secret-file-create');
      await runCommand(page, 'File: Save');
      await runCommand(page, 'View: Close All Editors');
    } finally {
      // Put things back: no new secret or file left for later scenarios.
      if (id)
        await sandboxFetch(`${sandbox.boromirUrl}secret?id=${id}`, { method: 'DELETE', headers: keys() }).catch(
          () => undefined,
        );
      rmSync(path, { force: true });
    }
  });
});

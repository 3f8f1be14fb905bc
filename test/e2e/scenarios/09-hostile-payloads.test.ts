// The webview security suite in real Chromium: the sandbox's hostile corpus (sandbox/hostile/) opened in
// the real panels — every hostile string in the unit panel, the hostile article in the remote preview, and
// a hostile Markdown file in the local preview. No payload may run (a page-level flag and a DOM marker stay
// unset in every frame), the payloads read as text, and each panel's CSP refuses inline script.
import { strict as assert } from 'node:assert';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConsoleMessage, Frame, Locator, Page } from 'playwright-core';
import { harness } from '../harness';
import { panelFrame } from '../helpers/webviewA11y';
import {
  collapseAll,
  eventually,
  expandRow,
  expandView,
  openContainer,
  revealRow,
  openFile,
  runCommand,
  screenshot,
  treeRow,
} from '../helpers/workbench';
import { HOSTILE_PAYLOADS, payload, PWN } from '../../../sandbox/hostile/payloads';
import { hostileUnitPlans } from '../../../sandbox/hostile/weblate';
import { HOSTILE_ARTICLE_TITLE, HOSTILE_RELATION_ITEM, HOSTILE_TAGS } from '../../../sandbox/hostile/worldanvil';

/** Payloads without BBCode, Markdown or line syntax: every renderer must show them exactly as written. */
const MARKUP_ONLY = HOSTILE_PAYLOADS.filter((p) => !/[[\]]|--|\n/.test(p.text));

interface FrameState {
  url: string;
  flag: unknown;
  marker: boolean;
}

/** The flag and marker in every frame of the page (the workbench, each webview's outer and inner frame). */
async function frameStates(page: Page): Promise<FrameState[]> {
  const states: FrameState[] = [];
  for (const f of page.frames()) {
    if (f.isDetached()) continue;
    const s = await f
      .evaluate(() => ({
        url: location.href,
        flag: (window as unknown as { __pwned?: unknown }).__pwned,
        marker: document.querySelector('[data-pwned]') !== null,
      }))
      .catch((e: Error) => (/detached|destroyed|navigat/i.test(e.message) ? undefined : Promise.reject(e)));
    if (s) states.push(s);
  }
  return states;
}

async function assertNothingRan(page: Page, where: string): Promise<void> {
  const states = await frameStates(page);
  assert.ok(
    states.some((s) => s.url.includes('vscode-webview') || /webview/i.test(s.url)),
    `${where}: a webview frame was checked (${states.map((s) => s.url).join(', ')})`,
  );
  const hit = states.filter((s) => s.flag !== undefined || s.marker);
  assert.deepEqual(hit, [], `${where}: a payload ran`);
}

/**
 * Tries to run inline script in the panel the way an injected payload would (an inline <script> and an
 * inline event handler); the CSP must refuse both, fire securitypolicyviolation for each, and the browser
 * must say so on the console naming this panel's nonce.
 */
async function assertCspRefusesInlineScript(frame: Frame, where: string, consoleLines: string[]): Promise<void> {
  const csp = await frame.evaluate(
    () => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
  );
  assert.match(csp, /script-src 'nonce-[^']+'/, `${where}: script only by nonce`);
  assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/, `${where}: no unsafe-inline or unsafe-eval`);
  await frame.evaluate(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(e.effectiveDirective));
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = "inline script";';
    document.body.append(script);
    const div = document.createElement('div');
    div.innerHTML = '<img src="data:," onerror="window.__pwned = \'inline handler\'">';
    document.body.append(div);
  });
  const seen = await eventually(`${where}: CSP violations for the inline script and the inline handler`, async () => {
    const v = await frame.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    return v.includes('script-src-elem') && v.includes('script-src-attr') ? v : undefined;
  });
  assert.ok(seen && seen.length >= 2);
  const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
  await eventually(`${where}: the browser's console reports both blocked`, () =>
    ['inline script', 'inline event handler'].every((kind) =>
      consoleLines.some((m) => m.includes(nonce) && m.includes(kind) && /blocked|refused/i.test(m)),
    ),
  );
  assert.equal(
    await frame.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
    undefined,
    `${where}: the inline script ran`,
  );
}

/** The text of a "label: value" field of the unit panel. */
function fieldValue(frame: Frame, label: string): Locator {
  return frame
    .locator('.field', { has: frame.locator('.label', { hasText: new RegExp(`^${label}$`) }) })
    .locator('.value');
}

describe('Hostile payloads in the panels', function () {
  this.timeout(300_000);
  const cspConsole: string[] = [];
  const onConsole = (m: ConsoleMessage) => {
    if (/Content Security Policy/i.test(m.text())) cspConsole.push(m.text());
  };
  before(() => harness().page.on('console', onConsole));
  after(async () => {
    harness().page.off('console', onConsole);
    // Leave the Localization tree as a fresh connection shows it: later scenarios refresh it and count on it.
    const pane = await expandView(harness().page, 'Localization');
    await collapseAll(pane);
    await expandRow(pane, /^Projects/);
  });

  it('opens every hostile string in the unit panel: nothing runs, every field reads as the text sent', async () => {
    const { page } = harness();
    await openContainer(page, 'Scriptorium');
    const pane = await expandView(page, 'Localization');
    await collapseAll(pane);
    await expandRow(pane, /^Projects/);
    await expandRow(pane, /^Internal Tools/);
    await expandRow(pane, /^Hostile payloads/);
    assert.match(
      await treeRow(pane, /^Hostile payloads/).innerText(),
      /<img src=x onerror=/,
      'the component name shows as text in the tree',
    );
    await expandRow(pane, /^German/);
    await treeRow(pane, /^hostile\.p01/).click();
    const plans = hostileUnitPlans();
    for (const [i, plan] of plans.entries()) {
      const frame = await panelFrame(page, new RegExp(`^${plan.key.replace('.', '\\.')}$`));
      await frame.locator('.history li').first().waitFor();
      assert.equal(await frame.locator('section.source pre').first().textContent(), plan.source, `${plan.key} source`);
      assert.equal(await frame.locator('#target-0').inputValue(), plan.target, `${plan.key} translation`);
      assert.equal(await fieldValue(frame, 'Note').textContent(), plan.note, `${plan.key} note`);
      // The explanation sits above the translation box (#31), not among the context fields.
      assert.equal(
        await frame.locator('#explanation .value').textContent(),
        plan.explanation,
        `${plan.key} explanation`,
      );
      assert.equal(
        await fieldValue(frame, 'Previous source').textContent(),
        plan.previousSource,
        `${plan.key} previous source`,
      );
      assert.equal(
        await frame.locator('.others li .text').first().textContent(),
        plan.source,
        `${plan.key} English, among the other languages`,
      );
      assert.equal(
        await frame.locator('.history li .text').first().textContent(),
        plan.changeTarget,
        `${plan.key} history`,
      );
      // Hover and focus where an injected onmouseover/onfocus would sit.
      await frame.locator('section.source pre').first().hover();
      await fieldValue(frame, 'Note').hover();
      await assertNothingRan(page, plan.key);
      if (i === 0) await screenshot(page, 'hostile-unit-panel');
      if (i < plans.length - 1) await frame.locator('nav button', { hasText: /^Next$/ }).click();
    }
  });

  it('the unit panel’s CSP refuses inline script', async () => {
    const { page } = harness();
    await assertCspRefusesInlineScript(await panelFrame(page, /^hostile\.p\d+$/), 'unit panel', cspConsole);
    await assertNothingRan(page, 'unit panel after the CSP probe');
  });

  it('previews the hostile article (through Boromir): nothing runs, title, payloads and tags read as text', async () => {
    const { page } = harness();
    await openContainer(page, 'Scriptorium');
    const pane = await expandView(page, 'Worldbuilding');
    await runCommand(page, 'Scriptorium: Refresh Worlds');
    await treeRow(pane, /^sandbox-writer/).waitFor({ timeout: 30_000 });
    await collapseAll(pane);
    await (await revealRow(pane, [/^sandbox-writer/, /^Secret Notebook/], /^Hostile/)).click();
    const frame = await panelFrame(page, /^Hostile/);
    assert.equal(await frame.locator('header h1').textContent(), HOSTILE_ARTICLE_TITLE);
    const text = (await frame.locator('#app').textContent()) ?? '';
    for (const p of MARKUP_ONLY) assert.ok(text.includes(p.text), `${p.name} shown as written`);
    for (const p of HOSTILE_PAYLOADS) assert.ok(text.includes(p.name), `${p.name} in the content`);
    assert.equal(await frame.locator('section h2').count(), 11, 'ten sections and the details');
    assert.equal(await fieldValue(frame, 'Tags').textContent(), HOSTILE_TAGS);
    // Through Boromir the relation is a field of the article (named after the field, without Aragorn's
    // group title): its hostile item reads as text, and nothing in it is an element.
    const relation = fieldValue(frame, 'Relation');
    assert.equal(await relation.count(), 1);
    assert.ok(
      ((await relation.textContent()) ?? '').includes(HOSTILE_RELATION_ITEM),
      'the hostile relation item as text',
    );
    assert.equal(await relation.locator('*').count(), 0, 'the relation value holds no element');
    assert.equal(
      await frame
        .locator(
          '.article-body script, .article-body iframe, .article-body object, .article-body embed, .article-body svg, .article-body style, .article-body [style]',
        )
        .count(),
      0,
    );
    for (const a of await frame.locator('.article-body a[href]').all())
      assert.match((await a.getAttribute('href')) ?? '', /^(https?:|mailto:|#|\/)/, 'only web links');
    await screenshot(page, 'hostile-article-preview');
    await frame.locator('.article-body').first().hover();
    await assertNothingRan(page, 'remote article preview');
  });

  it('the article preview’s CSP refuses inline script', async () => {
    const { page } = harness();
    await assertCspRefusesInlineScript(await panelFrame(page, /^Hostile/), 'article preview', cspConsole);
    await assertNothingRan(page, 'article preview after the CSP probe');
  });

  it('would notice a payload that did run (the check can fail)', async () => {
    const { page } = harness();
    const frame = await panelFrame(page, /^Hostile/);
    // Through the debugger protocol, which no CSP governs: exactly what a payload that got through would do.
    await frame.evaluate(PWN).catch(() => undefined); // top.__pwned throws across origins, after the local flag
    const hit = (await frameStates(page)).filter((s) => s.flag !== undefined || s.marker);
    assert.ok(hit.length >= 1, 'the flag and marker set in the webview are seen');
    for (const f of page.frames()) {
      await f
        .evaluate(() => {
          delete (window as unknown as { __pwned?: unknown }).__pwned;
          delete document.documentElement.dataset.pwned;
        })
        .catch(() => undefined);
    }
    await assertNothingRan(page, 'after clearing the deliberate flag');
  });

  it('previews a hostile local article file: nothing runs, the title reads as text', async () => {
    const { page, vscode } = harness();
    const file = join(vscode.workspace, 'articles', 'zz-hostile-payloads.md');
    const title = payload('script-tag').text;
    const front = [
      '---',
      `title: ${JSON.stringify(title)}`,
      'template: article',
      'state: public',
      `excerpt: ${JSON.stringify(payload('img-onerror').text)}`,
      '---',
    ];
    writeFileSync(file, [...front, ...HOSTILE_PAYLOADS.map((p) => `${p.name}\n\n${p.text}\n`)].join('\n'));
    try {
      await openFile(page, 'zz-hostile-payloads.md');
      await runCommand(page, 'Scriptorium: Preview Article File');
      const frame = await panelFrame(page, /^<script>/);
      assert.equal(await frame.locator('header h1').textContent(), title);
      const body = (await frame.locator('.article-body').first().textContent()) ?? '';
      assert.ok(body.includes('<img src=x onerror='), 'HTML in the Markdown shows as text');
      await screenshot(page, 'hostile-local-preview');
      await frame.locator('.article-body').first().hover();
      await assertNothingRan(page, 'local article preview');
      await assertCspRefusesInlineScript(frame, 'local article preview', cspConsole);
    } finally {
      await runCommand(page, 'View: Close All Editors').catch(() => undefined);
      rmSync(file, { force: true });
    }
  });
});

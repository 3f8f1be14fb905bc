// The panels' browser scripts, run in Node over a stand-in DOM, fed a unit and an article made of hostile
// payloads: server text must reach the page only as text nodes (or a textarea's value), never as markup
// or as an attribute that can run or load anything; the article's HTML is handed over sanitized.
import { strict as assert } from 'node:assert';
import { sanitizeServerHtml } from '../../../src/core/markup/bbcodeToHtml';
import type { ReviewView } from '../../../src/localization/unitPanel/reviewProtocol';
import type { UnitPanelView } from '../../../src/localization/unitPanel/unitProtocol';
import type { ArticlePreviewModel } from '../../../src/worldbuilding/preview/articleProtocol';
import { HOSTILE_PAYLOADS, nthPayload } from '../../../sandbox/hostile/payloads';
import { renderBBCode } from '../../../sandbox/worldanvil/render';
import { FakeElement, installFakePage, type FakePage } from './fakeDom';
import { executableConstructs } from './htmlSafety';

const P = (i: number) => nthPayload(i).text;
const SAFE_ATTRIBUTES = new Set([
  'id',
  'class',
  'dir',
  'lang',
  'rows',
  'aria-label',
  'aria-live',
  'role',
  'for',
  'type',
  'title',
  'value',
  'datetime',
  'href',
  'aria-describedby',
  'aria-labelledby',
  'maxlength',
]);

function uninstall(): void {
  const g = globalThis as Record<string, unknown>;
  delete g.document;
  delete g.window;
  delete g.acquireVsCodeApi;
}

/** Every element and attribute the panel made: only known attribute names, and href only "#". */
function assertInertTree(app: FakeElement): void {
  for (const e of app.descendants()) {
    assert.ok(
      !['script', 'iframe', 'object', 'embed', 'style', 'link', 'meta', 'base', 'svg', 'math'].includes(e.tagName),
      `<${e.tagName}> created`,
    );
    for (const [name, value] of e.attributes) {
      assert.ok(SAFE_ATTRIBUTES.has(name), `attribute ${name}="${value}" on <${e.tagName}>`);
      if (name === 'href') assert.equal(value, '#', 'links go through messages, not URLs');
    }
  }
}

function hostileUnit(offset: number): UnitPanelView {
  return {
    id: 7,
    key: 'hostile.p01',
    project: P(offset + 1),
    component: P(offset + 2),
    language: {
      name: P(offset + 3),
      code: P(offset + 4),
      tag: P(offset + 4),
      fileCode: P(offset + 5),
      shown: P(offset + 5),
      direction: 'ltr',
      plurals: 2,
    },
    source: [P(offset + 6), P(offset + 7)],
    sourceDirection: 'ltr',
    target: [P(offset + 8), P(offset + 9)],
    state: 10,
    stateKind: 'needsEditing',
    stateLabel: 'Needs editing',
    readOnly: false,
    readOnlyReason: '',
    location: P(offset + 10),
    note: P(offset + 11),
    explanation: P(offset + 12),
    flags: P(offset + 13),
    position: 1,
    markers: { suggestion: true, comment: true, failingCheck: true },
    webUrl: `javascript:${P(0)}`,
    previousSource: P(offset + 14),
    others: [
      {
        language: P(offset + 15),
        code: P(offset + 16),
        direction: 'rtl',
        target: [P(offset + 17)],
        state: 'translated',
        stateLabel: 'Translated',
        unitId: 8,
      },
    ],
    history: [
      {
        action: P(offset + 18),
        who: P(offset + 19),
        when: P(offset + 20),
        whenText: P(offset + 20),
        whenExact: P(offset + 21),
        target: P(offset + 21),
      },
    ],
  };
}

describe('hardening: the unit panel script renders hostile text as text', () => {
  let page: FakePage;
  before(async () => {
    page = installFakePage();
    await import('../../../webview-ui/unitPanelMain');
  });
  after(uninstall);

  // A string that arrives while the person is elsewhere (a slow server) must not take the keyboard from
  // the menu or quick input they moved on to; the box takes it when they come to the panel.
  it('focuses the translation box only while the panel has the focus, or once it gets it', () => {
    page.setPageFocus(false);
    page.deliver({ type: 'unit', unit: hostileUnit(0), states: [{ value: 20, label: 'Translated' }] });
    assert.equal(page.focused(), null, 'nothing focused while the panel is in the background');
    page.setPageFocus(true);
    assert.equal(page.focused()?.id, 'target-0', 'the box, once the panel has the focus');
    page.deliver({ type: 'unit', unit: hostileUnit(22), states: [{ value: 20, label: 'Translated' }] });
    assert.equal(page.focused()?.id, 'target-0', 'the new string’s box, drawn while the panel has the focus');
  });

  // 22 payloads per unit view: three views cover the corpus.
  for (let offset = 0; offset < HOSTILE_PAYLOADS.length; offset += 22) {
    it(`payloads ${offset + 1}–${Math.min(offset + 22, HOSTILE_PAYLOADS.length)}: text nodes and textarea values only`, () => {
      const view = hostileUnit(offset);
      page.deliver({
        type: 'unit',
        unit: view,
        states: [
          { value: 10, label: P(offset + 3) },
          { value: 20, label: 'Translated' },
        ],
      });
      assertInertTree(page.app);
      const texts = page.app.texts().map((t) => t.data);
      for (const s of [
        ...view.source,
        view.location,
        view.note,
        view.explanation,
        view.flags,
        view.previousSource,
        view.others[0]!.target[0]!,
        view.history[0]!.target,
        view.history[0]!.action,
      ]) {
        assert.ok(texts.includes(s), `shown as text: ${s}`);
      }
      const areas = page.app.descendants().filter((e) => e.tagName === 'textarea');
      assert.deepEqual(
        areas.map((a) => a.value),
        view.target,
        'translations as the value of their boxes',
      );
      assert.deepEqual(
        page.app.descendants().flatMap((e) => e.htmlAssigned),
        [],
        'no HTML parsed from server text',
      );
    });
  }

  it('shows hostile suggestions and comments as text; Accept, Delete and Suggest post their ids', () => {
    const view = hostileUnit(0);
    page.deliver({ type: 'unit', unit: view, states: [{ value: 20, label: 'Translated' }] });
    const saveLabel = page.app.descendants().find((e) => e.id === 'save')!.textContent;
    const texts = {
      suggestions: 'Suggestions',
      noSuggestions: '-',
      accept: 'Accept',
      delete: 'Delete',
      suggestLabel: 'Yours',
      suggest: 'Suggest',
      comments: 'Comments',
      noComments: '-',
      commentLabel: 'New',
      scopeLabel: 'On',
      addComment: 'Add',
      by: 'by',
      someone: '?',
      votes: 'votes',
      scopeNames: { translation: P(30), global: P(31), report: P(32) },
    };
    const review: ReviewView = {
      unitId: view.id,
      maySuggest: true,
      mayAccept: true,
      mayDelete: true,
      mayComment: true,
      suggestInsteadOfSave: true,
      scopes: ['translation', 'global'],
      texts,
      suggestions: [
        { id: 41, author: P(23), when: P(24), whenText: P(24), whenExact: P(34), text: [P(25), P(26)], votes: 2 },
      ],
      comments: [
        { id: 5, author: P(27), when: P(28), whenText: P(28), whenExact: P(35), text: P(29), scope: 'global' },
      ],
    };
    page.deliver({ type: 'review', review });
    page.deliver({ type: 'reviewStatus', kind: 'error', message: P(33) });
    assertInertTree(page.app);
    const shown = page.app.texts().map((t) => t.data);
    for (const s of [P(25), P(29), P(33)])
      assert.ok(
        shown.some((t) => t.includes(s)),
        `shown as text: ${s}`,
      );
    assert.ok(shown.some((t) => t.includes(P(23))) && shown.some((t) => t.includes(P(27))), 'authors as text');
    assert.deepEqual(
      page.app.descendants().flatMap((e) => e.htmlAssigned),
      [],
    );
    const button = (label: string) =>
      page.app.descendants().find((e) => e.tagName === 'button' && e.textContent === label)!;
    page.posted.length = 0;
    for (const fn of button('Accept').listeners.get('click') ?? []) fn({});
    for (const fn of button('Delete').listeners.get('click') ?? []) fn({});
    assert.deepEqual(page.posted, [
      { type: 'acceptSuggestion', unitId: 7, suggestionId: 41 },
      { type: 'deleteSuggestion', unitId: 7, suggestionId: 41 },
    ]);
    // Refused a save before: the form's button says Suggest and sends a suggestion, not a save.
    const save = page.app.descendants().find((e) => e.id === 'save')!;
    assert.equal(save.textContent, 'Suggest');
    page.posted.length = 0;
    const editor = page.app.descendants().find((e) => e.id === 'editor')!;
    for (const fn of editor.listeners.get('submit') ?? []) fn({ preventDefault: () => undefined });
    assert.deepEqual(page.posted, [{ type: 'suggest', unitId: 7, target: view.target, from: 'form' }]);
    // Another account that may save: the form's own label comes back.
    page.deliver({ type: 'review', review: { ...review, suggestInsteadOfSave: false } });
    assert.equal(page.app.descendants().find((e) => e.id === 'save')!.textContent, saveLabel);
  });

  it('shows a read-only string as read-only: boxes read-only, the reason next to them, no state and no Save', () => {
    const view = {
      ...hostileUnit(0),
      readOnly: true,
      readOnlyReason: P(30),
      stateKind: 'readOnly' as const,
      stateLabel: P(31),
    };
    page.deliver({ type: 'unit', unit: view, states: [{ value: 20, label: 'x' }] });
    const all = page.app.descendants();
    // The translation's boxes (the review sections have their own, for suggestions and comments).
    const areas = all.filter((e) => e.tagName === 'textarea' && e.id.startsWith('target-'));
    assert.ok(
      areas.length > 0 &&
        areas.every((a) => a.readOnly && (a.getAttribute('aria-describedby') ?? '').includes('readonly-reason')),
    );
    assert.equal(
      all
        .find((e) => e.id === 'readonly-reason')
        ?.texts()
        .map((x) => x.data)
        .join(''),
      P(30),
    );
    assert.equal(all.filter((e) => e.id === 'save' || e.id === 'state').length, 0);
    assert.ok(
      page.app.texts().some((x) => x.data === P(31)),
      'the state label the extension sent',
    );
  });

  // #31: typed text reaches the extension before the page can go away, and a draft is shown and marked.
  it('sends the typed text on blur, hiding, unload and modifier keys; never twice the same', () => {
    const view = { ...hostileUnit(0), id: 31, target: ['', ''] };
    page.deliver({ type: 'unit', unit: view, states: [{ value: 20, label: 'Translated' }] });
    const byId = (id: string) => page.app.descendants().find((e) => e.id === id);
    const type = (i: number, text: string) => {
      const box = byId(`target-${i}`)!;
      box.value = text;
      for (const fn of box.listeners.get('input') ?? []) fn({});
    };
    page.posted.length = 0;
    type(0, P(40));
    assert.deepEqual(page.posted, [], 'typing is sent after a pause, not on every key');
    assert.ok(byId('draft-notice'), 'the form is marked as a draft at once');
    page.fireWindow('blur');
    assert.deepEqual(page.posted, [{ type: 'draft', unitId: 31, target: [P(40), ''], state: 20 }]);
    page.fireWindow('blur');
    assert.equal(page.posted.length, 1, 'nothing new: nothing sent again');
    type(1, 'b');
    page.setVisibility('hidden');
    page.setVisibility('visible');
    type(1, 'c');
    page.fireWindow('pagehide');
    type(1, 'd');
    page.fireWindow('beforeunload');
    type(1, 'e');
    page.fireWindow('keydown', { ctrlKey: true, key: 'w' });
    assert.deepEqual(
      page.posted.map((m) => (m as { target: string[] }).target[1]),
      ['', 'b', 'c', 'd', 'e'],
    );
    // Alt+PageDown: the text goes first, then the question where to go (the extension may ask about it).
    type(0, 'f');
    page.posted.length = 0;
    page.fireWindow('keydown', { altKey: true, key: 'PageDown' });
    assert.deepEqual(page.posted, [
      { type: 'draft', unitId: 31, target: ['f', 'e'], state: 20 },
      { type: 'navigate', to: 'next' },
    ]);
    assertInertTree(page.app);
  });

  it('shows a draft in place of the server text, with the server text beside it, and Discard resets it', () => {
    const view = { ...hostileUnit(0), id: 32, target: [P(41), ''] };
    page.deliver({
      type: 'unit',
      unit: view,
      states: [
        { value: 10, label: 'Needs editing' },
        { value: 20, label: 'Translated' },
      ],
      draft: { target: [P(42), 'x'], state: 10, serverChanged: true },
    });
    const byId = (id: string) => page.app.descendants().find((e) => e.id === id);
    assert.deepEqual([byId('target-0')!.value, byId('target-1')!.value], [P(42), 'x'], 'the boxes hold the draft');
    const notice = byId('draft-notice')!;
    const shown = notice.texts().map((x) => x.data);
    assert.ok(shown.includes('draftNotSaved') && shown.includes('draftServerChanged'), shown.join(' | '));
    assert.ok(shown.includes(P(41)), 'the server’s text, as text, for comparison');
    assertInertTree(page.app);
    page.posted.length = 0;
    page.fireWindow('blur');
    assert.deepEqual(page.posted, [], 'the draft shown is what the extension has: not sent back');
    for (const fn of byId('discard-draft')!.listeners.get('click') ?? []) fn({});
    assert.deepEqual(page.posted, [{ type: 'discardDraft', unitId: 32 }]);
    assert.deepEqual([byId('target-0')!.value, byId('target-1')!.value], [P(41), ''], 'the server text is back');
    assert.equal(byId('draft-notice'), undefined);
    assert.equal(page.focused()?.id, 'target-0', 'the keyboard is back in the box');
    page.fireWindow('blur');
    assert.equal(page.posted.length, 1, 'a discarded draft is not sent again');
  });

  it('the Suggestion and Comment boxes get their draft back when drawn, and their typing is sent as the draft', () => {
    const view = { ...hostileUnit(0), id: 44 };
    page.deliver({
      type: 'unit',
      unit: view,
      states: [{ value: 20, label: 'Translated' }],
      draft: { serverChanged: false, suggestion: P(5), comment: P(6) },
    });
    const texts = {
      suggestions: 'S',
      noSuggestions: '-',
      accept: 'A',
      delete: 'D',
      suggestLabel: 'Y',
      suggest: 'Suggest',
      comments: 'C',
      noComments: '-',
      commentLabel: 'N',
      scopeLabel: 'O',
      addComment: 'Add',
      by: 'by',
      someone: '?',
      votes: 'v',
      scopeNames: { translation: 'T', global: 'G', report: 'R' },
    };
    const review: ReviewView = {
      unitId: 44,
      maySuggest: true,
      mayAccept: false,
      mayDelete: false,
      mayComment: true,
      suggestInsteadOfSave: false,
      scopes: ['translation', 'global'],
      texts,
      suggestions: [],
      comments: [],
    };
    page.deliver({ type: 'review', review });
    const byId = (id: string) => page.app.descendants().find((e) => e.id === id)!;
    assert.deepEqual(
      [byId('suggest-text').value, byId('comment-text').value],
      [P(5), P(6)],
      'the draft is back in its boxes',
    );
    // Drawn again (a refusal re-sends the review part): what was typed since stays.
    byId('comment-text').value = 'typed since';
    page.deliver({ type: 'review', review });
    assert.equal(byId('comment-text').value, 'typed since');
    page.posted.length = 0;
    byId('suggest-text').value = '';
    page.fireWindow('blur');
    assert.deepEqual(
      page.posted,
      [
        {
          type: 'draft',
          unitId: 44,
          target: view.target,
          state: 20,
          comment: 'typed since',
          commentScope: 'translation',
        },
      ],
      'a blank box is left out; the others go',
    );
    assertInertTree(page.app);
  });

  it('asks before leaving a draft with the focus on Cancel; Escape cancels; each answer names the string', () => {
    const view = { ...hostileUnit(0), id: 33, target: [''] };
    page.deliver({ type: 'unit', unit: view, states: [{ value: 20, label: 'Translated' }] });
    const byId = (id: string) => page.app.descendants().find((e) => e.id === id);
    const click = (id: string) => {
      for (const fn of byId(id)!.listeners.get('click') ?? []) fn({});
    };
    page.deliver({ type: 'askLeave', unitId: 33, maySave: true, boxes: ['translation', 'comment'] });
    assert.equal(page.focused()?.id, 'leave-cancel', 'Enter on the question changes nothing');
    assert.ok(byId('leave-boxes'), 'the question names the boxes holding the draft');
    assert.deepEqual(
      byId('leave-bar')!
        .descendants()
        .filter((e) => e.tagName === 'button')
        .map((b) => b.id),
      ['leave-cancel', 'leave-save', 'leave-keep', 'leave-discard'],
    );
    page.posted.length = 0;
    for (const fn of byId('leave-bar')!.listeners.get('keydown') ?? [])
      fn({ key: 'Escape', preventDefault: () => undefined });
    assert.deepEqual(page.posted, [{ type: 'leaveAnswer', unitId: 33, answer: 'cancel' }]);
    assert.equal(byId('leave-bar'), undefined);
    assert.equal(page.focused()?.id, 'target-0');
    page.deliver({ type: 'askLeave', unitId: 33, maySave: false, boxes: ['translation'] });
    assert.equal(byId('leave-save'), undefined, 'no Save where the person may not save');
    const box = byId('target-0')!;
    box.value = 'typed just before';
    for (const fn of box.listeners.get('input') ?? []) fn({});
    page.posted.length = 0;
    click('leave-discard');
    assert.deepEqual(
      page.posted,
      [
        { type: 'draft', unitId: 33, target: ['typed just before'], state: 20 },
        { type: 'leaveAnswer', unitId: 33, answer: 'discardAndGo' },
      ],
      'the text first, then the answer',
    );
    page.fireWindow('blur');
    assert.equal(page.posted.length, 2, 'the discarded text is not sent again');
    box.value = 'typed after a move that failed';
    for (const fn of box.listeners.get('input') ?? []) fn({});
    page.fireWindow('blur');
    assert.equal(page.posted.length, 3, 'new typing is still kept');
    page.deliver({ type: 'askLeave', unitId: 99, maySave: true, boxes: ['translation'] });
    assert.equal(byId('leave-bar'), undefined, 'a question about another string is not shown');
    assertInertTree(page.app);
  });

  it('shows a hostile error and problems as text', () => {
    page.deliver({
      type: 'problems',
      problems: [
        { field: 'target', message: P(1) },
        { field: P(2), message: P(3) },
      ],
    });
    page.deliver({ type: 'error', message: P(4) });
    assertInertTree(page.app);
    const texts = page.app.texts().map((t) => t.data);
    for (const s of [P(1), P(4)]) assert.ok(texts.includes(s), s);
  });
});

describe('hardening: the article preview script hands over only sanitized HTML', () => {
  let page: FakePage;
  before(async () => {
    page = installFakePage();
    await import('../../../webview-ui/articlePreviewMain');
  });
  after(uninstall);

  it('renders hostile titles, badges, facts and warnings as text, and sanitized bodies as HTML', () => {
    const all = HOSTILE_PAYLOADS.map((p) => p.text);
    const article: ArticlePreviewModel = {
      title: P(0),
      subtitle: P(1),
      badges: [P(2), P(3)],
      html: sanitizeServerHtml(renderBBCode(all.join('\n\n'))),
      sections: HOSTILE_PAYLOADS.map((p, i) => ({ name: P(i + 1), html: sanitizeServerHtml(p.text) })),
      facts: HOSTILE_PAYLOADS.map((p, i) => ({ label: P(i + 2), value: p.text })),
      url: `javascript:${P(0)}`,
      warnings: [P(5)],
    };
    page.deliver({ type: 'article', article });
    assertInertTree(page.app);
    const texts = page.app.texts().map((t) => t.data);
    for (const s of [P(0), P(1), P(2), P(5), ...all]) assert.ok(texts.includes(s), `shown as text: ${s}`);
    const html = page.app.descendants().flatMap((e) => e.htmlAssigned);
    assert.equal(html.length, 1 + HOSTILE_PAYLOADS.length, 'the body and every section');
    for (const h of html) assert.deepEqual(executableConstructs(h), [], h);
  });

  // #25: the button the extension answers with a page whose CSP allows https images.
  it('offers one "Load remote images" button when images were held back, which asks the extension', () => {
    const article: ArticlePreviewModel = {
      title: 't',
      subtitle: '',
      badges: [],
      html: '<p>x</p>',
      sections: [],
      facts: [],
      warnings: [],
      heldImages: P(3),
      subject: 'remote:7d1c3a52-1f0e-4b8a-9c3d-2e5f6a7b8c9d',
    };
    page.deliver({ type: 'article', article });
    const buttons = page.app.descendants().filter((e) => e.tagName === 'button');
    assert.equal(buttons.length, 1);
    assert.ok(
      page.app.texts().some((t) => t.data === P(3)),
      'the notice shown as text',
    );
    const before = page.posted.length;
    for (const fn of buttons[0]!.listeners.get('click') ?? []) fn({});
    // #42: the click names the article it was shown for; the extension refuses it for any other.
    assert.deepEqual(page.posted.slice(before), [{ type: 'loadRemoteImages', subject: article.subject }]);
    page.deliver({ type: 'article', article: { ...article, heldImages: undefined } });
    assert.equal(
      page.app.descendants().filter((e) => e.tagName === 'button').length,
      0,
      'no button once nothing is held',
    );
  });

  // #31: after a mention, "Back" returns to the preview before; "Open on World Anvil" asks the extension,
  // which opens the article's url it kept (the page never holds the address).
  it('offers Back and "Open on World Anvil" as messages without the address, also when the article failed', () => {
    const clickButton = (name: string) => {
      // The fake page has no translated strings: a button says its key.
      const b = page.app.descendants().find((e) => e.tagName === 'button' && e.texts().some((t) => t.data === name));
      assert.ok(b, `a button "${name}"`);
      for (const fn of b.listeners.get('click') ?? []) fn({});
    };
    const article: ArticlePreviewModel = {
      title: 't',
      subtitle: '',
      badges: [],
      html: '<p>x</p>',
      sections: [],
      facts: [],
      warnings: [],
      url: `javascript:${P(0)}`,
      back: P(4),
    };
    page.deliver({ type: 'article', article });
    assertInertTree(page.app);
    const before = page.posted.length;
    clickButton('back');
    clickButton('openOnWorldAnvil');
    assert.deepEqual(page.posted.slice(before), [{ type: 'back' }, { type: 'openOnWorldAnvil' }]);
    page.deliver({ type: 'error', message: P(2), back: P(4) });
    clickButton('back');
    assert.deepEqual(page.posted.at(-1), { type: 'back' });
    page.deliver({ type: 'article', article: { ...article, url: undefined, back: undefined } });
    assert.equal(
      page.app.descendants().filter((e) => e.tagName === 'button').length,
      0,
      'neither without a page or a preview before',
    );
  });
});

// Messages from a webview are untrusted (a compromised panel could send anything): the zod schemas the
// panels parse them with must refuse every malformed or hostile shape, and keep accepting the real ones.
import { strict as assert } from 'node:assert';
import { FromArticleWebview } from '../../../src/worldbuilding/preview/articleProtocol';
import { FromUnitWebview } from '../../../src/localization/unitPanel/unitProtocol';
import { PWN } from '../../../sandbox/hostile/payloads';

const NOT_OBJECTS: unknown[] = [
  undefined,
  null,
  0,
  1n,
  'ready',
  '{"type":"ready"}',
  [],
  [{ type: 'ready' }],
  true,
  () => undefined,
  Symbol('ready'),
];

describe('hardening: messages from the webviews', () => {
  describe('unit panel', () => {
    const valid: unknown[] = [
      { type: 'ready' },
      { type: 'save', unitId: 7, target: ['Hallo'], state: 20 },
      { type: 'navigate', to: 'nextUntranslated' },
      { type: 'openUnit', id: 12 },
      { type: 'openWeb' },
      { type: 'reload' },
      { type: 'draft', unitId: 7, target: ['Hal'], state: 20 },
      { type: 'discardDraft', unitId: 7 },
      { type: 'leaveAnswer', unitId: 7, answer: 'cancel' },
      { type: 'leaveAnswer', unitId: 7, answer: 'saveAndGo' },
    ];
    const malformed: [string, unknown][] = [
      ...NOT_OBJECTS.map((m): [string, unknown] => [`not an object: ${typeof m}`, m]),
      ['no type', {}],
      ['unknown type', { type: 'eval', code: PWN }],
      ['type of another protocol', { type: 'openExternal', url: 'https://example.org/' }],
      ['type not a string', { type: ['ready'] }],
      ['type with different case', { type: 'Save', target: ['x'], state: 20 }],
      ['save without target', { type: 'save', unitId: 7, state: 20 }],
      ['save without the id of the string the form shows', { type: 'save', target: ['x'], state: 20 }],
      ['save with a string id', { type: 'save', unitId: '7', target: ['x'], state: 20 }],
      ['save with a string target', { type: 'save', unitId: 7, target: 'x', state: 20 }],
      ['save with no forms', { type: 'save', unitId: 7, target: [], state: 20 }],
      ['save with eleven forms', { type: 'save', unitId: 7, target: Array.from({ length: 11 }, () => 'x'), state: 20 }],
      ['save with a non-string form', { type: 'save', unitId: 7, target: ['x', 1], state: 20 }],
      [
        'save with a form beyond 100,000 characters',
        { type: 'save', unitId: 7, target: ['x'.repeat(100_001)], state: 20 },
      ],
      ['save with a fractional state', { type: 'save', unitId: 7, target: ['x'], state: 20.5 }],
      ['save with a string state', { type: 'save', unitId: 7, target: ['x'], state: '20' }],
      ['save with NaN state', { type: 'save', unitId: 7, target: ['x'], state: Number.NaN }],
      ['save with infinite state', { type: 'save', unitId: 7, target: ['x'], state: Number.POSITIVE_INFINITY }],
      ['navigate anywhere else', { type: 'navigate', to: 'javascript:alert(1)' }],
      ['navigate without a target', { type: 'navigate' }],
      ['openUnit with a string id', { type: 'openUnit', id: '12' }],
      ['openUnit with id 0', { type: 'openUnit', id: 0 }],
      ['openUnit with a negative id', { type: 'openUnit', id: -3 }],
      ['openUnit with a fractional id', { type: 'openUnit', id: 1.5 }],
      ['openUnit with a bigint id', { type: 'openUnit', id: 12n }],
      ['openUnit with a path', { type: 'openUnit', id: '../../admin' }],
      ['draft without the id of its string', { type: 'draft', target: ['x'], state: 20 }],
      [
        'draft with a form beyond 100,000 characters',
        { type: 'draft', unitId: 7, target: ['x'.repeat(100_001)], state: 20 },
      ],
      [
        'draft with eleven forms',
        { type: 'draft', unitId: 7, target: Array.from({ length: 11 }, () => 'x'), state: 20 },
      ],
      ['discardDraft with a string id', { type: 'discardDraft', unitId: '7' }],
      ['leaveAnswer with an unknown answer', { type: 'leaveAnswer', unitId: 7, answer: 'deleteEverything' }],
      ['leaveAnswer without the id of its string', { type: 'leaveAnswer', answer: 'cancel' }],
    ];
    for (const m of valid) it(`accepts ${JSON.stringify(m)}`, () => assert.ok(FromUnitWebview.safeParse(m).success));
    for (const [what, m] of malformed)
      it(`refuses ${what}`, () => assert.equal(FromUnitWebview.safeParse(m).success, false));

    it('drops fields it does not know instead of passing them on', () => {
      const parsed = FromUnitWebview.safeParse({
        type: 'openWeb',
        url: `javascript:${PWN}`,
        __proto__: { polluted: true },
      });
      assert.ok(parsed.success);
      assert.deepEqual(Object.keys(parsed.data), ['type']);
      assert.equal(({} as { polluted?: boolean }).polluted, undefined);
    });
  });

  describe('article preview', () => {
    const malformed: [string, unknown][] = [
      ...NOT_OBJECTS.map((m): [string, unknown] => [`not an object: ${typeof m}`, m]),
      ['no type', { url: 'https://example.org/' }],
      ['unknown type', { type: 'save', target: ['x'], state: 20 }],
      ['openExternal without url', { type: 'openExternal' }],
      ['openExternal with a javascript: URL', { type: 'openExternal', url: `javascript:${PWN}` }],
      ['openExternal with a mixed-case javascript: URL', { type: 'openExternal', url: 'JaVaScRiPt:alert(1)' }],
      ['openExternal with a data: URL', { type: 'openExternal', url: 'data:text/html,<script>alert(1)</script>' }],
      ['openExternal with a file: URL', { type: 'openExternal', url: 'file:///etc/passwd' }],
      ['openExternal with a command: URI', { type: 'openExternal', url: 'command:workbench.action.terminal.new' }],
      ['openExternal with a vscode: URI', { type: 'openExternal', url: 'vscode://vscode.git/clone?url=x' }],
      ['openExternal with plain http', { type: 'openExternal', url: 'http://example.org/' }],
      ['openExternal with a relative URL', { type: 'openExternal', url: '/a/x' }],
      ['openExternal with a backslash authority', { type: 'openExternal', url: 'https:/\\evil.example' }],
      ['openExternal with a non-string url', { type: 'openExternal', url: { href: 'https://example.org/' } }],
      ['openArticle without an id', { type: 'openArticle' }],
      // #42: the click names the article it was given for, so a click sent while another opens loads nothing.
      ['loadRemoteImages without the article it answers', { type: 'loadRemoteImages' }],
      ['loadRemoteImages with an empty article', { type: 'loadRemoteImages', subject: '' }],
      ['openArticle with a path for an id', { type: 'openArticle', id: '../../user' }],
      ['openArticle with a query in the id', { type: 'openArticle', id: '7d1c3a52-1f0e-4b8a-9c3d-2e5f6a7b8c9d?x=1' }],
      ['openArticle with a numeric id', { type: 'openArticle', id: 7 }],
    ];
    it('accepts ready and an https link', () => {
      assert.ok(FromArticleWebview.safeParse({ type: 'ready' }).success);
      assert.ok(
        FromArticleWebview.safeParse({ type: 'openExternal', url: 'https://www.worldanvil.com/w/x/a/y' }).success,
      );
      assert.ok(FromArticleWebview.safeParse({ type: 'loadRemoteImages', subject: 'remote:7d1c3a52' }).success);
      assert.ok(
        FromArticleWebview.safeParse({ type: 'openArticle', id: '7d1c3a52-1f0e-4b8a-9c3d-2e5f6a7b8c9d' }).success,
      );
      assert.ok(FromArticleWebview.safeParse({ type: 'openOnWorldAnvil' }).success);
      assert.ok(FromArticleWebview.safeParse({ type: 'back' }).success);
    });
    for (const [what, m] of malformed)
      it(`refuses ${what}`, () => assert.equal(FromArticleWebview.safeParse(m).success, false));

    it('passes on only the trimmed https URL when whitespace surrounds it', () => {
      const parsed = FromArticleWebview.safeParse({ type: 'openExternal', url: ' https://example.org/\n' });
      assert.deepEqual(parsed.success && parsed.data, { type: 'openExternal', url: 'https://example.org/' });
    });
  });
});

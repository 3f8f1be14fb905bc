// `q` on unit lists: each lookup and operator gives exactly the units a filter over the whole list gives
// (expectations computed from the data, never hard-coded), and a malformed query is a 400 naming `q`.
import { strict as assert } from 'node:assert';
import { call, useSandbox } from './helpers';

const ctx = useSandbox();

interface U {
  id: number;
  state: number;
  context: string;
  source: string[];
  target: string[];
  note: string;
  has_suggestion: boolean;
  has_comment: boolean;
  has_failing_check: boolean;
  translation: string;
}

const base = () => `${ctx.sb.origin}/api/`;
let all: U[] = [];
let de: U[] = [];

async function search(q: string, path = 'units/'): Promise<number[]> {
  const r = await call(`${base()}${path}?page_size=10000&q=${encodeURIComponent(q)}`, {
    token: ctx.sb.credentials.weblate.adminToken,
  });
  assert.equal(r.status, 200, `q=${q}: ${r.text.slice(0, 200)}`);
  return r.json.results.map((u: U) => u.id);
}

const ids = (list: U[], keep: (u: U) => boolean) => list.filter(keep).map((u) => u.id);
const has = (texts: string[], needle: string) => texts.some((t) => t.toLowerCase().includes(needle.toLowerCase()));

describe('sandbox: Weblate unit search (q)', () => {
  before(async () => {
    const token = ctx.sb.credentials.weblate.adminToken;
    all = (await call(`${base()}units/?page_size=10000`, { token })).json.results;
    de = (await call(`${base()}translations/atlas/web/de/units/?page_size=10000`, { token })).json.results;
    assert.ok(all.length > 100 && de.length > 10);
  });

  it('state: every operator, by number and by name', async () => {
    const names: Record<string, number> = {
      empty: 0,
      'needs-editing': 10,
      translated: 20,
      approved: 30,
      'read-only': 100,
    };
    const ops: Record<string, (a: number, b: number) => boolean> = {
      '': (a, b) => a === b,
      '=': (a, b) => a === b,
      '<': (a, b) => a < b,
      '>': (a, b) => a > b,
      '<=': (a, b) => a <= b,
      '>=': (a, b) => a >= b,
    };
    for (const [op, cmp] of Object.entries(ops)) {
      for (const [name, n] of Object.entries(names)) {
        const expected = ids(all, (u) => cmp(u.state, n));
        assert.deepEqual(await search(`state:${op}${n}`), expected, `state:${op}${n}`);
        assert.deepEqual(await search(`state:${op}${name}`), expected, `state:${op}${name}`);
      }
    }
    for (const n of [0, 10, 20, 30, 100])
      assert.ok(ids(all, (u) => u.state === n).length > 0, `the sample has state ${n}`);
  });

  it('key: and context: match inside the key, quoted or not; key:= matches it exactly (as real Weblate)', async () => {
    assert.deepEqual(
      await search('key:menu.file', 'translations/atlas/web/de/units/'),
      ids(de, (u) => u.context.includes('menu.file')),
    );
    assert.deepEqual(
      await search('context:dialog'),
      ids(all, (u) => u.context.includes('dialog')),
    );
    assert.deepEqual(
      await search('key:"dialog.delete"'),
      ids(all, (u) => u.context.toLowerCase().includes('dialog.delete')),
    );
    assert.deepEqual(
      await search('key:="dialog.delete"'),
      ids(all, (u) => u.context === 'dialog.delete'),
    );
    assert.ok((await search('key:="dialog.delete.title"')).length > 0);
    assert.deepEqual(await search('key:="DIALOG.delete.title"'), [], 'exact is case-sensitive');
  });

  it('source: and target: with a word and with a quoted phrase', async () => {
    assert.deepEqual(
      await search('source:file'),
      ids(all, (u) => has(u.source, 'file')),
    );
    assert.deepEqual(
      await search('source:"Open file"'),
      ids(all, (u) => has(u.source, 'Open file')),
    );
    const word = de.find((u) => u.state >= 20 && u.target[0]!.length > 3)!.target[0]!.split(' ')[0]!;
    assert.deepEqual(
      await search(`target:"${word}"`),
      ids(all, (u) => has(u.target, word)),
    );
  });

  it('has:suggestion, has:comment and has:check (failing checks)', async () => {
    assert.deepEqual(
      await search('has:suggestion'),
      ids(all, (u) => u.has_suggestion),
    );
    assert.deepEqual(
      await search('has:comment'),
      ids(all, (u) => u.has_comment),
    );
    assert.deepEqual(
      await search('has:check'),
      ids(all, (u) => u.has_failing_check),
    );
    for (const flag of ['has_suggestion', 'has_comment', 'has_failing_check'] as const)
      assert.ok(
        all.some((u) => u[flag]),
        `the sample has ${flag}`,
      );
  });

  it('plain words and quoted phrases search source, target and key', async () => {
    const inText = (u: U, w: string) =>
      has(u.source, w) || has(u.target, w) || u.context.toLowerCase().includes(w.toLowerCase());
    assert.deepEqual(
      await search('map'),
      ids(all, (u) => inText(u, 'map')),
    );
    assert.deepEqual(
      await search('"Save as"'),
      ids(all, (u) => inText(u, 'Save as')),
    );
    assert.deepEqual(
      await search('settings'),
      ids(all, (u) => inText(u, 'settings')),
    );
  });

  it('AND (explicit or by juxtaposition), OR, NOT and parentheses', async () => {
    const both = ids(all, (u) => u.context.startsWith('menu') && u.state >= 20);
    assert.deepEqual(await search('key:menu state:>=translated'), both);
    assert.deepEqual(await search('key:menu AND state:>=translated'), both);
    assert.deepEqual(
      await search('state:0 OR state:10'),
      ids(all, (u) => u.state === 0 || u.state === 10),
    );
    assert.deepEqual(
      await search('NOT state:100'),
      ids(all, (u) => u.state !== 100),
    );
    assert.deepEqual(
      await search('key:menu AND (state:0 OR has:suggestion)'),
      ids(all, (u) => u.context.includes('menu') && (u.state === 0 || u.has_suggestion)),
    );
    assert.deepEqual(
      await search('key:menu state:0 OR has:comment'),
      ids(all, (u) => (u.context.includes('menu') && u.state === 0) || u.has_comment),
      'AND binds tighter than OR',
    );
  });

  it('scopes to a translation on its units list', async () => {
    const expected = ids(de, (u) => u.state < 20);
    assert.deepEqual(await search('state:<translated', 'translations/atlas/web/de/units/'), expected);
    assert.ok(expected.length < ids(all, (u) => u.state < 20).length);
  });

  it('answers 400 naming q for an unknown field, a bad value or broken syntax', async () => {
    for (const q of [
      'colour:blue',
      'state:shiny',
      'has:wings',
      '(state:0',
      'state:0)',
      'source:"open',
      'NOT',
      'state:',
    ]) {
      const r = await call(`${base()}units/?q=${encodeURIComponent(q)}`);
      assert.equal(r.status, 400, q);
      assert.equal(r.json.type, 'validation_error', q);
      assert.equal(r.json.errors[0].attr, 'q', q);
      assert.equal(typeof r.json.errors[0].detail, 'string');
    }
  });
});

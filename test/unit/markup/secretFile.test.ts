// A secret's file (#29 items 3 and 6): written by a pull, read back by push and create. The front matter
// marks it (`kind: "secret"`), carries a secret's fields only, and an untouched file pushes nothing;
// Markdown falls back to .bbcode as for articles; a field a secret does not have is a problem on its line.
import { strict as assert } from 'node:assert';
import {
  changedSecretFields,
  isSecretFileText,
  readSecretFile,
  secretHashes,
  secretMayHaveChanged,
  secretToFile,
} from '../../../src/core/markup/secretFile';
import type { Secret } from '../../../src/core/worldanvil';
import { sameBBCode } from '../../../src/core/markup/bbcodeToMarkdown';

const WORLD = '1cd6df2c-fac9-4d05-ac26-a62b90af48ea';
const ARTICLE = '75a99399-3e56-4ec6-9e64-717311a059e4';
const date = (d: string) => ({ date: d, timezone_type: 3, timezone: 'UTC' });
const secret: Secret = {
  id: '5ec4e700-0000-4000-8000-000000000001',
  title: 'The giant: "still" breathes\n---',
  state: 'private',
  tags: 'tide,giant',
  updateDate: date('2026-03-01 10:01:00.000000'),
  content: '[h2]Beneath[/h2]\r\nOnce a century the [b]ribs rise[/b].\r\n<!-- section: footnotes -->',
  worldId: WORLD,
  article: { id: ARTICLE, title: 'The Drowned Giant' },
};

describe('secret files (#29)', () => {
  it('a pulled secret is marked, carries its fields, and reads back to the hashes it records', () => {
    const pulled = secretToFile(secret, 'markdown', undefined);
    assert.equal(pulled.format, 'markdown');
    assert.ok(isSecretFileText(pulled.text));
    assert.match(pulled.text, /^---\nkind: "secret"\n/);
    assert.match(pulled.text, /## Beneath/);
    const file = readSecretFile(pulled.text, { format: 'markdown' });
    assert.deepEqual(file.problems, []);
    assert.equal(file.input.title, secret.title, 'a title with quotes, a newline and --- stays one value');
    assert.equal(file.input.worldId, WORLD);
    assert.equal(file.input.articleId, ARTICLE);
    assert.equal(file.input.tags, 'tide,giant');
    assert.equal(file.bookkeeping.id, secret.id);
    assert.match(file.input.content!, /<!-- section: footnotes -->$/, 'a marker-like line is content, escaped');
    const { worldId: _w, ...fields } = file.input;
    assert.deepEqual(changedSecretFields(fields, file.bookkeeping.hashes), {}, 'an untouched file pushes nothing');
    assert.deepEqual(secretHashes(fields), file.bookkeeping.hashes);
  });

  it('an edit changes only its field; Markdown goes back to BBCode', () => {
    const pulled = secretToFile(secret, 'markdown', undefined).text;
    const edited = pulled.replace('**ribs rise**', '**ribs rise** and *fall*').replace('"tide,giant"', '"tide"');
    const file = readSecretFile(edited, { format: 'markdown' });
    const { worldId: _w, ...fields } = file.input;
    const changed = changedSecretFields(fields, file.bookkeeping.hashes);
    assert.deepEqual(Object.keys(changed).sort(), ['content', 'tags']);
    assert.match(String(changed.content), /\[b\]ribs rise\[\/b\] and \[i\]fall\[\/i\]/);
  });

  it('list items written [*] become Markdown list items, and come back as the same list (#41: "[\\*]")', () => {
    const content =
      'What the tide keeps:\r\n[ul]\r\n[*]the [b]ribs[/b]\r\n[*]a bell\r\n[/ul]\r\n[ol][*]wait[*]listen[/ol]';
    const pulled = secretToFile({ ...secret, content }, 'markdown', undefined);
    assert.equal(pulled.format, 'markdown');
    assert.ok(!pulled.text.includes('[\\*]') && !pulled.text.includes('[*]'), pulled.text);
    assert.match(pulled.text, /What the tide keeps:\n- the \*\*ribs\*\*\n- a bell\n\n?1\. wait\n2\. listen\n/);
    const file = readSecretFile(pulled.text, { format: 'markdown' });
    const { worldId: _w, ...fields } = file.input;
    assert.deepEqual(changedSecretFields(fields, file.bookkeeping.hashes), {}, 'an untouched file pushes nothing');
    assert.ok(
      sameBBCode(file.input.content!, content),
      `the same list as World Anvil renders it: ${file.input.content}`,
    );
    const added = readSecretFile(pulled.text.replace('- a bell\n', '- a bell\n- a rope\n'), { format: 'markdown' });
    assert.match(String(added.input.content), /\[li\]a bell\[\/li\]\s*\[li\]a rope\[\/li\]/);
    // Nested, and mixed with [li] in another list: still one faithful list each.
    for (const other of ['[ul][*]a[ul][*]b[*]c[/ul][*]d[/ul]', '[ul][li]x[/li][/ul]\n[ul][*]y[/ul]']) {
      const again = secretToFile({ ...secret, content: other }, 'markdown', undefined);
      assert.equal(again.format, 'markdown', other);
      assert.ok(!again.text.includes('*]'), again.text);
    }
    // [*] and [li] in one list has no Markdown list form: its tags stay as written, and it reads back the same.
    const mixed = '[ul][li]x[/li][*]y[/ul]';
    const kept = secretToFile({ ...secret, content: mixed }, 'markdown', undefined);
    assert.ok(sameBBCode(readSecretFile(kept.text, { format: kept.format }).input.content!, mixed));
  });

  it('content with no faithful Markdown form stays BBCode in a .bbcode file', () => {
    // Two bold runs side by side would come back from Markdown as one: no faithful Markdown form.
    const content = '[b]x[/b][b]y[/b] and more';
    const pulled = secretToFile({ ...secret, content }, 'markdown', undefined);
    assert.equal(pulled.format, 'bbcode');
    assert.deepEqual(pulled.notMarkdown, ['content']);
    const back = readSecretFile(pulled.text, { format: 'bbcode' });
    assert.equal(back.input.content, content);
    const { worldId: _w, ...fields } = back.input;
    assert.deepEqual(changedSecretFields(fields, back.bookkeeping.hashes), {});
  });

  it('an article field, a section or broken YAML is a problem on its line, never an exception', () => {
    const text = '---\nkind: secret\ntitle: Hidden\ntemplate: person\n---\nText\n<!-- section: footnotes -->\nMore\n';
    const file = readSecretFile(text, { format: 'markdown' });
    assert.deepEqual(
      file.problems.map((p) => [p.field, p.line]),
      [
        ['template', 3],
        ['footnotes', 6],
      ],
    );
    assert.equal(file.input.content, 'Text');
    const broken = readSecretFile('---\nkind: secret\ntitle: [unclosed\n---\nx\n', { format: 'markdown' });
    assert.ok(broken.problems.length > 0);
    assert.equal(readSecretFile('no front matter', { format: 'bbcode' }).problems[0]!.line, 0);
  });

  it('tells a secret file from an article file by its kind line only', () => {
    assert.ok(isSecretFileText("---\ntitle: x\nkind: 'secret'  # a comment\n---\n"));
    assert.ok(isSecretFileText('---\r\nkind: secret\r\n---\r\n'));
    assert.ok(!isSecretFileText('---\ntitle: x\ntemplate: person\n---\nkind: secret\n'), 'in the body');
    assert.ok(!isSecretFileText('---\nnotes:\n  kind: secret\n---\n'), 'nested');
    assert.ok(!isSecretFileText('kind: secret\n'));
  });

  it('changed on World Anvil: by the recorded date, else by the recorded fields', () => {
    const pulled = readSecretFile(secretToFile(secret, 'markdown', undefined).text, { format: 'markdown' });
    assert.equal(secretMayHaveChanged(pulled.bookkeeping, secret), false);
    assert.equal(
      secretMayHaveChanged(pulled.bookkeeping, { ...secret, updateDate: date('2026-04-01 00:00:00') }),
      true,
    );
    const undated = { hashes: pulled.bookkeeping.hashes };
    assert.equal(secretMayHaveChanged(undated, { ...secret, updateDate: undefined }), false);
    assert.equal(secretMayHaveChanged(undated, { ...secret, tags: 'other' }), true);
    assert.equal(secretMayHaveChanged({}, secret), true, 'nothing recorded: it may have changed');
  });
});

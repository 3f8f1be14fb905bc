import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { checkExternalLink } from '../../../src/core/guards/externalLink';
import {
  MAX_BASE_NAME,
  pathInside,
  plainRelativePath,
  safeFileName,
  sanitizeBaseName,
} from '../../../src/core/guards/fileName';

describe('guards: file names from server text', () => {
  it('keeps plain titles readable and folds accents', () => {
    assert.equal(safeFileName(['Aldmere Harbour'], '.md'), 'Aldmere-Harbour.md');
    assert.equal(safeFileName(['Café à Ørsted'], '.md'), 'Cafe-a-rsted.md');
  });
  it('never lets traversal, absolute, UNC or hidden names through', () => {
    for (const hostile of [
      '../../../../home/u/.config/x/notes',
      '/etc/passwd',
      '\\\\server\\share\\x',
      'C:\\Windows\\x',
      '..',
      '.',
      '.bashrc',
      '~/x',
    ]) {
      const name = safeFileName([hostile], '.md');
      assert.match(name, /^[A-Za-z0-9_][A-Za-z0-9._-]*\.md$/, hostile);
      assert.ok(!name.includes('..'), hostile);
    }
  });
  it('renames reserved Windows device names', () => {
    assert.equal(safeFileName(['CON'], '.md'), 'CON-.md');
    assert.equal(safeFileName(['lpt1.txt'], '.md'), 'lpt1.txt-.md');
  });
  it('falls back to the next candidate, then to a stable hash', () => {
    assert.equal(safeFileName(['///', '', 'a1b2'], '.md'), 'a1b2.md');
    const h = safeFileName(['…', '‮'], '.md');
    assert.match(h, /^article-[0-9a-f]{16}\.md$/);
    assert.equal(safeFileName(['…', '‮'], '.md'), h);
    assert.notEqual(safeFileName(['…', '‮‮'], '.md'), h);
  });
  it('bounds the length, also for megabyte inputs', () => {
    const name = sanitizeBaseName('x'.repeat(1_000_000));
    assert.equal(name?.length, MAX_BASE_NAME);
  });
  it('pathInside accepts only paths strictly inside the folder', () => {
    const root = join('/tmp', 'folder');
    assert.equal(pathInside(root, 'a.md'), join(root, 'a.md'));
    assert.equal(pathInside(root, '../a.md'), undefined);
    assert.equal(pathInside(root, '/etc/passwd'), undefined);
    assert.equal(pathInside(root, ''), undefined);
    assert.equal(pathInside(root, 'sub/../../a.md'), undefined);
  });
});

describe('guards: relative paths from server text (a translation file)', () => {
  it('keeps plain paths, with backslashes turned into slashes', () => {
    assert.equal(plainRelativePath('locales/pt-BR.json'), 'locales/pt-BR.json');
    assert.equal(plainRelativePath('src\\i18n\\de@formal.po'), 'src/i18n/de@formal.po');
    assert.equal(plainRelativePath('messages.json'), 'messages.json');
  });

  it('refuses hidden segments, which name files that run code (.vscode, .git, .github)', () => {
    for (const p of ['.vscode/tasks.json', '.git/hooks/pre-commit', 'app/.github/workflows/x.yml', '.env'])
      assert.equal(plainRelativePath(p), undefined, p);
  });

  it('refuses traversal, absolute, empty and reserved segments, odd characters and huge paths', () => {
    for (const p of [
      '../x.json',
      'a/../../x.json',
      '/etc/passwd',
      'C:/x.json',
      '//server/share/x',
      'a//b.json',
      'a/./b.json',
      '',
      'locales/CON.json',
      'aux',
      'a b.json',
      'a/*.json',
      'x\u202e.json',
      `${'a/'.repeat(600)}b`,
    ]) {
      assert.equal(plainRelativePath(p), undefined, JSON.stringify(p));
    }
  });
});

describe('guards: external links from server text', () => {
  const origin = 'https://hosted.weblate.example';
  it('opens https links on the connection origin', () => {
    assert.equal(checkExternalLink(`${origin}/translate/a/b/de/?checksum=1`, origin)?.pathname, '/translate/a/b/de/');
  });
  it('refuses other schemes, origins, credentials in the URL and junk', () => {
    for (const link of [
      'file:///etc/passwd',
      'smb://host/share',
      'command:workbench.action.quit',
      'vscode://x',
      'javascript:alert(1)',
      'https://evil.example/x',
      `${origin}.evil.example/x`,
      'https://user:pw@hosted.weblate.example/',
      'not a url',
      '',
      'http://hosted.weblate.example/x',
    ]) {
      assert.equal(checkExternalLink(link, origin), undefined, link);
    }
    assert.equal(checkExternalLink(`${origin}/x`, undefined), undefined);
  });
  it('allows plain http only on loopback', () => {
    assert.ok(checkExternalLink('http://127.0.0.1:8000/x', 'http://127.0.0.1:8000'));
    assert.equal(checkExternalLink('http://127.0.0.1:9000/x', 'http://127.0.0.1:8000'), undefined);
  });
});

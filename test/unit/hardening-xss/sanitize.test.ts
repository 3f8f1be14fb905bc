// Every hostile payload through every path that turns text into webview HTML: the extension's BBCode
// renderer, its sanitizer for World Anvil's own HTML (raw, and as the sandbox's renderer produces it), and
// the local preview's Markdown → BBCode → HTML. None may come out with anything that runs or loads script.
import { strict as assert } from 'node:assert';
import { readArticleFile } from '../../../src/core/markup/articleFile';
import { bbcodeToHtml, sanitizeServerHtml } from '../../../src/core/markup/bbcodeToHtml';
import { HOSTILE_PAYLOADS, PWN } from '../../../sandbox/hostile/payloads';
import { hostileArticleContent, hostileSections } from '../../../sandbox/hostile/worldanvil';
import { renderBBCode } from '../../../sandbox/worldanvil/render';
import { effectiveScheme, executableConstructs, visibleText } from './htmlSafety';

const assertSafe = (html: string, what: string) =>
  assert.deepEqual(executableConstructs(html), [], `${what}:\n${html}`);

describe('hardening: hostile payloads through the HTML paths', () => {
  it('has a corpus of at least 30 named payloads, each trying to run the flag-setting code', () => {
    assert.ok(HOSTILE_PAYLOADS.length >= 30, `${HOSTILE_PAYLOADS.length} payloads`);
    assert.equal(new Set(HOSTILE_PAYLOADS.map((p) => p.name)).size, HOSTILE_PAYLOADS.length, 'unique names');
    for (const p of HOSTILE_PAYLOADS) assert.ok(p.text.includes(PWN) || p.text.includes('__pwned'), p.name);
  });

  describe('the checker itself', () => {
    it('flags what a browser would run', () => {
      assert.notDeepEqual(executableConstructs('<img src=x onerror=alert(1)>'), []);
      assert.notDeepEqual(executableConstructs('<a href="&#106;avascript:alert(1)">x</a>'), []);
      assert.notDeepEqual(executableConstructs('<a href="jav&#x09;ascript:alert(1)">x</a>'), []);
      assert.notDeepEqual(executableConstructs('<div style="background:url(javascript:x)">x</div>'), []);
      assert.notDeepEqual(executableConstructs('<p><script>x</script></p>'), []);
      assert.notDeepEqual(executableConstructs('<a href="data:text/html,x">x</a>'), []);
      assert.equal(effectiveScheme(' JaVa\nScRiPt:x'), 'javascript');
    });

    it('accepts escaped markup and plain links', () => {
      assert.deepEqual(
        executableConstructs(
          '<p>&lt;script&gt;alert(1)&lt;/script&gt; <a href="https://example.org/" rel="noopener">x</a></p>',
        ),
        [],
      );
      assert.equal(visibleText('<p>&lt;script&gt;</p>'), '<script>');
    });
  });

  for (const p of HOSTILE_PAYLOADS) {
    describe(p.name, () => {
      it('bbcodeToHtml escapes or drops it', () => assertSafe(bbcodeToHtml(p.text), 'bbcodeToHtml'));
      it('sanitizeServerHtml defuses it as raw HTML', () =>
        assertSafe(sanitizeServerHtml(p.text), 'sanitizeServerHtml'));
      it("sanitizeServerHtml defuses the sandbox renderer's HTML of it", () =>
        assertSafe(sanitizeServerHtml(renderBBCode(p.text)), 'renderBBCode → sanitizeServerHtml'));
      it('the local Markdown preview path defuses it', () => {
        const file = readArticleFile(`---\ntitle: t\ntemplate: article\n---\n${p.text}\n`, { format: 'markdown' });
        assertSafe(bbcodeToHtml(file.sections.content ?? ''), 'Markdown → BBCode → HTML');
      });
    });
  }

  it('shows markup-only payloads as their literal text through the BBCode renderer', () => {
    const markupOnly = HOSTILE_PAYLOADS.filter((p) => !/[[\]]|^--|\n/.test(p.text));
    assert.ok(markupOnly.length >= 20);
    for (const p of markupOnly) assert.equal(visibleText(bbcodeToHtml(p.text)), p.text, p.name);
  });

  it('keeps the hostile article safe as a whole: content, every section, all payloads together', () => {
    assertSafe(bbcodeToHtml(hostileArticleContent()), 'content');
    assertSafe(sanitizeServerHtml(renderBBCode(hostileArticleContent())), 'content via the sandbox renderer');
    assertSafe(sanitizeServerHtml(HOSTILE_PAYLOADS.map((p) => p.text).join('\n')), 'all payloads as one HTML document');
    for (const [name, text] of Object.entries(hostileSections())) {
      assertSafe(bbcodeToHtml(text), name);
      assertSafe(sanitizeServerHtml(renderBBCode(text)), `${name} via the sandbox renderer`);
    }
  });
});

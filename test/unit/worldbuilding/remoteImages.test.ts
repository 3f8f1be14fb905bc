// The article preview loads no remote image until asked (#25): the webview's CSP allows images from the
// bundle only, and the preview's HTML holds every <img> back as a placeholder naming its host. After
// "Load remote images" (or with the setting on) the CSP allows https images — never plain http.
import { strict as assert } from 'node:assert';
import {
  bbcodeToHtml,
  holdImages as holdRemoteImages,
  sanitizeServerHtml,
} from '../../../src/core/markup/bbcodeToHtml';
import { contentSecurityPolicy } from '../../../src/platform/webview/csp';
import type { ArticlePreviewModel } from '../../../src/worldbuilding/preview/articleProtocol';
import { holdModelImages } from '../../../src/worldbuilding/preview/remoteImages';
import { executableConstructs } from '../hardening-xss/htmlSafety';

const WORDS = { fromHost: (host: string) => `Image from ${host} — not loaded`, unnamed: 'Image — not loaded' };
const SOURCE = 'https://file+.vscode-resource.vscode-cdn.net';

/** The sources a CSP directive allows, e.g. img-src → ["https://…", "https:"]. */
function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  assert.ok(found, `${name} in ${csp}`);
  return found.slice(1);
}

describe('article preview: remote images', () => {
  describe('the Content-Security-Policy', () => {
    it('allows images from the bundle only by default', () => {
      const csp = contentSecurityPolicy({ cspSource: SOURCE, nonce: 'abc' });
      assert.equal(
        csp,
        `default-src 'none'; img-src ${SOURCE}; style-src ${SOURCE}; font-src ${SOURCE}; script-src 'nonce-abc'; base-uri 'none'; form-action 'none'; frame-src 'none'`,
      );
      assert.deepEqual(directive(csp, 'img-src'), [SOURCE]);
    });

    it('allows https images, and only those, after the opt-in', () => {
      const csp = contentSecurityPolicy({ cspSource: SOURCE, nonce: 'abc', remoteImages: true });
      assert.deepEqual(directive(csp, 'img-src'), [SOURCE, 'https:']);
      assert.ok(!/\bhttp:|\*|data:|blob:/.test(csp), csp);
      // Nothing else is widened: still no remote script, style, font, frame or connection.
      assert.deepEqual(directive(csp, 'default-src'), ["'none'"]);
      assert.deepEqual(directive(csp, 'style-src'), [SOURCE]);
      assert.deepEqual(directive(csp, 'script-src'), ["'nonce-abc'"]);
    });
  });

  describe('the preview HTML', () => {
    it('holds a server-rendered image back as a placeholder naming its host', () => {
      const html = sanitizeServerHtml('<p>Before<img src="https://images.example.org:8443/a.png" alt="map">after</p>');
      const held = holdRemoteImages(html, WORDS);
      assert.equal(held.held, 1);
      assert.ok(!/<img/i.test(held.html), held.html);
      assert.equal(
        held.html,
        '<p>Before<span class="wa-placeholder wa-image-held">[Image from images.example.org:8443 — not loaded]</span>after</p>',
      );
    });

    it('holds back [img:ID] of a local file (World Anvil’s own host)', () => {
      const held = holdRemoteImages(bbcodeToHtml('A map: [img:42|left]'), WORDS);
      assert.equal(held.held, 1);
      assert.match(held.html, /\[Image from www\.worldanvil\.com — not loaded\]/);
      assert.ok(!held.html.includes('uploads/images/42'), 'the address itself is not kept either');
    });

    it('leaves HTML without images untouched, and stays inert with hostile attributes around', () => {
      const plain = sanitizeServerHtml('<p><a href="https://example.org/">a link</a> and <strong>text</strong></p>');
      assert.deepEqual(holdRemoteImages(plain, WORDS), { html: plain, held: 0 });
      const hostile = sanitizeServerHtml(
        '<img src="https://a.example/x.png" onerror="alert(1)" srcset="https://b.example/y 2x"><img src="/relative.png"><img>',
      );
      const held = holdRemoteImages(hostile, WORDS);
      assert.equal(held.held, 3);
      assert.ok(!/<img|srcset|onerror|b\.example/i.test(held.html), held.html);
      assert.match(held.html, /\[Image — not loaded\].*\[Image — not loaded\]/);
      assert.deepEqual(executableConstructs(held.html), []);
    });

    it('escapes the placeholder text whatever the words say', () => {
      const held = holdRemoteImages(sanitizeServerHtml('<img src="https://x.example/a.png">'), {
        fromHost: (h) => `<b>${h}</b>`,
        unnamed: '',
      });
      assert.equal(held.html, '<span class="wa-placeholder wa-image-held">[&lt;b&gt;x.example&lt;/b&gt;]</span>');
    });

    it('counts the images of the content and of every section', () => {
      const model: ArticlePreviewModel = {
        title: 't',
        subtitle: '',
        badges: [],
        facts: [],
        warnings: [],
        html: sanitizeServerHtml('<img src="https://a.example/1.png"><img src="https://a.example/2.png">'),
        sections: [
          { name: 's', html: sanitizeServerHtml('<p><img src="https://b.example/3.png"></p>') },
          { name: 'none', html: '<p>no image</p>' },
        ],
      };
      const { model: held, held: count } = holdModelImages(model, WORDS);
      assert.equal(count, 3);
      assert.ok(![held.html, ...held.sections.map((s) => s.html)].some((h) => /<img/i.test(h)));
      assert.equal(held.sections[1]!.html, '<p>no image</p>');
      assert.equal(model.html.match(/<img/g)?.length, 2, 'the original model is unchanged (a click shows it whole)');
    });
  });
});

describe('article preview: a pulled folder’s own images (#41)', () => {
  const LOCAL = `${SOURCE}/w/reedlands/assets/giant.png`;
  const html = bbcodeToHtml('A giant. [img:5201|center] And a ship. [img:77]');

  it('shows an image kept in the workspace from there, and holds back only World Anvil’s', async () => {
    const { localImages, worldAnvilImageUrl } = await import('../../../src/core/markup/bbcodeToHtml');
    const swapped = localImages(html, (src) => (src === worldAnvilImageUrl('5201') ? LOCAL : undefined));
    assert.ok(swapped.includes(`src="${LOCAL}"`), swapped);
    const held = holdRemoteImages(swapped, WORDS, (src) => src === LOCAL);
    assert.equal(held.held, 1);
    assert.ok(held.html.includes(`src="${LOCAL}"`), held.html);
    assert.ok(held.html.includes('[Image from www.worldanvil.com — not loaded]'), held.html);
  });

  it('never lets a swapped address past the allow-list', async () => {
    const { localImages } = await import('../../../src/core/markup/bbcodeToHtml');
    for (const bad of ['javascript:alert(1)', 'http://example.com/x.png', 'data:image/png;base64,AAAA'])
      assert.ok(!localImages(html, () => bad).includes(bad), bad);
  });

  it('holds nothing of the workspace in the model, counting only what it holds', () => {
    const model = {
      title: 't',
      subtitle: '',
      badges: [],
      html,
      sections: [{ name: 's', html }],
      facts: [],
      warnings: [],
    };
    const { held } = holdModelImages(model as ArticlePreviewModel, WORDS, () => false);
    assert.equal(held, 4);
  });
});

// The image preview's guarantees that hold without VS Code (#29): its page may show data: images and
// nothing remote (the CSP), only a data: URL of the four image types reaches the page, and the one image
// rule (core/guards/imageUrl.ts) that the article preview's sanitizer and the client's byte fetch share.
import { strict as assert } from 'node:assert';
import { sanitizeServerHtml } from '../../../src/core/markup/bbcodeToHtml';
import { allowedImageUrl, imageHost } from '../../../src/core/guards/imageUrl';
import { contentSecurityPolicy } from '../../../src/platform/webview/csp';
import { IMAGE_DATA_URL } from '../../../src/worldbuilding/preview/imageProtocol';

const SOURCE = 'https://file+.vscode-resource.vscode-cdn.net';
const imgSrc = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === 'img-src')!
    .slice(1);

describe('image preview', () => {
  it('its CSP adds data: images and nothing else; other panels stay without them', () => {
    const csp = contentSecurityPolicy({ cspSource: SOURCE, nonce: 'abc', dataImages: true });
    assert.deepEqual(imgSrc(csp), [SOURCE, 'data:']);
    assert.ok(!/https:(?!\/\/file)|\bhttp:|\*|blob:/.test(csp), csp);
    assert.deepEqual(imgSrc(contentSecurityPolicy({ cspSource: SOURCE, nonce: 'abc' })), [SOURCE]);
  });

  it('lets only a base64 data: URL of a PNG, JPEG, GIF or WebP through to the page', () => {
    assert.ok(IMAGE_DATA_URL.test('data:image/png;base64,iVBORw0KGgo='));
    for (const bad of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PGI+',
      'https://www.worldanvil.com/uploads/images/a.png',
      'data:image/png;base64,iVBO"><script>',
    ])
      assert.ok(!IMAGE_DATA_URL.test(bad), bad);
  });

  it('one image rule: https with a host, for the sanitizer and the byte fetch alike', () => {
    assert.equal(allowedImageUrl('https://cdn.example/a.png')?.host, 'cdn.example');
    for (const bad of ['http://cdn.example/a.png', 'data:image/png;base64,AA==', 'file:///etc/passwd', '/a.png', ''])
      assert.equal(allowedImageUrl(bad), undefined, bad);
    assert.equal(imageHost('nonsense'), undefined);
    // The preview's sanitizer drops the address of the same http image the fetch refuses, keeps the https one.
    assert.equal(
      sanitizeServerHtml('<img src="https://cdn.example/a.png"><img src="http://cdn.example/b.png">'),
      '<img src="https://cdn.example/a.png" /><img />',
    );
  });
});

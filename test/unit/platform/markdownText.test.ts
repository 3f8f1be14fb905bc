// Server text in hovers and tooltips (issue 25): bounded before VS Code's Markdown lexer sees it (a 100 KB
// `~a~~b` run in a tooltip stalled the extension host), escaped, and unable to close its code fence.
import * as assert from 'node:assert/strict';
import { escapeMarkdown, fencedCode, MAX_MARKDOWN_TEXT } from '../../../src/platform/markdownText';

describe('platform: server text in Markdown', () => {
  it('bounds what a hover or tooltip shows, whatever the server sent', () => {
    const huge = '~a~~b'.repeat(20_000);
    const shown = escapeMarkdown(huge);
    assert.ok(shown.replace(/\\/g, '').length <= MAX_MARKDOWN_TEXT + 1, String(shown.length));
    assert.ok(shown.endsWith('…'));
    assert.ok(fencedCode('a\n=\n'.repeat(20_000)).length < 2 * MAX_MARKDOWN_TEXT);
  });

  it('escapes strikethrough and setext markers along with links, emphasis and HTML', () => {
    assert.equal(escapeMarkdown('~x~ a\n= [l](u) *e* <b>'), '\\~x\\~ a\n\\= \\[l\\]\\(u\\) \\*e\\* \\<b\\>');
  });

  it('keeps server text inside its code fence, backticks and all', () => {
    const block = fencedCode('before\n```\n[click](command:x)\n````');
    const fence = /^\n(`+)text\n/.exec(block)![1]!;
    assert.equal(fence.length, 5);
    assert.ok(block.endsWith(`\n${fence}\n`));
    assert.equal(block.split('\n').filter((l) => l === fence).length, 1, 'no line inside closes the fence');
  });
});

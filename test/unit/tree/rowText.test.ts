// Server text in a tree row (src/platform/tree/rowText.ts, #47): one line without control or format
// characters (a bidi override could make a title read as another), bounded however long the server's
// string; a tooltip keeps its lines, each cleaned the same way.
import { strict as assert } from 'node:assert';
import { rowText, tooltipText } from '../../../src/platform/tree/rowText';

describe('tree row text', () => {
  it('is one line: line breaks, tabs, controls and bidi overrides become one space', () => {
    assert.equal(rowText('The\r\nsalt\tgate\u0000 \u202eroad\u2066'), 'The salt gate road');
    assert.equal(rowText('zero\u200bwidth'), 'zero width');
    assert.equal(rowText(' \u202e '), '');
  });

  it('keeps markup as the text it is, bounded with an ellipsis', () => {
    assert.equal(rowText('<img src=x onerror=alert(1)>'), '<img src=x onerror=alert(1)>');
    const long = rowText('a'.repeat(5_000_000));
    assert.equal(long.length, 200);
    assert.ok(long.endsWith('…'));
    assert.equal(rowText('abcdef', 4), 'abc…');
  });

  it('a tooltip keeps its lines (at most 40, 2,000 characters), each cleaned, empty ones dropped', () => {
    assert.equal(tooltipText(['Title', undefined, 'one\r\n\r\ntwo\u202e']), 'Title\none\ntwo');
    assert.equal(tooltipText(['x\n'.repeat(100)]).split('\n').length, 40);
    assert.ok(tooltipText(['y'.repeat(10_000)]).length <= 2000);
  });
});

// Which writes are asked about (issue 25, defect 1): everything but a file Scriptorium wrote and nobody
// changed since. And the ledger that remembers what Scriptorium wrote, read back as untrusted state.
import * as assert from 'node:assert/strict';
import { bytesHash, classifyWrite, needsAsking, RecordLedger } from '../../../src/core/files/writePlan';

const b = (s: string) => new TextEncoder().encode(s);

describe('files: writePlan', () => {
  it('classifies each write', () => {
    assert.equal(classifyWrite(undefined, b('x'), undefined), 'new');
    assert.equal(classifyWrite(b('x'), b('x'), undefined), 'same');
    assert.equal(classifyWrite(b('mine'), b('server'), undefined), 'not-ours');
    assert.equal(classifyWrite(b('written'), b('server'), { hash: bytesHash(b('written')) }), 'ours');
    assert.equal(
      classifyWrite(b('written, then edited'), b('server'), { hash: bytesHash(b('written')) }),
      'changed-since-ours',
    );
  });

  it('asks about new files, files it never wrote and files changed since', () => {
    assert.deepEqual((['same', 'ours', 'new', 'not-ours', 'changed-since-ours'] as const).filter(needsAsking), [
      'new',
      'not-ours',
      'changed-since-ours',
    ]);
  });

  it('the ledger finds the newest file written for an origin, keeps only the newest entries, and drops malformed state', async () => {
    let saved: unknown;
    const ledger = new RecordLedger(
      { '/a': { hash: 'h', at: 5, origin: 'o' }, '/bad': { hash: 3, at: 1 }, '/worse': null },
      async (e) => void (saved = e),
      2,
    );
    assert.deepEqual(ledger.get('/a'), { hash: 'h', origin: 'o' });
    assert.equal(ledger.get('/bad'), undefined);
    await ledger.record('/b', { hash: 'h2', origin: 'o' });
    assert.deepEqual(ledger.pathsFor('o'), ['/b', '/a']);
    await ledger.record('/c', { hash: 'h3' });
    assert.equal(ledger.get('/a'), undefined, 'the oldest entry is dropped past the limit');
    assert.deepEqual(Object.keys(saved as object).sort(), ['/b', '/c']);
    const reread = new RecordLedger(saved, async () => undefined);
    assert.deepEqual(reread.pathsFor('o'), ['/b']);
  });
});

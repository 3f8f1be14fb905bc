// The repository vocabulary (#31): one word per state, named after the action that settles it, in the
// order the row shows them, with the server's counts when it sent them.
import assert from 'node:assert/strict';
import { RepositoryStatusSchema, summarizeRepository } from '../../../src/core/weblate/maintenance';
import { repositoryWords } from '../../../src/core/weblate/vocabulary';

const clean = { needsCommit: false, needsPush: false, needsMerge: false };

describe('repository words', () => {
  it('says nothing about a clean repository', () => {
    assert.deepEqual(repositoryWords(clean), []);
  });

  it('counts strings to commit and commits to push and pull when the server counted them (2026.x)', () => {
    assert.deepEqual(
      repositoryWords({ ...clean, needsCommit: true, pendingUnits: 3, needsPush: true, ahead: 1, behind: 2 }),
      [
        { kind: 'toCommit', count: 3 },
        { kind: 'toPush', count: 1 },
        { kind: 'toPull', count: 2 },
      ],
    );
  });

  it('uses the same words without counts when the server gave none (5.10)', () => {
    // A project's status as 5.10.4 answers it: the three flags and its url.
    const status = RepositoryStatusSchema.parse({
      needs_commit: true,
      needs_push: true,
      needs_merge: false,
      url: 'http://x/api/projects/atlas/repository/',
    });
    const words = repositoryWords(summarizeRepository(status));
    assert.deepEqual(words, [{ kind: 'toCommit' }, { kind: 'toPush' }]);
  });

  it('ends with merge trouble, the failure text kept for the tooltip', () => {
    assert.deepEqual(repositoryWords({ ...clean, needsMerge: true, mergeFailure: 'conflict in de.json' }), [
      { kind: 'needsMerge' },
      { kind: 'mergeFailed', detail: 'conflict in de.json' },
    ]);
  });

  it('never says "ahead" or "pending": only toCommit, toPush, toPull and the merge words exist', () => {
    const all = repositoryWords({
      needsCommit: true,
      needsPush: true,
      needsMerge: true,
      ahead: 4,
      behind: 5,
      pendingUnits: 6,
      mergeFailure: 'x',
    });
    assert.deepEqual(
      all.map((w) => w.kind),
      ['toCommit', 'toPush', 'toPull', 'needsMerge', 'mergeFailed'],
    );
  });
});

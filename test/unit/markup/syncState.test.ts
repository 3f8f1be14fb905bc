// Bookkeeping after a write whose read-back failed. Were bugs: after a create whose re-read failed no date
// was stored and every later push skipped the conflict check (a silent overwrite of edits made on World
// Anvil); after a push whose re-read failed the old date stayed, and the next push reported a false conflict.
import { strict as assert } from 'node:assert';
import { readArticleFile } from '../../../src/core/markup/articleFile';
import { articleToFile } from '../../../src/core/markup/articleToFile';
import { provenUpdate, remoteMayHaveChanged } from '../../../src/core/markup/syncState';
import type { Article } from '../../../src/core/worldanvil';

const at = (date: string) => ({ date, timezone_type: 3, timezone: 'UTC' });
const remote: Article = {
  id: '5c1e0000-0000-4000-8000-000000000001',
  title: 'Aldmere',
  template: 'settlement',
  is_wip: false,
  is_draft: false,
  state: 'public',
  url: 'https://www.worldanvil.com/w/x/a/aldmere',
  world: { id: '0b8f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4', title: 'X' },
  content: 'The harbour.',
  content_parsed: null,
  excerpt: '',
  tags: 'coast',
  sections: { footnotes: { content: 'Counted in 1204.' } },
  update_date: at('2026-02-01 11:01:00.000000'),
} as Article;

/** The bookkeeping of a file pulled from `remote`, optionally without its date (as when the read-back failed). */
function bookkeeping(withDate: boolean) {
  const b = readArticleFile(articleToFile(remote, 'markdown').text, { format: 'markdown' }).bookkeeping;
  return withDate ? b : { ...b, updated: undefined };
}

describe('bookkeeping after a write', () => {
  it('records the date the write answer proves, else the re-read’s, else none (never an older one)', () => {
    assert.equal(
      provenUpdate(
        { update_date: at('2026-03-01 10:00:00.000000') },
        { update_date: at('2026-03-01 10:00:05.000000') },
      ),
      '2026-03-01 10:00:00.000000',
    );
    assert.equal(provenUpdate({}, { update_date: at('2026-03-01 10:00:05.000000') }), '2026-03-01 10:00:05.000000');
    assert.equal(provenUpdate({}, undefined), undefined);
    assert.equal(provenUpdate(undefined, { update_date: null }), undefined);
  });

  it('with a recorded date: changed exactly when World Anvil’s date differs', () => {
    assert.equal(remoteMayHaveChanged(bookkeeping(true), remote), false);
    assert.equal(
      remoteMayHaveChanged(bookkeeping(true), { ...remote, update_date: at('2026-02-02 09:00:00.000000') }),
      true,
    );
  });

  it('without a date: still checks, by the fields recorded — an edit on World Anvil is a change', () => {
    assert.equal(
      remoteMayHaveChanged(bookkeeping(false), {
        ...remote,
        content: 'Edited on World Anvil.',
        update_date: at('2026-02-02 09:00:00.000000'),
      }),
      true,
    );
    assert.equal(
      remoteMayHaveChanged(bookkeeping(false), { ...remote, sections: { footnotes: { content: 'Edited.' } } }),
      true,
    );
    assert.equal(remoteMayHaveChanged(bookkeeping(false), { ...remote, title: 'Aldmere Reborn' }), true);
  });

  it('without a date: unchanged fields are no conflict, whatever the date says (no false conflict after our own push)', () => {
    assert.equal(
      remoteMayHaveChanged(bookkeeping(false), { ...remote, update_date: at('2026-02-02 09:00:00.000000') }),
      false,
    );
    assert.equal(
      remoteMayHaveChanged(bookkeeping(false), { ...remote, content: 'The harbour.\r\n' }),
      false,
      'line ends and trailing space as World Anvil stores them',
    );
  });

  it('with nothing recorded at all: may have changed', () => {
    assert.equal(remoteMayHaveChanged({ id: remote.id }, remote), true);
  });
});

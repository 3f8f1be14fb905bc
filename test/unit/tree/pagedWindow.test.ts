// The Localization tree's lists (src/localization/tree/paged.ts): pages in order, and a bounded window of
// whole pages for a translation's strings (#28): Load more past it drops the first pages, Show earlier
// brings them back and drops from the end; what is kept, skipped and counted stays consistent.
import { strict as assert } from 'node:assert';
import type { Page } from '../../../src/core/http/paging';
import { PagedList } from '../../../src/localization/tree/paged';

/** A server list of `total` numbers 1…total, `size` a page; counts the pages asked for. */
function server(total: number, size: number) {
  const asked: number[] = [];
  const fetch = async (page: number): Promise<Page<number>> => {
    asked.push(page);
    const from = (page - 1) * size;
    const items = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => from + i + 1);
    return { items, count: total, next: from + size < total ? `?page=${page + 1}` : null } as Page<number>;
  };
  return { fetch, asked };
}

const state = (l: PagedList<number>) => ({
  first: l.loaded[0],
  last: l.loaded.at(-1),
  kept: l.loaded.length,
  skipped: l.skipped,
  earlier: l.hasEarlier,
  more: l.hasMore,
});

describe('paged lists of the Localization tree', () => {
  it('without a window keeps every page loaded', async () => {
    const s = server(25, 10);
    const l = new PagedList(s.fetch);
    await l.ensure();
    await l.ensure();
    await l.loadMore();
    await l.loadMore();
    await l.loadMore();
    assert.deepEqual(state(l), { first: 1, last: 25, kept: 25, skipped: 0, earlier: false, more: false });
    assert.deepEqual(s.asked, [1, 2, 3]);
  });

  it('with a window of 20 in pages of 10, walks 55 items to the end and back, holding at most 20', async () => {
    const s = server(55, 10);
    const l = new PagedList(s.fetch, 20);
    await l.ensure();
    await l.loadMore();
    assert.deepEqual(state(l), { first: 1, last: 20, kept: 20, skipped: 0, earlier: false, more: true });
    await l.loadMore();
    assert.deepEqual(state(l), { first: 11, last: 30, kept: 20, skipped: 10, earlier: true, more: true });
    await l.loadMore();
    await l.loadMore();
    await l.loadMore();
    assert.deepEqual(state(l), { first: 41, last: 55, kept: 15, skipped: 40, earlier: true, more: false });
    await l.loadMore(); // nothing more: no request
    assert.deepEqual(s.asked, [1, 2, 3, 4, 5, 6]);
    await l.loadEarlier();
    assert.deepEqual(state(l), { first: 31, last: 50, kept: 20, skipped: 30, earlier: true, more: true });
    await l.loadEarlier();
    await l.loadEarlier();
    await l.loadEarlier();
    assert.deepEqual(state(l), { first: 1, last: 20, kept: 20, skipped: 0, earlier: false, more: true });
    await l.loadEarlier(); // at the start: no request
    assert.deepEqual(s.asked, [1, 2, 3, 4, 5, 6, 4, 3, 2, 1]);
    // And forward again from there: the page after the last kept one.
    await l.loadMore();
    assert.deepEqual(state(l), { first: 11, last: 30, kept: 20, skipped: 10, earlier: true, more: true });
    assert.equal(s.asked.at(-1), 3);
  });

  it('keeps one page whole when a page is bigger than the window', async () => {
    const s = server(30, 10);
    const l = new PagedList(s.fetch, 5);
    await l.ensure();
    await l.loadMore();
    assert.deepEqual(state(l), { first: 11, last: 20, kept: 10, skipped: 10, earlier: true, more: true });
  });

  it('starts over on reset', async () => {
    const s = server(30, 10);
    const l = new PagedList(s.fetch, 10);
    await l.ensure();
    await l.loadMore();
    l.reset();
    await l.ensure();
    assert.deepEqual(state(l), { first: 1, last: 10, kept: 10, skipped: 0, earlier: false, more: true });
  });
});

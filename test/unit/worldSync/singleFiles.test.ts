// #41, the writer's side: what a push, a pull or a merge settles without VS Code — World Anvil's list with
// the dates synced files now record (World Changes changes at once), and the merge bases of articles kept
// as single files.
import { strict as assert } from 'node:assert';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BaseStore } from '../../../src/core/worldSync/baseStore';
import { withSyncedDates, type RemoteArticle } from '../../../src/core/worldSync/fileSyncState';
import { SingleFileBases } from '../../../src/core/worldSync/singleFileBases';

const date = (d: string) => ({ date: d, timezone_type: 3, timezone: 'Europe/Paris' });

describe('World Changes after a sync (#41)', () => {
  it('takes the date a synced file records, keeps the zone, and leaves every other article as listed', () => {
    const remote: RemoteArticle[] = [
      { id: 'a', title: 'Aldmere', update_date: date('2026-11-29 09:00:00.000000') },
      { id: 'b', title: 'Brine', update_date: date('2026-11-28 10:00:00.000000') },
      { id: 'c', title: 'Cairn' },
    ];
    const after = withSyncedDates(
      remote,
      new Map([
        ['a', '2026-11-29 10:30:00.000000'],
        ['c', '2026-11-29 11:00:00.000000'],
        ['gone', 'x'],
      ]),
    );
    assert.deepEqual(after[0]!.update_date, date('2026-11-29 10:30:00.000000'));
    assert.equal(after[1], remote[1]);
    assert.equal(after[2]!.update_date?.date, '2026-11-29 11:00:00.000000');
    assert.equal(after.length, 3, 'an article not listed is not added');
    assert.equal(remote[0]!.update_date?.date, '2026-11-29 09:00:00.000000', 'the list read is not changed');
  });
});

describe('merge bases of single files (#41)', () => {
  let root: string;
  beforeEach(async () => (root = await mkdtemp(join(tmpdir(), 'scriptorium-singles-'))));
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('finds the text last synced by file and article, the newest record winning', async () => {
    const singles = new SingleFileBases(new BaseStore(root));
    await singles.record('/w/articles/aldmere.md', 'a1', 'created\n');
    await singles.record('/w/articles/aldmere.md', 'a1', 'pushed\n');
    assert.equal(await singles.base('/w/articles/aldmere.md', 'a1'), 'pushed\n');
    assert.equal(await singles.base('/w/articles/aldmere.md', 'other'), undefined, 'another article: no base');
    assert.equal(await singles.base('/w/articles/renamed.md', 'a1'), undefined, 'another file: no base');
  });

  it('keeps two records made at once, and drops the oldest past its bound', async () => {
    const singles = new SingleFileBases(new BaseStore(root), 2);
    await Promise.all([singles.record('/1.md', 'a', 'one'), singles.record('/2.md', 'b', 'two')]);
    assert.equal(await singles.base('/1.md', 'a'), 'one');
    assert.equal(await singles.base('/2.md', 'b'), 'two');
    await singles.record('/3.md', 'c', 'three');
    assert.equal(await singles.base('/1.md', 'a'), undefined);
    assert.equal(await singles.base('/3.md', 'c'), 'three');
  });

  it('reads a damaged or hostile index as empty, and a hash that names a path finds nothing', async () => {
    const singles = new SingleFileBases(new BaseStore(root));
    await writeFile(
      join(root, 'single-files.json'),
      '{"version":1,"files":{"/x.md":{"articleId":"a","hash":"../../etc/passwd"}}}',
    );
    assert.equal(await singles.base('/x.md', 'a'), undefined);
    await writeFile(join(root, 'single-files.json'), 'not json');
    assert.equal(await singles.base('/x.md', 'a'), undefined);
    await singles.record('/x.md', 'a', 'now');
    assert.equal(await singles.base('/x.md', 'a'), 'now');
  });
});

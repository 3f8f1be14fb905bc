// The runner behind `npm test`: stages in order or side by side as their `after` says, no new stage after
// a failure, a timing table also after a failure, mocha's counts summed into the closing line CI reads,
// and a clean environment per stage.
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { countLines, emptyCounts, report, runStages } from '../../../scripts/lib/stageRunner.cjs';

const node = (code: string) => [process.execPath, '-e', code];

async function run(stages: { name: string; run: string[]; after?: string[] }[], env: NodeJS.ProcessEnv = process.env) {
  const out = new PassThrough();
  let text = '';
  out.on('data', (b: Buffer) => (text += b.toString()));
  const outcome = await runStages(stages, { env, out, err: new PassThrough(), log: (l) => (text += `${l}\n`) });
  return { ...outcome, text };
}

describe('npm test stage runner', () => {
  it('runs every stage in order and sums mocha’s counts', async () => {
    const r = await run([
      { name: 'one', run: node('console.log("  12 passing (3s)\\n  1 pending")') },
      { name: 'two', run: node('console.log("x"); setTimeout(() => console.log("  30 passing (1m)"), 50)') },
    ]);
    assert.equal(r.ok, true);
    assert.deepEqual(
      r.results.map((s) => [s.name, s.status]),
      [
        ['one', 'ok'],
        ['two', 'ok'],
      ],
    );
    assert.deepEqual(r.counts, { passing: 42, failing: 0, pending: 1 });
    assert.ok(r.text.indexOf('── one') < r.text.indexOf('── two'));
    assert.match(report(r).split('\n').at(-1)!, /^tests: 42 passed, 0 failed, 1 skipped$/);
  });

  it('stops at the first failure and still reports every stage', async () => {
    const r = await run([
      { name: 'unit', run: node('console.log("  5 passing\\n  2 failing"); process.exit(3)') },
      { name: 'e2e', run: node('require("fs").writeFileSync("/dev/stderr", "must not run")') },
    ]);
    assert.equal(r.ok, false);
    assert.deepEqual(
      r.results.map((s) => [s.name, s.status, s.exitCode]),
      [
        ['unit', 'failed', 3],
        ['e2e', 'not run', null],
      ],
    );
    const table = report(r);
    assert.match(table, /unit\s+\+0 s\s+\d+ s\s+failed/);
    assert.match(table, /e2e\s+-\s+-\s+not run/);
    assert.match(table.split('\n').at(-1)!, /^tests: 5 passed, 2 failed$/);
    assert.match(r.text, /unit failed \(exit code 3\)/);
  });

  it('repeats a failed stage’s mocha failures, or its last lines, at the end before the table', async () => {
    const r = await run([
      {
        name: 'unit',
        run: node(
          'console.log("  ✔ fine\\n  5 passing\\n  1 failing\\n\\n  1) paging\\n     AssertionError: 3 !== 4"); process.exit(1)',
        ),
        after: [],
      },
      { name: 'setup', run: node('console.error("apt-get: no such package"); process.exit(2)'), after: [] },
    ]);
    const lines = report(r).split('\n');
    const unitAt = lines.indexOf('[test] what failed in unit:');
    assert.ok(unitAt >= 0, report(r));
    assert.deepEqual(lines.slice(unitAt + 1, unitAt + 5), [
      '    1 failing',
      '  ',
      '    1) paging',
      '       AssertionError: 3 !== 4',
    ]);
    assert.ok(!lines.includes('    ✔ fine'), 'only the failure block, not the passing tests');
    assert.ok(lines.includes('  apt-get: no such package'), 'a stage without mocha: its last lines');
    assert.ok(unitAt < lines.indexOf('[test] stage times'));
  });

  it('says so when a stage cannot start', async () => {
    const r = await run([{ name: 'missing', run: ['/nonexistent/tool'] }]);
    assert.equal(r.results[0]!.status, 'failed');
    assert.match(r.text, /could not start \/nonexistent\/tool/);
  });

  it('gives each stage an environment without the outer npm’s variables', async () => {
    const env = {
      ...process.env,
      npm_config_user_agent: 'npm/11 node/v20',
      npm_lifecycle_event: 'test',
      SCRIPTORIUM_CACHE: '/tmp/c',
    };
    const r = await run(
      [
        {
          name: 'env',
          run: node(
            'console.log(JSON.stringify([process.env.npm_config_user_agent, process.env.npm_lifecycle_event, process.env.SCRIPTORIUM_CACHE]))',
          ),
        },
      ],
      env,
    );
    assert.match(r.text, /\[null,null,"\/tmp\/c"\]/);
  });

  it('formats minutes and counts only mocha’s summary lines', () => {
    const counts = emptyCounts();
    countLines('  3 passing (2s)\nnot 4 passing\n  1 failing\n', counts);
    assert.deepEqual(counts, { passing: 3, failing: 1, pending: 0 });
    // The e2e tier's two windows, each prefixed with its name.
    countLines('[writer]   90 passing (13m)\n[translator]   2 failing\n[writer] not 5 passing\n', counts);
    assert.deepEqual(counts, { passing: 93, failing: 3, pending: 0 });
    const table = report({ results: [{ name: 'e2e', status: 'ok', ms: 754_000, startedMs: 0, exitCode: 0 }], counts });
    assert.match(table, /e2e\s+\+0 s\s+12 min 34 s\s+ok/);
    assert.match(table, /total\s+12 min 34 s/);
  });

  // Each of the two waits for a file the other writes once it has started: run one after the other they
  // would never end (the test's timeout fails it), side by side both pass.
  it('runs stages that wait on the same stage side by side, and the next one after both', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stages-'));
    const meet = (me: string, other: string) =>
      node(
        `const fs=require('fs');fs.writeFileSync(${JSON.stringify(join(dir, me))},'');const t=setInterval(()=>{if(fs.existsSync(${JSON.stringify(join(dir, other))})){clearInterval(t);console.log('  1 passing')}},20)`,
      );
    try {
      const r = await run([
        { name: 'install', run: node('') },
        { name: 'a', run: meet('a', 'b'), after: ['install'] },
        { name: 'b', run: meet('b', 'a'), after: ['install'] },
        { name: 'last', run: node('console.log("  1 passing")'), after: ['a', 'b'] },
      ]);
      assert.equal(r.ok, true);
      assert.deepEqual(r.counts, { passing: 3, failing: 0, pending: 0 });
      assert.ok(
        r.text.indexOf('── last') > r.text.indexOf('── a passed') &&
          r.text.indexOf('── last') > r.text.indexOf('── b passed'),
      );
      assert.match(r.text, /^\[a\] {3}1 passing$/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // 'slow' ends only once the runner has said 'broken' failed (the log line writes the file it waits for),
  // so the order is fixed whatever the machine's load: no stage may start after that.
  it('starts nothing new after a failure but lets running stages finish', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stages-'));
    const marker = join(dir, 'broken-failed');
    const out = new PassThrough();
    try {
      const r = await runStages(
        [
          { name: 'install', run: node('') },
          {
            name: 'slow',
            run: node(
              `const t=setInterval(()=>{if(require('fs').existsSync(${JSON.stringify(marker)})){clearInterval(t);console.log('  2 passing')}},20)`,
            ),
            after: ['install'],
          },
          { name: 'broken', run: node('process.exit(1)'), after: ['install'] },
          { name: 'after-broken', run: node(''), after: ['broken'] },
          { name: 'after-slow', run: node(''), after: ['slow'] },
        ],
        {
          out,
          err: new PassThrough(),
          log: (l) => (l.includes('broken failed') ? writeFileSync(marker, '') : undefined),
        },
      );
      assert.equal(r.ok, false);
      assert.deepEqual(
        r.results.map((s) => [s.name, s.status]),
        [
          ['install', 'ok'],
          ['slow', 'ok'],
          ['broken', 'failed'],
          ['after-broken', 'not run'],
          ['after-slow', 'not run'],
        ],
      );
      assert.equal(r.counts.passing, 2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a stage that waits on one not defined before it', async () => {
    await assert.rejects(
      () =>
        run([
          { name: 'a', run: node(''), after: ['b'] },
          { name: 'b', run: node('') },
        ]),
      /"a" runs after "b"/,
    );
  });

  it('reports the wall-clock total beside the stages added up', () => {
    const table = report({
      results: [
        { name: 'a', status: 'ok', ms: 60_000, startedMs: 0, exitCode: 0 },
        { name: 'b', status: 'ok', ms: 60_000, startedMs: 0, exitCode: 0 },
      ],
      counts: emptyCounts(),
      wallMs: 61_000,
    });
    assert.match(table, /total\s+1 min 01 s\s+\(stages added up: 2 min 00 s\)/);
    assert.match(table, /a\s+\+0 s\s+1 min 00 s\s+ok/);
  });
});

// Runs the stages of `npm test`: each starts as soon as the stages it names in `after` have passed, so
// independent work overlaps (Weblate installs while the unit tests run). After a failure no new stage
// starts; those already running finish, and the timing table is printed also after a failure or Ctrl-C.
// Output of every stage is relayed line by line behind `[stage]`, so overlapping stages stay readable.
// CommonJS without dependencies: it runs before `npm ci` has installed anything (the first stage does that).
const { spawn } = require('node:child_process');
const { cleanEnv } = require('./cleanEnv.cjs');

/**
 * mocha's closing lines ("  804 passing (1m)", "  2 failing", "  1 pending"), counted over all stages; a
 * stage that runs several mocha processes prefixes each one's lines with its name ("[writer]   90 passing").
 */
const COUNT_LINE = /^(?:\[[\w-]+\] )?\s*(\d+) (passing|failing|pending)\b/;
/** mocha's line before the failures' titles and errors. */
const FAILING_LINE = /^(?:\[[\w-]+\] )?\s*\d+ failing\b/;
/**
 * A failed stage's own lines repeated at the end of the run: a CI log is often read from its tail, and a
 * failure printed 20 minutes into overlapping stages is lost there (a cold CI once said "1 failed" and
 * nothing else). mocha's failure block when there is one, else the stage's last lines.
 */
const RECAP_LINES = 120;

function emptyCounts() {
  return { passing: 0, failing: 0, pending: 0 };
}

/** Adds the counts of mocha's summary lines in `text` to `counts`. */
function countLines(text, counts) {
  for (const line of text.split('\n')) {
    const m = COUNT_LINE.exec(line);
    if (m) counts[m[2]] += Number(m[1]);
  }
}

/** Hands every complete line of a child's stream to `onLine` (the last one also without a newline). */
function relayLines(stream, onLine) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const l of lines) onLine(l);
  });
  stream.on('end', () => rest && onLine(rest));
}

/** Stage names that `stages` names in `after` but does not define, or that come after their user. */
function checkOrder(stages) {
  const seen = new Set();
  for (const s of stages) {
    for (const dep of s.after ?? [])
      if (!seen.has(dep)) throw new Error(`stage "${s.name}" runs after "${dep}", which is not an earlier stage`);
    seen.add(s.name);
  }
}

/**
 * Runs `stages` ({ name, run: [command, ...args], after?: [names] }) in `cwd`, each in a clean environment
 * (nothing an outer npm exported, nothing one stage set reaches the next). A stage without `after` runs
 * after the stage before it, so a plain list keeps its order. Resolves to one result per stage:
 * { name, status: 'ok' | 'failed' | 'interrupted' | 'not run', ms, startedMs, exitCode, recap? }, plus the
 * mocha counts (`recap`: a failed stage's lines to repeat at the end).
 */
function runStages(
  stages,
  {
    cwd = process.cwd(),
    env = process.env,
    out = process.stdout,
    err = process.stderr,
    log = (s) => out.write(`${s}\n`),
  } = {},
) {
  const deps = stages.map((s, i) => s.after ?? (i > 0 ? [stages[i - 1].name] : []));
  checkOrder(stages.map((s, i) => ({ ...s, after: deps[i] })));
  const results = stages.map((s) => ({ name: s.name, status: 'not run', ms: 0, startedMs: null, exitCode: null }));
  const byName = new Map(results.map((r) => [r.name, r]));
  const counts = emptyCounts();
  const running = new Map();
  const t0 = Date.now();
  let interrupted = false;
  let failed = false;
  // A terminal's Ctrl-C reaches the whole foreground group, so the stages see it too: wait for them to
  // end (they stop their servers), then report. A SIGTERM sent to us alone is passed on.
  const onSignal = (signal) => {
    interrupted = true;
    if (signal === 'SIGTERM') for (const child of running.values()) child.kill('SIGTERM');
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const runOne = (stage, result) =>
    new Promise((resolve) => {
      log(`\n[test] ── ${stage.name}: ${stage.run.join(' ')}`);
      const started = Date.now();
      result.startedMs = started - t0;
      const [command, ...args] = stage.run;
      const child = spawn(command, args, { cwd, env: cleanEnv(env), stdio: ['inherit', 'pipe', 'pipe'] });
      running.set(stage.name, child);
      const tag = `[${stage.name}] `;
      const failureBlock = [];
      const lastLines = [];
      const remember = (line) => {
        if (failureBlock.length > 0 || FAILING_LINE.test(line)) {
          if (failureBlock.length < RECAP_LINES) failureBlock.push(line);
        }
        lastLines.push(line);
        if (lastLines.length > RECAP_LINES) lastLines.shift();
      };
      relayLines(child.stdout, (line) => {
        countLines(line, counts);
        remember(line);
        out.write(`${tag}${line}\n`);
      });
      relayLines(child.stderr, (line) => {
        remember(line);
        err.write(`${tag}${line}\n`);
      });
      const finish = (status, code) => {
        running.delete(stage.name);
        result.ms = Date.now() - started;
        result.exitCode = code;
        result.status = status;
        if (status === 'failed') result.recap = failureBlock.length > 0 ? failureBlock : lastLines;
        resolve();
      };
      child.on('error', (e) => {
        log(`[test] ${stage.name}: could not start ${command}: ${e.message}`);
        finish('failed', null);
      });
      child.on('close', (code, signal) => {
        const status = interrupted ? 'interrupted' : code === 0 ? 'ok' : 'failed';
        if (status === 'failed')
          log(`[test] ${stage.name} failed (${signal ? `signal ${signal}` : `exit code ${code}`})`);
        else if (status === 'ok') log(`[test] ── ${stage.name} passed (${duration(Date.now() - started)})`);
        finish(status, code);
      });
    });

  return (async () => {
    const pending = new Set(stages.map((_, i) => i));
    const inFlight = new Set();
    try {
      for (;;) {
        if (!failed && !interrupted) {
          for (const i of [...pending]) {
            if (!deps[i].every((d) => byName.get(d).status === 'ok')) continue;
            pending.delete(i);
            const p = runOne(stages[i], results[i]).then(() => {
              inFlight.delete(p);
              if (results[i].status !== 'ok') failed = true;
            });
            inFlight.add(p);
          }
        }
        if (inFlight.size === 0) break;
        await Promise.race(inFlight);
      }
    } finally {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
    return { results, counts, wallMs: Date.now() - t0, ok: results.every((r) => r.status === 'ok') };
  })();
}

function duration(ms) {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

/**
 * What each failed stage said (its recap), the timing table (when each stage started, how long it took), the wall-clock total (less than the sum
 * when stages overlap), and last the plain closing line CI reads: "tests: N passed, N failed[, N skipped]".
 */
function report({ results, counts, wallMs }) {
  const width = Math.max(5, ...results.map((r) => r.name.length));
  const sum = results.reduce((total, r) => total + r.ms, 0);
  const lines = [];
  for (const r of results) {
    if (!r.recap || r.recap.length === 0) continue;
    lines.push('', `[test] what failed in ${r.name}:`, ...r.recap.map((l) => `  ${l}`));
  }
  lines.push(
    '',
    '[test] stage times',
    `  ${'stage'.padEnd(width)}  ${'started'.padStart(12)}  ${'time'.padStart(12)}  result`,
  );
  for (const r of results) {
    const started = r.startedMs === null || r.startedMs === undefined ? '-' : `+${duration(r.startedMs)}`;
    lines.push(
      `  ${r.name.padEnd(width)}  ${started.padStart(12)}  ${(r.status === 'not run' ? '-' : duration(r.ms)).padStart(12)}  ${r.status}`,
    );
  }
  lines.push(
    `  ${'total'.padEnd(width)}  ${''.padStart(12)}  ${duration(wallMs ?? sum).padStart(12)}${wallMs !== undefined && wallMs < sum ? `  (stages added up: ${duration(sum)})` : ''}`,
  );
  lines.push(
    '',
    `tests: ${counts.passing} passed, ${counts.failing} failed${counts.pending ? `, ${counts.pending} skipped` : ''}`,
  );
  return lines.join('\n');
}

module.exports = { runStages, report, countLines, emptyCounts };

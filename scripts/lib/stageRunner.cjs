// Runs the stages of `npm test` one after another, stops at the first failure and prints how long each
// took — also after a failure or Ctrl-C, so a slow or broken step is visible at a glance. CommonJS without
// dependencies: it runs before `npm ci` has installed anything (the first stage does that).
const { spawn } = require('node:child_process');
const { cleanEnv } = require('./cleanEnv.cjs');

/** mocha's closing lines ("  804 passing (1m)", "  2 failing", "  1 pending"), counted over all stages. */
const COUNT_LINE = /^\s*(\d+) (passing|failing|pending)\b/;

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

/** Copies a child's stream to ours and hands every complete line to `onLine`. */
function relay(stream, out, onLine) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    out.write(chunk);
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const l of lines) onLine(l);
  });
  stream.on('end', () => rest && onLine(rest));
}

/**
 * Runs `stages` ({ name, run: [command, ...args] }) in `cwd`, each in a clean environment (nothing an
 * outer npm exported, nothing one stage set reaches the next). Resolves to one result per stage:
 * { name, status: 'ok' | 'failed' | 'interrupted' | 'not run', ms, exitCode }, plus the mocha counts.
 */
function runStages(stages, { cwd = process.cwd(), env = process.env, out = process.stdout, err = process.stderr, log = (s) => out.write(`${s}\n`) } = {}) {
  const results = stages.map((s) => ({ name: s.name, status: 'not run', ms: 0, exitCode: null }));
  const counts = emptyCounts();
  let current;
  let interrupted = false;
  // A terminal's Ctrl-C reaches the whole foreground group, so the stage sees it too: wait for it to end
  // (it stops its servers), then report. A SIGTERM sent to us alone is passed on.
  const onSignal = (signal) => {
    interrupted = true;
    if (signal === 'SIGTERM' && current) current.kill('SIGTERM');
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const runOne = (stage, result) =>
    new Promise((resolve) => {
      log(`\n[test] ── ${stage.name}: ${stage.run.join(' ')}`);
      const started = Date.now();
      const [command, ...args] = stage.run;
      current = spawn(command, args, { cwd, env: cleanEnv(env), stdio: ['inherit', 'pipe', 'pipe'] });
      const onLine = (line) => countLines(line, counts);
      relay(current.stdout, out, onLine);
      relay(current.stderr, err, () => undefined);
      current.on('error', (e) => {
        result.ms = Date.now() - started;
        result.status = 'failed';
        log(`[test] ${stage.name}: could not start ${command}: ${e.message}`);
        resolve();
      });
      current.on('close', (code, signal) => {
        result.ms = Date.now() - started;
        result.exitCode = code;
        result.status = interrupted ? 'interrupted' : code === 0 ? 'ok' : 'failed';
        if (result.status === 'failed') log(`[test] ${stage.name} failed (${signal ? `signal ${signal}` : `exit code ${code}`})`);
        resolve();
      });
    });
  return (async () => {
    try {
      for (let i = 0; i < stages.length; i++) {
        await runOne(stages[i], results[i]);
        if (results[i].status !== 'ok') break;
      }
    } finally {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
    return { results, counts, ok: results.every((r) => r.status === 'ok') };
  })();
}

function duration(ms) {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

/** The timing table, and last the plain closing line CI reads: "tests: N passed, N failed[, N skipped]". */
function report({ results, counts }) {
  const width = Math.max(5, ...results.map((r) => r.name.length));
  const total = results.reduce((sum, r) => sum + r.ms, 0);
  const lines = ['', '[test] stage times', `  ${'stage'.padEnd(width)}  ${'time'.padStart(12)}  result`];
  for (const r of results) lines.push(`  ${r.name.padEnd(width)}  ${(r.status === 'not run' ? '-' : duration(r.ms)).padStart(12)}  ${r.status}`);
  lines.push(`  ${'total'.padEnd(width)}  ${duration(total).padStart(12)}`);
  lines.push('', `tests: ${counts.passing} passed, ${counts.failing} failed${counts.pending ? `, ${counts.pending} skipped` : ''}`);
  return lines.join('\n');
}

module.exports = { runStages, report, countLines, emptyCounts };

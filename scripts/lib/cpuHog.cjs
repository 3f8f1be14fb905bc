// The load mode of `npm test -- --stress`: busy processes beside the whole run, so anyone can show that a
// change holds on a busy machine (CI machines are shared; a cold CI once ran at load average 9–12 from
// other jobs). Each hog is a plain Node process spinning at normal priority, as another job's compiler or
// test runner would; it competes for the cores with every stage, code-server and Chromium included.
// Bounded: the hogs are stopped with the run, and each also stops by itself after `maxMs` (a run killed
// with SIGKILL cannot leave them spinning for ever). CommonJS without dependencies, like stageRunner.cjs.
const { spawn } = require('node:child_process');
const { availableParallelism } = require('node:os');

/** One process per core by default: the load average rises by the number of cores, twice the machine's capacity in use. */
function defaultHogs() {
  return availableParallelism();
}

/**
 * Starts `count` busy processes that end after `maxMs` at the latest; resolves once each is spinning (its
 * first line arrives), so the run's first stage already shares the cores. Returns { count, stop() }.
 */
async function startCpuHogs({ count = defaultHogs(), maxMs = 3 * 60 * 60 * 1000 } = {}) {
  const source = `const end = Date.now() + ${Number(maxMs)}; process.stdout.write('spinning\\n'); let x = 0; while (Date.now() < end) { for (let i = 0; i < 1e6; i++) x = (x + i) | 0; }`;
  const children = [];
  for (let i = 0; i < count; i++) {
    const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
  }
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve, reject) => {
          child.once('error', reject);
          child.stdout.once('data', () => resolve());
        }),
    ),
  );
  const onExit = () => children.forEach((c) => c.kill('SIGKILL'));
  process.once('exit', onExit);
  return {
    count,
    stop() {
      process.off('exit', onExit);
      onExit();
    },
  };
}

module.exports = { startCpuHogs, defaultHogs };

// The process helpers `npm start` and the e2e runner stand on: ports, waiting for a server, and killing a
// whole process group (code-server leaves children behind, some of which ignore SIGTERM).
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { freePort, killGroup, preferredPort, spawnGroup, waitForHttp } from '../../../scripts/lib/processes';

function listen(server: Server | ReturnType<typeof createTcpServer>, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
}
const close = (server: { close(cb: () => void): unknown }) => new Promise<void>((r) => server.close(() => r()));

/** Alive means present and not a zombie (pid 1 here may not reap orphans at once). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function until(what: string, probe: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts `sh` as a group leader that starts two sleeping grandchildren and prints their pids. */
async function groupWithGrandchildren(script: string) {
  const child = spawnGroup('sh', ['-c', script], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  await until('grandchild pids', () => out.trim().split(/\s+/).length >= 2);
  return { child, pids: out.trim().split(/\s+/).map(Number) };
}

describe('process helpers', () => {
  it('freePort gives a loopback port that can be listened on', async () => {
    const port = await freePort();
    assert.ok(port > 0 && port < 65536);
    const srv = createTcpServer();
    assert.equal(await listen(srv, port), port);
    await close(srv);
  });

  it('preferredPort keeps a free preferred port and moves off a busy one', async () => {
    const busy = createTcpServer();
    const taken = await listen(busy);
    const other = await preferredPort(taken);
    assert.notEqual(other, taken);
    await close(busy);
    assert.equal(await preferredPort(taken), taken);
  });

  it('waitForHttp returns once the server answers below 500, also with a redirect or 404', async () => {
    const srv = createServer((req, res) => {
      res.writeHead(req.url === '/moved' ? 302 : 404, { Location: '/elsewhere' });
      res.end();
    });
    const port = await listen(srv);
    await waitForHttp(`http://127.0.0.1:${port}/moved`, 5000);
    await waitForHttp(`http://127.0.0.1:${port}/missing`, 5000);
    await close(srv);
  });

  it('waitForHttp keeps waiting for a server that is not up yet', async () => {
    const port = await freePort();
    const srv = createServer((_req, res) => res.end('ok'));
    const waiting = waitForHttp(`http://127.0.0.1:${port}/healthz`, 20_000);
    setTimeout(() => void listen(srv, port), 500);
    await waiting;
    await close(srv);
  });

  it('waitForHttp gives up on a server answering 5xx and says what it last saw', async () => {
    const srv = createServer((_req, res) => {
      res.writeHead(503);
      res.end();
    });
    const port = await listen(srv);
    await assert.rejects(waitForHttp(`http://127.0.0.1:${port}/`, 800), /did not answer .*status 503/);
    await close(srv);
  });

  it('waitForHttp fails as soon as the process that should answer has exited', async () => {
    const child = spawnGroup('sh', ['-c', 'exit 3'], { stdio: 'ignore' });
    await new Promise((r) => child.once('exit', r));
    const port = await freePort();
    await assert.rejects(waitForHttp(`http://127.0.0.1:${port}/`, 60_000, child), /exited with 3/);
  });

  it('killGroup ends the leader and the children it left behind', async () => {
    const { child, pids } = await groupWithGrandchildren('sleep 300 & echo $!; sleep 300 & echo $!; wait');
    assert.ok(pids.every(alive));
    await killGroup(child);
    assert.notEqual(child.exitCode ?? child.signalCode, null, 'the leader has exited');
    await until('the grandchildren to end', () => !pids.some(alive));
  });

  it('killGroup follows up with SIGKILL for a group that ignores SIGTERM', async () => {
    // Ignored signals are inherited, so the sleeps ignore TERM as well.
    const { child, pids } = await groupWithGrandchildren(
      'trap "" TERM; sleep 300 & echo $!; sleep 300 & echo $!; wait',
    );
    await killGroup(child, 300);
    assert.equal(child.signalCode, 'SIGKILL');
    await until('the grandchildren to end', () => !pids.some(alive));
  });

  it('killGroup is a no-op for a process that has already exited or never started', async () => {
    const child = spawnGroup('sh', ['-c', 'exit 0'], { stdio: 'ignore' });
    await new Promise((r) => child.once('exit', r));
    await killGroup(child);
    await killGroup(undefined);
  });
});

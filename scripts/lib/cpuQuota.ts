// `npm run bench -- --cpus N` (issue 43, item 9): the bench and every process it starts (the sandbox
// server, code-server) share N CPUs' worth of time, through a Linux control group's CPU quota. A list read
// is the client's CPU (parse, validation) against the server's (its pages) and a fixed latency; on a slower
// or busier machine the client's share lands on the critical path, so a ratio measured here on an idle
// fast machine is not the ratio a slow one shows. A quota makes the slow machine reproducible: at 0.5 CPU
// this machine showed the 1.24× a brand-new slow machine showed (1.25×) before the fix, where an idle run
// showed 1.06×. Needs root and the cpu controller (cgroup v2 `cpu.max`, or v1 `cpu.cfs_quota_us`).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The quota's period: short, so the time a process waits for the next period is short too. */
const PERIOD_US = 10_000;

interface Controller {
  /** The folder of the new group. */
  dir: string;
  /** The group this process leaves, to come back to. */
  parent: string;
  limit(quotaUs: number): void;
}

function v2(pid: number): Controller | undefined {
  const root = '/sys/fs/cgroup';
  if (!existsSync(join(root, 'cgroup.controllers'))) return undefined;
  // This process's own group (`0::/path`): the new one is made beside it, under the same parent.
  const own = /^0::(.*)$/m.exec(readFileSync('/proc/self/cgroup', 'utf8'))?.[1] ?? '/';
  const dir = join(root, `scriptorium-bench-${pid}`);
  return {
    dir,
    parent: join(root, own),
    limit: (quotaUs) => writeFileSync(join(dir, 'cpu.max'), `${quotaUs} ${PERIOD_US}`),
  };
}

function v1(pid: number): Controller | undefined {
  const root = '/sys/fs/cgroup/cpu';
  if (!existsSync(join(root, 'cpu.cfs_quota_us'))) return undefined;
  const dir = join(root, `scriptorium-bench-${pid}`);
  return {
    dir,
    parent: root,
    limit: (quotaUs) => {
      writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
      writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(quotaUs));
    },
  };
}

/**
 * Puts this process (and so every process it starts from now on) under a quota of `cpus` CPUs. Returns
 * the release, which moves it back and removes the group. Throws a sentence saying what is missing.
 */
export function limitCpus(cpus: number): () => void {
  if (!(cpus > 0)) throw new Error(`--cpus wants a positive number of CPUs (such as 0.5), not "${cpus}".`);
  const c = v2(process.pid) ?? v1(process.pid);
  if (!c) throw new Error('--cpus needs Linux control groups with the cpu controller (/sys/fs/cgroup).');
  removeEmptyGroups(dirname(c.dir));
  try {
    mkdirSync(c.dir);
    c.limit(Math.round(cpus * PERIOD_US));
    writeFileSync(join(c.dir, 'cgroup.procs'), String(process.pid));
  } catch (e) {
    throw new Error(`--cpus could not make a CPU quota in ${c.dir} (run as root?): ${(e as Error).message}`);
  }
  return () => {
    writeFileSync(join(c.parent, 'cgroup.procs'), String(process.pid));
    try {
      rmdirSync(c.dir);
    } catch {
      // a process it started is still in it (the sandbox, told to stop): the next run removes the group
    }
  };
}

/** Groups of earlier runs whose processes have all ended (a group with a process in it refuses rmdir). */
function removeEmptyGroups(root: string): void {
  for (const name of readdirSync(root)) {
    if (!/^scriptorium-bench-\d+$/.test(name)) continue;
    try {
      rmdirSync(join(root, name));
    } catch {
      // still in use: another bench is running under its own quota
    }
  }
}

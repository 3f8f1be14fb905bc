// The machine a bench figure was measured on, printed with every part of `npm run bench` (#48): a figure
// means little without the CPU, its cores and how busy the machine was (these machines are shared, and a
// figure at load 14 is not the same figure at load 0.5), so a reader can compare a run with
// docs/BENCHMARKS.md. The load average is read again at each part, as it drifts during a run.
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';

/** The CPU's model name as /proc/cpuinfo says it (os.cpus() where there is no /proc). */
function cpuModel(): string {
  try {
    const m = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    if (m) return m[1]!.trim();
  } catch {
    // not Linux
  }
  return cpus()[0]?.model.trim() || 'unknown CPU';
}

let quota: number | undefined;

/** The CPU quota the bench runs under (`--cpus`), said in every machine line from now on. */
export function setCpuQuota(cpus: number): void {
  quota = cpus;
}

/** "AMD EPYC, 2 cores, 23 GiB; load average 6.27 3.04 1.16 (1, 5, 15 min)", and the quota if any. */
export function machineLine(): string {
  const [one, five, fifteen] = loadavg().map((x) => x.toFixed(2));
  const gib = Math.round(totalmem() / 1024 ** 3);
  const limit = quota === undefined ? '' : `; CPU quota ${quota} of them (--cpus)`;
  return `${cpuModel()}, ${availableParallelism()} cores${limit}, ${gib} GiB; load average ${one} ${five} ${fifteen} (1, 5, 15 min)`;
}

/** Printed before a part's figures: `machine (part): …`. */
export function printMachine(part: string): void {
  console.log(`\nmachine (${part}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC): ${machineLine()}`);
}

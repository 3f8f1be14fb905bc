// What is running, read from /proc: enough to tell whether anything a run started is still there (its
// process groups, its descendants, anything whose command line names its folders or port).
import { readdirSync, readFileSync } from 'node:fs';

export interface Proc {
  pid: number;
  ppid: number;
  pgid: number;
  cmdline: string;
}

function readProc(pid: number): Proc | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const [state, ppid, pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z') return undefined; // exited, only waiting to be reaped
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    return { pid, ppid: Number(ppid), pgid: Number(pgid), cmdline };
  } catch {
    return undefined; // gone between listing and reading
  }
}

export function processes(): Proc[] {
  return readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .map((n) => readProc(Number(n)))
    .filter((p): p is Proc => p !== undefined);
}

/** `root` and every process below it. */
export function descendants(root: number, all = processes()): Proc[] {
  const found = all.filter((p) => p.pid === root);
  for (let i = 0; i < found.length; i++) found.push(...all.filter((p) => p.ppid === found[i]!.pid));
  return found;
}

// A conformance check: one named behaviour, asserted the same way against whichever server it is given.
import type { Target } from './targets';

export interface Check {
  name: string;
  /** For a check slower than the suite's minute (one that asks a real server's Python). */
  timeoutMs?: number;
  /** Why the check runs on real servers only (it is then reported as pending on the sandbox). */
  onlyReal?: string;
  run(t: Target): Promise<void>;
}

/** The error a promise rejects with (a check that expected one fails when it resolves). */
export { rejection } from '../unit/rejection';

/** The path and query of a cross-reference URL, without the `format` parameter real servers echo. */
export function pathOf(url: string): string {
  const u = new URL(url);
  u.searchParams.delete('format');
  return u.pathname + u.search;
}

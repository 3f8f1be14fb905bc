// The printed summary: one row per client method, one column per fault, each cell the outcome and how
// many requests the sandbox saw (`ServerError×3` = tried three times).
import type { CellResult } from './matrixRunner';

const SHORT: Record<string, string> = {
  TimeoutError: 'Timeout',
  RateLimitedError: 'RateLimited',
  ConflictError: 'Conflict',
  ServerError: 'Server',
  NetworkError: 'Network',
  ProtocolError: 'Protocol',
  ClientError: 'Client',
  ValidationError: 'Validation',
  NotFoundError: 'NotFound',
  PermissionError: 'Permission',
};

function cellText(c: CellResult): string {
  const name = c.outcome.startsWith('untyped:')
    ? c.outcome.toUpperCase()
    : c.outcome === 'hang'
      ? 'HANG'
      : (SHORT[c.outcome] ?? c.outcome);
  const flag = c.problems.length > 0 ? '!' : '';
  return `${flag}${name}${c.requests !== undefined ? `×${c.requests}` : ''}`;
}

export function formatTable(title: string, cells: readonly CellResult[]): string {
  const rows = [...new Set(cells.map((c) => c.row))];
  const cols = [...new Set(cells.map((c) => c.column))];
  const at = new Map(cells.map((c) => [`${c.row}|${c.column}`, cellText(c)]));
  const table = [['method \\ fault', ...cols], ...rows.map((r) => [r, ...cols.map((c) => at.get(`${r}|${c}`) ?? '—')])];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((line) => line[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const counts = new Map<string, number>();
  for (const c of cells) counts.set(c.outcome, (counts.get(c.outcome) ?? 0) + 1);
  const summary = [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  return [
    title,
    line(table[0]!),
    line(widths.map((w) => '-'.repeat(w))),
    ...table.slice(1).map(line),
    `${cells.length} cells: ${summary}; ${cells.filter((c) => c.problems.length > 0).length} not as expected (marked !)`,
  ].join('\n');
}

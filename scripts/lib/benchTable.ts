// What the bench's VS Code steps share: the packages measured side by side, and how their figures print.

/** A package measured: this checkout's ("now") or an earlier commit's ("before (rev)"). */
export interface Variant {
  name: string;
  vsix: string;
  id: string;
  vsixBytes: number;
  chunks: Record<string, number>;
}

export const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** A Markdown table, as docs/BENCHMARKS.md shows them. */
export const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join(
    '\n',
  );

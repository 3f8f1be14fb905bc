/** See stageRunner.cjs. */
export interface Stage {
  name: string;
  run: string[];
}
export interface StageResult {
  name: string;
  status: 'ok' | 'failed' | 'interrupted' | 'not run';
  ms: number;
  exitCode: number | null;
}
export interface Counts {
  passing: number;
  failing: number;
  pending: number;
}
export interface RunOutcome {
  results: StageResult[];
  counts: Counts;
  ok: boolean;
}
export function runStages(
  stages: Stage[],
  options?: { cwd?: string; env?: NodeJS.ProcessEnv; out?: NodeJS.WritableStream; err?: NodeJS.WritableStream; log?: (line: string) => void },
): Promise<RunOutcome>;
export function report(outcome: Pick<RunOutcome, 'results' | 'counts'>): string;
export function countLines(text: string, counts: Counts): void;
export function emptyCounts(): Counts;

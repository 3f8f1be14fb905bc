/** See stageRunner.cjs. */
export interface Stage {
  name: string;
  run: string[];
  /** Stages that must pass first (default: the stage before it in the list). */
  after?: string[];
}
export interface StageResult {
  name: string;
  status: 'ok' | 'failed' | 'interrupted' | 'not run';
  ms: number;
  /** When the stage started, after the run began (null: not run). */
  startedMs: number | null;
  exitCode: number | null;
  /** A failed stage's mocha failure block, or its last lines, repeated by `report`. */
  recap?: string[];
}
export interface Counts {
  passing: number;
  failing: number;
  pending: number;
}
export interface RunOutcome {
  results: StageResult[];
  counts: Counts;
  /** Wall-clock time of the whole run (less than the stages added up when they overlap). */
  wallMs: number;
  ok: boolean;
}
export function runStages(
  stages: Stage[],
  options?: {
    cwd?: string;
    env?: NodeJS.ProcessEnv;
    out?: NodeJS.WritableStream;
    err?: NodeJS.WritableStream;
    log?: (line: string) => void;
  },
): Promise<RunOutcome>;
export function report(outcome: Pick<RunOutcome, 'results' | 'counts'> & { wallMs?: number }): string;
export function countLines(text: string, counts: Counts): void;
export function emptyCounts(): Counts;

// The one credentials flow both services share (Connect to Localization Server, Sign In to World Anvil):
// ask in steps → check with the server → store → say so; and sign out. A check that fails stores
// nothing: the service's message says what stays in use, and Retry reopens the last step (the likelier
// typo) with every value as typed, Back reaching the ones before. What was typed lives only in this call.
import * as vscode from 'vscode';
import type { Log } from './log';
import { askSteps, type InputStep } from './multiStep';
import { showRetryableError } from './showError';

export interface CredentialsFlow {
  readonly log: Log;
  /** The log's component, e.g. `connect`. */
  readonly component: string;
  readonly steps: readonly ((values: readonly string[]) => InputStep)[];
  /** What the steps show first (a known address), else empty. */
  readonly initial?: readonly string[];
  /** Checks the trimmed answers with the server and, once it accepted them, stores them and says so. */
  accept(answers: readonly string[]): Promise<void>;
  /** The log line's context and the message shown after `accept` threw (it stored nothing). */
  refused(err: unknown): Promise<{ context: string; message: string }>;
}

/** Runs the flow until the answers are accepted, the person dismisses a step, or declines to retry. */
export async function askCheckStore(flow: CredentialsFlow): Promise<void> {
  let typed: readonly string[] = flow.initial ?? [];
  let start = 0;
  for (;;) {
    const answers = await askSteps([...flow.steps], [...typed], start);
    if (!answers) return;
    try {
      await flow.accept(answers.map((a) => a.trim()));
      return;
    } catch (err) {
      const { context, message } = await flow.refused(err);
      if (!(await showRetryableError(flow.log, flow.component, err, context, message))) return;
    }
    typed = answers;
    start = flow.steps.length - 1;
  }
}

/** Forgets the credentials of `origin` (none configured: nothing to do), resets the session and says so. */
export async function signOut(
  origin: string | undefined,
  forget: (origin: string) => PromiseLike<void>,
  session: { reset(): void },
  say: (origin: string) => string,
): Promise<void> {
  if (!origin) return;
  await forget(origin);
  session.reset();
  void vscode.window.showInformationMessage(say(origin));
}

// The one question before a step that destroys something (a delete, a reset that discards work): Enter and
// Escape both leave everything as it is.
//
// VS Code's modal focuses its first button, and Enter presses it; a modal whose only button is the
// destructive one (VS Code adds Cancel last) made Enter delete. Here the first button keeps, and the
// destructive one is a deliberate second choice.
import * as vscode from 'vscode';

export interface DestructiveQuestion {
  /** The question, naming what is destroyed and where. */
  question: string;
  /** What happens, and what stays. */
  detail?: string;
  /** The destructive button, e.g. "Delete String". */
  action: string;
  /** The safe, default button, e.g. "Keep String". */
  keep: string;
}

/** True only when the person chose the destructive action. */
export async function confirmDestructive(q: DestructiveQuestion): Promise<boolean> {
  const keep: vscode.MessageItem = { title: q.keep };
  const act: vscode.MessageItem = { title: q.action };
  const answer = await vscode.window.showWarningMessage(q.question, { modal: true, detail: q.detail }, keep, act);
  return answer === act;
}

/**
 * The same rule for a choice among several answers that each give something up (which of two texts
 * wins): the safe answer comes first, so Enter picks it; Escape answers undefined (nothing chosen).
 */
export async function chooseSafely<T extends string>(
  question: string,
  detail: string,
  safe: { id: T; title: string },
  others: { id: T; title: string }[],
): Promise<T | undefined> {
  const items = [safe, ...others];
  const answer = await vscode.window.showWarningMessage(question, { modal: true, detail }, ...items);
  return answer?.id;
}

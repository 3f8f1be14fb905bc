// Progress for a piece of work that ends in a message (#31). VS Code keeps a progress notification on
// screen for at least 800 ms from when it opens (its progress service), so a request that takes 100 ms
// left "Creating the article…" spinning beside "Created …". Here the work shows in the status bar at
// once and gets its notification (with Cancel, when it can be cancelled) only if it is still running
// after a moment: quick work leaves no toast behind, long work still shows its progress and its button.
import * as vscode from 'vscode';

/** How long work runs before it earns a notification. */
const NOTIFY_AFTER_MS = 1000;

type Step = { message?: string; increment?: number };

export function withWorkProgress<R>(
  options: { title: string; cancellable?: boolean },
  task: (progress: vscode.Progress<Step>, token: vscode.CancellationToken) => Thenable<R>,
): Promise<R> {
  const cancel = new vscode.CancellationTokenSource();
  let message: string | undefined;
  let worked = 0;
  const sinks: vscode.Progress<Step>[] = [];
  const progress: vscode.Progress<Step> = {
    report: (step) => {
      if (step.message !== undefined) message = step.message;
      worked += step.increment ?? 0;
      for (const sink of sinks) sink.report(step);
    },
  };
  const work = Promise.resolve().then(() => task(progress, cancel.token));
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  void vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: options.title }, (p) => {
    sinks.push(p);
    return settled;
  });
  const timer = setTimeout(() => {
    void vscode.window.withProgress(
      {
        location: vscode.ProgressLocation.Notification,
        title: options.title,
        cancellable: options.cancellable ?? false,
      },
      (p, token) => {
        // What was reported before the notification opened, so its bar and text start where the work is.
        p.report({ message, increment: worked });
        sinks.push(p);
        const sub = token.onCancellationRequested(() => cancel.cancel());
        return settled.finally(() => sub.dispose());
      },
    );
  }, NOTIFY_AFTER_MS);
  void settled.finally(() => {
    clearTimeout(timer);
    cancel.dispose();
  });
  return work;
}

// A question waiting for its answer stays in sight (#41: question toasts slipped into the bell). VS Code
// 1.139 hides a notification toast into the Notification Center after 10 s (information), 12 s (warning)
// or 15 s (error) unless the pointer or the focus is on it, and lets no extension make one sticky (only
// its own sign-in sources); the question is still pending there, its buttons still answer it. A modal
// dialog would stay, but it covers the diff or the list a write question offers to look at first (which
// is why those questions are notifications: writeQuestion.ts). So while a question is pending, a status
// bar item says so, with the question as its tooltip, and a click shows the Notification Center with it.
import * as vscode from 'vscode';

let waiting = 0;
let item: vscode.StatusBarItem | undefined;

/** Resolves with `answer`, showing the reminder until it settles. */
export async function whileAsking<T>(question: string, answer: Thenable<T>): Promise<T> {
  waiting++;
  item ??= vscode.window.createStatusBarItem('scriptorium.questionWaiting', vscode.StatusBarAlignment.Left, 1000);
  item.name = vscode.l10n.t('Scriptorium Question');
  item.text = `$(bell-dot) ${vscode.l10n.t('Scriptorium asks…')}`;
  item.tooltip = question.length > 500 ? `${question.slice(0, 500)}…` : question;
  item.backgroundColor = new vscode.ThemeColor('statusBarItem.warningBackground');
  item.command = { command: 'notifications.showList', title: vscode.l10n.t('Show the Question') };
  item.accessibilityInformation = {
    label: vscode.l10n.t('A question of Scriptorium waits for an answer: {0}', question),
  };
  item.show();
  try {
    return await answer;
  } finally {
    if (--waiting === 0) {
      item.dispose();
      item = undefined;
    }
  }
}

/** A warning with buttons that needs an answer: shown as a notification, with the reminder while pending. */
export function askVisibly(question: string, ...buttons: string[]): Promise<string | undefined> {
  return whileAsking(question, vscode.window.showWarningMessage(question, ...buttons));
}

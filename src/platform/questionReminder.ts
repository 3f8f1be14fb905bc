// A question asked in a notification keeps waiting for its answer after its toast hides: VS Code hides an
// extension's toast after some seconds into the Notification Center (only an error with buttons, or a
// built-in source, stays on screen), and a person who looked away then sees nothing but the bell's dot
// while a command waits (#41: "questions that need an answer stay visible"). While any such question waits,
// a status bar item says so; a click shows it again in the Notification Center, where it can be answered.
import * as vscode from 'vscode';

/** VS Code's own command that opens the Notification Center. */
const SHOW_NOTIFICATIONS = 'notifications.showList';

let waiting = 0;
let item: vscode.StatusBarItem | undefined;

function update(): void {
  if (waiting === 0) {
    item?.dispose();
    item = undefined;
    return;
  }
  item ??= vscode.window.createStatusBarItem('scriptorium.waitingQuestion', vscode.StatusBarAlignment.Right, 1000);
  item.name = vscode.l10n.t('Scriptorium Question Waiting');
  item.text = `$(bell-dot) ${
    waiting === 1 ? vscode.l10n.t('Answer needed') : vscode.l10n.t('{0} answers needed', waiting)
  }`;
  item.tooltip = vscode.l10n.t('Scriptorium asked a question and waits for your answer: click to see it.');
  item.accessibilityInformation = { label: item.text.replace('$(bell-dot) ', ''), role: 'button' };
  item.backgroundColor = new vscode.ThemeColor('statusBarItem.warningBackground');
  item.command = SHOW_NOTIFICATIONS;
  item.show();
}

/** `question`'s answer; meanwhile the status bar says an answer is needed. */
export async function whileQuestionWaits<T>(question: Thenable<T>): Promise<T> {
  waiting += 1;
  update();
  try {
    return await question;
  } finally {
    waiting -= 1;
    update();
  }
}

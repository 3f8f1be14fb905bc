// The one way Scriptorium asks before writing files (#45 item 2; #41, the writer's side): the write policy
// (writeFiles.ts), a world pull's question about new files, the conflict questions over a diff
// (conflictDiff.ts) and Pull Article's questions about a .bbcode version beside a Markdown file ask here. The question is a
// notification, not a modal dialog, so a diff or a list stays in view while the person decides; its first
// button is the highlighted one, so the first choice must be the safe one (keep the file, skip the second
// copies), and the choices that write or replace come last. Show Differences and Show List, when offered,
// sit right after it: the difference is one click away before any write, and asking again follows.
import * as vscode from 'vscode';
import { whileQuestionWaits } from '../questionReminder';
import { readOnlyText } from '../readOnlyText';

export interface WriteChoice<T> {
  label: string;
  value: T;
}

export interface WriteQuestion<T> {
  /** What would be written where, and why the person is asked. */
  message: string;
  /** The answers, the safe one first (it is the highlighted button). */
  choices: [WriteChoice<T>, ...WriteChoice<T>[]];
  /** Shows what would change, writing nothing; offered as Show Differences, then the question comes back. */
  showDiff?: () => Promise<void>;
  /** The question as it comes back once the difference is in view (else `message` again). */
  afterDiff?: string;
  /** The whole list of files, as a read-only document; offered as Show List, then the question comes back. */
  list?: { title: string; text: () => string };
  /** Called each time the question is on its way (what a log line, and the end-to-end tests, wait on). */
  onAsked?: () => void;
}

/** Asks until the person picks a choice; undefined when the question was dismissed (nothing is written). */
export async function askBeforeWriting<T>(question: WriteQuestion<T>): Promise<T | undefined> {
  const showDiff = vscode.l10n.t('Show Differences');
  const showList = vscode.l10n.t('Show List');
  const [safe, ...rest] = question.choices;
  const buttons = [
    safe.label,
    ...(question.showDiff ? [showDiff] : []),
    ...(question.list ? [showList] : []),
    ...rest.map((c) => c.label),
  ];
  let message = question.message;
  for (;;) {
    const shown = vscode.window.showWarningMessage(message, ...buttons);
    question.onAsked?.();
    const answer = await whileQuestionWaits(shown);
    if (answer === undefined) return undefined;
    const chosen = question.choices.find((c) => c.label === answer);
    if (chosen) return chosen.value;
    if (answer === showDiff && question.showDiff) {
      await question.showDiff();
      message = question.afterDiff ?? question.message;
    }
    if (answer === showList && question.list) {
      const list = readOnlyText(question.list.title, '.txt', question.list.text());
      await vscode.window.showTextDocument(list, { preview: true });
    }
  }
}

/**
 * Replaces an open document's whole text as one undoable edit and saves it, so the editor and the disk
 * agree (a write under an open editor would leave it showing the old text, or in conflict on save). With
 * `documentLineEnds`, the text takes the document's line ends (World Anvil's side, always `\n`, into a CRLF
 * file); else it goes in as given (bytes the write policy records by their hash). Throws when the editor did
 * not take the edit or the save.
 */
export async function replaceDocument(
  doc: vscode.TextDocument,
  text: string,
  opts: { save: boolean; documentLineEnds?: boolean },
): Promise<void> {
  const edit = new vscode.WorkspaceEdit();
  const whole = new vscode.Range(doc.positionAt(0), doc.positionAt(doc.getText().length));
  const crlf = opts.documentLineEnds && doc.getText().includes('\r\n');
  edit.replace(doc.uri, whole, crlf ? text.replace(/\n/g, '\r\n') : text);
  if (!(await vscode.workspace.applyEdit(edit)) || (opts.save && !(await doc.save())))
    throw new Error(vscode.l10n.t('the editor did not take the change'));
}

// A conflict between an article file and World Anvil (push, pull into the file, world pull), shown and
// asked through the write policy's one question (platform/files/writeQuestion.ts, issue 31): the diff stays
// in view while a notification asks; its first, highlighted answer is the one that loses nothing, Enter
// never overwrites, and dismissing it is Cancel
// and never covers the diff as a modal dialog did. Both sides are shown comparable (core/markup/
// comparableText.ts: front matter in the writer's order and one quoting, bookkeeping hidden), so the diff
// shows what really differs. One diff tab per file: a second conflict on the same file replaces the first
// one's tab, and the tab closes once the question is answered or dismissed.
import * as vscode from 'vscode';
import { comparableSides } from '../../core/markup/comparableText';
import type { LinkToMention } from '../../core/markup/articleLinks';
import type { MentionTarget } from '../../core/markup/markdownToBBCode';
import { askBeforeWriting } from '../../platform/files/writeQuestion';
import { closeReadOnlyDiff, readOnlyText } from '../../platform/readOnlyText';

/** The diff tab shown for a file (by the file's URI): its left side, which identifies the tab. */
const shown = new Map<string, vscode.Uri>();
/** A diff side's URI → the file it shows, so a command run from the diff acts on the file. */
const sideOf = new Map<string, vscode.Uri>();

export interface ConflictSides {
  /** The writer's file: what the diff is tracked by. */
  file: vscode.Uri;
  title: string;
  extension: '.md' | '.bbcode';
  /** World Anvil's side as the file it would be. */
  remote: string;
  /** The writer's side as it is now. */
  local: string;
  /** The diff tab's label. */
  label: string;
  /** The world's titles (Markdown files): resolved mentions read as the writer wrote them on both sides. */
  resolveMention?: (title: string) => MentionTarget | undefined;
  /** Links to pulled articles' files (Markdown files): read as their mentions on both sides. */
  links?: LinkToMention;
}

/** Opens the diff of both sides, comparable, in this file's one diff tab. */
export async function showConflictDiff(sides: ConflictSides): Promise<void> {
  const { remote, local } = comparableSides(sides.remote, sides.local, sides.resolveMention, sides.links);
  await showDiff(
    sides.file,
    readOnlyText(sides.title, sides.extension, remote),
    readOnlyText(sides.title, sides.extension, local),
    sides.label,
  );
}

/** Opens `left` ↔ `right` as the file's one diff tab (e.g. World Anvil's version written beside it ↔ the file, to merge by hand). */
export async function showDiff(file: vscode.Uri, left: vscode.Uri, right: vscode.Uri, label: string): Promise<void> {
  await closeConflictDiff(file);
  shown.set(file.toString(), left);
  for (const side of [left, right]) if (side.toString() !== file.toString()) sideOf.set(side.toString(), file);
  await vscode.commands.executeCommand('vscode.diff', left, right, label, { preview: false });
}

/**
 * The document the active editor stands for: the file itself, or — when a conflict's diff side has the
 * focus (Push run again from the diff) — the file that diff shows.
 */
export async function activeArticleDocument(): Promise<vscode.TextDocument | undefined> {
  const doc = vscode.window.activeTextEditor?.document;
  const file = doc && sideOf.get(doc.uri.toString());
  return file ? vscode.workspace.openTextDocument(file) : doc;
}

/** Closes the file's diff tab, if one is open. */
export async function closeConflictDiff(file: vscode.Uri): Promise<void> {
  const left = shown.get(file.toString());
  if (!left) return;
  shown.delete(file.toString());
  for (const [side, of] of sideOf) if (of.toString() === file.toString()) sideOf.delete(side);
  await closeReadOnlyDiff(left);
}

/**
 * Asks about a conflict in a notification (no default button; the diff stays visible) and closes the
 * file's diff tab once answered; undefined when dismissed, which is Cancel. A question answered after a
 * newer conflict on the same file opened its own diff (VS Code also closes a repeated identical
 * notification, answering it undefined) leaves that newer diff open.
 */
export async function askAboutConflict<T extends string>(
  file: vscode.Uri,
  question: string,
  choices: T[],
  asked?: () => void,
): Promise<T | undefined> {
  const diff = shown.get(file.toString());
  try {
    const [first, ...rest] = choices.map((c) => ({ label: c, value: c }));
    if (!first) return undefined;
    // Logged once the question is on its way (what the end-to-end tests wait on before answering it).
    return await askBeforeWriting({ message: question, choices: [first, ...rest], onAsked: asked });
  } finally {
    if (shown.get(file.toString()) === diff) await closeConflictDiff(file);
  }
}

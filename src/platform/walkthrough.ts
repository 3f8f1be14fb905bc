// The first-run walkthrough (package.json `contributes.walkthroughs`) ticks a step off when one of these
// context keys turns true. They are set where the step really succeeded (the connection was checked, the
// progress shown, the keys accepted, the article created), not when its command merely opened: an
// `onCommand:` event would mark a step done even when the person cancelled the first prompt.
import * as vscode from 'vscode';

export type WalkthroughStep = 'connected' | 'localeProgressShown' | 'signedIn' | 'articleCreated';

export function markWalkthroughStep(step: WalkthroughStep): void {
  void vscode.commands.executeCommand('setContext', `scriptorium.walkthrough.${step}`, true);
}

/** The walkthrough's id as VS Code knows it: `publisher.name#id` (package.json `contributes.walkthroughs`). */
export const WALKTHROUGH_ID = 'scriptorium-team.scriptorium#scriptorium.gettingStarted';

/** `Scriptorium: Get Started` opens the walkthrough from the command palette (the welcome views link to it too). */
export function registerOpenWalkthrough(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.openWalkthrough', () => vscode.commands.executeCommand('workbench.action.openWalkthrough', WALKTHROUGH_ID, false)),
  );
}

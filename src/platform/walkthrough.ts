// The first-run walkthrough (package.json `contributes.walkthroughs`) ticks a step off when one of these
// context keys turns true. They are set where the state is really reached, by whatever route: the
// localization server or World Anvil answering a request of the session (connected or signed in by the
// command, by settings and stored secrets, by the demo), the progress shown for a locale file, the article
// existing on World Anvil. Not when a command merely opened: an `onCommand:` event would mark a step done
// even when the person cancelled the first prompt.
import * as vscode from 'vscode';

export type WalkthroughStep = 'connected' | 'localeProgressShown' | 'signedIn' | 'articleCreated';

/** The walkthrough's id as VS Code knows it: `publisher.name#id` (package.json `contributes.walkthroughs`). */
export const WALKTHROUGH_ID = 'scriptorium-team.scriptorium#scriptorium.gettingStarted';

/** The step (package.json) each context key completes. */
const STEP_IDS: Record<WalkthroughStep, string> = {
  connected: 'connect',
  localeProgressShown: 'openLocaleFile',
  signedIn: 'signIn',
  articleCreated: 'createArticle',
};

const marked = new Set<WalkthroughStep>();

/** Marks the step done in this window (once: the sessions call it on every answer). */
export function markWalkthroughStep(step: WalkthroughStep): void {
  if (marked.has(step)) return;
  marked.add(step);
  void vscode.commands.executeCommand('setContext', `scriptorium.walkthrough.${step}`, true);
  // VS Code creates its walkthroughs service when a walkthrough is first shown, and a context key that is
  // already true then is noted without ticking the step (so a state reached before the walkthrough was
  // opened, as when the demo or settings connect at startup, never showed). The step is marked done
  // directly too, which VS Code stores with the profile's walkthrough progress.
  void Promise.resolve(
    vscode.commands.executeCommand(
      'welcome.markStepComplete',
      `${WALKTHROUGH_ID}#scriptorium.walkthrough.${STEP_IDS[step]}`,
    ),
  ).catch(() => undefined);
}

/** `Scriptorium: Get Started` opens the walkthrough from the command palette (the welcome views link to it too). */
export function registerOpenWalkthrough(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.openWalkthrough', () =>
      vscode.commands.executeCommand('workbench.action.openWalkthrough', WALKTHROUGH_ID, false),
    ),
  );
}

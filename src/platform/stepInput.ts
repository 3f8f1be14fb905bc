// The multi-step inputs of Connect and Sign In: each step keeps what was typed in it, Back returns to the
// step before with its text, and a retry after refused credentials reopens at the last step with every
// value still there — a person who mistyped the token does not type the address or the key again. The
// values live only in this call (never logged or stored); a password step shows them masked.
import * as vscode from 'vscode';

export interface InputStep {
  title: string;
  prompt: string;
  password?: boolean;
  placeHolder?: string;
  /** A message while the text cannot be accepted (Enter then does nothing), undefined when it can. */
  validate?: (value: string) => string | undefined;
}

/** Asks one step: the accepted text, 'back' for the Back button, undefined when dismissed. */
function askStep(step: InputStep, value: string, canGoBack: boolean): Promise<string | 'back' | undefined> {
  return new Promise((resolve) => {
    const box = vscode.window.createInputBox();
    Object.assign(box, { title: step.title, prompt: step.prompt, password: step.password ?? false, placeholder: step.placeHolder, value, ignoreFocusOut: true });
    if (canGoBack) box.buttons = [vscode.QuickInputButtons.Back];
    const check = () => (box.validationMessage = step.validate?.(box.value));
    check();
    let answer: string | 'back' | undefined;
    const subscriptions = [
      box.onDidChangeValue(check),
      box.onDidAccept(() => {
        if (check()) return;
        answer = box.value;
        box.hide();
      }),
      box.onDidTriggerButton((b) => {
        if (b !== vscode.QuickInputButtons.Back) return;
        answer = 'back';
        box.hide();
      }),
      box.onDidHide(() => {
        for (const s of subscriptions) s.dispose();
        box.dispose();
        resolve(answer);
      }),
    ];
    box.show();
  });
}

/**
 * Asks `steps` in turn from `start`, each prefilled with `values[i]` (the answers so far); resolves to every
 * answer, or undefined when the person dismissed a step. Step titles may depend on earlier answers, so
 * they are made when the step opens.
 */
export async function askSteps(steps: ((values: readonly string[]) => InputStep)[], values: readonly string[], start = 0): Promise<string[] | undefined> {
  const answers = steps.map((_, i) => values[i] ?? '');
  let i = start;
  while (i < steps.length) {
    const answer = await askStep(steps[i]!(answers), answers[i]!, i > 0);
    if (answer === undefined) return undefined;
    if (answer === 'back') {
      i--;
      continue;
    }
    answers[i] = answer;
    i++;
  }
  return answers;
}

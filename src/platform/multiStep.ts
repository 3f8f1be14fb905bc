// One question of several (#31): an input box or a quick pick that shows VS Code's own step counter
// ("Connect to … (1/2)"), so a person sees how many questions are left. showInputBox and showQuickPick
// have no step, so these build the widget and resolve with its answer (undefined when dismissed).
import * as vscode from 'vscode';

export interface StepPosition {
  step: number;
  totalSteps: number;
}

/** A lone question shows no "(1/1)". */
function placeAt(input: vscode.QuickInput, title: string, at: StepPosition): void {
  input.title = title;
  if (at.totalSteps > 1) {
    input.step = at.step;
    input.totalSteps = at.totalSteps;
  }
}

/** Like showInputBox, with a step counter; `validateInput` blocks the answer while it returns a message. */
export function inputStep(options: vscode.InputBoxOptions & { title: string }, at: StepPosition): Promise<string | undefined> {
  const box = vscode.window.createInputBox();
  placeAt(box, options.title, at);
  box.prompt = options.prompt;
  box.placeholder = options.placeHolder;
  box.password = options.password ?? false;
  box.ignoreFocusOut = options.ignoreFocusOut ?? false;
  box.value = options.value ?? '';
  const validate = async (value: string) => {
    const result = await options.validateInput?.(value);
    return typeof result === 'string' ? result : (result?.message ?? undefined);
  };
  // The box's own listener: disposed with the box when it hides.
  box.onDidChangeValue(async (value) => (box.validationMessage = await validate(value)));
  return answer(box, async () => {
    box.validationMessage = await validate(box.value);
    return box.validationMessage ? undefined : box.value;
  });
}

/** Like showQuickPick for one item, with a step counter. */
export function pickStep<T extends vscode.QuickPickItem>(items: readonly T[], options: { title: string; placeHolder?: string; matchOnDescription?: boolean; ignoreFocusOut?: boolean }, at: StepPosition): Promise<T | undefined> {
  const pick = vscode.window.createQuickPick<T>();
  placeAt(pick, options.title, at);
  pick.placeholder = options.placeHolder;
  pick.matchOnDescription = options.matchOnDescription ?? false;
  pick.ignoreFocusOut = options.ignoreFocusOut ?? false;
  pick.items = items;
  return answer(pick, () => pick.selectedItems[0]);
}

/** Shows `input` and resolves with what `accepted` makes of an Enter (undefined: not yet), or undefined when dismissed. */
function answer<R>(input: vscode.InputBox | vscode.QuickPick<vscode.QuickPickItem>, accepted: () => R | undefined | Promise<R | undefined>): Promise<R | undefined> {
  return new Promise((resolve) => {
    let answered = false;
    input.onDidAccept(async () => {
      const result = await accepted();
      if (result === undefined) return;
      answered = true;
      resolve(result);
      input.hide();
    });
    input.onDidHide(() => {
      if (!answered) resolve(undefined);
      input.dispose();
    });
    input.show();
  });
}

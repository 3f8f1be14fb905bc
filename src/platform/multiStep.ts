// Questions of several steps (#31), the one way Scriptorium asks them: each shows VS Code's own step
// counter ("1/2" beside the title), so a person sees how many questions are left. showInputBox and
// showQuickPick have no step, so these build the widget and resolve with its answer (undefined when
// dismissed). `askSteps` (Connect, Sign In) also keeps what was typed in each step: Back returns to the
// step before with its text, and a retry after refused credentials reopens at the last step with every
// value still there. The values live only in that call (never logged or stored); a password step shows
// them masked.
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
export function inputStep(
  options: vscode.InputBoxOptions & { title: string },
  at: StepPosition,
): Promise<string | undefined> {
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
export function pickStep<T extends vscode.QuickPickItem>(
  items: readonly T[],
  options: { title: string; placeHolder?: string; matchOnDescription?: boolean; ignoreFocusOut?: boolean },
  at: StepPosition,
): Promise<T | undefined> {
  const pick = vscode.window.createQuickPick<T>();
  placeAt(pick, options.title, at);
  pick.placeholder = options.placeHolder;
  pick.matchOnDescription = options.matchOnDescription ?? false;
  pick.ignoreFocusOut = options.ignoreFocusOut ?? false;
  pick.items = items;
  return answer(pick, () => pick.selectedItems[0]);
}

/** Shows `input` and resolves with what `accepted` makes of an Enter (undefined: not yet), or undefined when dismissed. */
function answer<R>(
  input: vscode.InputBox | vscode.QuickPick<vscode.QuickPickItem>,
  accepted: () => R | undefined | Promise<R | undefined>,
): Promise<R | undefined> {
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

export interface InputStep {
  title: string;
  prompt: string;
  password?: boolean;
  placeHolder?: string;
  /** A message while the text cannot be accepted (Enter then does nothing), undefined when it can. */
  validate?: (value: string) => string | undefined;
}

/** Asks one step of `at`: the accepted text, 'back' for the Back button, undefined when dismissed. */
function askStep(step: InputStep, value: string, at: StepPosition): Promise<string | 'back' | undefined> {
  return new Promise((resolve) => {
    const box = vscode.window.createInputBox();
    placeAt(box, step.title, at);
    Object.assign(box, {
      prompt: step.prompt,
      password: step.password ?? false,
      placeholder: step.placeHolder,
      value,
      ignoreFocusOut: true,
    });
    if (at.step > 1) box.buttons = [vscode.QuickInputButtons.Back];
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
export async function askSteps(
  steps: ((values: readonly string[]) => InputStep)[],
  values: readonly string[],
  start = 0,
): Promise<string[] | undefined> {
  const answers = steps.map((_, i) => values[i] ?? '');
  let i = start;
  while (i < steps.length) {
    const answer = await askStep(steps[i]!(answers), answers[i]!, { step: i + 1, totalSteps: steps.length });
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

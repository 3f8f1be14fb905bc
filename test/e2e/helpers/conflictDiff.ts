// The diff a conflict with World Anvil opens (35, 58): both sides as their lines, and the lines only one
// side has — what a person reads as "what differs".
import { harness } from '../harness';
import { eventually } from './workbench';

/** Both sides of the diff in view, each as its lines (the editor draws spaces as no-break spaces). */
export async function diffSides(): Promise<{ original: string[]; modified: string[] }> {
  const diff = harness().page.locator('.monaco-diff-editor').first();
  const side = async (which: 'original' | 'modified') =>
    (await diff.locator(`.editor.${which} .view-lines`).innerText())
      .replace(/\u00a0/g, ' ')
      .split('\n')
      .map((l) => l.trimEnd())
      .filter((l) => l !== '');
  return (await eventually('both sides of the diff drawn', async () => {
    const s = { original: await side('original'), modified: await side('modified') };
    return s.original.some((l) => l.startsWith('title:')) && s.modified.some((l) => l.startsWith('title:'))
      ? s
      : undefined;
  }))!;
}

/** The lines of `a` that `b` does not have. */
export const onlyIn = (a: string[], b: string[]) => a.filter((l) => !b.includes(l));

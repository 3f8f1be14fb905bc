// The hint of a natural-language key (`t('Reconcile')`, `<Trans>All reconciled!</Trans>`): the key is the
// English text, so repeating it says nothing; what the developer cannot see is whether each language has
// it. `de ✓ fr ✎ ja ○`: translated (or approved), needs editing, missing. The languages are the ones the
// setting names, else the component's first few.
import type { KeyEntry } from './keyIndex';

/** Languages a state hint shows when the setting names none: enough to glance at, short enough for a line. */
export const DEFAULT_STATE_LANGUAGES = 3;

const mark = (state: number | undefined, translated: boolean): string =>
  !translated || state === undefined || state <= 0 ? '○' : state < 20 ? '✎' : '✓';

/** `de ✓ fr ✎ ja ○` for `entry` in `codes` (languages the component lacks are left out), '' when none is left. */
export function stateHint(entry: KeyEntry, codes: readonly string[]): string {
  const wanted =
    codes.length > 0
      ? codes.flatMap((c) => entry.languages.filter((l) => l.code.toLowerCase() === c.toLowerCase()))
      : entry.languages.slice(0, DEFAULT_STATE_LANGUAGES);
  return wanted.map((l) => `${l.code} ${mark(l.unit?.state, l.unit?.target.some(Boolean) ?? false)}`).join(' ');
}

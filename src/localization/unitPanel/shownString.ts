// What the unit panel shows, shared by its loading (unitPanel.ts), its saving (unitSave.ts) and its leave
// questions (leaveGuard.ts): the string asked for, the one read and its server text, and whether the person
// works in its form yet. One object, so that none of them keeps a copy that drifts from the others'.
import type { LoadedUnit } from './unitLoader';

export class ShownString {
  /** The string asked for last: the one shown, or the one being read. */
  unitId: number | undefined;
  loaded: LoadedUnit | undefined;
  /** The server `loaded` came from, and its text of it as last read or saved (what a draft is compared with). */
  from: { serverUrl: string; target: string[] } | undefined;
  /** Bumped by every load: only the newest may show its string, and saves wait until it has. */
  generation = 0;
  loading = false;
  /**
   * The form of `loaded` is on the page (its message sent): from then on the person types into it, so
   * leaving it asks about a draft and its saves go, while later sections may still be loading. Before,
   * the page shows the previous string read-only. (Gating these on `loading` instead let a box typed into
   * while the glossary, or once the checks, were still being read be left without a question: the lost
   * questions of 29-nothing-lost with a Czech text ending in a space, which made the checks read long.)
   */
  formShown = false;

  /** The string whose form the person works in; undefined while another is read. */
  form(): LoadedUnit | undefined {
    return this.formShown ? this.loaded : undefined;
  }
}

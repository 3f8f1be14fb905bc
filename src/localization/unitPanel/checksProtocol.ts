// Messages of the unit panel's failing-checks section (#26 item 3). The page runs the local checks itself
// (core/checks/localChecks.ts, bundled into it) as the person types; the extension sends what the page
// cannot know: what the server reports for the saved text, and every label translated.
import type { CheckText } from './checkText';

export interface ChecksView {
  unitId: number;
  /** What the local checks need besides the text and the state on the form. */
  /** `template`: the component's template translation, which Weblate stores unfixed (core/checks/storedText.ts). */
  subject: { source: string[]; flags: string; language: string; template: boolean };
  /** The server's checks for `serverTarget` (its saved text); undefined: the server could not be asked. */
  server?: string[];
  serverTarget: string[];
  names: Record<string, CheckText>;
  /** Whether a save of changed text that fails a check asks first (a setting). */
  ask: boolean;
  texts: {
    title: string;
    none: string;
    /** `{0}`: the check's id. */
    unknownFix: string;
    /** Shown next to a check only the server can run, while the text differs from the saved one. */
    fromServer: string;
    /** `{0}`: the names of the failing checks. */
    askSave: string;
    saveAnyway: string;
    keepEditing: string;
    serverUnreadable: string;
  };
}

export type ToChecksWebview = { type: 'checks'; checks: ChecksView };

// Messages of the unit panel's Suggestions section (#46): the page only shows them and inserts one as text
// into the translation box (Ctrl+Shift+1…9 through a VS Code keybinding, or its button); nothing comes back.

export interface SuggestionItemView {
  /** Inserted as text, never read as HTML. */
  text: string;
  /** A plural string's forms: the box of form i gets forms[i]. */
  forms?: string[];
  /** Where it comes from, as the person reads it: "memory 100 %", "DeepL". */
  label: string;
  /** Its number for Ctrl+Shift+1…9. */
  key: number;
  /** The checks it fails, named. */
  checks: { id: string; name: string }[];
  /** Memory: the project/component it was translated in. */
  where?: string;
}

export interface SuggestionsView {
  unitId: number;
  /** The translation's direction and language tag (the boxes'). */
  direction: 'ltr' | 'rtl';
  items: SuggestionItemView[];
  /** Answers streaming in (a chat model's words so far): read-only text, neither checked nor insertable yet. */
  arriving: { label: string; text: string }[];
  /** Sources still being asked ("DeepL…"). */
  waiting: string[];
  /** What went wrong or is missing, one line each ("DeepL: no key set…"). */
  notes: string[];
  texts: { heading: string; none: string; waiting: string; insert: string; fails: string; arriving: string };
}

export type ToSuggestionsWebview =
  | { type: 'suggestions'; suggestions: SuggestionsView }
  /** Ctrl+Shift+1…9: insert the n-th suggestion at the cursor of the translation box. */
  | { type: 'insertSuggestion'; index: number };

// Messages of the unit panel's Glossary section. Kept apart from unitProtocol.ts and reviewProtocol.ts so
// each part can change on its own; everything from the webview is parsed with zod.
import { z } from 'zod';

export const FromGlossaryWebview = z.discriminatedUnion('type', [
  // unitId: the string the panel showed; a term added for any other string is refused.
  z.object({
    type: z.literal('addToGlossary'),
    unitId: z.number().int().positive(),
    source: z.string().min(1).max(1000),
    target: z.string().max(1000),
    /** "project/component" of the glossary chosen; absent: the only one. */
    glossary: z.string().max(400).optional(),
  }),
]);
export type FromGlossaryWebview = z.infer<typeof FromGlossaryWebview>;

/** Every text the Glossary section shows, translated by the extension. */
export interface GlossaryTexts {
  heading: string;
  none: string;
  insertHint: string;
  forbidden: string;
  readOnly: string;
  terminology: string;
  forbiddenUsed: string;
  /** `{0}`: the words, each with the forbidden term it may be a form of. */
  forbiddenPossible: string;
  /** The badge of a term found as the plural of its entry. */
  possible: string;
  add: string;
  addSource: string;
  addTarget: string;
  addGlossary: string;
  addSubmit: string;
  cancel: string;
}

export interface GlossaryTermView {
  source: string;
  /**
   * What inserting it types: the first allowed translation, or the source of an untranslatable term; absent
   * for a forbidden term (shown as a warning, never inserted).
   */
  insert?: string;
  /** Its number for Alt+1…9 and the insert list: only terms with an insert are numbered. */
  key?: number;
  targets: { text: string; forbidden: boolean }[];
  forbidden: boolean;
  readOnly: boolean;
  terminology: boolean;
  /** Found as a plural of the entry (#43 item 7), not as Weblate finds terms. */
  possible?: boolean;
  /** The glossary component, when the project has more than one. */
  glossary?: string;
  explanation: string;
}

export interface GlossaryView {
  unitId: number;
  /** The translation's language code: forbidden terms are looked for with its word rules. */
  language: string;
  terms: GlossaryTermView[];
  /** Glossaries a term may be added to ("project/component" and name); empty: adding is not offered. */
  glossaries: { key: string; name: string }[];
  texts: GlossaryTexts;
}

export type ToGlossaryWebview =
  | { type: 'glossary'; glossary: GlossaryView }
  | { type: 'glossaryStatus'; message: string; kind: 'ok' | 'error' }
  /** Alt+1…9 (a VS Code keybinding): insert the n-th term at the cursor of the translation box. */
  | { type: 'insertTerm'; index: number };

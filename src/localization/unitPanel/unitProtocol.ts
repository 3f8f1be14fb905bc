// Messages between the unit panel and its webview. Everything from the webview is untrusted: parsed with
// zod, and anything that does not match is ignored (and logged) rather than acted upon.
import { z } from 'zod';
import type { UnitHistoryEntry, UnitView } from '../../core/units/unitView';

/** The unit as the page shows it: labels translated, dates formatted, the read-only reason spelled out. */
export type UnitPanelView = Omit<UnitView, 'history'> & {
  readOnlyReason: string;
  history: (UnitHistoryEntry & { whenText: string; whenExact: string })[];
  /** The history was searched in the translation's newest changes only, and it has older ones (#43 item 6). */
  historyPartial?: boolean;
};

/** The form's translation and state, and the string it showed (unitId): what a save and a draft both carry. */
const FORM_FIELDS = {
  unitId: z.number().int().positive(),
  target: z.array(z.string().max(100_000)).min(1).max(10),
  state: z.number().int(),
};

export const FromUnitWebview = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  // unitId: the string the form showed when Save was pressed; a save for any other string is refused.
  z.object({ type: z.literal('save'), ...FORM_FIELDS }),
  z.object({ type: z.literal('navigate'), to: z.enum(['next', 'previous', 'nextUntranslated']) }),
  z.object({ type: z.literal('openUnit'), id: z.number().int().positive() }),
  z.object({ type: z.literal('openWeb') }),
  z.object({ type: z.literal('reload') }),
  // The form's text as the person types (and on blur, hiding, unload): kept as the unit's draft (#31).
  // suggestion, comment: the Suggestion and Comment boxes' text (absent: blank or not shown).
  z.object({
    type: z.literal('draft'),
    ...FORM_FIELDS,
    suggestion: z.string().max(100_000).optional(),
    comment: z.string().max(100_000).optional(),
    commentScope: z.enum(['translation', 'global', 'report']).optional(),
  }),
  z.object({ type: z.literal('discardDraft'), unitId: z.number().int().positive() }),
  // The answer to "leave this string with a draft?" (askLeave); unitId: the string the question was about.
  z.object({
    type: z.literal('leaveAnswer'),
    unitId: z.number().int().positive(),
    answer: z.enum(['cancel', 'saveAndGo', 'keepAndGo', 'discardAndGo']),
  }),
]);
export type FromUnitWebview = z.infer<typeof FromUnitWebview>;

/**
 * A draft the page shows: the translation instead of the server's text (absent: the translation has no
 * draft), and the other boxes' text. serverChanged: the server's text changed since it was started.
 */
export interface ShownDraft {
  target?: string[];
  state?: number;
  serverChanged: boolean;
  suggestion?: string;
  comment?: string;
  commentScope?: string;
}

/** The boxes a draft holds text in (DraftBox of core/units/drafts.ts): the leave question names them. */
export type DraftBoxName = 'translation' | 'suggestion' | 'comment';

export type ToUnitWebview =
  // pending: the form shows a pending edit (#26 item 6) instead of `server`, the server's text as last read.
  | {
      type: 'unit';
      unit: UnitPanelView;
      states: { value: number; label: string }[];
      draft?: ShownDraft;
      pending?: { server: string[] };
    }
  // A save found no server: `target` waits as a pending edit; `server` is the text it was based on.
  | { type: 'pending'; unitId: number; target: string[]; server: string[] }
  | { type: 'askLeave'; unitId: number; maySave: boolean; boxes: DraftBoxName[] }
  // unitId: the string being read; the page keeps the sections of the one it shows when it is the same (a save).
  | { type: 'loading'; unitId: number }
  // message: what to say instead of "Saved." (a pending edit was sent: "Sent 1 pending edit.").
  | { type: 'saved'; message?: string }
  | { type: 'problems'; problems: { field: string; message: string }[] }
  | { type: 'error'; message: string };

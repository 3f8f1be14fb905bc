// Messages between the unit panel and its webview. Everything from the webview is untrusted: parsed with
// zod, and anything that does not match is ignored (and logged) rather than acted upon.
import { z } from 'zod';
import type { UnitHistoryEntry, UnitView } from '../../core/units/unitView';

/** The unit as the page shows it: labels translated, dates formatted, the read-only reason spelled out. */
export type UnitPanelView = Omit<UnitView, 'history'> & {
  readOnlyReason: string;
  history: (UnitHistoryEntry & { whenText: string; whenExact: string })[];
};

export const FromUnitWebview = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  // unitId: the string the form showed when Save was pressed; a save for any other string is refused.
  z.object({ type: z.literal('save'), unitId: z.number().int().positive(), target: z.array(z.string().max(100_000)).min(1).max(10), state: z.number().int() }),
  z.object({ type: z.literal('navigate'), to: z.enum(['next', 'previous', 'nextUntranslated']) }),
  z.object({ type: z.literal('openUnit'), id: z.number().int().positive() }),
  z.object({ type: z.literal('openWeb') }),
  z.object({ type: z.literal('reload') }),
]);
export type FromUnitWebview = z.infer<typeof FromUnitWebview>;

export type ToUnitWebview =
  | { type: 'unit'; unit: UnitPanelView; states: { value: number; label: string }[] }
  | { type: 'loading' }
  | { type: 'saved' }
  | { type: 'problems'; problems: { field: string; message: string }[] }
  | { type: 'error'; message: string };

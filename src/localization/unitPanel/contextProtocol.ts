// Messages of the unit panel's context sections: nearby strings and the same source elsewhere. The page
// only shows them and asks to open a string through the panel's own `openUnit` (which asks about a draft
// first); using a translation fills the form on the page itself, as a draft, and sends nothing.
import type { UnitStateKind } from '../../core/weblate/vocabulary';

/** One string in a context list. */
export interface ContextUnit {
  id: number;
  key: string;
  source: string[];
  target: string[];
  state: UnitStateKind;
  stateLabel: string;
  position: number;
}

export interface NearbyView {
  unitId: number;
  items: (ContextUnit & { current: boolean })[];
  texts: { title: string; none: string; open: string; current: string };
}

export interface SameSourceView {
  unitId: number;
  /** The text direction of the translations (the form's language). */
  direction: 'ltr' | 'rtl';
  items: (ContextUnit & { where: string; exact: boolean })[];
  texts: { title: string; none: string; use: string; open: string; exact: string; contains: string };
}

export type ToContextWebview =
  | { type: 'nearby'; nearby: NearbyView }
  | { type: 'sameSource'; sameSource: SameSourceView }
  | { type: 'contextError'; section: 'nearby' | 'sameSource'; unitId: number; message: string };

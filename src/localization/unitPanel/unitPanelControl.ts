// What the rest of the feature may ask of the unit panel (#45 item 5). One object (unitPanelController.ts)
// is made in feature.ts and handed to the commands that act on the string shown; they depend on this
// interface, not on the panel's class, so none of them reaches into the panel for more. Types only.
import type { GlossaryTermView } from './glossaryProtocol';
import type { ToUnitPage } from './pageMessages';
import type { LoadedUnit } from './unitLoader';

/** What a command hands to the page's form: insert a glossary term or a suggestion, run a shortcut. */
export type PanelAction = Extract<ToUnitPage, { type: 'insertTerm' | 'insertSuggestion' | 'shortcut' }>;

/** A section the panel reads again on request: a term was added, a screenshot uploaded, linked or deleted. */
export type RefreshableSection = 'glossary' | 'screenshots';

export interface UnitPanelControl {
  /** Shows the string in the panel (opening it; asking first when that would leave a draft behind). */
  open(unitId: number): void;
  /** The string whose form the panel shows, for commands that act on it. */
  shown(): LoadedUnit | undefined;
  /** The glossary terms of the string shown, numbered as the page numbers them (Alt+1…9). */
  glossaryTerms(): GlossaryTermView[];
  /** Hands the action to the page; false when no string is there to take it (or no such suggestion). */
  act(action: PanelAction): boolean;
  /** Reads one section of the string shown again. */
  refresh(section: RefreshableSection): Promise<void>;
  /**
   * Pending edits of `unitIds` were sent (or became drafts, or were discarded): the string shown is read
   * again if one of them, and its status line says `message` (once: the caller says it nowhere else).
   * Returns whether the panel showed one of them.
   */
  reloadIfShowing(unitIds: number[], message?: string): boolean;
  /** Strings changed on the server (an upload): what the window kept of translations and the string shown are read anew. */
  reloadAll(): Promise<void>;
}

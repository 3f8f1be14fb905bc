// What the unit panel is given: the feature's services (feature.ts, through unitPanelController.ts) and
// its host; and its page: what it loads and what it may send.
import * as vscode from 'vscode';
import { z } from 'zod';
import type { PanelHost, PanelSpec } from '../../platform/webview/panelHost';
import type { DraftStore } from '../../core/units/drafts';
import type { PendingEdits } from '../../core/units/pendingEdits';
import type { Log } from '../../platform/log';
import type { ScreenshotCache } from '../screenshots/screenshotCache';
import type { LocalizationSession } from '../session';
import type { SuggestionServices } from './suggestionProviders';
import { FromGlossaryWebview } from './glossaryProtocol';
import type { ToUnitPage } from './pageMessages';
import { FromReviewWebview } from './reviewProtocol';
import { FromScreenshotsWebview } from './screenshotsProtocol';
import { FromUnitWebview } from './unitProtocol';
import { unitPanelStrings } from './unitText';

export const UNIT_VIEW_TYPE = 'scriptorium.unit';

/** Everything the unit panel's page may send: the form's messages and its sections'. */
export const UnitPanelMessage = z.union([
  FromReviewWebview,
  FromGlossaryWebview,
  FromScreenshotsWebview,
  FromUnitWebview,
]);
export type UnitPanelMessage = z.infer<typeof UnitPanelMessage>;
/** Makes the panel's host: a new panel, or one VS Code restored. */
export type MakeHost = (spec: PanelSpec<UnitPanelMessage>) => PanelHost<UnitPanelMessage, ToUnitPage>;

export interface UnitPanelDeps {
  extensionUri: vscode.Uri;
  session: LocalizationSession;
  log: Log;
  /** A string was saved from the panel (or a suggestion accepted there): the feature's onDidSaveUnit. */
  onSaved: () => void;
  /** Unsaved text per server and unit (#31). */
  drafts: DraftStore;
  /** The panel shows another string now: the tree selects its row (tree/followPanel.ts). */
  onShown?: (serverUrl: string, unitId: number) => void;
  /** Translations saved while the server could not be reached (#26 item 6), and their sender. */
  pending: PendingEdits;
  sendPending: () => Promise<unknown>;
  /** Screenshot images on disk; its folder is one the page may load from (#26 item 2). */
  screenshots: ScreenshotCache;
  /** Provider keys, consent and the log of the Suggestions section (#46). */
  suggestions: SuggestionServices;
}

/** The panel's page: its script, stylesheet and strings; it may load the screenshots' folder too. */
export function unitPage(
  deps: UnitPanelDeps,
): Omit<PanelSpec<UnitPanelMessage>, 'onMessage' | 'onPageReady' | 'onDispose'> {
  return {
    viewType: UNIT_VIEW_TYPE,
    component: 'unit panel',
    extensionUri: deps.extensionUri,
    resourceRoots: [deps.screenshots.root],
    log: deps.log,
    messages: UnitPanelMessage,
    page: () => ({
      title: vscode.l10n.t('String'),
      script: 'unitPanelMain.js',
      stylesheet: 'panel.css',
      strings: unitPanelStrings(),
    }),
  };
}

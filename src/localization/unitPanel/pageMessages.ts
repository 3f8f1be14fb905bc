// Every message the unit panel's page receives, in one list: the panel may post only these
// (unitPanel.ts) and the page handles exactly these (webview-ui/unitPanelMain.ts). Types only.
import type { ToChecksWebview } from './checksProtocol';
import type { ToContextWebview } from './contextProtocol';
import type { ToGlossaryWebview } from './glossaryProtocol';
import type { ToReviewWebview } from './reviewProtocol';
import type { ToScreenshotsWebview } from './screenshotsProtocol';
import type { ToShortcutWebview } from './shortcutProtocol';
import type { ToSuggestionsWebview } from './suggestionsProtocol';
import type { ToUnitWebview } from './unitProtocol';

export type ToUnitPage =
  | ToUnitWebview
  | ToReviewWebview
  | ToGlossaryWebview
  | ToContextWebview
  | ToChecksWebview
  | ToShortcutWebview
  | ToScreenshotsWebview
  | ToSuggestionsWebview;

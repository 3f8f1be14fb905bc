// The unit panel's sections after the form (split from unitPanel.ts, #45 item 5): suggestions and
// comments, the glossary, nearby strings, the failing checks, screenshots and the Suggestions section. Each
// is read on its own (a failure in one leaves the others); their messages name the string, and the page
// drops those of another.
import type * as vscode from 'vscode';
import type { DraftBox } from '../../core/units/drafts';
import type { Connection } from '../session';
import { UnitChecks } from './checksController';
import { UnitContext } from './contextController';
import { UnitGlossary } from './glossaryController';
import { FromGlossaryWebview } from './glossaryProtocol';
import type { ToUnitPage } from './pageMessages';
import { UnitReview } from './reviewController';
import { FromReviewWebview } from './reviewProtocol';
import { UnitScreenshots } from './screenshotsController';
import { FromScreenshotsWebview } from './screenshotsProtocol';
import { UnitSuggestions } from './suggestionsController';
import type { RefreshableSection } from './unitPanelControl';
import type { UnitPanelDeps } from './unitPanelDeps';
import type { LoadedUnit } from './unitLoader';

/** What the sections need of the panel around them. */
export interface SectionsHost {
  post: (message: ToUnitPage) => void;
  /** The string whose form is shown (actions for another one are refused). */
  form: () => LoadedUnit | undefined;
  /** Resolves once the panel's page is there. */
  pageReady: () => Promise<void>;
  /** A local file as the page may load it (webview.asWebviewUri). */
  webviewUri: (file: vscode.Uri) => string;
  /** After a suggestion or comment: the string is read again (an accepted one changed its target). */
  reload: (unitId: number) => Promise<void>;
  /** A suggestion or comment is on the server now: the draft of the box it came from is done. */
  posted: (unitId: number, box: DraftBox, text: string[]) => void;
}

export class UnitSections {
  /** Suggestions and comments (reviewController.ts). */
  readonly review: UnitReview;
  private readonly glossary: UnitGlossary;
  /** Nearby strings and the same source elsewhere (contextController.ts). */
  private readonly context: UnitContext;
  private readonly checks: UnitChecks;
  private readonly screenshots: UnitScreenshots;
  /** Memory and machine translation (suggestionsController.ts). */
  private readonly suggestions: UnitSuggestions;

  constructor(deps: UnitPanelDeps, host: SectionsHost) {
    const { session, log } = deps;
    const { post, form: shown } = host;
    this.review = new UnitReview({ session, log, post, shown, reload: host.reload, posted: host.posted });
    this.glossary = new UnitGlossary({ session, log, post, shown });
    this.context = new UnitContext(log, post);
    this.suggestions = new UnitSuggestions(deps.suggestions, post, host.pageReady);
    this.checks = new UnitChecks(log, post);
    this.screenshots = new UnitScreenshots({
      session,
      log,
      cache: deps.screenshots,
      post,
      webviewUri: host.webviewUri,
      shown,
    });
  }

  /**
   * Reads every section. Only the review part and the glossary are waited for (the panel counts as loading
   * until then: a page that comes back meanwhile gets them from this load); the form is live before.
   */
  async show(connection: Connection, loaded: LoadedUnit): Promise<void> {
    void this.context.show(connection, loaded);
    void this.checks.show(connection, loaded);
    void this.screenshots.show(connection, loaded);
    const glossaryShown = this.glossary.show(connection, loaded);
    // Providers are told the glossary's terms, so they wait for it; memory does not.
    void this.suggestions.show(
      connection,
      loaded,
      glossaryShown.then(() => this.glossary.shownTerms()),
    );
    await Promise.all([this.review.show(connection, loaded), glossaryShown]);
  }

  /** A message of one of the sections is handled (a promise); any other is the form's (undefined). */
  handle(message: unknown): Promise<void> | undefined {
    const review = FromReviewWebview.safeParse(message);
    if (review.success) return this.review.handle(review.data);
    const glossary = FromGlossaryWebview.safeParse(message);
    if (glossary.success) return this.glossary.handle(glossary.data);
    const screenshots = FromScreenshotsWebview.safeParse(message);
    if (screenshots.success) return this.screenshots.handle(screenshots.data);
    return undefined;
  }

  /** Reads one section again, the screenshots' images included. */
  refresh(section: RefreshableSection, connection: Connection, loaded: LoadedUnit): Promise<void> {
    return section === 'glossary'
      ? this.glossary.show(connection, loaded)
      : this.screenshots.show(connection, loaded, true);
  }

  /** The string was saved: nearby strings and checks of it are out of date. */
  saved(connection: Connection, loaded: LoadedUnit): void {
    this.context.saved(connection, loaded);
    this.checks.saved(connection, loaded);
  }

  /** The string is left: what is still being asked for it is not waited for. */
  leave(): void {
    this.suggestions.cancel();
  }

  glossaryTerms() {
    return this.glossary.shownTerms();
  }

  hasSuggestion(index: number): boolean {
    return this.suggestions.has(index);
  }
}

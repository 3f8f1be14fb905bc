// The translators' feature (Weblate): the Localization and Translation Changes views, the unit panel, and
// what locale files show (status bar, hovers, diagnostics). Built as its own chunk (dist/localization.js)
// and loaded on first use (manifest.ts says when). Everything it registers is owned by `context`.
import * as vscode from 'vscode';
import type { FeatureHost } from '../platform/features/featureHost';
import { registerChanges } from './changes/changesCommands';
import { registerConnect } from './connect';
import { writeLedger } from '../platform/files/writeLedger';
import { registerReadOnlyTexts } from '../platform/readOnlyText';
import { registerFileCommands } from './files/registerFileCommands';
import { uploadBases } from './files/uploadBases';
import { LocaleFileFeatures } from './localeFiles/localeFileFeatures';
import { LocaleIndex } from './localeFiles/localeIndex';
import { TranslationStatusBar } from './localeFiles/statusBar';
import { LocalizationSession } from './session';
import { SourceKeyData } from './sourceKeys/sourceKeyData';
import { SourceKeyActions } from './sourceKeys/sourceKeyActions';
import { ExtractString } from './sourceKeys/extractString';
import { registerSourceKeyCommands, SourceKeyFeatures } from './sourceKeys/sourceKeyFeatures';
import { SourceKeyNavigation } from './sourceKeys/sourceKeyNavigation';
import { UnitDocuments } from './sourceKeys/unitDocument';
import { whyNoServerAdd } from './sourceKeys/serverKeys';
import { LocalizationTreeProvider } from './tree/localizationTreeProvider';
import { registerTreeCommands } from './tree/treeCommands';
import { registerStringCommands } from './tree/stringCommands';
import { followUnitPanel } from './tree/followPanel';
import { registerMaintenanceCommands } from './maintenance/maintenanceCommands';
import { registerAutoTranslateCommand } from './maintenance/autoTranslateCommand';
import { registerUnitPanel } from './unitPanel/openUnit';
import { UnitPanel } from './unitPanel/unitPanel';
import { forgetGlossaries } from './unitPanel/glossaryController';
import { registerGlossaryCommands } from './unitPanel/glossaryCommands';
import { registerShortcutCommands } from './unitPanel/shortcutCommands';
import { registerSuggestionCommands } from './unitPanel/suggestionCommands';
import { registerBatchCommands } from './suggestBatch/batchCommand';
import { ProviderConsent } from '../core/suggestions/consent';
import { DraftStore } from '../core/units/drafts';
import { PendingEdits } from '../core/units/pendingEdits';
import { PendingSender } from './pending/pendingSender';
import { PendingStatusBar, registerPendingCommands } from './pending/pendingStatusBar';
import { ScreenshotCache } from './screenshots/screenshotCache';
import { registerScreenshotCommands } from './screenshotCommands';

export function activate(context: vscode.ExtensionContext, host: FeatureHost): void {
  const { credentials, log } = host.shared;
  const session = new LocalizationSession(credentials, log);
  // Drafts live in workspaceState: they survive a window reload, stay with the work they were typed for,
  // and two windows on one server cannot overwrite each other's (globalState is shared by all windows).
  const drafts = new DraftStore(context.workspaceState);
  // Translations saved while the server could not be reached: kept the same way, sent when it is back.
  const pending = new PendingEdits(context.workspaceState);
  const tree = new LocalizationTreeProvider(session, log, drafts, pending);
  const view = host.treeView('scriptorium.localization', tree);
  // A big translation folded away lets go of its rows (#28).
  context.subscriptions.push(
    session,
    tree,
    view.onDidCollapseElement((e) => tree.release(e.element)),
  );
  registerConnect(context, { credentials, session, log });
  registerTreeCommands(context, { tree, view, log, session });
  registerStringCommands(context, { tree, view, log, session });
  registerMaintenanceCommands(context, { tree, view, log, session });

  const localeIndex = new LocaleIndex(session);
  const statusBar = new TranslationStatusBar(localeIndex, log);
  const localeFiles = new LocaleFileFeatures(localeIndex, log);
  context.subscriptions.push(
    localeIndex,
    statusBar,
    localeFiles,
    session.onDidChange(() => localeFiles.refreshAll()),
  );

  // Keys in source files: their strings are read per component and dropped when they may be stale.
  const sourceKeyData = new SourceKeyData(localeIndex);
  const sourceKeys = new SourceKeyFeatures(sourceKeyData, localeIndex, log, async (component) =>
    whyNoServerAdd(await session.connection(), component),
  );
  const unitDocuments = new UnitDocuments();
  context.subscriptions.push(
    sourceKeyData,
    sourceKeys,
    unitDocuments,
    new SourceKeyNavigation(sourceKeys, sourceKeyData, unitDocuments, log),
    new SourceKeyActions(sourceKeys, sourceKeyData, session, log),
    new ExtractString(sourceKeyData, localeIndex, session, log),
    session.onDidChange(() => sourceKeyData.clear()),
  );
  registerSourceKeyCommands(context, sourceKeys, log);

  // A saved translation changes progress everywhere it is shown.
  const afterSave = () => {
    forgetGlossaries(); // the string saved may be a glossary term
    localeIndex.invalidateProgress();
    sourceKeyData.refreshStrings();
    tree.refresh();
    void statusBar.update();
    localeFiles.refreshAll();
  };
  const sender = new PendingSender({
    session,
    store: pending,
    drafts,
    log,
    onSent: (unitIds, message) => {
      afterSave();
      return UnitPanel.reloadIfShowing(unitIds, message);
    },
    open: (unitId) => void vscode.commands.executeCommand('scriptorium.localization.openUnit', unitId),
  });
  context.subscriptions.push(sender, new PendingStatusBar(session, pending));
  registerPendingCommands(context, {
    session,
    store: pending,
    sender,
    discarded: (unitId) => void UnitPanel.reloadIfShowing([unitId]),
  });
  sender.soon(); // edits kept from an earlier window go as soon as the server answers
  // Screenshot images live in the extension's own storage, the one extra folder the unit panel may load.
  const screenshots = new ScreenshotCache(context.globalStorageUri);
  // Consent to send strings to a provider is the person's, for every workspace: globalState (#46).
  const suggestionServices = { credentials, log, consent: new ProviderConsent(context.globalState) };
  registerUnitPanel(context, host, {
    extensionUri: context.extensionUri,
    screenshots,
    session,
    log,
    onSaved: afterSave,
    drafts,
    onShown: followUnitPanel(view, tree, log),
    pending,
    sendPending: () => sender.send(false),
    suggestions: suggestionServices,
  });
  registerGlossaryCommands(context, { session, log });
  registerShortcutCommands(context);
  registerSuggestionCommands(context, suggestionServices);
  registerBatchCommands(context, {
    session,
    log,
    drafts,
    pending,
    suggestions: suggestionServices,
    view,
    refreshTree: () => tree.refresh(),
  });
  registerScreenshotCommands(context, { session, log, cache: screenshots, refreshTree: (node) => tree.refresh(node) });
  const changes = registerChanges(context, host, { session, log });
  // The change log's polling (while its view is visible) is what tells that strings changed on the server.
  context.subscriptions.push(
    changes.onDidSeeNewChanges(() => {
      forgetGlossaries();
      localeIndex.invalidateProgress();
      sourceKeyData.refreshStrings();
    }),
  );

  // An upload changes strings on the server: the same refresh as a save, and the open string re-read.
  registerReadOnlyTexts(context, 'scriptorium-localization');
  registerAutoTranslateCommand(context, {
    session,
    log,
    view,
    onServerChanged: () => {
      afterSave();
      void UnitPanel.reloadCurrent();
    },
  });
  registerFileCommands(context, {
    session,
    localeIndex,
    log,
    ledger: writeLedger(context),
    bases: uploadBases(context),
    onServerChanged: () => {
      afterSave();
      void UnitPanel.reloadCurrent();
    },
  });
}

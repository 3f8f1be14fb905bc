// The translators' feature (Weblate): the Localization and Translation Changes views, the unit panel, and
// what locale files show (status bar, hovers, diagnostics). Built as its own chunk (dist/localization.js)
// and loaded on first use (manifest.ts says when). Everything it registers is owned by `context`.
import * as vscode from 'vscode';
import type { FeatureHost } from '../platform/features/featureHost';
import type { Log } from '../platform/log';
import type { TreeNode } from '../platform/tree/treeNode';
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
import { SourceKeyFeatures } from './sourceKeys/sourceKeyFeatures';
import { registerSourceKeyCommands } from './sourceKeys/sourceKeyCommands';
import { SourceKeyNavigation } from './sourceKeys/sourceKeyNavigation';
import { UnitDocuments } from './sourceKeys/unitDocument';
import { whyNoServerAdd } from './sourceKeys/serverKeys';
import { readAhead } from './sourceKeys/readAhead';
import { LocalizationTreeProvider } from './tree/localizationTreeProvider';
import { registerTreeCommands } from './tree/treeCommands';
import { registerStringCommands } from './tree/stringCommands';
import { followUnitPanel } from './tree/followPanel';
import { registerMaintenanceCommands } from './maintenance/maintenanceCommands';
import { registerAutoTranslateCommand } from './maintenance/autoTranslateCommand';
import { registerBatchCommands } from './suggestBatch/batchCommand';
import { registerUnitPanel } from './unitPanel/openUnit';
import { UnitPanelController } from './unitPanel/unitPanelController';
import type { UnitPanelControl } from './unitPanel/unitPanelControl';
import type { UnitPanelDeps } from './unitPanel/unitPanelDeps';
import { forgetGlossaries } from './unitPanel/glossaryController';
import { registerGlossaryCommands } from './unitPanel/glossaryCommands';
import { registerShortcutCommands } from './unitPanel/shortcutCommands';
import { registerSuggestionCommands } from './unitPanel/suggestionCommands';
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
  // Strings this window saved to the server: in the unit panel (a translation, an accepted suggestion), a
  // pending edit sent, an upload. What shows them subscribes below.
  const unitSaved = new vscode.EventEmitter<void>();
  const onDidSaveUnit = unitSaved.event;
  const tree = new LocalizationTreeProvider(session, log, drafts, pending);
  const view = host.treeView('scriptorium.localization', tree);
  // A big translation folded away lets go of its rows (#28).
  context.subscriptions.push(
    session,
    tree,
    unitSaved,
    view.onDidCollapseElement((e) => tree.release(e.element)),
  );
  registerConnect(context, { credentials, session, log });
  registerTreeCommands(context, { tree, view, log, session });
  registerStringCommands(context, { tree, view, log, session });
  registerMaintenanceCommands(context, { tree, view, log, session });

  const { localeIndex, statusBar, localeFiles } = activateLocaleFiles(context, session, log);
  const sourceKeyData = activateSourceKeys(context, localeIndex, session, log);
  // A workspace of source files (warmUp.ts): the first file's strings are read now, off its path.
  void host.warmUp.then((reason) => (reason ? readAhead(sourceKeyData, localeIndex, log, reason) : undefined));

  // Consent to send strings to a provider is the person's, for every workspace: globalState (#46).
  const suggestions = { credentials, log, consent: new ProviderConsent(context.globalState) };
  const panel = activateUnitPanel(context, host, {
    extensionUri: context.extensionUri,
    screenshots: new ScreenshotCache(context.globalStorageUri),
    session,
    log,
    onSaved: () => unitSaved.fire(),
    drafts,
    onShown: followUnitPanel(view, tree, log),
    pending,
    sendPending: () => sender.send(false),
    suggestions,
    refreshTree: (node) => tree.refresh(node),
    view,
  });
  const sender = new PendingSender({
    session,
    store: pending,
    drafts,
    log,
    onSent: (unitIds, message) => {
      unitSaved.fire();
      return panel.reloadIfShowing(unitIds, message);
    },
    open: (unitId) => void vscode.commands.executeCommand('scriptorium.localization.openUnit', unitId),
  });
  context.subscriptions.push(sender, new PendingStatusBar(session, pending));
  registerPendingCommands(context, {
    session,
    store: pending,
    sender,
    discarded: (unitId) => void panel.reloadIfShowing([unitId]),
  });
  sender.soon(); // edits kept from an earlier window go as soon as the server answers
  const changes = registerChanges(context, host, { session, log });
  // Strings changed on the server, by anyone (the change log's polling, while its view is visible) or by
  // this window (onDidSaveUnit, which also redraws what shows progress): what was kept of them is read anew.
  const serverStringsChanged = () => {
    forgetGlossaries(); // the string saved may be a glossary term
    localeIndex.invalidateProgress();
    sourceKeyData.refreshStrings();
  };
  context.subscriptions.push(
    changes.onDidSeeNewChanges(serverStringsChanged),
    onDidSaveUnit(serverStringsChanged),
    onDidSaveUnit(() => {
      tree.refresh();
      void statusBar.update();
      localeFiles.refreshAll();
    }),
  );

  // An upload changes strings on the server: the same refresh as a save, and the open string re-read.
  registerReadOnlyTexts(context, 'scriptorium-localization');
  const serverChanged = () => {
    unitSaved.fire();
    void panel.reloadAll();
  };
  registerAutoTranslateCommand(context, { session, log, view, onServerChanged: serverChanged });
  registerFileCommands(context, {
    session,
    localeIndex,
    log,
    ledger: writeLedger(context),
    bases: uploadBases(context),
    onServerChanged: serverChanged,
  });
}

/** What locale files show: which translation a file is, its progress in the status bar, hovers, diagnostics. */
function activateLocaleFiles(context: vscode.ExtensionContext, session: LocalizationSession, log: Log) {
  const localeIndex = new LocaleIndex(session);
  const statusBar = new TranslationStatusBar(localeIndex, log);
  const localeFiles = new LocaleFileFeatures(localeIndex, log);
  context.subscriptions.push(
    localeIndex,
    statusBar,
    localeFiles,
    session.onDidChange(() => localeFiles.refreshAll()),
  );
  return { localeIndex, statusBar, localeFiles };
}

/** Keys in source files: their strings are read per component and dropped when they may be stale. */
function activateSourceKeys(
  context: vscode.ExtensionContext,
  localeIndex: LocaleIndex,
  session: LocalizationSession,
  log: Log,
): SourceKeyData {
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
  return sourceKeyData;
}

/**
 * The unit panel, made once, and the commands that act on the string it shows. Screenshot images live in
 * the extension's own storage, the one extra folder the panel may load.
 */
function activateUnitPanel(
  context: vscode.ExtensionContext,
  host: FeatureHost,
  deps: UnitPanelDeps & { refreshTree: (node?: TreeNode) => void; view: vscode.TreeView<TreeNode> },
): UnitPanelControl {
  const panel = new UnitPanelController(deps);
  const { session, log } = deps;
  registerUnitPanel(context, host, panel);
  registerGlossaryCommands(context, { session, log, panel });
  registerShortcutCommands(context, panel);
  registerSuggestionCommands(context, deps.suggestions, panel);
  // Suggestions for a whole translation: drafts the panel then shows, one by one (Next Draft).
  registerBatchCommands(context, { ...deps, refreshTree: () => deps.refreshTree(), panel });
  registerScreenshotCommands(context, { session, log, cache: deps.screenshots, refreshTree: deps.refreshTree, panel });
  return panel;
}

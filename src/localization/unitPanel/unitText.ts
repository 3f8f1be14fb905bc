// Everything the unit panel's page says, translated here: the webview has no vscode.l10n, so these go into
// its shell (data-strings) and webview-ui/ holds no text of its own. `{0}` placeholders are kept for the
// page to fill (passed as arguments so every l10n implementation leaves them in place).
import * as vscode from 'vscode';
import { KEPT } from '../../core/units/translationHistory';
import type { UnitView } from '../../core/units/unitView';
import type { UnitStateKind } from '../../core/weblate/vocabulary';
import { showDate } from '../../platform/dates';
import type { PendingEdit } from '../../core/units/pendingEdits';
import type { LoadedUnit } from './unitLoader';
import type { ShownDraft, ToUnitWebview, UnitPanelView } from './unitProtocol';

export function unitPanelStrings(): Record<string, string> {
  return {
    translation: vscode.l10n.t('Translation'),
    pluralForm: vscode.l10n.t('Plural form {0} of {1}', '{0}', '{1}'),
    sourcePluralForm: vscode.l10n.t('Source plural form {0}', '{0}'),
    hasSuggestion: vscode.l10n.t('Has suggestion'),
    hasComment: vscode.l10n.t('Has comment'),
    failingCheck: vscode.l10n.t('Failing check'),
    where: vscode.l10n.t('{0} / {1} / {2} ({3}) · position {4}', '{0}', '{1}', '{2}', '{3}', '{4}'),
    stateIs: vscode.l10n.t('State: {0}', '{0}'),
    source: vscode.l10n.t('Source'),
    state: vscode.l10n.t('State'),
    save: vscode.l10n.t('Save'),
    saveHint: vscode.l10n.t('Save (Ctrl+Enter)'),
    withKeys: vscode.l10n.t('{0} ({1})', '{0}', '{1}'),
    previous: vscode.l10n.t('Previous'),
    next: vscode.l10n.t('Next'),
    nextUntranslated: vscode.l10n.t('Next untranslated'),
    openInBrowser: vscode.l10n.t('Open in browser'),
    navigation: vscode.l10n.t('Strings'),
    context: vscode.l10n.t('Context'),
    key: vscode.l10n.t('Key'),
    location: vscode.l10n.t('Location'),
    note: vscode.l10n.t('Note'),
    explanation: vscode.l10n.t('Explanation'),
    flags: vscode.l10n.t('Flags'),
    previousSource: vscode.l10n.t('Previous source'),
    otherLanguages: vscode.l10n.t('Other languages'),
    noOtherLanguages: vscode.l10n.t('No other languages.'),
    openOther: vscode.l10n.t('Open this string in {0}', '{0}'),
    history: vscode.l10n.t('History'),
    noHistory: vscode.l10n.t('No changes recorded.'),
    historyPartial: vscode.l10n.t(
      'Only the translation’s newest {0} changes were searched: this string may have older ones.',
      String(KEPT),
    ),
    someone: vscode.l10n.t('someone'),
    saving: vscode.l10n.t('Saving…'),
    saved: vscode.l10n.t('Saved.'),
    notAccepted: vscode.l10n.t('The server did not accept this change.'),
    loading: vscode.l10n.t('Loading…'),
    retry: vscode.l10n.t('Retry'),
    // Drafts (#31): text typed and not saved, kept until saved or discarded.
    draftNotSaved: vscode.l10n.t('Draft — not saved'),
    draftServerChanged: vscode.l10n.t('The server’s text changed since this draft was started.'),
    onTheServer: vscode.l10n.t('On the server:'),
    // Pending edits (#26 item 6): saved while the server could not be reached.
    pendingNotice: vscode.l10n.t('Pending — will be sent when the server is back.'),
    pendingBasedOn: vscode.l10n.t('Based on the server’s text:'),
    // A draft typed over a pending edit is compared with it, which the server does not have yet (#41).
    pendingText: vscode.l10n.t('Pending, not on the server yet:'),
    emptyOnServer: vscode.l10n.t('(empty)'),
    discardDraft: vscode.l10n.t('Discard draft'),
    leaveQuestion: vscode.l10n.t('This string has a draft that is not saved. Leave it?'),
    cancel: vscode.l10n.t('Cancel'),
    saveAndGoOn: vscode.l10n.t('Save and go on'),
    keepAndGoOn: vscode.l10n.t('Keep draft and go on'),
    discardAndGoOn: vscode.l10n.t('Discard draft and go on'),
    // The boxes a draft is in, named in the leave question by their labels on the page.
    notSavedIn: vscode.l10n.t('Not saved: {0}.', '{0}'),
    'box.translation': vscode.l10n.t('Translation'),
    'box.suggestion': vscode.l10n.t('Your suggestion'),
    'box.comment': vscode.l10n.t('New comment'),
    // Weblate's shortcuts (shortcutProtocol.ts) when there is nothing to act on.
    shortcutNoTranslation: vscode.l10n.t('This string has no translation box.'),
    shortcutNoComments: vscode.l10n.t('Comments are not available for this string.'),
    shortcutNoNearby: vscode.l10n.t('The nearby strings are not shown yet.'),
    shortcutReadOnly: vscode.l10n.t('This string cannot be changed here.'),
    shortcutNoApproval: vscode.l10n.t('Approving is not available for this string.'),
    shortcutNoSuggestions: vscode.l10n.t('This string takes no suggestions.'),
  };
}

export function stateLabel(kind: UnitStateKind): string {
  return {
    untranslated: vscode.l10n.t('Untranslated'),
    needsEditing: vscode.l10n.t('Needs editing'),
    translated: vscode.l10n.t('Translated'),
    approved: vscode.l10n.t('Approved'),
    readOnly: vscode.l10n.t('Read-only'),
  }[kind];
}

/** Why a read-only string cannot be edited, in the words a translator knows from Weblate. */
function readOnlyReason(view: UnitView): string {
  if (!view.readOnly) return '';
  if (view.readOnlyBecause === 'source')
    return vscode.l10n.t(
      'Read-only: this is the source string. Edit it in the source file or on the server, not in a translation.',
    );
  if (view.readOnlyBecause === 'flag')
    return vscode.l10n.t(
      'Read-only: the string has the read-only flag on the server, so it cannot be translated here.',
    );
  return vscode.l10n.t('Read-only: the server marks this string as read-only (state 100), so it cannot be edited.');
}

/** The unit as the page shows it: labels translated, dates in the display language with the server value. */
export function panelView(view: UnitView, historyPartial = false): UnitPanelView {
  return {
    ...view,
    historyPartial,
    stateLabel: stateLabel(view.stateKind),
    readOnlyReason: readOnlyReason(view),
    others: view.others.map((o) => ({ ...o, stateLabel: stateLabel(o.state) })),
    history: view.history.map((h) => {
      const when = showDate(h.when, 'relative');
      return { ...h, whenText: when.text, whenExact: when.exact };
    }),
  };
}

/**
 * The form's message for a string read: a pending edit is the text the person saved, so the form shows it,
 * with the server's text beside it; a draft is shown over either.
 */
export function unitMessage(
  loaded: LoadedUnit,
  draft: ShownDraft | undefined,
  pending: PendingEdit | undefined,
): ToUnitWebview {
  return {
    type: 'unit',
    unit: panelView(
      pending ? { ...loaded.view, target: pending.target, state: pending.state } : loaded.view,
      loaded.historyPartial,
    ),
    states: loaded.states.map((s) => ({ value: s.value, label: stateLabel(s.kind) })),
    ...(draft ? { draft } : {}),
    ...(pending ? { pending: { server: loaded.view.target } } : {}),
  };
}

// The unit panel's suggestions and comments: loads them where the server has them (ServerFeatures: 5.10
// has neither), offers each action only where PermissionMemory allows it, runs writes through attempt() so
// a 403 hides the action, and tells the webview the result in one line.
import * as vscode from 'vscode';
import { PermissionError, ValidationError } from '../../core/http/errors';
import {
  acceptSuggestion,
  addComment,
  addSuggestion,
  deleteSuggestion,
  listComments,
  usernameFromUrl,
  type Comment,
  type CommentScope,
} from '../../core/weblate';
import { showDate } from '../../platform/dates';
import { describeError } from '../../platform/errorMessages';
import type { Log } from '../../platform/log';
import type { Connection, LocalizationSession } from '../session';
import type { LoadedUnit } from './unitLoader';
import { actionTarget } from './sectionAction';
import { sameResource } from '../../core/units/unitView';
import type { DraftBox } from '../../core/units/drafts';
import type { FromReviewWebview, ReviewTexts, ReviewView, ToReviewWebview } from './reviewProtocol';
import { errorLine } from '../../core/errorLine';
import { confirmDestructive } from '../../platform/confirmDestructive';

export interface UnitReviewDeps {
  session: LocalizationSession;
  log: Log;
  post: (message: ToReviewWebview) => void;
  /** The unit the panel shows now (actions for another one are refused). */
  shown: () => LoadedUnit | undefined;
  /** Re-reads the unit (its target changed) and refreshes trees. */
  reload: (unitId: number) => Promise<void>;
  /** A suggestion or comment is on the server now: the draft of the box it came from is done. */
  posted: (unitId: number, box: DraftBox, text: string[]) => void;
}

export const pathOfUnit = (loaded: LoadedUnit) =>
  `${loaded.translation.component.project.slug}/${loaded.translation.component.slug}/${loaded.translation.language.code}`;

export class UnitReview {
  constructor(private readonly deps: UnitReviewDeps) {}

  /** Reads the review part for a freshly loaded unit and sends it; failures leave the rest of the panel alone. */
  async show(connection: Connection, loaded: LoadedUnit, signal?: AbortSignal): Promise<void> {
    try {
      this.deps.post({ type: 'review', review: await this.build(connection, loaded, signal) });
    } catch (err) {
      this.deps.log.failed('unit panel', `suggestions/comments of unit ${loaded.unit.id}`, err);
      this.deps.post({
        type: 'reviewStatus',
        kind: 'error',
        message: vscode.l10n.t('Suggestions and comments could not be read: {0}', describeError(err)),
      });
    }
  }

  private async build(connection: Connection, loaded: LoadedUnit, signal?: AbortSignal): Promise<ReviewView> {
    const unit = loaded.unit;
    const path = pathOfUnit(loaded);
    const [suggestions, comments] = await connection.features.lists(unit, signal);
    // A global comment is filed on the source string: list it beside this translation's own (only where the
    // source string says it has comments: #43 item 6).
    const sourceId =
      unit.source_unit && !sameResource(unit.source_unit, unit.url) && loaded.source?.has_comment !== false
        ? Number(/\/units\/(\d+)\/?$/.exec(unit.source_unit.split('?')[0]!)?.[1])
        : undefined;
    const global: Comment[] = comments && sourceId ? await listComments(connection.client, sourceId, signal) : [];
    const isSource = loaded.translation.is_source === true;
    const scopes: CommentScope[] = [
      ...(isSource ? [] : ['translation' as const]),
      'global',
      ...(loaded.translation.component.project.source_review === true ? ['report' as const] : []),
    ];
    const may = (action: Parameters<typeof connection.permissions.mayOffer>[0]) =>
      connection.permissions.mayOffer(action, path);
    return {
      unitId: unit.id,
      suggestions: suggestions?.map((s) => ({
        id: s.id,
        author: usernameFromUrl(s.user),
        ...shownWhen(s.timestamp),
        text: s.target,
        votes: s.votes ?? 0,
      })),
      comments:
        comments &&
        [...comments.map((c) => commentView(c, 'translation')), ...global.map((c) => commentView(c, 'global'))].sort(
          (a, b) => a.when.localeCompare(b.when),
        ),
      maySuggest: suggestions !== undefined && may('suggestion.add') && !loaded.view.readOnly,
      mayAccept: may('suggestion.accept') && !loaded.view.readOnly,
      mayDelete: may('suggestion.delete'),
      mayComment: comments !== undefined && may('comment.add'),
      suggestInsteadOfSave: suggestions !== undefined && !may('unit.edit') && may('suggestion.add'),
      scopes,
      texts: reviewTexts(),
    };
  }

  async handle(msg: FromReviewWebview): Promise<void> {
    const target = await actionTarget(this.deps, msg.unitId, (message) =>
      this.deps.post({ type: 'reviewStatus', kind: 'error', message }),
    );
    if (!target) return;
    const { loaded, connection } = target;
    const client = connection.client;
    const path = pathOfUnit(loaded);
    const { permissions } = connection;
    try {
      switch (msg.type) {
        case 'suggest': {
          const result = await permissions.attempt('suggestion.add', path, () =>
            addSuggestion(client, msg.unitId, msg.target),
          );
          this.deps.log.info('unit panel', `suggestion for unit ${msg.unitId}: ${result.result}`);
          // From the form (Save is Suggest here) the translation's draft is done, else the Suggestion box's.
          this.deps.posted(msg.unitId, msg.from === 'form' ? 'translation' : 'suggestion', msg.target);
          await this.deps.reload(msg.unitId);
          this.deps.post({
            type: 'reviewStatus',
            kind: 'ok',
            message:
              result.result === 'stored'
                ? vscode.l10n.t('Suggestion sent.')
                : vscode.l10n.t('Suggestion accepted by the server.'),
          });
          return;
        }
        case 'acceptSuggestion':
          await permissions.attempt('suggestion.accept', path, () => acceptSuggestion(client, msg.suggestionId));
          this.deps.log.info('unit panel', `accepted suggestion ${msg.suggestionId} on unit ${msg.unitId}`);
          await this.deps.reload(msg.unitId);
          this.deps.post({
            type: 'reviewStatus',
            kind: 'ok',
            message: vscode.l10n.t('Suggestion accepted: it is now the translation.'),
          });
          return;
        case 'deleteSuggestion': {
          const confirmed = await confirmDestructive({
            question: vscode.l10n.t(
              'Delete this suggestion for "{0}"? It is removed from the server for everyone.',
              loaded.view.key,
            ),
            action: vscode.l10n.t('Delete suggestion'),
            keep: vscode.l10n.t('Keep Suggestion'),
          });
          if (!confirmed) return;
          await permissions.attempt('suggestion.delete', path, () => deleteSuggestion(client, msg.suggestionId));
          await this.deps.reload(msg.unitId);
          this.deps.post({ type: 'reviewStatus', kind: 'ok', message: vscode.l10n.t('Suggestion deleted.') });
          return;
        }
        case 'addComment':
          await permissions.attempt('comment.add', path, () => addComment(client, msg.unitId, msg.text, msg.scope));
          this.deps.posted(msg.unitId, 'comment', [msg.text]);
          await this.deps.reload(msg.unitId);
          this.deps.post({ type: 'reviewStatus', kind: 'ok', message: vscode.l10n.t('Comment added.') });
          return;
      }
    } catch (err) {
      this.deps.log.warn('unit panel', `${msg.type} on unit ${msg.unitId}: ${errorLine(err)}`);
      const problems = err instanceof ValidationError ? err.problems.map((p) => p.message).join(' ') : '';
      const message = problems || describeError(err);
      // A refusal changes what is offered: send the review part again without the refused action.
      if (err instanceof PermissionError) await this.show(connection, loaded);
      this.deps.post({ type: 'reviewStatus', kind: 'error', message });
    }
  }
}

function reviewTexts(): ReviewTexts {
  return {
    suggestions: vscode.l10n.t('Suggestions'),
    noSuggestions: vscode.l10n.t('No suggestions.'),
    accept: vscode.l10n.t('Accept'),
    delete: vscode.l10n.t('Delete'),
    suggestLabel: vscode.l10n.t('Your suggestion'),
    suggest: vscode.l10n.t('Suggest'),
    comments: vscode.l10n.t('Comments'),
    noComments: vscode.l10n.t('No comments.'),
    commentLabel: vscode.l10n.t('New comment'),
    scopeLabel: vscode.l10n.t('Comment on'),
    addComment: vscode.l10n.t('Add comment'),
    by: vscode.l10n.t('by'),
    someone: vscode.l10n.t('someone'),
    votes: vscode.l10n.t('votes'),
    scopeNames: {
      translation: vscode.l10n.t('This translation'),
      global: vscode.l10n.t('The source string (all languages)'),
      report: vscode.l10n.t('Report a problem with the source string'),
    },
  };
}

/** A server date for the page: the ISO value (sorting, `datetime`), the shown text and the exact value for hovers. */
function shownWhen(timestamp: string): { when: string; whenText: string; whenExact: string } {
  const shown = showDate(timestamp, 'relative');
  return { when: timestamp, whenText: shown.text, whenExact: shown.exact };
}

/** A comment as the page lists it; `scope`: on this translation, or on the source string (global). */
function commentView(c: Comment, scope: 'translation' | 'global') {
  return { id: c.id, author: usernameFromUrl(c.user), ...shownWhen(c.timestamp), text: c.comment, scope };
}

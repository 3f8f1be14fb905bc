// The Translation Changes view: the newest changes first, with action name (by number; unknown codes
// show the server's name), who and when. While the view is visible it polls (every 30 s unless the
// changesPollSeconds setting says otherwise) with `timestamp_after`, so each poll is one small request;
// hidden, it does nothing.
import * as vscode from 'vscode';
import type { Change, ChangeFilters, WeblateClient } from '../../core/weblate';
import { changeSubject, UnitKeys } from '../../core/weblate/changeSubjects';
import { mergeNewest, newestChanges } from '../../core/weblate/recentChanges';
import { languageNameLocal } from '../../platform/localeFormat';
import { showDate } from '../../platform/dates';
import { actionLabel } from '../vocabularyLabels';
import type { LocalizationSession } from '../session';
import { NodeTreeProvider } from '../../platform/tree/nodeTreeProvider';
import type { Log } from '../../platform/log';
import { errorNode, emptyNode, type TreeNode } from '../../platform/tree/treeNode';
import { ClosedClientError } from '../../core/http/errors';
import { config, onDidChangeConfig } from '../../platform/config';

const RECENT = 50;

class ChangeNode implements TreeNode {
  readonly id: string;
  constructor(
    readonly change: Change,
    private readonly keys: UnitKeys | undefined,
  ) {
    this.id = `change/${change.id}`;
  }

  toTreeItem(): vscode.TreeItem {
    const c = this.change;
    const who = /\/users\/([^/?]+)/.exec(c.user ?? c.author ?? '')?.[1];
    const action = actionLabel(c.action, c.action_name);
    const user = who ? decodeURIComponent(who) : vscode.l10n.t('an unknown user');
    const when = showDate(c.timestamp, 'relative');
    // What the change is about, by key and language (#31); the key shows once its unit has been read.
    const subject = changeSubject(c);
    const key = subject.unitId === undefined ? undefined : this.keys?.peek(subject.unitId);
    const language = subject.language === undefined ? undefined : languageNameLocal(subject.language);
    const item = new vscode.TreeItem(action);
    item.id = this.id;
    // When, in the display language; the tooltip adds the local date and the server's exact timestamp.
    item.description = [key, language, who ? user : undefined, when.text, c.target || undefined]
      .filter(Boolean)
      .join(' · ');
    const about = [key, language].filter(Boolean).join(' · ');
    item.tooltip = `${action}${about ? ` — ${about}` : ''}\n${when.exact}${c.target ? `\n\n${c.target}` : ''}`;
    const said = c.target
      ? vscode.l10n.t('{0} by {1}, {2}. Text: {3}', action, user, when.text, c.target)
      : vscode.l10n.t('{0} by {1}, {2}', action, user, when.text);
    item.accessibilityInformation = { label: about ? vscode.l10n.t('{0}, on {1}', said, about) : said };
    item.iconPath = new vscode.ThemeIcon(c.unit ? 'symbol-string' : c.translation ? 'globe' : 'repo');
    if (subject.unitId)
      item.command = {
        command: 'scriptorium.localization.openUnit',
        title: vscode.l10n.t('Open String'),
        arguments: [subject.unitId],
      };
    item.contextValue = 'change';
    return item;
  }
}

export class ChangesTreeProvider extends NodeTreeProvider {
  private readonly sawChanges = this._register(new vscode.EventEmitter<void>());
  /** Fires when a poll finds changes on the server that were not shown (strings cached elsewhere are stale). */
  readonly onDidSeeNewChanges = this.sawChanges.event;
  private changes: Change[] | undefined;
  private error: unknown;
  private timer: ReturnType<typeof setInterval> | undefined;
  private timerSeconds = 0;
  /** The keys of the units changes point at, for the connection they were read with. */
  private keys: { client: WeblateClient; cache: UnitKeys } | undefined;
  filters: ChangeFilters = {};

  constructor(
    private readonly session: LocalizationSession,
    private readonly log: Log,
  ) {
    super();
    this._register(session.onDidChange(() => this.refresh()));
    this._register({ dispose: () => this.stopPolling() });
    // A new interval applies at once to a visible view.
    this._register(
      onDidChangeConfig('localization', () => {
        if (this.timer && this.timerSeconds !== config.localization.changesPollSeconds()) {
          this.stopPolling();
          this.setVisible(true);
        }
      }),
    );
  }

  /** Polls only while the view is visible. */
  setVisible(visible: boolean): void {
    if (visible && !this.timer) {
      this.timerSeconds = config.localization.changesPollSeconds();
      this.timer = setInterval(() => void this.poll(), this.timerSeconds * 1000);
    }
    if (!visible) this.stopPolling();
  }

  private stopPolling(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** A refresh (the command, a filter, a new connection) reads the newest changes again. */
  protected override onRefresh(): void {
    this.changes = undefined;
    this.error = undefined;
  }

  async getChildren(node?: TreeNode): Promise<TreeNode[]> {
    if (node) return [];
    const connection = await this.session.connection();
    if (!connection) return [];
    if (!this.changes && !this.error) await this.loadRecent();
    if (this.error)
      return [
        errorNode('changes', this.error, {
          signInCommand: 'scriptorium.localization.connect',
          retryCommand: 'scriptorium.changes.refresh',
        }),
      ];
    // Neither: the read was cancelled by a new connection, whose refresh draws the view again.
    if (!this.changes) return [];
    if (this.changes.length === 0) return [emptyNode('changes', vscode.l10n.t('No changes match'))];
    const keys = this.unitKeys(connection.client);
    void this.readKeys(keys);
    return this.changes.map((c) => new ChangeNode(c, keys));
  }

  private unitKeys(client: WeblateClient): UnitKeys {
    if (this.keys?.client !== client) this.keys = { client, cache: new UnitKeys((id) => client.getUnit(id)) };
    return this.keys.cache;
  }

  /** Reads the keys the shown rows lack (at most one per row), then redraws them once. */
  private async readKeys(keys: UnitKeys): Promise<void> {
    const ids = (this.changes ?? []).flatMap((c) => changeSubject(c).unitId ?? []);
    if (await keys.resolve(ids, RECENT)) this.changed.fire(undefined);
  }

  /**
   * The newest RECENT changes. Servers differ in the order they list changes (the seed's ascending ids,
   * real Weblate newest first): newestChanges reads the order from the first page.
   */
  private async loadRecent(): Promise<void> {
    const connection = await this.session.connection();
    if (!connection) return;
    try {
      this.changes = (await newestChanges(connection.client, this.filters, RECENT)).changes;
    } catch (err) {
      this.log.failed('changes', undefined, err);
      // Cancelled because the session replaced its client: the new one reads them (session.onDidChange).
      if (!(err instanceof ClosedClientError)) this.error = err;
    }
  }

  /** New changes since the newest shown: one request (two when the server lists oldest first and many came). */
  async poll(): Promise<void> {
    const newest = this.changes?.[0];
    const connection = await this.session.connection();
    if (!connection || !newest) return;
    try {
      // timestamp_after includes the newest shown moment; ids already shown are dropped by the merge.
      const { changes } = await newestChanges(
        connection.client,
        { ...this.filters, timestamp_after: newest.timestamp },
        RECENT,
      );
      // A refresh meanwhile (a new connection, a filter) has read the list again: this answer is stale.
      const current = this.changes;
      if (!current || current[0] !== newest) return;
      const shown = new Set(current.map((c) => c.id));
      if (changes.some((c) => !shown.has(c.id))) {
        this.changes = mergeNewest(current, changes, RECENT);
        this.changed.fire(undefined);
        this.sawChanges.fire();
      }
    } catch (err) {
      this.log.failed('changes', 'poll', err);
    }
  }
}

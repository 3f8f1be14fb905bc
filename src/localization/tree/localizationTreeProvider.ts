// The Localization view: a lazy tree over the configured server. Failures become nodes with the action
// that helps (sign in, retry); nothing here raises a pop-up.
import * as vscode from 'vscode';
import { config } from '../../platform/config';
import type { Log } from '../../platform/log';
import type { LocalizationSession } from '../session';
import { NodeTreeProvider } from '../../platform/tree/nodeTreeProvider';
import { errorNode, MessageNode, type TreeNode } from '../../platform/tree/treeNode';
import { RowDataSource } from '../../core/weblate/rowData';
import { ROW_DATA_PER_LEVEL } from '../../core/weblate/rowLoads';
import type { DraftStore } from '../../core/units/drafts';
import type { PendingEdits } from '../../core/units/pendingEdits';
import { ComponentNode, ProjectNode, ProjectsNode, TranslationNode } from './nodes';
import { COMMANDS } from './listNode';
import { LanguagesNode } from './languageNodes';
import { UnitNode } from './unitNode';
import { RowStatus } from './rowStatus';

/** A folded list keeps its strings up to this many (the default page size): re-reading is not free. */
const RELEASE_FOLDED_OVER = 1000;
/** Past the 200 ms in which VS Code merges a view's change events into one. */
const RELEASE_SWEEP_MS = 300;

export class LocalizationTreeProvider extends NodeTreeProvider {
  private roots: TreeNode[] | undefined;
  /** The row state of the current roots (a full refresh starts a new one, so everything is read again). */
  rows: RowStatus | undefined;
  /** The server the roots show, and the string rows drawn last (a draft's marker redraws just its row). */
  private serverUrl: string | undefined;
  private readonly unitRows = new Map<number, UnitNode>();
  /** The unit ids each list drew last (its node id as key): what its next drawing replaces. */
  private readonly unitRowsUnder = new Map<string, number[]>();
  /** A string the unit panel shows whose row is not drawn yet: revealed once it is (followUnit). */
  private follow: { unitId: number; reveal: (row: UnitNode) => void } | undefined;
  /** Counts full refreshes: roots built for an older one (a session replaced meanwhile) are not kept. */
  private generation = 0;
  /** The generation each node was made in: a node of a replaced tree holds the replaced session's closed client. */
  private readonly bornIn = new WeakMap<TreeNode, number>();
  /** Search filters by translation node id: they outlive a refresh, not a change of server. */
  readonly filters = new Map<string, string>();

  constructor(
    private readonly session: LocalizationSession,
    private readonly log: Log,
    private readonly drafts?: DraftStore,
    private readonly pending?: PendingEdits,
  ) {
    super();
    this._register(
      session.onDidChange(() => {
        this.filters.clear(); // another server or account: its strings are another list
        this.refresh();
      }),
    );
    // A string that gets or loses a draft or a pending edit: just its row is drawn again.
    for (const store of [drafts, pending]) {
      if (!store) continue;
      this._register(
        store.onDidChangePresence((serverUrl, unitId) => {
          const row = this.unitRows.get(unitId);
          if (row && serverUrl === this.serverUrl) this.redraw(row);
        }),
      );
    }
  }

  protected override onRefresh(node: TreeNode | undefined): void {
    if (!node) {
      this.roots = undefined;
      this.generation++;
      this.unitRows.clear();
      this.unitRowsUnder.clear();
    }
  }

  async getChildren(node?: TreeNode): Promise<TreeNode[]> {
    this.listing(node);
    if (!node) return this.rootNodes();
    if (!node.getChildren) return [];
    // A row of the tree a reconnect replaced: its requests would go to the closed client and fail (seen as
    // "UND_ERR_DESTROYED" and a refresh that folded the rows someone was opening). The new tree is on its way.
    const generation = this.generation;
    if ((this.bornIn.get(node) ?? generation) !== generation) return [];
    try {
      const children = await node.getChildren();
      if (generation !== this.generation) return [];
      // Only rows with children are asked again (a string row is not): 10,000 string rows per page added
      // to the weak map left its table grown by 2 MB after 100,000 strings browsed (#28).
      for (const c of children) if (c.getChildren) this.bornIn.set(c, generation);
      this.keepUnitRows(node, children);
      this.followIfDrawn();
      await this.rows?.prefetch(children.map((c) => ({ ...rowKey(c), node: c })));
      // Said for a big level only (an expansion or a Load more): when its rows went to VS Code, which the
      // benchmark reads between the server's answer and the rows drawn (#28).
      if (children.length > ROW_DATA_PER_LEVEL) this.log.info('tree', `${node.id}: ${children.length} rows`);
      return children;
    } catch (err) {
      if (generation !== this.generation) return [];
      this.log.failed('tree', node.id, err);
      return [
        errorNode(
          node.id,
          err,
          { signInCommand: COMMANDS.connect, retryCommand: COMMANDS.retry, retryTarget: node },
          node,
        ),
      ];
    }
  }

  /**
   * A row far down a long level has its progress read only now, on hover (RowLoads): VS Code asks for a
   * tooltip the row did not have, and gets the row with its numbers; the row is redrawn as they arrive.
   */
  async resolveTreeItem(item: vscode.TreeItem, node: TreeNode): Promise<vscode.TreeItem> {
    const key = { ...rowKey(node), node };
    if (this.rows?.loads.waitsForRequest(key)) {
      await this.rows.loads.loadRow(key);
      item = node.toTreeItem();
    }
    return node.resolveTreeItem ? node.resolveTreeItem(item) : item;
  }

  private async rootNodes(): Promise<TreeNode[]> {
    const generation = this.generation;
    const connection = await this.session.connection();
    // No server: an empty tree lets the welcome view (Connect) show.
    if (!connection) return [];
    if (!this.roots) {
      const freshMs = () => config.localization.cacheSeconds() * 1000;
      this.rows = new RowStatus(
        new RowDataSource(connection.client, connection.permissions, freshMs),
        connection.permissions,
        freshMs,
        (node) => this.redraw(node as TreeNode),
      );
      const { serverUrl } = connection;
      this.serverUrl = serverUrl;
      const { drafts, pending } = this;
      const ctx = {
        client: connection.client,
        pageSize: config.localization.pageSize(),
        rows: this.rows,
        hasDraft: drafts && ((unitId: number) => drafts.has(serverUrl, unitId)),
        hasPending: pending && ((unitId: number) => pending.has(serverUrl, unitId)),
        filters: this.filters,
      };
      const projects = new ProjectsNode(ctx);
      try {
        await projects.getChildren(); // the first request also checks the connection
        // The session was replaced while this waited (a connect sets the address, then the token): these
        // roots hold the old, closed client, and every row below would say it cannot reach the server.
        if (generation !== this.generation) return this.rootNodes();
      } catch (err) {
        if (generation !== this.generation) return this.rootNodes();
        this.log.failed('tree', 'projects', err);
        return [
          new MessageNode(
            'server',
            connection.serverUrl,
            new vscode.ThemeIcon('server'),
            undefined,
            vscode.l10n.t('Localization server'),
          ),
          errorNode('root', err, { signInCommand: COMMANDS.connect, retryCommand: COMMANDS.retry }),
        ];
      }
      if (generation !== this.generation) return this.rootNodes();
      this.roots = [projects, new LanguagesNode(ctx)];
      for (const r of this.roots) this.bornIn.set(r, generation);
      // Said once per tree built: what the end-to-end tests wait on before opening rows of a new connection.
      this.log.info('tree', `listed the projects of ${connection.origin}`);
    }
    return this.roots;
  }

  /**
   * The tree follows the unit panel (#31): the row of the string it shows is revealed if the tree has
   * drawn it, or as soon as it draws it (a save refreshes the tree, and its open lists load again). Never
   * fetches anything to find it: a string on a page not loaded, or in a list not open, is not looked for.
   */
  followUnit(serverUrl: string, unitId: number, reveal: (row: UnitNode) => void): void {
    this.follow = serverUrl === this.serverUrl ? { unitId, reveal } : undefined;
    this.followIfDrawn();
  }

  /**
   * A folded translation of more than a page of strings lets go of them: unfolded, it reads its first
   * page again. Otherwise every translation once browsed keeps up to MAX_TREE_STRINGS rows (#28).
   */
  release(node: TreeNode): void {
    if (!(node instanceof TranslationNode) || node.shownCount <= RELEASE_FOLDED_OVER) return;
    this.refresh(node);
    // VS Code does not list a folded node's children again, so nothing else tells it to let go of the old
    // rows (see dropReplacedRows): a change event after its own 200 ms merge of change events does. Only
    // memory depends on the timing: merged with a later change, the rows go at the one after. (After the
    // provider is disposed, its emitter fires nothing.)
    setTimeout(() => this.dropReplacedRows(), RELEASE_SWEEP_MS);
  }

  /**
   * The string rows drawn now, by unit id. A list's rows replace the ones it drew before: a translation
   * browsed past its window drops its first pages, and their rows must not stay here (they did: 100,000
   * strings browsed kept 100,000 rows alive, some 50 MB).
   */
  private keepUnitRows(parent: TreeNode, children: TreeNode[]): void {
    const ids: number[] = [];
    for (const c of children) {
      if (!(c instanceof UnitNode)) continue;
      this.unitRows.set(c.unit.id, c);
      ids.push(c.unit.id);
    }
    const drawn = new Set(ids);
    for (const id of this.unitRowsUnder.get(parent.id) ?? [])
      if (!drawn.has(id) && this.unitRows.get(id)?.parent.id === parent.id) this.unitRows.delete(id);
    if (ids.length > 0) this.unitRowsUnder.set(parent.id, ids);
    else this.unitRowsUnder.delete(parent.id);
  }

  private followIfDrawn(): void {
    const follow = this.follow;
    const row = follow && this.unitRows.get(follow.unitId);
    if (!follow || !row) return;
    this.follow = undefined;
    // After getChildren has returned the row to VS Code: revealing it from inside would ask for a node
    // the view does not know yet.
    setTimeout(() => follow.reveal(row), 0);
  }

  /** Walks the tree down to a translation (loading what is needed), for reveal. */
  async locateTranslation(project: string, component: string, language: string): Promise<TranslationNode | undefined> {
    const roots = await this.getChildren();
    const find = async (node: TreeNode | undefined, id: string) =>
      node ? (await this.getChildren(node)).find((c) => c.id === id) : undefined;
    const projectNode = await find(
      roots.find((r) => r instanceof ProjectsNode),
      `project/${project}`,
    );
    const componentNode = await find(projectNode, `component/${project}/${component}`);
    const translationNode = await find(componentNode, `translation/${project}/${component}/${language}`);
    return translationNode instanceof TranslationNode ? translationNode : undefined;
  }
}

/** Which project or component a row shows (others have no row data). */
function rowKey(node: TreeNode): { project?: string; component?: string } {
  if (node instanceof ProjectNode) return { project: node.project.slug };
  if (node instanceof ComponentNode) return { project: node.projectSlug, component: node.component.slug };
  return {};
}

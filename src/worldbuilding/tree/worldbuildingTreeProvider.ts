// The Worldbuilding view: the signed-in World Anvil user, their worlds and articles. Signed out, the tree
// is empty so the welcome view (Sign In) shows; failures are nodes with Sign In or Retry.
import type { Log } from '../../platform/log';
import type { WorldbuildingSession } from '../session';
import { NodeTreeProvider } from '../../platform/tree/nodeTreeProvider';
import { errorNode, type TreeNode } from '../../platform/tree/treeNode';
import { UserNode } from './nodes';
import { manuscriptRowsChanged, manuscriptVersionsChanged } from './manuscriptNodes';

export class WorldbuildingTreeProvider extends NodeTreeProvider {
  constructor(
    private readonly session: WorldbuildingSession,
    private readonly log: Log,
  ) {
    super();
    this._register(session.onDidChange(() => this.changed.fire(undefined)));
    // A part's or version's word count, known once its beats are read.
    this._register(manuscriptRowsChanged.event((node) => this.redraw(node)));
    // A push created or deleted parts (or moved beats): the version's parts are listed again, no Refresh asked.
    this._register(manuscriptVersionsChanged.event((node) => this.refresh(node)));
  }

  async getChildren(node?: TreeNode): Promise<TreeNode[]> {
    this.listing(node);
    const actions = {
      signInCommand: 'scriptorium.worldbuilding.signIn',
      retryCommand: 'scriptorium.worldbuilding.refresh',
      retryTarget: node,
    };
    try {
      if (node) return node.getChildren ? await node.getChildren() : [];
      const connection = await this.session.connection();
      if (!connection) return [];
      return [new UserNode(connection.client, await connection.client.getUser())];
    } catch (err) {
      this.log.failed('worlds', node?.id ?? 'root', err);
      return [errorNode(node?.id ?? 'wa-root', err, actions, node)];
    }
  }
}

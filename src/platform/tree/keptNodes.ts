// The child nodes of a tree row, kept from one listing to the next. VS Code lists an expanded row's
// children again whenever the row changes (a component row redrawn because its progress or repository
// state arrived, a draft marker): were they new nodes each time, every expanded translation below would
// start over, reading its first page again and forgetting the pages Load more had added, while the rows
// still drawn from the previous listing carry Load more rows whose list VS Code no longer shows, so a click
// on them read a page that was never drawn (#48, found by the memory bench). A listing gives back the node
// it gave for the same item last time. Only nodes with children of their own are kept: a leaf (a string
// row) holds nothing that a new one loses, and 10,000 of them per page would only cost memory (#28).
export interface ListedNode {
  getChildren?(): unknown;
}

export class KeptNodes<Item, Node extends ListedNode> {
  private last = new Map<Item, Node>();

  /** The nodes for these items, in order: the one listed last time for an item, else a new one. */
  list(items: readonly Item[], make: (item: Item) => Node): Node[] {
    const next = new Map<Item, Node>();
    const nodes = items.map((item) => {
      const node = this.last.get(item) ?? make(item);
      if (node.getChildren) next.set(item, node);
      return node;
    });
    this.last = next;
    return nodes;
  }

  /** The items were read again (a refresh): their nodes start over. */
  clear(): void {
    this.last = new Map();
  }
}

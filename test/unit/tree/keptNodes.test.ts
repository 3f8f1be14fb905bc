// A tree row's children kept from one listing to the next (src/platform/tree/keptNodes.ts, #48): VS Code
// lists an expanded row's children again when the row is redrawn, and a new node for the same item would
// start its own list over (an expanded translation read its first page again and forgot Load more's pages).
import { strict as assert } from 'node:assert';
import { KeptNodes } from '../../../src/platform/tree/keptNodes';

interface Node {
  item: object;
  getChildren?: () => Promise<Node[]>;
}

const container = (item: object): Node => ({ item, getChildren: async () => [] });
const leaf = (item: object): Node => ({ item });

describe('tree children kept between listings', () => {
  it('gives the same node for the same item when the row is listed again', () => {
    const items = [{ a: 1 }, { b: 2 }];
    const kept = new KeptNodes<object, Node>();
    const first = kept.list(items, container);
    const again = kept.list(items, container);
    assert.equal(again[0], first[0]);
    assert.equal(again[1], first[1]);
  });

  it('makes new nodes for new items (a refresh read the list again) and forgets items gone', () => {
    const [a, b, c] = [{ a: 1 }, { b: 2 }, { c: 3 }];
    const kept = new KeptNodes<object, Node>();
    const first = kept.list([a, b], container);
    const next = kept.list([b, c], container);
    assert.equal(next[0], first[1]);
    assert.notEqual(next[1]!.item, a);
    assert.equal(next[1]!.item, c);
    // a was not in the last listing: it is not kept any more.
    assert.notEqual(kept.list([a], container)[0], first[0]);
  });

  it('keeps no leaf (a string row holds nothing a new one would lose)', () => {
    const items = [{ a: 1 }];
    const kept = new KeptNodes<object, Node>();
    assert.notEqual(kept.list(items, leaf)[0], kept.list(items, leaf)[0]);
  });

  it('starts over after clear (the list was reset)', () => {
    const items = [{ a: 1 }];
    const kept = new KeptNodes<object, Node>();
    const first = kept.list(items, container)[0];
    kept.clear();
    assert.notEqual(kept.list(items, container)[0], first);
  });
});

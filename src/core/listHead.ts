// The head of a list a message names (#31): "1 kept (edited here)" says which — the first few names, and
// how many more a "Show List" button opens — so a message stays one line however long the list is.

export interface ListHead {
  shown: string[];
  /** How many names were left out of `shown`. */
  more: number;
}

/**
 * The first `max` names, except that a list only one longer is shown whole ("a, b, c and 1 more" says
 * no more than "a, b, c, d" and is longer).
 */
export function listHead(names: readonly string[], max = 3): ListHead {
  const limit = Math.max(1, max);
  if (names.length <= limit + 1) return { shown: [...names], more: 0 };
  return { shown: names.slice(0, limit), more: names.length - limit };
}

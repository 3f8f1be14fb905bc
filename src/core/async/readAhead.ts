// A walk over a list where looking at an item costs a request (a component's languages, a file's
// translation): the item looked at and the next ones are asked together, `window` at a time, each once.
// One after another, a walk of ten cost ten round trips; all at once, a walk that stops at its first
// answer would ask for every item of a long list.

/** `at(i)`: item i's answer, the items after it up to `window` in all asked meanwhile. */
export function readAhead<T, R>(
  items: readonly T[],
  load: (item: T) => Promise<R>,
  window: number,
): (i: number) => Promise<R> {
  const asked = new Map<number, Promise<R>>();
  const ask = (i: number) => {
    let answer = asked.get(i);
    if (!answer) {
      answer = load(items[i]!);
      asked.set(i, answer);
    }
    return answer;
  };
  return (i) => {
    const answer = ask(i);
    // Awaited when their turn comes; a failure before then must not be left unhandled.
    for (let ahead = i + 1; ahead < Math.min(items.length, i + window); ahead++) ask(ahead).catch(() => undefined);
    return answer;
  };
}

// When two BBCode texts are the same article: as World Anvil renders them, whitespace around list and
// table tags aside. A pull into Markdown is accepted only when the Markdown converts back to the same
// BBCode by this measure (bbcodeToMarkdown.ts).

// Only the tags: a pattern with `\s*` around them rescanned every run of spaces from each of its
// positions (quadratic); the whitespace beside each tag is trimmed by hand instead.
const LAYOUT = /\[\/?(?:ul|ol|li|table|tr|td|th)\]|\[\*\]/gi;

/**
 * Equal as World Anvil renders them: line endings, outer whitespace and whitespace around list and table
 * tags aside, and a `[*]` item the same as `[li]…[/li]` (it ends at the next `[*]` or the list's end).
 */
export function sameBBCode(a: string, b: string): boolean {
  return withoutLayoutSpace(a) === withoutLayoutSpace(b);
}

function withoutLayoutSpace(text: string): string {
  const s = text.replace(/\r\n/g, '\n');
  let out = '';
  let at = 0;
  // Per open list, whether a `[*]` item is open in it (closed as `[/li]` by the next `[*]` or `[/ul]`).
  const starOpen: boolean[] = [];
  for (const m of s.matchAll(LAYOUT)) {
    let before = m.index;
    while (before > at && /\s/.test(s[before - 1]!)) before--;
    out += s.slice(at, before) + itemTag(m[0].toLowerCase(), starOpen);
    at = m.index + m[0].length;
    while (at < s.length && /\s/.test(s[at]!)) at++;
  }
  return (out + s.slice(at)).trim();
}

/** A layout tag as the comparison writes it: `[*]` becomes `[li]`, and its item is closed where it ends. */
function itemTag(tag: string, starOpen: boolean[]): string {
  if (tag === '[ul]' || tag === '[ol]') starOpen.push(false);
  if (tag === '[*]') {
    const closes = starOpen.at(-1) ? '[/li]' : '';
    if (starOpen.length > 0) starOpen[starOpen.length - 1] = true;
    return `${closes}[li]`;
  }
  if (tag === '[/ul]' || tag === '[/ol]') return `${starOpen.pop() ? '[/li]' : ''}${tag}`;
  return tag;
}

// The pseudo-locale (qps-ploc, the id VS Code uses for it): every translatable text with its letters
// accented and each line in ⟦ ⟧, so in a workbench running in that locale a text that did not go through
// localization stands out (plain ASCII), and one cut off or glued from pieces shows a missing bracket.
// What VS Code or the person must still read as is stays untouched: {0} placeholders, `code`, codicons
// $(name), #setting.ids#, markdown link targets and URLs.

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ'][i]!,
  ]),
);

/** Pieces left exactly as written. */
const KEPT = /(`[^`]*`|\{\d+\}|\$\([\w~-]+\)|#[\w.]+#|\]\([^)]*\)|https?:\/\/\S+|command:\S+)/;

function accent(text: string): string {
  return text
    .split(KEPT)
    .map((piece, i) => (i % 2 === 1 ? piece : piece.replace(/[A-Za-z]/g, (c) => ACCENTED[c]!)))
    .join('');
}

/** A line that is only a markdown link is a button in a welcome view: the brackets go inside its text. */
const LONE_LINK = /^\[([^\]]*)\](\([^)]*\))$/;

export function pseudoLocalize(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      if (line.trim() === '') return line;
      const link = LONE_LINK.exec(line);
      return link ? `[⟦${accent(link[1]!)}⟧]${link[2]}` : `⟦${accent(line)}⟧`;
    })
    .join('\n');
}

export function pseudoBundle(bundle: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(bundle).map(([key, text]) => [key, pseudoLocalize(text)]));
}

/** Whether a visible text came through the pseudo-locale (it carries the brackets). */
export function isPseudoLocalized(text: string): boolean {
  return /⟦[^⟧]*⟧/.test(text);
}

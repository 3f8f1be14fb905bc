// Server text shown in a tree row (#47: a manuscript's plots, tags, labels and bookmarks). A TreeItem's
// label, description and string tooltip are plain text to VS Code (never Markdown or HTML), so what is left
// to guard against is text that disguises itself or swamps the row: control and format characters (bidi
// overrides, zero-width) and megabyte-long values. A row gets one line; a tooltip keeps its line breaks.
import { oneLine } from '../../core/guards/oneLine';

const LABEL_MAX = 200;
const TOOLTIP_MAX = 2000;

function bounded(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** One line, at most `max` characters: the hints' guard (core/guards/oneLine.ts) at a row's length. */
export const rowText = (text: string, max = LABEL_MAX): string => oneLine(text, max);

/** Lines kept (at most 40), each cleaned as a row's text; at most TOOLTIP_MAX characters in all. */
export function tooltipText(lines: ReadonlyArray<string | undefined>): string {
  const kept = lines
    .flatMap((l) => (l ?? '').slice(0, TOOLTIP_MAX * 2).split(/\r\n|[\n\r\u2028\u2029]/))
    .map((l) => rowText(l, TOOLTIP_MAX))
    .filter((l) => l !== '')
    .slice(0, 40);
  return bounded(kept.join('\n'), TOOLTIP_MAX);
}

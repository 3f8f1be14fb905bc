// Server text shown on one line (an inlay hint, a tree row, a hover's line): text that could disguise
// itself or swamp the line is taken out. Control and format characters (bidi overrides, zero-width, BOM)
// and every run of blanks, line breaks included, become one space; the result is at most `max` characters,
// its end an ellipsis when cut. Linear: the input is cut to 4 × `max` before any pattern reads it.
export function oneLine(text: string, max: number): string {
  const bounded = text.length > max * 4 ? text.slice(0, max * 4) : text;
  const line = bounded
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

// Three texts per string for the upload preview (#41: "upload overwrote a teammate's newer text"): the
// file as Scriptorium downloaded it (the base), the file as it is now (local) and the server's units now.
// Compared with the server alone, a string a teammate changed after the download looks changed here, and
// "only the strings changed here" then sent the old text back. Against the base each string that differs
// between the file and the server falls in exactly one group:
//   here    the file differs from the base, the server does not: the person's edit;
//   server  the server differs from the base, the file does not: someone changed it since the download;
//   both    both differ from the base, and from each other: asked one by one.
// A string the file and the server hold alike needs nothing, whatever the base says. A key missing from
// a text, and a string with only empty forms, are the same "no text": Weblate writes untranslated strings
// either way, and an upload cannot clear a string, so a string emptied here is never a change to send.
// In a format that marks strings fuzzy (PO) the mark is part of a string's text here: a string whose fuzzy
// flag was removed (or set) is changed, against the base's flag and against the server's needing editing.
// One pass over the file with two map lookups per string: linear in the texts.
import { markDiffers, type FileString, type ServerString } from './uploadPreview';

export type BaseSide = 'here' | 'server' | 'both';

export interface BaseDifference {
  key: string;
  /** The forms as downloaded; undefined when the base has no such key (added since). */
  base: string[] | undefined;
  local: string[];
  server: string[];
  /** The server's state of the unit now. */
  state: number;
  side: BaseSide;
}

export interface BaseComparison {
  here: BaseDifference[];
  server: BaseDifference[];
  both: BaseDifference[];
}

const noText = (forms: readonly string[] | undefined) => !forms || forms.every((f) => f === '');

/** Whether two texts of a string are the same, "no text" (absent or all forms empty) included. */
export function sameText(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (noText(a) || noText(b)) return noText(a) && noText(b);
  return a!.length === b!.length && a!.every((x, i) => x === b![i]);
}

/** The file's strings that differ from the server, each with the side that changed it since the base. */
export function compareWithBase(
  base: readonly FileString[],
  local: readonly FileString[],
  server: ReadonlyMap<string, ServerString>,
): BaseComparison {
  const downloaded = new Map(base.map((s) => [s.key, s]));
  const out: BaseComparison = { here: [], server: [], both: [] };
  for (const s of local) {
    const unit = server.get(s.key);
    // Not a unit of the translation (the server ignores it), emptied here (cannot be sent), or already alike.
    if (!unit || noText(s.forms) || (sameText(s.forms, unit.target) && !markDiffers(s, unit.state))) continue;
    const was = downloaded.get(s.key);
    const before = was?.forms;
    const changedHere = !sameText(s.forms, before) || (s.fuzzy !== undefined && !!was && s.fuzzy !== !!was.fuzzy);
    const serverChanged = !sameText(unit.target, before) || (!!was && markDiffers(was, unit.state));
    const side: BaseSide = !changedHere ? 'server' : serverChanged ? 'both' : 'here';
    out[side].push({ key: s.key, base: before, local: s.forms, server: unit.target, state: unit.state, side });
  }
  return out;
}

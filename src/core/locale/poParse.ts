// A gettext PO file read as the upload preview needs it (#41): its entries (msgctxt, msgid, msgid_plural,
// msgstr or msgstr[n], the fuzzy flag) with where each one lies in the text, so a file can be cut down to
// some entries byte for byte. Strings are decoded as GNU gettext's po-lex.c does (adjacent quoted strings
// joined, C escapes: \n \t \r \a \b \f \v \\ \" \' \? octal and \x hex). Obsolete entries (`#~`) are
// skipped, as Weblate skips them; the header (msgid "" without msgctxt) is kept apart.
// The file is server- or person-written text: one pass over its lines, each character looked at a bounded
// number of times, no regular expression on it; a malformed line throws PoSyntaxError naming the line.

/** One translatable entry of the file. */
export interface PoEntry {
  /** Undefined when the entry has no msgctxt line (Weblate's context is then ''). */
  msgctxt: string | undefined;
  msgid: string;
  msgidPlural: string | undefined;
  /** msgstr, or msgstr[0…n] in index order (a missing index is ''). */
  msgstr: string[];
  fuzzy: boolean;
  /** The entry's text in the file, its comments included: [start, end) in UTF-16 offsets of the text. */
  start: number;
  end: number;
}

export interface PoFile {
  /** The header entry (msgid "" without msgctxt), if the file has one. */
  header: PoEntry | undefined;
  entries: PoEntry[];
}

export class PoSyntaxError extends SyntaxError {
  constructor(
    readonly line: number,
    why: string,
  ) {
    super(`line ${line}: ${why}`);
  }
}

/** More forms than any language has (Weblate's largest is 6): an index beyond is a malformed file. */
const MAX_FORMS = 64;

type Field = 'msgctxt' | 'msgid' | 'msgid_plural' | 'msgstr';

interface Draft {
  start: number;
  end: number;
  fuzzy: boolean;
  obsolete: boolean;
  msgctxt?: string;
  msgid?: string;
  msgidPlural?: string;
  msgstr: string[];
  /** The field continuation lines ("…") add to, and its plural index. */
  field?: Field;
  index: number;
}

const newDraft = (start: number): Draft => ({ start, end: start, fuzzy: false, obsolete: false, msgstr: [], index: 0 });

const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  a: '\u0007',
  b: '\b',
  f: '\f',
  v: '\v',
  '\\': '\\',
  '"': '"',
  "'": "'",
  '?': '?',
};

const isOctal = (c: string | undefined) => c !== undefined && c >= '0' && c <= '7';
const hexValue = (c: string | undefined) => (c === undefined ? -1 : '0123456789abcdef'.indexOf(c.toLowerCase()));
const isSpace = (c: string | undefined) => c === ' ' || c === '\t';
const utf8 = new TextDecoder();

/**
 * The quoted string at `from` of `line` (the rest of the line must be blank); throws on anything else.
 * Octal and hex escapes are bytes, as in C: a run of them is decoded as UTF-8 (`\303\251` is é).
 */
export function decodeQuoted(line: string, from: number, lineNo: number): string {
  let i = from;
  while (isSpace(line[i])) i++;
  if (line[i] !== '"') throw new PoSyntaxError(lineNo, 'a quoted string was expected');
  i++;
  // The common case, a string without escapes, is one slice.
  let plain = i;
  while (plain < line.length && line[plain] !== '"' && line[plain] !== '\\') plain++;
  if (line[plain] === '"') {
    restIsBlank(line, plain + 1, lineNo);
    return line.slice(i, plain);
  }
  const parts: string[] = [];
  let bytes: number[] = [];
  // Pieces are gathered and joined once: a string of escapes only stays linear (no char-by-char +=).
  const text = (s: string) => {
    if (bytes.length > 0) {
      parts.push(utf8.decode(new Uint8Array(bytes)));
      bytes = [];
    }
    if (s) parts.push(s);
  };
  for (;;) {
    let j = i;
    while (j < line.length && line[j] !== '"' && line[j] !== '\\') j++;
    if (j > i) text(line.slice(i, j));
    i = j;
    const c = line[i];
    if (c === undefined) throw new PoSyntaxError(lineNo, 'the quoted string is not terminated');
    if (c === '"') break;
    const e = line[i + 1];
    if (e !== undefined && ESCAPES[e] !== undefined) {
      text(ESCAPES[e]);
      i += 2;
    } else if (isOctal(e)) {
      let k = i + 1;
      let code = 0;
      while (k < i + 4 && isOctal(line[k])) code = code * 8 + Number(line[k++]);
      bytes.push(code & 0xff);
      i = k;
    } else if (e === 'x' && hexValue(line[i + 2]) >= 0) {
      // Two digits at most (one byte), where C would read on: a run of hex digits stays linear.
      let k = i + 2;
      let code = 0;
      while (k < i + 4 && hexValue(line[k]) >= 0) code = code * 16 + hexValue(line[k++]);
      bytes.push(code);
      i = k;
    } else throw new PoSyntaxError(lineNo, `unknown escape \\${e ?? ''}`);
  }
  text('');
  restIsBlank(line, i + 1, lineNo);
  return parts.length === 1 ? parts[0]! : parts.join('');
}

function restIsBlank(line: string, from: number, lineNo: number): void {
  for (let i = from; i < line.length; i++)
    if (!isSpace(line[i])) throw new PoSyntaxError(lineNo, 'text after the closing quote');
}

/** `msgstr[3]` → 3 (after the keyword); the position after `]`. */
function pluralIndex(line: string, at: number, lineNo: number): [number, number] {
  let i = at + 1;
  let n = 0;
  const first = i;
  while (line[i] !== undefined && line[i]! >= '0' && line[i]! <= '9' && i - first < 3) n = n * 10 + Number(line[i++]);
  if (i === first || line[i] !== ']' || n >= MAX_FORMS) throw new PoSyntaxError(lineNo, 'a bad msgstr[n] index');
  return [n, i + 1];
}

/** The keyword at the start of `line` (after blanks) and where its value begins. */
function keyword(line: string, at: number): [Field | 'msgstr[', number] | undefined {
  for (const k of ['msgid_plural', 'msgctxt', 'msgid', 'msgstr'] as const) {
    if (!line.startsWith(k, at)) continue;
    const next = line[at + k.length];
    if (k === 'msgstr' && next === '[') return ['msgstr[', at + k.length];
    if (isSpace(next) || next === '"') return [k, at + k.length];
  }
  return undefined;
}

/** Reads a PO file. Throws PoSyntaxError on a malformed line (the preview then does not read the file). */
export function parsePo(text: string): PoFile {
  const entries: PoEntry[] = [];
  let header: PoEntry | undefined;
  let draft = newDraft(0);
  const flush = (at: number) => {
    if (draft.msgid !== undefined && !draft.obsolete) {
      const entry: PoEntry = {
        msgctxt: draft.msgctxt,
        msgid: draft.msgid,
        msgidPlural: draft.msgidPlural,
        msgstr: Array.from(draft.msgstr, (s) => s ?? ''),
        fuzzy: draft.fuzzy,
        start: draft.start,
        end: draft.end,
      };
      if (entry.msgid === '' && entry.msgctxt === undefined && !header && entries.length === 0) header = entry;
      else entries.push(entry);
    }
    draft = newDraft(at);
  };
  let lineNo = 0;
  for (let start = 0; start < text.length;) {
    lineNo++;
    const nl = text.indexOf('\n', start);
    const stop = nl < 0 ? text.length : nl;
    const next = nl < 0 ? text.length + 1 : nl + 1;
    const line = text.slice(start, stop > start && text[stop - 1] === '\r' ? stop - 1 : stop);
    readLine(line, start, Math.min(next, text.length));
    start = next;
  }
  if (draft.msgid !== undefined && draft.msgstr.length === 0 && !draft.obsolete)
    throw new PoSyntaxError(lineNo, 'the last entry has no msgstr');
  flush(text.length);
  return { header, entries };

  function readLine(line: string, start: number, end: number): void {
    let at = 0;
    while (isSpace(line[at])) at++;
    const c = line[at];
    // A comment, a keyword after a msgstr, or a blank line ends the entry before it.
    const hasStr = draft.msgstr.length > 0;
    if (c === undefined) {
      if (hasStr || draft.obsolete) flush(end);
      else if (draft.msgid === undefined && draft.msgctxt === undefined) draft.start = end;
      return;
    }
    if (c === '#') {
      if (hasStr || (draft.obsolete && line[at + 1] !== '~')) flush(start);
      if (line[at + 1] === '~') draft.obsolete = true;
      else if (line[at + 1] === ',') draft.fuzzy ||= flagsSayFuzzy(line.slice(at + 2));
      draft.end = end;
      return;
    }
    if (c === '"') {
      if (!draft.field) throw new PoSyntaxError(lineNo, 'a string continues no keyword');
      append(draft.field, decodeQuoted(line, at, lineNo));
      draft.end = end;
      return;
    }
    const k = keyword(line, at);
    if (!k) throw new PoSyntaxError(lineNo, 'not a PO line');
    let [field, from] = k;
    // An entry begins: after a msgstr, or after an obsolete entry's `#~` lines (dropped).
    if ((hasStr && (field === 'msgctxt' || field === 'msgid')) || draft.obsolete) flush(start);
    // As msgfmt: read on, an entry without msgstr would take the next entry's msgid as its own.
    if ((field === 'msgctxt' || field === 'msgid') && draft.msgid !== undefined)
      throw new PoSyntaxError(lineNo, 'the entry before has no msgstr');
    if ((field === 'msgstr' || field === 'msgstr[') && draft.msgid === undefined)
      throw new PoSyntaxError(lineNo, 'a msgstr without msgid');
    if (field === 'msgstr[') {
      [draft.index, from] = pluralIndex(line, from, lineNo);
      field = 'msgstr';
    } else draft.index = 0;
    draft.field = field;
    set(field, decodeQuoted(line, from, lineNo));
    draft.end = end;
  }

  function set(field: Field, value: string): void {
    if (field === 'msgstr') {
      while (draft.msgstr.length < draft.index) draft.msgstr.push('');
      draft.msgstr[draft.index] = value;
    } else if (field === 'msgctxt') draft.msgctxt = value;
    else if (field === 'msgid') draft.msgid = value;
    else draft.msgidPlural = value;
  }

  function append(field: Field, value: string): void {
    if (field === 'msgstr') draft.msgstr[draft.index] += value;
    else if (field === 'msgctxt') draft.msgctxt += value;
    else if (field === 'msgid') draft.msgid += value;
    else draft.msgidPlural += value;
  }
}

/** `#, fuzzy, c-format` → true; the flags are comma-separated words. */
function flagsSayFuzzy(flags: string): boolean {
  return flags.split(',').some((f) => f.trim() === 'fuzzy');
}

// The keys of a YAML locale file with their positions (Weblate's `yaml` and `ruby-yaml` formats, Rails'
// `en:` root included), for Go to Definition. The `yaml` library lives in the worldbuilding markup chunk;
// the localization chunk reads locale files with this line scanner instead: one pass, each character looked
// at a bounded number of times, no regular expression on the text. It reads block mappings by indentation
// (what locale files are written in) and skips what cannot hold a key of a string: comments, `|`/`>` block
// scalars, a value's continuation lines, sequences and what is nested in them, `?` complex keys, `<<` merges.
// Anchors and tags before a value are skipped over; a flow mapping value (`n: {one: …}`) is a key of its own.

export interface YamlKey {
  /** The mapping keys from the document's root, e.g. ['en', 'menu', 'open']. */
  path: string[];
  /** Offset and length of the key as written (quotes included). */
  offset: number;
  length: number;
  /** True when a value follows on the key's line (a string, an alias, a flow collection); false: children or null. */
  inline: boolean;
}

/** Deeper than this, nothing is a locale string: such keys are skipped, which bounds every path's length. */
const MAX_DEPTH = 32;

const isBlank = (c: string | undefined) => c === ' ' || c === '\t';
const isEnd = (c: string | undefined) => c === undefined || c === ' ' || c === '\t';

/** A double-quoted key's text: YAML's common escapes; the rest kept as written (a key never needs them). */
function unescapeDouble(raw: string): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (c !== '\\' || i + 1 >= raw.length) {
      out += c;
      continue;
    }
    const e = raw[++i]!;
    const simple: Record<string, string> = { n: '\n', t: '\t', '"': '"', '\\': '\\', '/': '/', ' ': ' ', '0': '\0' };
    if (e in simple) out += simple[e];
    else if ((e === 'x' || e === 'u' || e === 'U') && i + 1 < raw.length) {
      const n = e === 'x' ? 2 : e === 'u' ? 4 : 8;
      const code = Number.parseInt(raw.slice(i + 1, i + 1 + n), 16);
      if (Number.isFinite(code) && code <= 0x10ffff) out += String.fromCodePoint(code);
      i += n;
    } else out += `\\${e}`;
  }
  return out;
}

/** The key at `start` of `line` and where its `:` is, or undefined when the line holds no `key:`. */
function readKey(line: string, start: number): { name: string; end: number; colon: number } | undefined {
  const q = line[start];
  if (q === '"' || q === "'") {
    let i = start + 1;
    for (; i < line.length; i++) {
      if (q === '"' && line[i] === '\\') i++;
      else if (line[i] === q) {
        if (q === "'" && line[i + 1] === "'") i++;
        else break;
      }
    }
    if (i >= line.length) return undefined;
    const raw = line.slice(start + 1, i);
    let colon = i + 1;
    while (isBlank(line[colon])) colon++;
    if (line[colon] !== ':' || !isEnd(line[colon + 1])) return undefined;
    return { name: q === '"' ? unescapeDouble(raw) : raw.replaceAll("''", "'"), end: i + 1, colon };
  }
  // A plain key ends at the first `:` followed by a blank or the line's end; ` #` starts a comment.
  for (let i = start; i < line.length; i++) {
    const c = line[i];
    if (c === '#' && isBlank(line[i - 1])) return undefined;
    if (c === ':' && isEnd(line[i + 1])) {
      let end = i;
      while (end > start && isBlank(line[end - 1])) end--;
      return end > start ? { name: line.slice(start, end), end, colon: i } : undefined;
    }
  }
  return undefined;
}

/** After `key:`, past anchors (`&a`) and tags (`!!str`): where the value starts (line.length: none). */
function valueStart(line: string, from: number): number {
  let i = from;
  for (;;) {
    while (isBlank(line[i])) i++;
    if (line[i] !== '&' && line[i] !== '!') return i;
    while (i < line.length && !isBlank(line[i])) i++;
  }
}

export function yamlKeys(text: string): YamlKey[] {
  const out: YamlKey[] = [];
  /** The open mappings' keys: each with the column it is written at. */
  const stack: { indent: number; name: string }[] = [];
  /** Lines indented deeper than this belong to something that holds no keys (a value, a block scalar, a list). */
  let skipDeeperThan = -1;
  let lineStart = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, text[lineEnd - 1] === '\r' ? lineEnd - 1 : lineEnd);
    const offset = lineStart;
    lineStart = lineEnd + 1;
    let indent = 0;
    while (isBlank(line[indent])) indent++;
    // Blank and comment lines say nothing about structure (inside a block scalar they are its text).
    if (indent === line.length || line[indent] === '#') continue;
    if (skipDeeperThan >= 0 && indent > skipDeeperThan) continue;
    skipDeeperThan = -1;
    if (indent === 0 && (line.startsWith('---') || line.startsWith('...')) && isEnd(line[3])) {
      stack.length = 0; // a new document
      continue;
    }
    if (indent === 0 && line[0] === '%') continue; // a directive (`%YAML 1.2`)
    while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) stack.pop();
    const c = line[indent];
    // A sequence item, a complex key, a flow collection or a stray scalar: nothing in it is a string's key.
    if ((c === '-' && isEnd(line[indent + 1])) || (c === '?' && isEnd(line[indent + 1])) || c === '[' || c === '{') {
      skipDeeperThan = indent;
      continue;
    }
    const key = readKey(line, indent);
    if (!key || (key.name === '<<' && c === '<')) {
      skipDeeperThan = indent;
      continue;
    }
    const v = valueStart(line, key.colon + 1);
    const inline = v < line.length && line[v] !== '#';
    if (stack.length < MAX_DEPTH)
      out.push({
        path: [...stack.map((s) => s.name), key.name],
        offset: offset + indent,
        length: key.end - indent,
        inline,
      });
    // A value on the key's line (block scalar indicators included) owns every deeper line after it.
    if (inline) skipDeeperThan = indent;
    else stack.push({ indent, name: key.name });
  }
  return out;
}

/**
 * The key of `yamlKeys` that Weblate's `key` names (its dotted form, `menu.open`): the path itself, or the
 * path under the single root a Rails file has (`en:`), which Weblate's ruby-yaml format leaves out.
 */
export function yamlKeyOffset(text: string, key: string): number | undefined {
  const keys = yamlKeys(text);
  const exact = keys.find((k) => k.path.join('.') === key);
  if (exact) return exact.offset;
  const roots = new Set(keys.filter((k) => k.path.length === 1).map((k) => k.path[0]));
  if (roots.size !== 1) return undefined;
  return keys.find((k) => k.path.length > 1 && k.path.slice(1).join('.') === key)?.offset;
}

/**
 * The strings of a YAML locale file as dotted keys (`nav.home` for Weblate's `nav->home`), with where each
 * key is written: the keys with a value on their line. `rubyRoot`: Weblate's ruby-yaml format, whose single
 * root (the language code, `en:`) is no part of a key.
 */
export function yamlStringKeys(text: string, rubyRoot: boolean): { key: string; offset: number; length: number }[] {
  const keys = yamlKeys(text);
  const strip = rubyRoot && keys.filter((k) => k.path.length === 1).length === 1 ? 1 : 0;
  return keys
    .filter((k) => k.inline && k.path.length > strip)
    .map((k) => ({ key: k.path.slice(strip).join('.'), offset: k.offset, length: k.length }));
}

// Weblate's flag syntax (weblate/checks/parser.py and flags.py `_parse_flags_text`, the same in 5.10.4 and
// 2026.10.1): `name`, `name:value:value`, values plain, 'quoted', "quoted" (a backslash escapes the quote
// or itself) or r"regular expression", flags separated by commas. A later flag of the same name replaces
// an earlier one (Flags.merge), so the component's, the source string's and the unit's flags joined in that
// order give the unit's effective flags. One pass over the text: the tokenizer never looks back.

/** A flag's value: plain text, or a regular expression written r"…". */
export type FlagValue = string | { regex: string };

type Token = { kind: ',' | ':' } | { kind: 'name'; text: string } | { kind: 'quoted'; text: string };

const SYNTAX = new Set([',', ':', '"', "'"]);
const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\r' || c === '\n';

/** pyparsing's QuotedString with an escape character: the text up to the closing quote, unescaped. */
function quoted(text: string, start: number): { value: string; end: number } | undefined {
  const quote = text[start]!;
  let value = '';
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === quote) return { value, end: i + 1 };
    if (c === '\\' && (text[i + 1] === quote || text[i + 1] === '\\')) {
      value += text[i + 1];
      i += 1;
    } else if (c === '\\' && 'ntr'.includes(text[i + 1] ?? '')) {
      value += { n: '\n', t: '\t', r: '\r' }[text[i + 1] as 'n' | 't' | 'r'];
      i += 1;
    } else value += c;
  }
  return undefined;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (isSpace(c)) i += 1;
    else if (c === ',' || c === ':') {
      tokens.push({ kind: c });
      i += 1;
    } else if (c === '"' || c === "'") {
      const q = quoted(text, i);
      if (!q) throw new Error('unclosed quote');
      tokens.push({ kind: 'quoted', text: q.value });
      i = q.end;
    } else if (c === 'r' && text[i + 1] === '"') {
      tokens.push({ kind: 'name', text: 'r' });
      i += 1;
    } else {
      let end = i;
      while (end < text.length && !SYNTAX.has(text[end]!)) end += 1;
      tokens.push({ kind: 'name', text: text.slice(i, end).trimEnd() });
      i = end;
    }
  }
  return tokens;
}

/** `text`'s flags: name → values (none for a plain flag). Throws on text Weblate would refuse. */
export function parseWeblateFlags(text: string): Map<string, FlagValue[]> {
  const flags = new Map<string, FlagValue[]>();
  let name: string | undefined;
  let values: FlagValue[] = [];
  let afterColon = false;
  let regexNext = false;
  const end = () => {
    if (name !== undefined) {
      if (afterColon) values.push('');
      flags.delete(name);
      flags.set(name === 'markdown-text' ? 'md-text' : name, values);
    }
    name = undefined;
    values = [];
    afterColon = false;
  };
  const tokens = tokenize(text);
  tokens.forEach((token, pos) => {
    if (token.kind === ',') end();
    else if (name === undefined) {
      if (token.kind !== 'name') throw new Error('a flag must start with its name');
      name = token.text;
    } else if (token.kind === ':') {
      if (afterColon) values.push('');
      afterColon = true;
    } else if (!afterColon) throw new Error(`unexpected value after ${name}`);
    else if (regexNext && token.kind === 'quoted') {
      values.push({ regex: token.text });
      regexNext = false;
      afterColon = false;
    } else if (token.kind === 'name' && token.text === 'r' && tokens[pos + 1]?.kind === 'quoted') regexNext = true;
    else if (token.kind !== 'quoted' && token.kind !== 'name') throw new Error('unexpected token');
    else {
      values.push(token.text);
      afterColon = false;
    }
  });
  end();
  return flags;
}

/** parseWeblateFlags, or what can be read of text it refuses (each comma-separated name alone). */
export function readWeblateFlags(text: string): Map<string, FlagValue[]> {
  try {
    return parseWeblateFlags(text);
  } catch {
    const flags = new Map<string, FlagValue[]>();
    for (const part of text.split(',')) {
      const [flagName, ...rest] = part.split(':').map((p) => p.trim());
      if (flagName) flags.set(flagName, rest);
    }
    return flags;
  }
}

/** A flag's first value as text (a regular expression's source), or undefined for none. */
export function firstValue(values: FlagValue[] | undefined): string | undefined {
  const v = values?.[0];
  return v === undefined ? undefined : typeof v === 'string' ? v : v.regex;
}

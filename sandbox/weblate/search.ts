// A subset of Weblate's search language for `q` on unit lists: field lookups (state and position with = < >
// <= >=, key/context, source and target (a case-insensitive substring, `:=` the exact value), check (the
// unit's failing checks by id), note, location, explanation, id, project, component, language (names:
// any case, `:=` exact), has:, is:), quoted phrases, plain words (matched in source, target and key),
// joined by AND (or side by side), OR, NOT and parentheses. Quoted values read as Weblate's
// RawQuotedString: one line only, \" \\ and \n \t \r \f escaped. Unknown fields and malformed queries
// (NUL anywhere, as Weblate) raise a QueryError, which the route answers with 400 and attr "q".
import { STATE, type UnitRec } from './model';

export class QueryError extends Error {}

type Predicate = (u: UnitRec) => boolean;

/** Where a unit lives, for the project:/component:/language: lookups. */
export type Locate = (u: UnitRec) => { project: string; component: string; language: string };

const STATE_NAMES: Record<string, number> = {
  empty: STATE.empty,
  untranslated: STATE.empty,
  'needs-editing': STATE.fuzzy,
  fuzzy: STATE.fuzzy,
  translated: STATE.translated,
  approved: STATE.approved,
  'read-only': STATE.readonly,
  readonly: STATE.readonly,
};

/** Weblate's PLURAL_SEPARATOR (weblate/trans/util.py). */
const PLURAL_SEPARATOR = '\x1e\x1e';

const WHITESPACE_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f' };

interface Token {
  kind: 'open' | 'close' | 'word';
  /** For words: the field name ('' for plain text). */
  field: string;
  value: string;
  quoted: boolean;
  /** The comparison after the colon (`=`, `<`, `>=` …; '' for a plain `field:value`), also kept in `value`. */
  op: string;
}

/** Splits a query into parentheses and words: `field:value`, `field:"phrase"`, `"phrase"` or plain text. */
function tokenize(q: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < q.length) {
    const ch = q[i]!;
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    if (ch === '(' || ch === ')') {
      tokens.push({ kind: ch === '(' ? 'open' : 'close', field: '', value: ch, quoted: false, op: '' });
      i += 1;
      continue;
    }
    const field = /^([A-Za-z_][\w-]*):/.exec(q.slice(i));
    let j = i + (field ? field[0].length : 0);
    const op = /^(?:<=|>=|<|>|=)?/.exec(q.slice(j))![0];
    j += op.length;
    if (q[j] === '"') {
      let value = '';
      // Weblate's RawQuotedString: \" and \\ are the characters, \n \t \r \f the whitespace they name, any
      // other backslash stays as it is.
      for (j += 1; j < q.length && q[j] !== '"'; j++) {
        // A quoted value may not span lines (pyparsing's QuotedString without multiline): the parse fails.
        if (q[j] === '\n' || q[j] === '\r') throw new QueryError('Expected end of text');
        const escaped = q[j] === '\\' ? WHITESPACE_ESCAPES[q[j + 1] ?? ''] : undefined;
        if (escaped !== undefined) {
          value += escaped;
          j += 1;
        } else if (q[j] === '\\' && (q[j + 1] === '"' || q[j + 1] === '\\')) {
          value += q[j + 1];
          j += 1;
        } else value += q[j];
      }
      if (j >= q.length) throw new QueryError('Unbalanced quotes in the query.');
      tokens.push({ kind: 'word', field: field?.[1] ?? '', value: op + value, quoted: true, op });
      i = j + 1;
    } else {
      const rest = /^[^\s()]*/.exec(q.slice(j))![0];
      tokens.push({ kind: 'word', field: field?.[1] ?? '', value: op + rest, quoted: false, op });
      i = j + rest.length;
    }
  }
  return tokens;
}

const contains = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle.toLowerCase());

function stateFilter(value: string): Predicate {
  const m = /^(<=|>=|<|>|=)?(.+)$/.exec(value);
  if (!m) throw new QueryError('Missing state value.');
  const op = m[1] ?? '=';
  const raw = m[2]!;
  const n = /^\d+$/.test(raw) ? Number(raw) : STATE_NAMES[raw];
  if (n === undefined) throw new QueryError(`Unsupported state: ${raw}`);
  switch (op) {
    case '<':
      return (u) => u.state < n;
    case '>':
      return (u) => u.state > n;
    case '<=':
      return (u) => u.state <= n;
    case '>=':
      return (u) => u.state >= n;
    default:
      return (u) => u.state === n;
  }
}

/**
 * `field:=text` is Weblate's exact match (case-sensitive, the whole field); `field:text` a case-insensitive
 * substring, quoted or not. Weblate keeps a plural's forms in one field joined by PLURAL_SEPARATOR.
 */
function textField(token: Token, read: (u: UnitRec) => string[]): Predicate {
  if (token.op === '=') {
    const exact = token.value.slice(1);
    return (u) => read(u).join(PLURAL_SEPARATOR) === exact;
  }
  return (u) => contains(read(u).join(PLURAL_SEPARATOR), token.value);
}

/**
 * project:, language: (and check:) name one thing: any case with `:`, exactly with `:=`. component: is a
 * substring of the slug (or name) with `:`, the slug (or name) in any case with `:=` (Weblate's
 * component_field; the sandbox's components are named after their slugs).
 */
function nameField(token: Token, read: (u: UnitRec) => string, partial = false): Predicate {
  const name = token.value.slice(token.op.length);
  if (token.op === '=') return partial ? (u) => read(u).toLowerCase() === name.toLowerCase() : (u) => read(u) === name;
  return partial ? (u) => contains(read(u), name) : (u) => read(u).toLowerCase() === name.toLowerCase();
}

/** `position:3`, `position:>=3`, `position:<=9` … (a plain number is an exact position). */
function numberField(token: Token, read: (u: UnitRec) => number): Predicate {
  const n = Number(token.value.slice(token.op.length));
  if (!Number.isInteger(n)) throw new QueryError(`Not a number: ${token.value}`);
  const cmp: Record<string, (a: number) => boolean> = {
    '': (a) => a === n,
    '=': (a) => a === n,
    '<': (a) => a < n,
    '>': (a) => a > n,
    '<=': (a) => a <= n,
    '>=': (a) => a >= n,
  };
  const test = cmp[token.op]!;
  return (u) => test(read(u));
}

function term(token: Token, locate: Locate): Predicate {
  const { value } = token;
  if (token.field !== '') {
    const field = token.field.toLowerCase();
    switch (field) {
      case 'check': {
        // The failing, not dismissed checks of the unit, by Weblate's id (`check:end_stop`, `check:=same`).
        const name = value.slice(token.op.length).toLowerCase();
        return (u) => (u.checks ?? []).includes(name);
      }
      case 'state':
        return stateFilter(value);
      case 'key':
      case 'context':
        return textField(token, (u) => [u.context]);
      case 'source':
        return textField(token, (u) => u.source);
      case 'target':
        return textField(token, (u) => u.target);
      case 'note':
        return (u) => contains(u.note, value);
      case 'location':
        return (u) => contains(u.location, value);
      case 'explanation':
        return (u) => contains(u.explanation, value);
      case 'id':
        return (u) => String(u.id) === value;
      case 'project':
        return nameField(token, (u) => locate(u).project);
      case 'component':
        return nameField(token, (u) => locate(u).component, true);
      case 'language':
        return nameField(token, (u) => locate(u).language);
      case 'position':
        return numberField(token, (u) => u.position);
      case 'has':
        if (value === 'suggestion') return (u) => u.hasSuggestion;
        if (value === 'comment') return (u) => u.hasComment;
        if (value === 'check') return (u) => u.hasFailingCheck;
        if (value === 'plural') return (u) => u.source.length > 1;
        if (value === 'explanation') return (u) => u.explanation !== '';
        throw new QueryError(`Unsupported has lookup: ${value}`);
      case 'is':
        if (value === 'untranslated') return (u) => u.state < STATE.translated;
        if (value === 'translated') return (u) => u.state >= STATE.translated;
        if (value === 'approved') return (u) => u.state === STATE.approved;
        if (value === 'read-only') return (u) => u.state === STATE.readonly;
        if (value === 'fuzzy') return (u) => u.state === STATE.fuzzy;
        throw new QueryError(`Unsupported is lookup: ${value}`);
      default:
        throw new QueryError(`Unknown field: ${field}`);
    }
  }
  return (u) =>
    u.source.some((s) => contains(s, value)) || u.target.some((s) => contains(s, value)) || contains(u.context, value);
}

const isKeyword = (t: Token | undefined, word: string) =>
  t?.kind === 'word' && !t.quoted && t.field === '' && t.value.toUpperCase() === word;

/** Recursive descent over Weblate's boolean syntax: NOT binds tightest, then AND (also implicit), then OR. */
class Parser {
  private pos = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly locate: Locate,
  ) {}

  parse(): Predicate {
    if (this.tokens.length === 0) return () => true;
    const p = this.or();
    if (this.pos < this.tokens.length) throw new QueryError('Unbalanced parentheses in the query.');
    return p;
  }

  private keyword(word: string): boolean {
    if (!isKeyword(this.tokens[this.pos], word)) return false;
    this.pos += 1;
    return true;
  }

  private or(): Predicate {
    const parts = [this.and()];
    while (this.keyword('OR')) parts.push(this.and());
    return parts.length === 1 ? parts[0]! : (u) => parts.some((p) => p(u));
  }

  private and(): Predicate {
    const parts = [this.not()];
    for (;;) {
      if (this.keyword('AND')) {
        parts.push(this.not());
        continue;
      }
      const next = this.tokens[this.pos];
      if (!next || next.kind === 'close' || isKeyword(next, 'OR')) break;
      parts.push(this.not());
    }
    return parts.length === 1 ? parts[0]! : (u) => parts.every((p) => p(u));
  }

  private not(): Predicate {
    if (this.keyword('NOT')) {
      const inner = this.not();
      return (u) => !inner(u);
    }
    return this.primary();
  }

  private primary(): Predicate {
    const t = this.tokens[this.pos];
    if (!t) throw new QueryError('The query ends where a term was expected.');
    this.pos += 1;
    if (t.kind === 'word') return term(t, this.locate);
    if (t.kind === 'close') throw new QueryError('Unbalanced parentheses in the query.');
    const inner = this.or();
    if (this.tokens[this.pos]?.kind !== 'close') throw new QueryError('Unbalanced parentheses in the query.');
    this.pos += 1;
    return inner;
  }
}

export function compileQuery(q: string, locate: Locate): Predicate {
  if (q.includes('\0')) throw new QueryError('Invalid query string.');
  return new Parser(tokenize(q.trim()), locate).parse();
}

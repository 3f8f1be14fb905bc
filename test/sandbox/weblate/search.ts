// A subset of Weblate's search language for `q` on unit lists: field lookups (state, key/context, source,
// target, note, location, has:, is:), quoted phrases, plain words (matched in source, target and key),
// all ANDed. Unknown fields raise a QueryError that the route answers with 400 and attr "q".
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

function tokenize(q: string): string[] {
  const tokens: string[] = [];
  const re = /(\w[\w-]*:)?(?:"((?:[^"\\]|\\.)*)"|(\S+))/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(q)) !== null) {
    tokens.push(`${m[1] ?? ''}${m[2] !== undefined ? `\u0001${m[2]}` : m[3]}`);
  }
  return tokens;
}

const contains = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle.toLowerCase());

function stateFilter(value: string): Predicate {
  const m = /^(<=|>=|<|>|=)?(.+)$/.exec(value)!;
  const op = m[1] ?? '=';
  const raw = m[2]!;
  const n = /^\d+$/.test(raw) ? Number(raw) : STATE_NAMES[raw];
  if (n === undefined) throw new QueryError(`Unsupported state: ${raw}`);
  switch (op) {
    case '<': return (u) => u.state < n;
    case '>': return (u) => u.state > n;
    case '<=': return (u) => u.state <= n;
    case '>=': return (u) => u.state >= n;
    default: return (u) => u.state === n;
  }
}

function term(token: string, locate: Locate): Predicate {
  const colon = token.indexOf(':');
  const quoted = token.includes('\u0001');
  if (colon > 0 && (!quoted || colon < token.indexOf('\u0001'))) {
    const field = token.slice(0, colon).toLowerCase();
    const value = token.slice(colon + 1).replace('\u0001', '');
    switch (field) {
      case 'state': return stateFilter(value);
      case 'key':
      case 'context': return (u) => (quoted ? u.context === value : contains(u.context, value));
      case 'source': return (u) => u.source.some((s) => contains(s, value));
      case 'target': return (u) => u.target.some((s) => contains(s, value));
      case 'note': return (u) => contains(u.note, value);
      case 'location': return (u) => contains(u.location, value);
      case 'explanation': return (u) => contains(u.explanation, value);
      case 'id': return (u) => String(u.id) === value;
      case 'project': return (u) => locate(u).project === value;
      case 'component': return (u) => locate(u).component === value;
      case 'language': return (u) => locate(u).language === value;
      case 'position': return (u) => String(u.position) === value;
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
  const text = token.replace('\u0001', '');
  return (u) => u.source.some((s) => contains(s, text)) || u.target.some((s) => contains(s, text)) || contains(u.context, text);
}

export function compileQuery(q: string, locate: Locate): Predicate {
  const tokens = tokenize(q.trim()).filter((t) => t !== 'AND');
  if (tokens.some((t) => t === 'OR' || t === 'NOT' || t.startsWith('(') || t.endsWith(')'))) {
    throw new QueryError('This server supports only terms joined by AND.');
  }
  const predicates = tokens.map((t) => term(t, locate));
  return (u) => predicates.every((p) => p(u));
}

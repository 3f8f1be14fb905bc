// Checks an article write against the seed's table before anything is sent, reporting every problem at
// once with its field, and builds the exact JSON body (flags as 0/1).
import type { FieldProblem } from '../http/errors';
import {
  CREATE_ONLY_FIELDS,
  FLAG_FIELDS,
  MAX_LENGTH,
  NUMBER_FIELDS,
  SECTION_FIELDS,
  STATES,
  TEMPLATE_SLUGS,
  UUID_FIELDS,
  UUID_PATTERN,
  WRITE_FIELDS,
  type WriteField,
} from './limits';

export type ArticleInput = Partial<Record<WriteField, unknown>>;

const TEXT_FIELDS = ['content', 'tags', ...SECTION_FIELDS] as const;
const STRING_FIELDS = ['title', 'template', 'excerpt', 'pronunciation', 'subheading', 'icon'] as const;

export function validateArticleInput(input: ArticleInput, mode: 'create' | 'patch'): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  const has = (f: string) => input[f as WriteField] !== undefined;
  for (const key of Object.keys(input))
    if (!(WRITE_FIELDS as readonly string[]).includes(key)) add(key, `"${key}" is not an article field.`);
  if (mode === 'create') {
    for (const f of ['world', 'title', 'template'])
      if (!has(f) || input[f as WriteField] === '' || input[f as WriteField] === null) add(f, `${f} is required.`);
  } else {
    for (const f of CREATE_ONLY_FIELDS) if (has(f)) add(f, `${f} cannot be changed after the article is created.`);
  }
  for (const f of STRING_FIELDS) if (has(f) && typeof input[f] !== 'string') add(f, `${f} must be text.`);
  for (const [f, max] of Object.entries(MAX_LENGTH)) {
    const v = input[f as WriteField];
    if (typeof v === 'string' && [...v].length > max)
      add(f, `${f} is ${[...v].length} characters; at most ${max} are allowed.`);
  }
  if (
    typeof input.template === 'string' &&
    input.template !== '' &&
    !(TEMPLATE_SLUGS as readonly string[]).includes(input.template)
  )
    add('template', `"${input.template}" is not a template (one of: ${TEMPLATE_SLUGS.join(', ')}).`);
  for (const f of FLAG_FIELDS)
    if (has(f) && ![0, 1, true, false].includes(input[f] as number)) add(f, `${f} must be true/false (or 1/0).`);
  if (has('state') && !(STATES as readonly unknown[]).includes(input.state))
    add('state', 'state must be public or private.');
  for (const f of UUID_FIELDS) {
    if (problems.some((p) => p.field === f) || !has(f)) continue;
    if (typeof input[f] !== 'string' || !UUID_PATTERN.test(input[f] as string)) add(f, `${f} must be a UUID.`);
  }
  for (const f of NUMBER_FIELDS)
    if (has(f) && (typeof input[f] !== 'number' || !Number.isFinite(input[f]))) add(f, `${f} must be a number.`);
  for (const f of TEXT_FIELDS) if (has(f) && typeof input[f] !== 'string') add(f, `${f} must be text.`);
  if (has('userMetadata') && !isJsonValue(input.userMetadata)) add('userMetadata', 'userMetadata must be JSON data.');
  return problems;
}

/** The request body: only given fields, flags as 0/1. Call after validateArticleInput found nothing. */
export function articleBody(input: ArticleInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of WRITE_FIELDS) {
    const v = input[f];
    if (v === undefined) continue;
    body[f] = (FLAG_FIELDS as readonly string[]).includes(f) ? (v === true || v === 1 ? 1 : 0) : v;
  }
  return body;
}

function isJsonValue(v: unknown, path: Set<object> = new Set()): boolean {
  if (v === null || ['string', 'number', 'boolean'].includes(typeof v))
    return typeof v !== 'number' || Number.isFinite(v);
  if (typeof v !== 'object') return false;
  if (path.has(v)) return false; // a cycle cannot be written as JSON
  path.add(v);
  const ok = (Array.isArray(v) ? v : Object.values(v)).every((x) => isJsonValue(x, path));
  path.delete(v);
  return ok;
}

/** What a PATCH may carry of an input: everything but the fields only a create sets (world, template). */
export function withoutCreateOnly(input: ArticleInput): ArticleInput {
  const out: ArticleInput = { ...input };
  for (const f of CREATE_ONLY_FIELDS) delete out[f];
  return out;
}

// Validation of POST/PATCH article bodies by the seed's write table: required fields, types, 0/1 flags,
// state values, UUIDs, numbers, max lengths, template slugs. Every violation is reported together.
import { SECTION_NAMES } from './model';

export const TEMPLATES = [
  'article',
  'person',
  'militaryConflict',
  'condition',
  'document',
  'ethnicity',
  'formation',
  'location',
  'item',
  'language',
  'law',
  'settlement',
  'landmark',
  'material',
  'myth',
  'organization',
  'prose',
  'profession',
  'rank',
  'spell',
  'species',
  'technology',
  'ritual',
  'vehicle',
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX: Record<string, number> = { title: 256, excerpt: 256, pronunciation: 256, subheading: 256, icon: 50 };
const FLAGS = ['isDraft', 'isWip', 'isAdultContent'];
const UUIDS = ['world', 'custom_article_template', 'category', 'articleParent', 'parent'];
const NUMBERS = ['cover', 'position'];
const TEXTS = ['content', 'tags', ...SECTION_NAMES];
const STRINGS = ['title', 'template', 'excerpt', 'pronunciation', 'subheading', 'icon'];

export type Violations = Record<string, string>;

export function validateArticleBody(body: Record<string, unknown>, mode: 'create' | 'patch'): Violations {
  const v: Violations = {};
  if (mode === 'create') {
    for (const f of ['world', 'title', 'template'])
      if (body[f] === undefined || body[f] === null || body[f] === '') v[f] = `The ${f} field is required.`;
  } else {
    // The seed's PATCH table has no world, template or custom template: they cannot change after creation.
    for (const f of ['world', 'template', 'custom_article_template'])
      if (body[f] !== undefined) v[f] = `The ${f} field cannot be changed.`;
  }
  for (const f of STRINGS)
    if (body[f] !== undefined && v[f] === undefined && typeof body[f] !== 'string') v[f] = `The ${f} must be a string.`;
  for (const [f, max] of Object.entries(MAX)) {
    const value = body[f];
    if (typeof value === 'string' && [...value].length > max)
      v[f] = `The ${f} may not be greater than ${max} characters.`;
  }
  if (typeof body.template === 'string' && body.template !== '' && !TEMPLATES.includes(body.template))
    v.template = `The selected template is invalid.`;
  for (const f of FLAGS)
    if (body[f] !== undefined && ![0, 1, true, false].includes(body[f] as number | boolean))
      v[f] = `The ${f} field must be 0 or 1.`;
  if (body.state !== undefined && body.state !== 'public' && body.state !== 'private')
    v.state = 'The selected state is invalid.';
  for (const f of UUIDS)
    if (body[f] !== undefined && v[f] === undefined && (typeof body[f] !== 'string' || !UUID.test(body[f] as string)))
      v[f] = `The ${f} must be a valid UUID.`;
  for (const f of NUMBERS)
    if (body[f] !== undefined && body[f] !== null && (typeof body[f] !== 'number' || !Number.isFinite(body[f])))
      v[f] = `The ${f} must be a number.`;
  for (const f of TEXTS)
    if (body[f] !== undefined && body[f] !== null && typeof body[f] !== 'string') v[f] = `The ${f} must be text.`;
  return v;
}

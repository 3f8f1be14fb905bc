// Weblate's translation-memory lookup as 2026.10.1 answers it (api/views.py MemoryViewSet.lookup; checked
// against the real release by test/conformance/checks-memory.ts): POST /api/memory/lookup/?source_language=
// &target_language=[&project=][&exact=] with {"strings": [...]} (1–100 strings of at most 2,000
// characters), a signed-in user; the answer is one {query, match} per string, match the best translated
// string of the projects the caller may see (exact here: the sandbox keeps no fuzzy index), or null.
// 5.10.4 has no lookup: with the review API off the route is absent (404).
import { HttpError } from './http';
import { canSee } from './auth';
import type { Ctx } from './reads';
import type { SandboxResponse } from '../types';

export function isMemoryLookup(seg: string[], method: string): boolean {
  return seg[0] === 'memory' && seg[1] === 'lookup' && seg.length === 2 && method === 'POST';
}

function strings(body: unknown): string[] {
  const list = (body as { strings?: unknown } | undefined)?.strings;
  if (!Array.isArray(list) || list.length === 0 || list.length > 100)
    throw new HttpError(400, 'invalid', 'Ensure this field has no more than 100 elements.', 'strings');
  if (!list.every((s) => typeof s === 'string' && s !== '' && s.length <= 2000))
    throw new HttpError(400, 'invalid', 'This field may not be blank.', 'strings');
  return list as string[];
}

export function memoryLookup(ctx: Ctx): SandboxResponse {
  if (ctx.caller.username === null)
    throw new HttpError(401, 'not_authenticated', 'Authentication credentials were not provided.');
  const q = ctx.req.url.searchParams;
  const source = q.get('source_language');
  const target = q.get('target_language');
  for (const [name, value] of [
    ['source_language', source],
    ['target_language', target],
  ] as const) {
    if (!value) throw new HttpError(400, 'required', 'This query parameter is required.', name);
    if (!ctx.db.languages.has(value)) throw new HttpError(400, 'invalid', 'Language not found.', name);
  }
  const project = q.get('project');
  const wanted = strings(ctx.req.body);
  const answer = wanted.map((query) => ({ query, match: bestMatch(ctx, query, source!, target!, project) }));
  return { status: 200, json: answer };
}

function bestMatch(ctx: Ctx, query: string, source: string, target: string, project: string | null) {
  const { db } = ctx;
  for (const t of db.translations) {
    if (t.language !== target || t.isSource) continue;
    const component = db.components[t.componentId - 1]!;
    const owner = db.projects[component.projectId - 1]!;
    if (!canSee(ctx.caller, owner) || (project && owner.slug !== project)) continue;
    if (component.sourceLanguage !== source) continue;
    for (const id of t.unitIds) {
      const u = db.units[id - 1];
      if (!u || u.deleted || u.state < 20 || u.source[0] !== query || !u.target[0]) continue;
      return {
        id: u.id,
        source: query,
        target: u.target[0],
        origin: `${owner.slug}/${component.slug}`,
        exact: true,
        quality: 100,
      };
    }
  }
  return null;
}

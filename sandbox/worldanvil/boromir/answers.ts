// The answers every Boromir route gives (sandbox): success flags, 401/403/404/422 bodies in the shape
// pywaclient reads, a JSON body or nothing, and the {limit, offset} of a list.
import type { SandboxRequest, SandboxResponse } from '../../types';

export const fail = (status: number, error: unknown): SandboxResponse => ({ status, json: { success: false, error } });
export const invalid = (error: Record<string, string>): SandboxResponse => ({
  status: 422,
  json: { success: false, error: boromirNames(error), trace: [] },
});

/** The shared validation speaks seed 001's write names; Boromir's messages name its own fields. */
function boromirNames(v: Record<string, string>): Record<string, string> {
  const names: Record<string, string> = { template: 'templateType', custom_article_template: 'customArticleTemplate' };
  return Object.fromEntries(
    Object.entries(v).map(([k, m]) => [names[k] ?? k, names[k] ? m.replace(`The ${k} `, `The ${names[k]} `) : m]),
  );
}
export const done = (json: object): SandboxResponse => ({ status: 200, json: { ...json, success: true } });

export function header(req: SandboxRequest, name: string): string | undefined {
  const h = req.headers[name];
  return Array.isArray(h) ? h[0] : h;
}

export function jsonBody(req: SandboxRequest): Record<string, unknown> | undefined {
  const ct = String(req.headers['content-type'] ?? '');
  if (
    req.invalidJson ||
    !ct.includes('application/json') ||
    typeof req.body !== 'object' ||
    req.body === null ||
    Array.isArray(req.body)
  )
    return undefined;
  return req.body as Record<string, unknown>;
}

/** {limit, offset} of a list body: numbers or numeric strings (other clients send strings), limit 1…50. */
export function paging(body: Record<string, unknown>): { limit: number; offset: number } | SandboxResponse {
  const limit = Number(body.limit ?? 50);
  const offset = Number(body.offset ?? 0);
  if (!Number.isInteger(limit) || limit < 1 || limit > 50)
    return invalid({ limit: 'The limit must be between 1 and 50.' });
  if (!Number.isInteger(offset) || offset < 0) return invalid({ offset: 'The offset must be a positive integer.' });
  return { limit, offset };
}

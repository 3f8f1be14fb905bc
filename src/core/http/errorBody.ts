// Reads what a server said went wrong, in every shape the two services use: Weblate ≥ 5.10
// {type, errors: [{code, detail, attr}]}, older Weblate {detail} or {field: [messages]}, World Anvil
// {success: false, error: "…" | {field: message}}, and bodies that are not JSON at all (a proxy's HTML).
import type { FieldProblem } from './errors';

export interface ServerComplaint {
  /** One short sentence, or undefined when the body said nothing usable. */
  message: string | undefined;
  problems: FieldProblem[];
  isHtml: boolean;
}

const MAX_MESSAGE = 300;

/** C0/C1 controls and the bidi overrides: nothing a message should carry into a notification or a log. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

function clip(s: string): string {
  const one = s.replace(CONTROLS, '').replace(/\s+/g, ' ').trim();
  return one.length > MAX_MESSAGE ? `${one.slice(0, MAX_MESSAGE)}…` : one;
}

function fromFieldMap(map: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [field, value] of Object.entries(map)) {
    const messages = Array.isArray(value) ? value : [value];
    for (const m of messages) {
      if (typeof m === 'string') problems.push({ field: field === 'non_field_errors' ? '' : field, message: clip(m) });
      else if (m && typeof m === 'object')
        problems.push(
          ...fromFieldMap(m as Record<string, unknown>).map((p) => ({
            ...p,
            field: p.field ? `${field}.${p.field}` : field,
          })),
        );
    }
  }
  return problems;
}

export function looksLikeHtml(contentType: string | undefined, text: string): boolean {
  return /text\/html/i.test(contentType ?? '') || /^\s*<(!doctype|html|head|body)/i.test(text);
}

/**
 * Bytes that are no text (a NUL, or more than one character in twenty a control or an undecodable byte):
 * a hostile or broken server's binary answer, which would otherwise be quoted into the error message.
 */
function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true;
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const odd = text.match(/[\u0001-\u0008\u000e-\u001f\ufffd]/g)?.length ?? 0;
  return odd * 20 > text.length;
}

export function readComplaint(body: unknown, contentType: string | undefined, text: string): ServerComplaint {
  if (body === undefined) {
    if (looksLikeHtml(contentType, text)) return { message: undefined, problems: [], isHtml: true };
    if (looksBinary(text)) return { message: 'the answer is binary data, not text', problems: [], isHtml: false };
    return { message: text.trim() ? clip(text) : undefined, problems: [], isHtml: false };
  }
  if (typeof body !== 'object' || body === null) return { message: clip(String(body)), problems: [], isHtml: false };
  const obj = body as Record<string, unknown>;
  if (Array.isArray(obj.errors)) {
    const problems = obj.errors
      .filter((e): e is Record<string, unknown> => !!e && typeof e === 'object')
      .map((e) => ({
        field: typeof e.attr === 'string' ? e.attr : '',
        message: clip(String(e.detail ?? e.code ?? 'error')),
        ...(typeof e.code === 'string' ? { code: e.code } : {}),
      }));
    return { message: problems[0]?.message, problems, isHtml: false };
  }
  if (obj.success === false || 'error' in obj) {
    const err = obj.error;
    if (typeof err === 'string') return { message: clip(err), problems: [], isHtml: false };
    if (err && typeof err === 'object') {
      const problems = fromFieldMap(err as Record<string, unknown>);
      return { message: problems[0]?.message ?? 'The request failed.', problems, isHtml: false };
    }
    return { message: 'The server reported a failure without details.', problems: [], isHtml: false };
  }
  if (typeof obj.detail === 'string') return { message: clip(obj.detail), problems: [], isHtml: false };
  const problems = fromFieldMap(obj);
  return {
    message: problems[0] ? `${problems[0].field ? `${problems[0].field}: ` : ''}${problems[0].message}` : undefined,
    problems,
    isHtml: false,
  };
}

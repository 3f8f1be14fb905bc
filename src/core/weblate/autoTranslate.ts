// Weblate's own automatic translation of one translation, run on the server (#46 item 5, for maintainers):
// POST /api/translations/{project}/{component}/{language}/autotranslate/. Read from weblate/api/views.py
// (TranslationViewSet.autotranslate) and weblate/trans/forms.py (AutoForm) of both releases, and checked
// against both by test/conformance/checks-autoTranslate.ts:
//
// - 5.10.4 picks the strings by `filter_type` (all, nottranslated, todo, fuzzy, check:inconsistent,
//   check:translated); 2026.10.1 by `q`, a search query (required there; `filter_type` is ignored). Both
//   are sent, the same strings meant: todo = state:<translated, nottranslated = state:empty, fuzzy =
//   state:needs-editing.
// - `mode`: suggest, translate, fuzzy (and approved, for reviewers); `auto_source`: others (other
//   components' translations; `component` names one by id, empty: all of the project) or mt (the
//   server's machine-translation `engines`, by id, answers at or above `threshold`, 1–100, default 80).
// - It answers 200 `{"details": "Automatic translation completed, 3 strings were updated."}` (a failure
//   inside is also 200, "Automatic translation failed: …"); 2026.10.1 may answer 202 with a `task_url`
//   when asked for `background` or its tasks are not run at once. 400 names the field (`mode`,
//   `filter_type`/`q`, `engines`, `threshold`); 403 without the right ("Can not auto translate") or when
//   the component is locked.
import { z } from 'zod';
import type { WeblateClient } from './client';

export type AutoTranslateMode = 'suggest' | 'translate' | 'fuzzy';
export type AutoTranslateFilter = 'todo' | 'nottranslated' | 'fuzzy';

/** The same strings in 2026.10.1's query language. */
export const AUTO_TRANSLATE_QUERIES: Record<AutoTranslateFilter, string> = {
  todo: 'state:<translated',
  nottranslated: 'state:empty',
  fuzzy: 'state:needs-editing',
};

export interface AutoTranslateRequest {
  mode: AutoTranslateMode;
  filter: AutoTranslateFilter;
  source: { kind: 'others'; component?: number } | { kind: 'mt'; engines: string[]; threshold: number };
}

export const AutoTranslateResultSchema = z.looseObject({
  details: z.string(),
  task_url: z.string().optional(),
});
export type AutoTranslateResult = z.output<typeof AutoTranslateResultSchema>;

const seg = (s: string) => encodeURIComponent(s);

/** The body both releases read (each ignores the other's filter field). */
export function autoTranslateBody(r: AutoTranslateRequest): Record<string, unknown> {
  return {
    mode: r.mode,
    filter_type: r.filter,
    q: AUTO_TRANSLATE_QUERIES[r.filter],
    auto_source: r.source.kind,
    component: r.source.kind === 'others' && r.source.component !== undefined ? String(r.source.component) : '',
    engines: r.source.kind === 'mt' ? r.source.engines : [],
    threshold: r.source.kind === 'mt' ? r.source.threshold : 80,
  };
}

/**
 * Runs it. Not repeated on a network error: the server may have translated already (the HTTP layer never
 * retries a POST that may have reached it).
 */
export function autoTranslate(
  client: WeblateClient,
  t: { project: string; component: string; language: string },
  request: AutoTranslateRequest,
): Promise<AutoTranslateResult> {
  return client.http.requestJson(
    {
      method: 'POST',
      url: `translations/${seg(t.project)}/${seg(t.component)}/${seg(t.language)}/autotranslate/`,
      endpoint: 'POST /api/translations/{project}/{component}/{language}/autotranslate/',
      body: autoTranslateBody(request),
    },
    AutoTranslateResultSchema,
  );
}

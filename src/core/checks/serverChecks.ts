// The failing checks the server reports, by name. The API gives a unit only `has_failing_check`; the names
// come from Weblate's search: `check:=<id>` (an exact name on 5.10.4 and 2026.10.1 alike; `check:<id>` is a
// substring on 2026). Asking that once per check id per translation, again whenever the translation
// changed, cost 82 requests and more per failing string (#43 item 6). Now only the string shown is asked
// about, by groups: `id:<unit> AND (check:=a OR check:=b …)` says whether any check of a group fails on it.
// The checks the panel runs itself and expects to fail are asked one by one; all others first in two
// halves, and only a half that fails is split into groups of about eight, and a group that fails into its
// ids — all of a round in parallel. A string failing only what the panel predicted costs 1 + its checks;
// one failing a check only the server runs about 2 + 6 + 8, in three round trips. The answer is kept per
// window until the string's text, state or failing mark changes (a save, or someone else's).
import type { Translation, Unit, WeblateClient } from '../weblate';
import { equals } from '../weblate/query';

/**
 * Weblate's checks on translations (check_id of weblate/checks/*.py, 5.10.4 ∪ 2026.10.1; source-only
 * checks left out): what `check:=` may find.
 */
export const WEBLATE_TARGET_CHECKS: readonly string[] = [
  'accelerator',
  'ai_accuracy',
  'ai_fluency',
  'ai_formatting',
  'ai_style',
  'ai_terminology',
  'angularjs_format',
  'asciidoc-markup',
  'automattic_components_format',
  'bbcode',
  'begin_newline',
  'begin_space',
  'c_format',
  'c_sharp_format',
  'check_glossary',
  'double_space',
  'duplicate',
  'end_colon',
  'end_ellipsis',
  'end_exclamation',
  'end_interrobang',
  'end_newline',
  'end_question',
  'end_semicolon',
  'end_space',
  'end_stop',
  'es_format',
  'escaped_newline',
  'fluent-parts',
  'fluent-references',
  'fluent-target-inner-html',
  'fluent-target-syntax',
  'i18next_interpolation',
  'icu_message_format',
  'inconsistent',
  'java_format',
  'java_printf_format',
  'javascript_format',
  'kabyle-characters',
  'kashida',
  'laravel_format',
  'lua_format',
  'max-length',
  'max-lines',
  'max-size',
  'md-link',
  'md-reflink',
  'md-syntax',
  'multiple_capital',
  'newline-count',
  'objc_format',
  'object_pascal_format',
  'percent_placeholders',
  'perl_brace_format',
  'perl_format',
  'php_format',
  'placeholders',
  'plurals',
  'prohibited_initial_character',
  'punctuation_spacing',
  'python_brace_format',
  'python_format',
  'qt_format',
  'qt_plural_format',
  'regex',
  'reused',
  'rst-references',
  'rst-syntax',
  'ruby_format',
  'safe-html',
  'safe-mdx',
  'same',
  'same-plurals',
  'scheme_format',
  'translated',
  'unnamed_format',
  'url',
  'vue_format',
  'xml-chars-around-tags',
  'xml-invalid',
  'xml-tags',
  'zero-width-space',
];

/** Ids asked in one query at most (the query stays well below the URL lengths servers accept). */
const GROUP = 8;

interface Known {
  target: string;
  state: number;
  checks: Promise<string[]>;
}

export class ServerChecks {
  private readonly kept = new Map<number, Known>();

  constructor(private readonly client: WeblateClient) {}

  /**
   * The ids of the checks the server reports failing on `unit` of `t` (not dismissed ones), in
   * WEBLATE_TARGET_CHECKS order. `predicted`: the ids the panel's own checks fail on the saved text;
   * `judged`: the ids they pass on it, which are not asked (the panel's verdict is Weblate's, #43 item 4).
   */
  of(
    t: Translation,
    unit: Unit,
    predicted: readonly string[] = [],
    signal?: AbortSignal,
    judged: readonly string[] = [],
  ): Promise<string[]> {
    if (!unit.has_failing_check) {
      this.kept.delete(unit.id);
      return Promise.resolve([]);
    }
    const target = JSON.stringify(unit.target);
    const known = this.kept.get(unit.id);
    if (known && known.target === target && known.state === unit.state) return known.checks;
    const checks = this.read(t, unit.id, predicted, signal, judged);
    this.kept.set(unit.id, { target, state: unit.state, checks });
    checks.catch(() => this.kept.get(unit.id)?.checks === checks && this.kept.delete(unit.id));
    return checks;
  }

  /** A string was saved (or anything, with no id): its checks are asked again next time. */
  forget(unitId?: number): void {
    if (unitId === undefined) this.kept.clear();
    else this.kept.delete(unitId);
  }

  private async read(
    t: Translation,
    unitId: number,
    predicted: readonly string[],
    signal: AbortSignal | undefined,
    judged: readonly string[],
  ) {
    const expected = WEBLATE_TARGET_CHECKS.filter((id) => predicted.includes(id));
    const rest = WEBLATE_TARGET_CHECKS.filter((id) => !predicted.includes(id) && !judged.includes(id));
    const half = Math.ceil(rest.length / 2);
    const found = await Promise.all([
      ...expected.map((id) => this.failingAmong(t, unitId, [id], signal)),
      this.failingAmong(t, unitId, rest.slice(0, half), signal),
      this.failingAmong(t, unitId, rest.slice(half), signal),
    ]);
    const failing = new Set(found.flat());
    return WEBLATE_TARGET_CHECKS.filter((id) => failing.has(id));
  }

  /** Which of `ids` fail on the unit: asked as one group, then split where the group fails. */
  private async failingAmong(t: Translation, unitId: number, ids: string[], signal?: AbortSignal): Promise<string[]> {
    if (ids.length === 0 || !(await this.fails(t, unitId, ids, signal))) return [];
    if (ids.length === 1) return ids;
    const size = ids.length > GROUP ? GROUP : 1;
    const parts: string[][] = [];
    for (let i = 0; i < ids.length; i += size) parts.push(ids.slice(i, i + size));
    // A group of one that fails is known without asking again.
    const found = await Promise.all(
      parts.map((part) =>
        part.length === 1
          ? this.fails(t, unitId, part, signal).then((f) => (f ? part : []))
          : this.failingAmong(t, unitId, part, signal),
      ),
    );
    return found.flat();
  }

  /** Whether any of `ids` fails on the unit: one query of the translation's units, one item asked for. */
  private async fails(t: Translation, unitId: number, ids: string[], signal?: AbortSignal): Promise<boolean> {
    const checks = ids.map((id) => equals('check', id)).join(' OR ');
    const page = await this.client.listTranslationUnitsPage(
      t.component.project.slug,
      t.component.slug,
      t.language.code,
      1,
      { q: `id:${unitId} AND (${checks})`, pageSize: 1, signal },
    );
    return page.items.some((u) => u.id === unitId);
  }
}

// The failing checks the server reports, by name. The API gives a unit only `has_failing_check`; the names
// come from Weblate's search: `check:=<id>` on a translation lists its units failing that check (`:=` is
// an exact name on 5.10.4 and 2026.10.1 alike; `check:<id>` is a substring on 2026). So one query per
// check id, once per translation, kept until the translation's last change moves (the change log) or a
// string there is saved. A translation with no failing string costs one request (`has:check`).
import type { Translation, WeblateClient } from '../weblate';
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

/** Queries in flight at once while a translation's checks are read. */
const PARALLEL = 4;

type Failing = Map<number, string[]>;

export class ServerChecks {
  /** Key: translation URL; `version`: its last change when read. */
  private readonly kept = new Map<string, { version: string; failing: Promise<Failing> }>();

  constructor(private readonly client: WeblateClient) {}

  /** The ids of the checks the server reports failing on unit `unitId` of `t` (not dismissed ones). */
  async of(t: Translation, unitId: number, signal?: AbortSignal): Promise<string[]> {
    const version = String(t.last_change ?? '');
    let entry = this.kept.get(t.url);
    if (!entry || entry.version !== version) {
      const failing = this.read(t, signal);
      failing.catch(() => this.kept.delete(t.url));
      this.kept.set(t.url, (entry = { version, failing }));
    }
    return (await entry.failing).get(unitId) ?? [];
  }

  /** A string of `translationUrl` (or any) was saved: its checks are read again next time. */
  forget(translationUrl?: string): void {
    if (translationUrl === undefined) this.kept.clear();
    else this.kept.delete(translationUrl);
  }

  private async read(t: Translation, signal?: AbortSignal): Promise<Failing> {
    const failing: Failing = new Map();
    if ((await this.units(t, 'has:check', signal)).length === 0) return failing;
    const queue = [...WEBLATE_TARGET_CHECKS];
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift())
        for (const unitId of await this.units(t, equals('check', id), signal))
          failing.set(unitId, [...(failing.get(unitId) ?? []), id]);
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    for (const [unitId, ids] of failing)
      failing.set(
        unitId,
        WEBLATE_TARGET_CHECKS.filter((c) => ids.includes(c)),
      );
    return failing;
  }

  /** Ids of the translation's units matching `q`, every page. */
  private async units(t: Translation, q: string, signal?: AbortSignal): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const res = await this.client.listTranslationUnitsPage(
        t.component.project.slug,
        t.component.slug,
        t.language.code,
        page,
        { q, pageSize: 1000, signal },
      );
      ids.push(...res.items.map((u) => u.id));
      if (!res.next) return ids;
    }
  }
}

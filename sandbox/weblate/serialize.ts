// Records → the seed's wire format. Cross-references are absolute URLs ending in `?format=api` (seed
// rule 4), built from the origin the request came in on; `null` where there is no target.
import { createHash } from 'node:crypto';
import { ACTION_NAMES } from './actions';
import {
  computeStats,
  percent,
  STATE,
  type ChangeRec,
  type ComponentRec,
  type LanguageRec,
  type ProjectRec,
  type Stats,
  type TranslationRec,
  type UnitRec,
  type WeblateDb,
} from './model';

export class Serializer {
  constructor(
    private readonly db: WeblateDb,
    private readonly origin: string,
    /** Lying filenames by "project/component/language" (SandboxSettings.filenames). */
    private readonly filenames: Record<string, string> = {},
    /** 2026.x links a unit to its screenshots; 5.10.4 (the sandbox without the review routes) does not. */
    private readonly unitScreenshots = true,
  ) {}

  api(path: string): string {
    return `${this.origin}/api/${path}?format=api`;
  }

  web(path: string): string {
    return `${this.origin}/${path}`;
  }

  project(p: ProjectRec) {
    const key = `projects/${p.slug}/`;
    return {
      name: p.name,
      slug: p.slug,
      id: p.id,
      web: p.web,
      components_list_url: this.api(`${key}components/`),
      repository_url: this.api(`${key}repository/`),
      statistics_url: this.api(`${key}statistics/`),
      changes_list_url: this.api(`${key}changes/`),
      languages_url: this.api(`${key}languages/`),
      translation_review: p.slug === 'atlas',
      source_review: false,
      set_language_team: true,
      web_url: this.web(`projects/${p.slug}/`),
      url: this.api(key),
      instructions: p.instructions,
      enable_hooks: true,
      language_aliases: '',
    };
  }

  language(l: LanguageRec) {
    return {
      code: l.code,
      name: l.name,
      plural: { ...l.plural },
      aliases: [...l.aliases],
      direction: l.direction,
      web_url: this.web(`languages/${l.code}/`),
      url: this.api(`languages/${l.code}/`),
      statistics_url: this.api(`languages/${l.code}/statistics/`),
    };
  }

  component(c: ComponentRec) {
    const p = this.projectOf(c);
    const key = `components/${p.slug}/${c.slug}/`;
    return {
      name: c.name,
      slug: c.slug,
      id: c.id,
      source_language: this.language(this.db.languages.get(c.sourceLanguage)!),
      project: this.project(p),
      vcs: c.vcs,
      repo: c.repo,
      git_export: c.vcs === 'git' ? this.web(`git/${p.slug}/${c.slug}/`) : '',
      branch: c.vcs === 'git' ? 'main' : '',
      push_branch: '',
      filemask: c.filemask,
      template: c.template,
      edit_template: false,
      intermediate: '',
      new_base: c.fileFormat === 'tbx' ? '' : c.template,
      file_format: c.fileFormat,
      license: c.license,
      agreement: '',
      new_lang: c.isGlossary ? 'none' : 'add',
      language_code_style: c.isGlossary ? '' : 'bcp_long',
      push: c.vcs === 'git' ? c.repo : '',
      check_flags: '',
      priority: 100,
      enforced_checks: [],
      restricted: false,
      repoweb:
        c.vcs === 'git' ? `https://git.example.org/${p.slug}/${c.slug}/blob/{{branch}}/{{filename}}#L{{line}}` : '',
      report_source_bugs: '',
      merge_style: 'rebase',
      commit_message:
        'Translated using Weblate ({{ language_name }})\n\nCurrently translated at {{ stats.translated_percent }}% ({{ stats.translated }} of {{ stats.all }} strings)\n\nTranslation: {{ project_name }}/{{ component_name }}\nTranslate-URL: {{ url }}',
      add_message: 'Added translation using Weblate ({{ language_name }})\n',
      delete_message: 'Deleted translation using Weblate ({{ language_name }})\n',
      merge_message: "Merge branch '{{ component_remote_branch }}' into Weblate.\n",
      addon_message: 'Update translation files\n\nUpdated by "{{ addon_name }}" add-on in Weblate.\n',
      allow_translation_propagation: true,
      manage_units: c.manageUnits,
      enable_suggestions: true,
      suggestion_voting: false,
      suggestion_autoaccept: 0,
      push_on_commit: true,
      commit_pending_age: 24,
      // Not in the seed; real 5.10.4 and 2026.10.1 carry it (the tree shows a lock from it, no extra request).
      locked: c.locked,
      auto_lock_error: true,
      language_regex: '^[^.]+$',
      variant_regex: '',
      is_glossary: c.isGlossary,
      glossary_color: 'silver',
      addons: [],
      license_url: c.license === 'MIT' ? 'https://spdx.org/licenses/MIT.html' : null,
      web_url: this.web(`projects/${p.slug}/${c.slug}/`),
      url: this.api(key),
      repository_url: this.api(`${key}repository/`),
      translations_url: this.api(`${key}translations/`),
      statistics_url: this.api(`${key}statistics/`),
      lock_url: this.api(`${key}lock/`),
      links_url: this.api(`${key}links/`),
      changes_list_url: this.api(`${key}changes/`),
      task_url: null,
    };
  }

  translation(t: TranslationRec) {
    const c = this.db.components[t.componentId - 1]!;
    const p = this.projectOf(c);
    const key = `translations/${p.slug}/${c.slug}/${t.language}/`;
    const s = this.stats(t);
    const last = this.lastChange(t);
    const filename = this.filenames[`${p.slug}/${c.slug}/${t.language}`] ?? c.filemask.replace('*', t.languageCode);
    return {
      language: this.language(this.db.languages.get(t.language)!),
      component: this.component(c),
      language_code: t.languageCode,
      id: t.id,
      filename,
      revision: `${commitId(`${t.id}:local`)},${commitId(`${t.id}:remote`)}`,
      web_url: this.web(`projects/${p.slug}/${c.slug}/${t.language}/`),
      share_url: this.web(`engage/${p.slug}/${t.language}/`),
      translate_url: this.web(`translate/${p.slug}/${c.slug}/${t.language}/`),
      url: this.api(key),
      is_template: t.isSource && c.template !== '',
      is_source: t.isSource,
      total: s.total,
      total_words: s.totalWords,
      translated: s.translated,
      translated_words: s.translatedWords,
      translated_percent: percent(s.translated, s.total),
      fuzzy: s.fuzzy,
      fuzzy_words: s.fuzzyWords,
      fuzzy_percent: percent(s.fuzzy, s.total),
      failing_checks: s.failing,
      failing_checks_words: s.failingWords,
      failing_checks_percent: percent(s.failing, s.total),
      have_suggestion: s.suggestions,
      have_comment: s.comments,
      last_change: last?.timestamp ?? null,
      last_author: last?.author ? this.fullName(last.author) : null,
      repository_url: this.api(`${key}repository/`),
      file_url: this.api(`${key}file/`),
      statistics_url: this.api(`${key}statistics/`),
      changes_list_url: this.api(`${key}changes/`),
      units_list_url: this.api(`${key}units/`),
    };
  }

  unit(u: UnitRec) {
    const t = this.db.translations[u.translationId - 1]!;
    const c = this.db.components[t.componentId - 1]!;
    const p = this.projectOf(c);
    return {
      translation: this.api(`translations/${p.slug}/${c.slug}/${t.language}/`),
      source: [...u.source],
      previous_source: u.previousSource,
      target: [...u.target],
      id_hash: u.idHash,
      content_hash: u.contentHash,
      location: u.location,
      context: u.context,
      note: u.note,
      flags: u.flags,
      state: u.state,
      fuzzy: u.state === STATE.fuzzy,
      translated: u.state >= STATE.translated,
      approved: u.state === STATE.approved,
      position: u.position,
      has_suggestion: u.hasSuggestion,
      has_comment: u.hasComment,
      has_failing_check: u.hasFailingCheck,
      num_words: u.numWords,
      source_unit: this.api(`units/${u.sourceUnitId}/`),
      priority: u.priority,
      id: u.id,
      web_url: this.web(`translate/${p.slug}/${c.slug}/${t.language}/?checksum=${checksum(u.idHash)}`),
      url: this.api(`units/${u.id}/`),
      explanation: u.explanation,
      extra_flags: u.extraFlags,
      // 2026.10.1 sends it on every unit: {} without TBX metadata (5.10.4 has no such field).
      tbx_terms: u.tbxTerms ?? {},
      ...(this.unitScreenshots ? { screenshots_url: this.api(`units/${u.id}/screenshots/`) } : {}),
    };
  }

  change(ch: ChangeRec) {
    const unit = ch.unitId ? this.api(`units/${ch.unitId}/`) : null;
    const comp = ch.componentId ? this.db.components[ch.componentId - 1]! : undefined;
    const tr = ch.translationId ? this.db.translations[ch.translationId - 1]! : undefined;
    const p = comp ? this.projectOf(comp) : undefined;
    return {
      unit,
      component: comp ? this.api(`components/${p!.slug}/${comp.slug}/`) : null,
      translation: tr && comp ? this.api(`translations/${p!.slug}/${comp.slug}/${tr.language}/`) : null,
      user: ch.user ? this.api(`users/${ch.user}/`) : null,
      author: ch.author ? this.api(`users/${ch.author}/`) : null,
      timestamp: ch.timestamp,
      action: ch.action,
      target: ch.target,
      id: ch.id,
      action_name: ACTION_NAMES[ch.action] ?? `Action ${ch.action}`,
      url: this.api(`changes/${ch.id}/`),
    };
  }

  statistics(
    s: Stats,
    name: string,
    url: string,
    lastChange: string | null,
    code?: string,
    lastAuthor?: string | null,
  ) {
    return {
      total: s.total,
      total_words: s.totalWords,
      total_chars: s.totalChars,
      last_change: lastChange,
      recent_changes: 0,
      translated: s.translated,
      translated_words: s.translatedWords,
      translated_percent: percent(s.translated, s.total),
      translated_words_percent: percent(s.translatedWords, s.totalWords),
      translated_chars: s.translatedChars,
      translated_chars_percent: percent(s.translatedChars, s.totalChars),
      fuzzy: s.fuzzy,
      fuzzy_percent: percent(s.fuzzy, s.total),
      failing: s.failing,
      failing_percent: percent(s.failing, s.total),
      approved: s.approved,
      approved_percent: percent(s.approved, s.total),
      readonly: s.readonly,
      readonly_percent: percent(s.readonly, s.total),
      suggestions: s.suggestions,
      comments: s.comments,
      name,
      url,
      ...(code !== undefined ? { code } : {}),
      // Real servers add last_author to translation statistics (wlc reads it); the seed's table omits it.
      ...(lastAuthor !== undefined ? { last_author: lastAuthor } : {}),
    };
  }

  translationStatistics(t: TranslationRec, url: string) {
    const last = this.lastChange(t);
    const lang = this.db.languages.get(t.language)!;
    return this.statistics(
      this.stats(t),
      lang.name,
      url,
      last?.timestamp ?? null,
      t.language,
      last?.author ? this.fullName(last.author) : null,
    );
  }

  stats(t: TranslationRec): Stats {
    t.statsCache ??= computeStats(this.db, t.unitIds);
    return t.statsCache;
  }

  projectOf(c: ComponentRec): ProjectRec {
    return this.db.projects[c.projectId - 1]!;
  }

  lastChange(t: TranslationRec): ChangeRec | undefined {
    for (let i = this.db.changes.length - 1; i >= 0; i--) {
      if (this.db.changes[i]!.translationId === t.id) return this.db.changes[i];
    }
    return undefined;
  }

  fullName(username: string): string {
    return this.db.users.find((u) => u.username === username)?.fullName ?? username;
  }
}

/** A stable 40-hex-digit commit identifier. */
function commitId(seed: string): string {
  return createHash('sha1').update(seed).digest('hex');
}

/** Weblate's checksum in web URLs: the signed 64-bit hash + 2^63, as 16 hex digits. */
export function checksum(hash: bigint): string {
  return (hash + 2n ** 63n).toString(16).padStart(16, '0');
}

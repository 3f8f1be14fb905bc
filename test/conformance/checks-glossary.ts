// Glossary matching (src/core/glossary) against Weblate's own: terms are added to the project's glossary
// over the API, some flagged forbidden, read-only or terminology on their source string, chosen from the
// words of the fixture's strings so that case, word boundaries, overlapping and multi-word terms all
// occur; then, for every string of the fixture translation, the terms Weblate's get_glossary_terms gives
// in the server's own Django environment (what its editor shows) must be the terms Scriptorium's matcher
// finds from the API's data, in the same order, with the same flags. Real servers only: the sandbox has
// no Weblate code to ask (its glossary is covered by test/unit/glossary).
import { strict as assert } from 'node:assert';
import { ValidationError } from '../../src/core/http/errors';
import { addGlossaryTerm, GlossaryCache } from '../../src/core/glossary';
import { editUnitDetails } from '../../src/core/weblate';
import type { Check } from './check';
import type { Target } from './targets';

/** Prints, for every unit of the translation, Weblate's glossary terms: [id, forbidden, read-only, terminology]. */
const EXPECTED_PY = (project: string, component: string, language: string) => `
import json
from weblate.trans.models import Unit
from weblate.glossary.models import get_glossary_terms
try:
    from weblate.utils.terminology import term_forbidden
except ImportError:
    term_forbidden = None
out = {}
units = Unit.objects.filter(translation__component__project__slug=${JSON.stringify(project)},
    translation__component__slug=${JSON.stringify(component)}, translation__language__code=${JSON.stringify(language)})
for unit in units:
    rows = []
    for term in get_glossary_terms(unit):
        forbidden = "forbidden" in term.all_flags
        sources = getattr(term, "glossary_sources", None)
        if term_forbidden is not None and sources:
            forbidden = forbidden or all(term_forbidden(r) for r in sources)
        read_only = getattr(term, "untranslatable", None)
        if read_only is None:
            read_only = "read-only" in term.all_flags
        rows.append([term.pk, forbidden, bool(read_only), "terminology" in term.all_flags])
    out[str(unit.pk)] = rows
print("@@GLOSSARY@@" + json.dumps(out))
`;

/** Terms picked from the strings' own words: frequent words, a title-cased one, a phrase, a word's prefix. */
function pickTerms(sources: string[]): string[] {
  const count = new Map<string, number>();
  for (const s of sources)
    for (const w of s.toLowerCase().match(/\p{L}{4,}/gu) ?? []) count.set(w, (count.get(w) ?? 0) + 1);
  const frequent = [...count].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
  const phrase = sources.map((s) => /\p{L}{3,} \p{L}{3,}/u.exec(s)?.[0]).find(Boolean);
  const long = frequent.find((w) => w.length >= 7);
  const title = frequent[2] ? frequent[2][0]!.toUpperCase() + frequent[2].slice(1) : undefined;
  return [
    ...new Set(
      [frequent[0], frequent[1], title, phrase, long?.slice(0, 4), frequent[3]].filter((x): x is string => !!x),
    ),
  ];
}

async function addTerms(t: Target, glossary: { project: string; slug: string }, terms: string[]): Promise<number[]> {
  const admin = t.client(t.admin);
  const sourceIds: number[] = [];
  for (const term of terms) {
    try {
      const unit = await addGlossaryTerm(admin, glossary, t.fx.language, term, `${term} (de)`);
      sourceIds.push(Number(/\/units\/(\d+)\//.exec(unit.source_unit ?? '')?.[1]));
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err; // a term already there (a second run) stays as it is
    }
  }
  return sourceIds;
}

export const glossaryChecks: Check[] = [
  {
    name: 'glossary: the terms of every string are the ones Weblate get_glossary_terms gives, with their flags',
    timeoutMs: 5 * 60_000,
    async run(t) {
      if (!t.shell) return; // the sandbox: no Weblate code to ask
      const { project, component, language } = t.fx;
      const translator = t.client(t.translator);
      const units = await translator.listTranslationUnits(project, component, language);
      const cache = new GlossaryCache(t.client(t.admin));
      const glossaries = await cache.glossaries(project);
      assert.ok(glossaries.length > 0, `Weblate made a glossary for ${project}`);
      const glossary = glossaries[0]!;
      const admin = t.client(t.admin);
      const translations = await admin.listTranslations(glossary.project, glossary.slug);
      if (!translations.some((x) => x.language.code === language))
        await admin.http.requestJson(
          {
            method: 'POST',
            url: `components/${glossary.project}/${glossary.slug}/translations/`,
            endpoint: 'POST /api/components/{project}/{component}/translations/',
            body: { language_code: language },
          },
          (await import('zod')).z.unknown(),
        );
      const terms = pickTerms(units.map((u) => u.source.join(' ')));
      assert.ok(terms.length >= 4, `terms picked: ${terms.join(', ')}`);
      const sourceIds = await addTerms(t, glossary, terms);
      const flags = ['forbidden', 'read-only', 'terminology'];
      for (const [i, id] of sourceIds.slice(0, flags.length).entries())
        await editUnitDetails(admin, id, { extra_flags: flags[i]! });

      const printed = t.shell(EXPECTED_PY(project, component, language));
      const marker = printed.lastIndexOf('@@GLOSSARY@@');
      assert.ok(marker >= 0, `Weblate's shell printed no answer:\n${printed.slice(-2000)}`);
      const expected = JSON.parse(printed.slice(marker + '@@GLOSSARY@@'.length)) as Record<string, unknown[]>;

      const sourceLanguage = (await admin.getComponent(project, component)).source_language?.code ?? 'en';
      const index = await new GlossaryCache(translator).index(project, language);
      let matched = 0;
      for (const u of units) {
        const ours = index
          .match(u.source, sourceLanguage, u.id)
          .map((m) => [m.unitId, m.forbidden, m.readOnly, m.terminology]);
        matched += ours.length;
        assert.deepEqual(ours, expected[String(u.id)] ?? [], `unit ${u.id} "${u.source.join(' | ')}"`);
      }
      assert.ok(matched >= terms.length, `the strings hold the terms (${matched} matches for ${terms.join(', ')})`);
    },
  },
];

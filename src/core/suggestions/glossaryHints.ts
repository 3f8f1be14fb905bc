// The glossary terms of a source as a provider is told them: required translations, untranslatable terms,
// and forbidden translations named as forbidden. One text for DeepL's `context` and for a chat prompt.
import type { GlossaryHint } from './types';

/** A glossary term as the panel's Glossary section and the batch know it. */
export interface HintedTerm {
  source: string;
  readOnly: boolean;
  targets: { text: string; forbidden: boolean }[];
}

/** The terms as a provider is told them: one hint per translation, an untranslatable term as such. */
export function hintsOf(terms: readonly HintedTerm[]): GlossaryHint[] {
  return terms.flatMap((t): GlossaryHint[] =>
    t.readOnly
      ? [{ source: t.source, forbidden: false, readOnly: true }]
      : t.targets.map((x) => ({ source: t.source, translation: x.text, forbidden: x.forbidden, readOnly: false })),
  );
}

/** Other languages told at most. */
export const OTHER_LANGUAGES_MAX = 3;

/** The string in other languages, one line each (DeepL's context, the chat prompt). */
export function otherLanguageLines(others: { language: string; text: string }[] = []): string[] {
  return others
    .slice(0, OTHER_LANGUAGES_MAX)
    .map((o) => `The same string in ${JSON.stringify(o.language)}: ${JSON.stringify(o.text)}.`);
}

/** Terms told at most: a string with more is rare, and a prompt is not a glossary. */
export const GLOSSARY_HINTS_MAX = 30;

/** One line per term, in English (the engines' instructions language), quoting the terms as JSON strings. */
export function glossaryLines(hints: GlossaryHint[]): string[] {
  const q = (s: string) => JSON.stringify(s);
  const lines: string[] = [];
  for (const h of hints.slice(0, GLOSSARY_HINTS_MAX)) {
    if (h.readOnly) lines.push(`Keep ${q(h.source)} untranslated.`);
    else if (h.forbidden && h.translation)
      lines.push(`Forbidden: never translate ${q(h.source)} as ${q(h.translation)}.`);
    else if (h.translation) lines.push(`Translate ${q(h.source)} as ${q(h.translation)}.`);
  }
  return lines;
}

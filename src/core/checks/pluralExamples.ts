// Which plural forms may leave a format string or placeholder out. Weblate lets a form whose example numbers
// are a single number ("one" in English and German is only 1) or exactly 0 and 1 (French) drop the count:
// "One file" for "%d files" (BaseFormatCheck.check_generator, PlaceholderCheck). It reads the examples
// from the translation's plural formula; the panel does not evaluate formulas, so this is the answer of
// Weblate's default formulas for the languages where it differs from the common case (the first form is
// one number, every other form many). A language missing here is judged as the common case.

/** Languages whose first form covers many numbers (1, 21, 31… or 0, 10, 11…). */
const MANY_IN_FIRST = new Set(['ru', 'uk', 'be', 'sr', 'hr', 'bs', 'sh', 'lt', 'lv', 'is', 'mk', 'sl', 'gd']);

/** Languages with later forms of a single number: Arabic's zero, one, two; Irish's two. */
const SINGLE_LATER: Record<string, number[]> = { ar: [1, 2], ga: [1] };

const baseOf = (language: string) => language.replace('-', '_').split(/[_@]/)[0]!.toLowerCase();

/** Whether form `form` of `formCount` in `language` may leave out what the source has. */
export function pluralFormIgnoresMissing(language: string, form: number, formCount: number): boolean {
  const base = baseOf(language);
  if (formCount <= 1) return false;
  if (form === 0) return !MANY_IN_FIRST.has(base);
  return SINGLE_LATER[base]?.includes(form) ?? false;
}

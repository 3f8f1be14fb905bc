// The plural form a count takes in a language, as the two forms Scriptorium's texts carry: "one" and
// "other" (CLDR's rules through Intl, so French says "0 fichier" and English "0 files"). A language with
// more forms (Czech's few, many) gets "other" for them: the texts have no third form.

/** "one" when the language's rule puts `count` in its singular form, else "other". */
export function pluralForm(count: number, locale: string | undefined): 'one' | 'other' {
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale);
  } catch {
    rules = new Intl.PluralRules('en'); // a tag Intl refuses (the pseudo-locale's is accepted, as any)
  }
  return rules.select(count) === 'one' ? 'one' : 'other';
}

// What the Glossary section shows of each matched term and what it offers to insert (no vscode import: unit
// tested). Weblate's rules as its glossary sidebar shows them: an untranslatable term (`read-only`) is
// kept as it is in the source, so its source is what it offers and no translation is listed beside it; a
// forbidden term, or a forbidden translation, is a warning of what not to write, so it is never offered as
// an insert. Only the terms that offer an insert are numbered, in order, for Alt+1…9 and the quick pick.
import type { MatchedTerm } from '../../core/glossary';
import type { GlossaryTermView } from './glossaryProtocol';

/** The text inserting the term types, or undefined when the term offers nothing to insert. */
export function insertOf(term: Pick<MatchedTerm, 'readOnly' | 'forbidden' | 'source' | 'targets'>): string | undefined {
  if (term.forbidden) return undefined;
  if (term.readOnly) return term.source[0] || undefined;
  return term.targets.find((x) => !x.forbidden)?.text || undefined;
}

/** The page's view of each term; `withGlossaryName`: the project has terms from more than one glossary. */
export function glossaryTermViews(terms: readonly MatchedTerm[], withGlossaryName: boolean): GlossaryTermView[] {
  let numbered = 0;
  return terms.map((t) => {
    const insert = insertOf(t);
    return {
      source: t.source.join(' | '),
      ...(insert !== undefined ? { insert, key: ++numbered } : {}),
      // An untranslatable term has no translation to list: it is written as its source.
      targets: t.readOnly ? [] : t.targets.map((x) => ({ text: x.text, forbidden: x.forbidden })),
      forbidden: t.forbidden,
      readOnly: t.readOnly,
      terminology: t.terminology,
      ...(t.possible ? { possible: true } : {}),
      ...(withGlossaryName ? { glossary: t.component.name } : {}),
      explanation: t.explanation,
    };
  });
}

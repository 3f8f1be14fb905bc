// What a file may claim about World Anvil after a write, and whether the article may have changed there
// since. The change date is recorded only when an answer proves it (the write's own answer, else a
// re-read); when neither does, the file records no date rather than an old one, and the next push
// compares the fields instead of skipping the check (a silent overwrite) or failing it (a false conflict).
// limits and validation only, not the index: the markup chunk must not carry the World Anvil clients.
import type { Article } from '../worldanvil';
import { SECTION_FIELDS } from '../worldanvil/limits';
import { withoutCreateOnly } from '../worldanvil/validation';
import type { Bookkeeping } from './articleFile';
import { articleInputOf, PLAIN_FIELDS } from './articleToFile';
import { fieldHashes } from './fieldHashes';

// The fields articleInputOf reads from an article: only these can be compared with what the file recorded.
const COMPARABLE = new Set<string>(['title', ...PLAIN_FIELDS, 'content', ...SECTION_FIELDS]);

type Dated = { update_date?: { date: string } | null } | undefined;

/** The first change date an answer proves (in the order given: the write's answer, then a re-read); undefined when none does. */
export function provenUpdate(...answers: Dated[]): string | undefined {
  for (const a of answers) if (a?.update_date?.date) return a.update_date.date;
  return undefined;
}

/**
 * Whether `remote` may differ from what the file last sent or pulled: by the recorded date when there is
 * one, else by comparing each recorded field the article shows with the article as it is now (an empty
 * text the article leaves out compares as ''). With nothing recorded at all, it may have changed.
 */
export function remoteMayHaveChanged(bookkeeping: Bookkeeping, remote: Article): boolean {
  if (bookkeeping.updated)
    return remote.update_date?.date !== undefined && remote.update_date.date !== bookkeeping.updated;
  const recorded = bookkeeping.hashes;
  if (!recorded || Object.keys(recorded).length === 0) return true;
  const now = fieldHashes(withoutCreateOnly(articleInputOf(remote)));
  return Object.entries(recorded).some(
    ([field, hash]) => COMPARABLE.has(field) && (now[field] ?? fieldHashes({ [field]: '' })[field]) !== hash,
  );
}

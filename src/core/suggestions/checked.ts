// Every suggestion goes through the panel's own checks (core/checks/localChecks.ts) before it is shown,
// as the text would be saved (state "translated"): what it fails is named beside it.
import { runLocalChecks } from '../checks/localChecks';

export interface CheckedSubject {
  /** The source form the suggestion translates. */
  source: string;
  /** The flags the string's checks run with (LoadedUnit.checkFlags). */
  flags: string;
  language: string;
}

/** The ids of the checks `text` fails, `extra` (a broken token's check) first, each once. */
export function suggestionChecks(text: string, subject: CheckedSubject, extra: string[] = []): string[] {
  const failing = runLocalChecks({
    source: [subject.source],
    target: [text],
    state: 20,
    flags: subject.flags,
    language: subject.language,
  });
  return [...new Set([...extra, ...failing])];
}

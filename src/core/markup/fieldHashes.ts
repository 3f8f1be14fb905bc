// What a push needs to know to send only what changed: a short hash per article field of the value last
// sent or pulled, kept in the file's bookkeeping block.
import { createHash } from 'node:crypto';
import type { ArticleInput } from '../worldanvil/validation';

export function fieldHashes(input: ArticleInput): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined) continue;
    out[k] = createHash('sha1').update(JSON.stringify(v)).digest('hex').slice(0, 12);
  }
  return out;
}

/** The fields whose value differs from the hashes recorded at the last pull or push. */
export function changedFields(input: ArticleInput, previous: Record<string, string> | undefined): ArticleInput {
  const now = fieldHashes(input);
  const changed: ArticleInput = {};
  for (const [k, h] of Object.entries(now))
    if (previous?.[k] !== h) changed[k as keyof ArticleInput] = input[k as keyof ArticleInput];
  return changed;
}

// The key style a project already uses, learned from the component's keys, so Extract String proposes keys
// like those around it: natural-language (the key is the source text: `t('Reconcile')`), dotted, snake_case
// or camelCase. Read from at most a few thousand keys; undefined when no style holds a majority.
import { MAX_KEY_LENGTH, type KeyStyle } from './keyProposal';

export type LearnedKeyStyle = KeyStyle | 'natural';

const SAMPLE = 3000;

/** The style most of `keys` follow (each with its source text), or undefined. */
export function learnKeyStyle(keys: Iterable<{ key: string; text: string }>): LearnedKeyStyle | undefined {
  let n = 0;
  const counts = { natural: 0, dotted: 0, snake_case: 0, camelCase: 0 };
  for (const { key, text } of keys) {
    if (n++ >= SAMPLE) break;
    if (key === text.trim() || /\s/.test(key)) counts.natural++;
    else if (key.includes('.')) counts.dotted++;
    else if (key.includes('_')) counts.snake_case++;
    else if (/\p{Ll}\p{Lu}/u.test(key)) counts.camelCase++;
  }
  if (n === 0) return undefined;
  const [style, count] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]!;
  return count * 2 >= n ? (style as LearnedKeyStyle) : undefined;
}

/** The natural-language key of `text`: the text itself, on one line, bounded. */
export const naturalKey = (text: string): string => text.replace(/\s+/g, ' ').trim().slice(0, MAX_KEY_LENGTH);

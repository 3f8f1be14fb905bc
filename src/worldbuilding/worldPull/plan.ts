// Deciding, article by article, what a pull of a world (or of one category) into a folder does — before
// anything is fetched or written. The decision needs only the list (each article's update date), the
// manifest and the files on disk:
//   new        not pulled into this folder before: fetched and written under a fresh safe name
//   update     changed on World Anvil, untouched here: fetched and rewritten
//   unchanged  the same on both sides: nothing fetched, nothing written
//   local      edited here, unchanged on World Anvil: kept as it is (a push sends it)
//   conflict   edited here and changed on World Anvil: fetched for a diff, never written without asking
//   restore    the file was removed here: written again
import { readFile } from 'node:fs/promises';
import { pathInside, safeFileName } from '../../core/guards/fileName';
import type { ArticleSummary } from '../../core/worldanvil';
import { isPlainNameInside, textHash, type Manifest } from './manifest';

export type PullKind = 'new' | 'update' | 'unchanged' | 'local' | 'conflict' | 'restore';

export interface PullStep {
  kind: PullKind;
  article: ArticleSummary;
  /** The file's base name without extension for new articles; the whole name for the others. */
  file: string;
}

async function readText(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Names taken by the manifest and the folder, lower-cased (case-insensitive file systems). */
export function takenNames(manifest: Manifest, existing: readonly string[]): Set<string> {
  return new Set([...Object.values(manifest.articles).map((e) => e.file), ...existing].map((n) => n.toLowerCase()));
}

/**
 * A base name for a new article's file: from its title (else slug, else id) in the guard's safe character
 * set, made unique against `taken` with the id's first characters, then a counter.
 */
export function newBaseName(article: ArticleSummary, taken: Set<string>): string {
  const base = safeFileName([article.title, article.slug, article.id], '');
  const free = (b: string) => !['.md', '.bbcode'].some((ext) => taken.has(`${b}${ext}`.toLowerCase()));
  let name = base;
  if (!free(name)) name = `${base}-${safeFileName([article.id.slice(0, 8)], '')}`;
  for (let i = 2; !free(name); i++) name = `${base}-${i}`;
  taken.add(`${name}.md`.toLowerCase());
  taken.add(`${name}.bbcode`.toLowerCase());
  return name;
}

export async function planPull(folder: string, articles: readonly ArticleSummary[], manifest: Manifest, existing: readonly string[]): Promise<PullStep[]> {
  const taken = takenNames(manifest, existing);
  const steps: PullStep[] = [];
  for (const article of articles) {
    const entry = manifest.articles[article.id];
    if (!entry || !isPlainNameInside(folder, entry.file)) {
      steps.push({ kind: 'new', article, file: newBaseName(article, taken) });
      continue;
    }
    const local = await readText(pathInside(folder, entry.file)!);
    const remoteChanged = article.update_date?.date === undefined || article.update_date.date !== entry.updated;
    let kind: PullKind;
    if (local === undefined) kind = 'restore';
    else if (textHash(local) === entry.hash) kind = remoteChanged ? 'update' : 'unchanged';
    else kind = remoteChanged ? 'conflict' : 'local';
    steps.push({ kind, article, file: entry.file });
  }
  return steps;
}

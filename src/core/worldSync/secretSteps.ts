// A world pull's secrets (#29 item 3): one file per secret in a folder of their own (`Secrets/`), apart
// from the articles, under the same rules as the articles' files. The plan needs only the world's list of
// secrets (each entry carries its update date), the manifest's `secrets` records and the files: the same
// new / update / unchanged / local / conflict / restore decision as for an article (planPull, run on the
// secrets' records). Then one GET per secret the plan has to write or show, and every write through the
// write policy (core/files/safeWrite), recorded in the manifest after each file, as execute.ts does.
// A secret's mentions stay mentions (a secret is not linked to, nor does it link): they round-trip as
// written. Only a whole world's pull has secrets (a category has none) and only through Boromir (Aragorn
// has no secrets).
import { safeFileName } from '../guards/fileName';
import type { ArticleFileFormat, PulledFile } from '../markup/articleToFile';
import { secretToFile } from '../markup/secretFile';
import type { ArticleSummary, Secret, SecretsApi } from '../worldanvil';
import type { Manifest } from './pullManifest';

/** The folder's name (through the file-name guard, as every name a pull makes). */
export const SECRETS_FOLDER = safeFileName(['Secrets'], '');

/** The key planPull files the secrets under: no World Anvil category has it (their ids are UUIDs or numbers). */
const SECRETS_KEY = '#secrets';

/**
 * Where new secret files go: where the manifest's secrets already are (files are never moved unasked),
 * else `Secrets`, or `Secrets-2`… when a category's folder at the top already has that name.
 */
export function secretsFolder(manifest: Manifest, categoryFolders: Iterable<string>): string {
  const first = Object.values(manifest.secrets ?? {})[0]?.file;
  if (first !== undefined && first.includes('/')) return first.slice(0, first.lastIndexOf('/'));
  const taken = new Set([...categoryFolders].map((f) => f.split('/')[0]!.toLowerCase()));
  let name = SECRETS_FOLDER;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${SECRETS_FOLDER}-${i}`;
  return name;
}

/**
 * What planPull needs to plan the secrets as it plans articles: the list's entries as summaries filed
 * under the secrets' folder, the manifest with the secrets' records in place of the articles', and every
 * name the articles have or will have (`articleSteps`' new files too), which no secret may take.
 */
export function secretsToPlan(
  list: readonly Secret[],
  manifest: Manifest,
  context: { articleSteps: ReadonlyArray<{ kind: string; file: string }>; categoryFolders: Iterable<string> },
) {
  const dir = secretsFolder(manifest, context.categoryFolders);
  const summaries: ArticleSummary[] = list.map((s) => ({
    id: s.id,
    title: s.title,
    ...(s.updateDate ? { update_date: s.updateDate } : {}),
    category: { id: SECRETS_KEY, title: dir },
  }));
  const articleNames = [
    ...Object.values(manifest.articles).map((e) => e.file),
    ...context.articleSteps.filter((s) => s.kind === 'new').flatMap((s) => [`${s.file}.md`, `${s.file}.bbcode`]),
  ];
  const records: Manifest = { ...manifest, layout: 'categories', articles: manifest.secrets ?? {} };
  return { dir, summaries, records, articleNames, folders: new Map([[SECRETS_KEY, dir]]) };
}

/** planPull's steps for `secretsToPlan`'s summaries, marked as secrets' steps. */
export function asSecretSteps<S extends { article: ArticleSummary }>(steps: readonly S[]): S[] {
  return steps.map((s) => {
    const { category: _category, ...article } = s.article;
    return { ...s, article, secret: true };
  });
}

/** What a pull step fetched, ready to be rendered as a file in a format (and told where it was written). */
export interface Fetched {
  updated: string | undefined;
  render(format: ArticleFileFormat, name: string, final: boolean): PulledFile;
  wrote(name: string): void;
}

/**
 * A secret fetched for its step (through `fetch`, the pull's request slots). Its mentions stay mentions:
 * a secret is not linked to, nor does it link.
 */
export async function fetchSecret(
  secrets: SecretsApi | undefined,
  id: string,
  worldId: string,
  fetch: <T>(request: () => Promise<T>) => Promise<T>,
  signal?: AbortSignal,
): Promise<Fetched> {
  if (!secrets) throw new Error('This World Anvil API has no secrets.');
  const secret = await fetch(() => secrets.get(id, { signal }));
  return {
    updated: secret.updateDate?.date,
    render: (format) => secretToFile(secret, format, worldId),
    wrote: () => undefined,
  };
}

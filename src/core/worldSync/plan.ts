// Deciding, article by article, what a pull of a world (or of one category) into a folder does — before
// anything is fetched or written. The decision needs only the list (each article's update date), the
// manifest and the files on disk:
//   new        not pulled into this folder before: fetched and written under a fresh safe name
//   update     changed on World Anvil, untouched here: fetched and rewritten
//   unchanged  the same on both sides: nothing fetched, nothing written
//   local      edited here, unchanged on World Anvil: kept as it is (a push sends it)
//   conflict   edited here and changed on World Anvil: fetched for a diff, never written without asking
//   restore    the file was removed here: written again
// A new article goes into its category's folder (nested categories nested, MAX_FOLDER_DEPTH at most),
// named from the category's title through the same guard as file names; an article already pulled stays
// where the manifest has it, so a folder pulled flat before is never rearranged.
import { readdir, readFile } from 'node:fs/promises';
import { pathInside, safeFileName } from '../guards/fileName';
import {
  CategoryIndex,
  readCategories,
  withDescendants,
  type ArticleSummary,
  type Category,
  type WorldAnvilApi,
} from '../worldanvil';
import { isPlainPathInside, MAX_FOLDER_DEPTH, readManifest, textHash, type Manifest } from './pullManifest';
import { asSecretSteps, secretsToPlan } from './secretSteps';

export type PullKind = 'new' | 'update' | 'unchanged' | 'local' | 'conflict' | 'restore';

export interface PullStep {
  kind: PullKind;
  article: ArticleSummary;
  /** The file's path (`/`-separated, inside the folder) without extension for new articles; the whole path for the others. */
  file: string;
  /** A secret's step (secretSteps.ts): `article` is the secret's list entry, its record in `manifest.secrets`. */
  secret?: boolean;
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
 * A folder name from a category's title (else its id): the file-name guard's safe set, without dots (a
 * folder can then never take the name of an article's file beside it), never `node_modules` (the write
 * policy refuses to write there).
 */
function folderName(category: Category): string {
  const name = safeFileName([category.title.replace(/\./g, '-'), category.id.replace(/\./g, '-')], '').replace(
    /\./g,
    '-',
  );
  return /^node_modules$/i.test(name) ? `${name}-` : name;
}

/**
 * Each category's folder relative to the pull's folder (`''` for the folder itself): the categories below
 * `rootId` (the world's top level when undefined), one folder level per nesting level up to
 * MAX_FOLDER_DEPTH, deeper ones in the deepest folder allowed. Siblings whose names differ only in case
 * get the id's first characters. Categories no walk from the root reaches (loops in the parents) have none.
 */
export function categoryFolders(categories: readonly Category[], rootId?: string): Map<string, string> {
  const index = new CategoryIndex(categories);
  const folders = new Map<string, string>();
  if (rootId !== undefined) folders.set(rootId, '');
  // Breadth first with an explicit queue: a chain 100,000 deep costs one pass, never the call stack.
  const queue: Array<{ parentId: string | undefined; path: string; depth: number }> = [
    { parentId: rootId, path: '', depth: 0 },
  ];
  for (let q = 0; q < queue.length; q++) {
    const { parentId, path, depth } = queue[q]!;
    const siblings = new Set<string>();
    for (const child of index.children(parentId)) {
      if (folders.has(child.id)) continue;
      let childPath = path;
      if (depth < MAX_FOLDER_DEPTH) {
        let name = folderName(child);
        if (siblings.has(name.toLowerCase())) name = `${name}-${folderName({ id: child.id.slice(0, 8), title: '' })}`;
        siblings.add(name.toLowerCase());
        childPath = path === '' ? name : `${path}/${name}`;
      }
      folders.set(child.id, childPath);
      queue.push({ parentId: child.id, path: childPath, depth: depth + 1 });
    }
  }
  return folders;
}

/** The names already in the folder and in each of `dirs` below it, as `/`-separated paths (a missing folder has none). */
export async function existingNames(folder: string, dirs: Iterable<string>): Promise<string[]> {
  const names: string[] = [];
  for (const dir of new Set(['', ...dirs])) {
    const path = dir === '' ? folder : pathInside(folder, dir);
    if (!path) continue;
    const entries = await readdir(path).catch(() => [] as string[]);
    names.push(...entries.map((e) => (dir === '' ? e : `${dir}/${e}`)));
  }
  return names;
}

/**
 * A path (without extension) for a new article's file in `dir`: its base name from the title (else slug,
 * else id) in the guard's safe character set, made unique against `taken` (whole paths, lower-cased) with
 * the id's first characters, then a counter.
 */
export function newBaseName(article: ArticleSummary, taken: Set<string>, dir = ''): string {
  const base = `${dir === '' ? '' : `${dir}/`}${safeFileName([article.title, article.slug, article.id], '')}`;
  const free = (b: string) => !['.md', '.bbcode'].some((ext) => taken.has(`${b}${ext}`.toLowerCase()));
  let name = base;
  if (!free(name)) name = `${base}-${safeFileName([article.id.slice(0, 8)], '')}`;
  for (let i = 2; !free(name); i++) name = `${base}-${i}`;
  taken.add(`${name}.md`.toLowerCase());
  taken.add(`${name}.bbcode`.toLowerCase());
  return name;
}

/**
 * The steps of a pull. `existing`: the names in the folder (existingNames); `folders`: each category's
 * folder (categoryFolders), used for new articles unless the manifest's layout is flat.
 */
export async function planPull(
  folder: string,
  articles: readonly ArticleSummary[],
  manifest: Manifest,
  existing: readonly string[],
  folders?: ReadonlyMap<string, string>,
): Promise<PullStep[]> {
  const taken = takenNames(manifest, existing);
  const dirOf = (a: ArticleSummary) =>
    manifest.layout === 'flat' || !folders || !a.category?.id ? '' : (folders.get(a.category.id) ?? '');
  const steps: PullStep[] = [];
  for (const article of articles) {
    const entry = manifest.articles[article.id];
    if (!entry || !isPlainPathInside(folder, entry.file)) {
      steps.push({ kind: 'new', article, file: newBaseName(article, taken, dirOf(article)) });
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

const PER_CATEGORY_LISTS = 10;

/** The articles of a world, or of a category and the categories nested in it. */
async function articlesOf(
  client: WorldAnvilApi,
  target: { worldId: string; categoryId?: string },
  categories: readonly Category[],
  signal?: AbortSignal,
): Promise<ArticleSummary[]> {
  if (target.categoryId === undefined) return client.listAllArticles(target.worldId, { signal });
  const ids = withDescendants(categories, target.categoryId);
  // One list per category while there are few; past that the world's list, read once and filtered, costs
  // fewer requests than a list per category (a chain 20,000 deep would be 20,000 lists).
  if (ids.size > PER_CATEGORY_LISTS)
    return (await client.listAllArticles(target.worldId, { signal })).filter(
      (a) => a.category?.id !== undefined && ids.has(a.category.id),
    );
  const lists = [];
  for (const id of ids) lists.push(await client.listAllArticles(target.worldId, { categoryId: id, signal }));
  return lists.flat();
}

/**
 * Everything a pull asks World Anvil before it fetches an article: the world's categories (for the
 * folders) and the list of its articles (and of a whole world's secrets), whose entries carry each one's
 * update date, so the plan needs no content. Then the plan against the folder's manifest and files.
 */
export async function planWorldPull(
  client: WorldAnvilApi,
  target: { worldId: string; categoryId?: string },
  folder: string,
  signal?: AbortSignal,
): Promise<{ steps: PullStep[]; manifest: Manifest }> {
  const { categories } = await readCategories(client, target.worldId, { signal });
  const articles = await articlesOf(client, target, categories, signal);
  const manifest = await readManifest(folder, target.worldId);
  const folders = categoryFolders(categories, target.categoryId);
  const steps = await planPull(folder, articles, manifest, await existingNames(folder, folders.values()), folders);
  // A whole world's secrets go with it (a category has none); only Boromir has secrets.
  if (target.categoryId === undefined && client.secrets) {
    const list = await client.secrets.listAll(target.worldId, { signal });
    const s = secretsToPlan(list, manifest, { articleSteps: steps, categoryFolders: folders.values() });
    const existing = [...(await existingNames(folder, [s.dir])), ...s.articleNames];
    steps.push(...asSecretSteps(await planPull(folder, s.summaries, s.records, existing, s.folders)));
  }
  return { steps, manifest };
}

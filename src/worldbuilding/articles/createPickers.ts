// The questions a create asks when the file leaves them open: which world, which template, which
// category — each from a list read from World Anvil (no UUID typed by hand), the answer written into the
// front matter so the file says what was sent.
import * as vscode from 'vscode';
import { TEMPLATE_SLUGS, type Category, type WorldAnvilApi } from '../../core/worldanvil';

export async function pickWorld(client: WorldAnvilApi): Promise<string | undefined> {
  const user = await client.getUser();
  const worlds = await client.listWorlds(user.id);
  const pick = await vscode.window.showQuickPick(worlds.map((w) => ({ label: w.title, description: w.state, id: w.id })), { title: vscode.l10n.t('Which world is this article for?') });
  return pick?.id;
}

export async function pickTemplate(): Promise<string | undefined> {
  const pick = await vscode.window.showQuickPick(
    TEMPLATE_SLUGS.map((t) => ({ label: t })),
    { title: vscode.l10n.t('Which World Anvil template is this article?'), placeHolder: vscode.l10n.t('article, person, location, …') },
  );
  return pick?.label;
}

/** Each category with the path of its parents, e.g. "Places › Districts", in the world's own order. */
export function categoryPaths(categories: readonly Category[]): Array<{ id: string; path: string }> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path = (c: Category, seen = new Set<string>()): string => {
    const parent = c.parentId ? byId.get(c.parentId) : undefined;
    // A loop in the parents (a hostile or broken answer) ends the path instead of recursing forever.
    if (!parent || seen.has(parent.id)) return c.title;
    seen.add(c.id);
    return `${path(parent, seen)} › ${c.title}`;
  };
  return categories.map((c) => ({ id: c.id, path: path(c) })).sort((a, b) => a.path.localeCompare(b.path));
}

/** The chosen category's id, '' for "no category", undefined when the person cancelled. */
export async function pickCategory(client: WorldAnvilApi, world: string): Promise<string | undefined> {
  const categories = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Reading the world’s categories…') }, () => client.listCategories(world));
  if (categories.length === 0) return '';
  const none = { label: vscode.l10n.t('No category'), description: vscode.l10n.t('at the top of the world'), id: '' };
  const pick = await vscode.window.showQuickPick([none, ...categoryPaths(categories).map((c) => ({ label: c.path, id: c.id }))], { title: vscode.l10n.t('Which category is this article in?') });
  return pick?.id;
}

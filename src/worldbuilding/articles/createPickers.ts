// The questions a create asks when the file leaves them open: which world, which template, which
// category — each from a list read from World Anvil (no UUID typed by hand), the answer written into the
// front matter so the file says what was sent.
import * as vscode from 'vscode';
import { withWorkProgress } from '../../platform/workProgress';
import { categoryPickerRows, OUTLINE_TRAIL, readCategories, type WorldAnvilApi } from '../../core/worldanvil';
import { pickStep, type StepPosition } from '../../platform/multiStep';
import { sortedTemplates } from './templateLabels';

export async function pickWorld(
  client: WorldAnvilApi,
  at: StepPosition,
  title = vscode.l10n.t('Which world is this article for?'),
): Promise<string | undefined> {
  const user = await client.getUser();
  const worlds = await client.listWorlds(user.id);
  const pick = await pickStep(
    worlds.map((w) => ({ label: w.title, description: w.state, id: w.id })),
    { title },
    at,
  );
  return pick?.id;
}

/** The template's slug; the rows show its name, the slug beside it (what the front matter will say). */
export async function pickTemplate(at: StepPosition): Promise<string | undefined> {
  const pick = await pickStep(
    sortedTemplates().map((t) => ({ label: t.label, description: t.slug, slug: t.slug })),
    {
      title: vscode.l10n.t('Which World Anvil template is this article?'),
      placeHolder: vscode.l10n.t('Person, location, item, …'),
      matchOnDescription: true,
    },
    at,
  );
  return pick?.slug;
}

/**
 * The chosen category's id, '' for "no category", undefined when the person cancelled. Parents come
 * before their children, each row naming its nearest parents; a world with more categories than a list
 * may hold shows the first stretch and a row that reads the next.
 */
export async function pickCategory(
  client: WorldAnvilApi,
  world: string,
  at: StepPosition,
): Promise<string | undefined> {
  const read = (offset?: number) =>
    withWorkProgress({ title: vscode.l10n.t('Reading the world’s categories…') }, () =>
      readCategories(client, world, { offset }),
    );
  let { categories, resumeAt } = await read();
  const MORE = '\0more';
  for (;;) {
    if (categories.length === 0 && resumeAt === undefined) return '';
    const none = { label: vscode.l10n.t('No category'), description: vscode.l10n.t('at the top of the world'), id: '' };
    const more =
      resumeAt === undefined
        ? []
        : [
            {
              label: `$(ellipsis) ${vscode.l10n.t('Showing the first {0} categories. Read more…', categories.length)}`,
              id: MORE,
            },
          ];
    const rows = categoryPickerRows(categories).map((r) => ({
      label: r.label,
      id: r.id,
      description: r.depth > OUTLINE_TRAIL ? vscode.l10n.t('level {0}', r.depth) : undefined,
    }));
    const pick = await pickStep(
      [none, ...more, ...rows],
      { title: vscode.l10n.t('Which category is this article in?'), matchOnDescription: true },
      at,
    );
    if (pick?.id !== MORE) return pick?.id;
    const next = await read(resumeAt);
    const known = new Set(categories.map((c) => c.id));
    categories = categories.concat(next.categories.filter((c) => !known.has(c.id)));
    resumeAt = next.resumeAt;
  }
}

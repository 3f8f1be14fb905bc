// What the writer commands and the preview share about an article file: which format a document is in,
// and how [[mentions]] resolve against a world's articles.
import type * as vscode from 'vscode';
import type { WorldAnvilApi } from '../../core/worldanvil';

export function articleFormat(doc: vscode.TextDocument): 'markdown' | 'bbcode' | undefined {
  if (/\.bbcode$/i.test(doc.uri.path)) return 'bbcode';
  if (doc.languageId === 'markdown' || /\.md$/i.test(doc.uri.path)) return 'markdown';
  return undefined;
}

/** Resolves [[Title]] mentions against a world's articles (case-insensitive titles). */
export async function mentionResolver(client: WorldAnvilApi, world: string | undefined) {
  const existing = world ? await client.listAllArticles(world) : [];
  const byTitle = new Map(
    existing.map((a) => [a.title.toLowerCase(), { id: a.id, template: a.template ?? a.entityClass ?? 'article' }]),
  );
  return { existing, resolve: (title: string) => byTitle.get(title.toLowerCase()) };
}

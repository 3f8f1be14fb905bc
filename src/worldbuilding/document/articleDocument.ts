// What the writer commands and the preview share about an article file: which format a document is in,
// how [[mentions]] resolve against a world's articles, and which of its links are mentions (issue 29).
import { dirname } from 'node:path';
import * as vscode from 'vscode';
import type { WorldAnvilApi } from '../../core/worldanvil';
import { linkMentions, type FileLinks } from '../../core/worldSync/linkResolver';

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

/**
 * The links of a Markdown article file on disk that are mentions (links to pulled articles' files),
 * looked up within its workspace folder (else its own folder); undefined for other documents.
 */
export async function documentLinks(doc: vscode.TextDocument, text = doc.getText()): Promise<FileLinks | undefined> {
  if (doc.uri.scheme !== 'file' || articleFormat(doc) !== 'markdown') return undefined;
  const root = vscode.workspace.getWorkspaceFolder(doc.uri)?.uri.fsPath ?? dirname(doc.uri.fsPath);
  return linkMentions(doc.uri.fsPath, root, text).catch(() => undefined);
}

// A hover on a mention that stayed a mention in an article file (issue 29, item 4): of an article not
// pulled, not yet written (`@[Title](article)`), or in a .bbcode file. It names the target — title and
// type — and, where the mention has an id, offers Preview and Open on World Anvil (the feature's commands,
// which load it on first use), and Open File when a pull manifest above the file says where it is kept.
// Part of the light entry like the article-file key: only the hovered line is read, and the file's head.
import * as vscode from 'vscode';
import { UUID_PATTERN } from '../core/worldanvil/limits';
import { frontMatterArticleId, listedInPullManifest } from '../core/worldSync/articleFileCheck';
import { mentionAt, pulledFile } from './mentionTarget';

const PREVIEW = 'scriptorium.worldbuilding.previewArticle';
const OPEN_ON_WORLD_ANVIL = 'scriptorium.worldbuilding.openOnWorldAnvil';
const HEAD_LINES = 400;

const command = (id: string, args: unknown) => `command:${id}?${encodeURIComponent(JSON.stringify([args]))}`;

export class MentionHoverProvider implements vscode.HoverProvider {
  async provideHover(doc: vscode.TextDocument, position: vscode.Position): Promise<vscode.Hover | undefined> {
    const line = doc.lineAt(position.line).text;
    const mention = mentionAt(line, position.character);
    if (!mention || mention.start > position.character) return undefined;
    const root = vscode.workspace.getWorkspaceFolder(doc.uri)?.uri.fsPath;
    const isArticle =
      frontMatterArticleId(doc.getText(new vscode.Range(0, 0, HEAD_LINES, 0))) !== undefined ||
      (root !== undefined && (await listedInPullManifest(doc.uri.fsPath, root).catch(() => false)));
    if (!isArticle) return undefined;
    const md = new vscode.MarkdownString();
    md.isTrusted = { enabledCommands: [PREVIEW, OPEN_ON_WORLD_ANVIL] };
    md.appendMarkdown('**');
    md.appendText(mention.title);
    md.appendMarkdown('** — ');
    md.appendText(
      mention.id
        ? vscode.l10n.t('mention of a World Anvil article ({0})', mention.type)
        : vscode.l10n.t('mention of an article not yet written on World Anvil ({0})', mention.type),
    );
    if (mention.id && UUID_PATTERN.test(mention.id)) {
      const actions = [
        `[${vscode.l10n.t('Preview')}](${command(PREVIEW, { articleId: mention.id })})`,
        `[${vscode.l10n.t('Open on World Anvil')}](${command(OPEN_ON_WORLD_ANVIL, { articleId: mention.id })})`,
      ];
      const file = root && (await pulledFile(doc.uri.fsPath, root, mention.id));
      if (file) actions.push(`[${vscode.l10n.t('Open File')}](${vscode.Uri.file(file).toString()})`);
      md.appendMarkdown(`\n\n${actions.join(' · ')}`);
    }
    const range = new vscode.Range(position.line, mention.start, position.line, mention.end);
    return new vscode.Hover(md, range);
  }
}

/** The hover on mentions in Markdown and .bbcode files on disk (article files only: checked per hover). */
export function registerMentionHover(): vscode.Disposable {
  return vscode.languages.registerHoverProvider(
    [
      { scheme: 'file', language: 'markdown' },
      { scheme: 'file', language: 'bbcode' },
    ],
    new MentionHoverProvider(),
  );
}

// The context key `scriptorium.worldbuilding.articleFile`: true while the active editor shows an article
// file (articleFileCheck.ts says what makes one), so the editor title's Preview and Push follow the file, not
// the name of its folder. Part of the light entry: the buttons must show before the feature is loaded, and
// nothing scans the workspace: only the active file's first lines, and a few stats above it once per switch.
import * as vscode from 'vscode';
import { frontMatterArticleId, listedInPullManifest } from '../core/worldSync/articleFileCheck';

export const ARTICLE_FILE_KEY = 'scriptorium.worldbuilding.articleFile';
/** Front matter longer than this is not looked through for the id (the bookkeeping block is near its end). */
const HEAD_LINES = 400;

const isCandidate = (doc: vscode.TextDocument) =>
  doc.uri.scheme === 'file' && (doc.languageId === 'markdown' || /\.(md|bbcode)$/i.test(doc.uri.path));

export class ArticleFileKey implements vscode.Disposable {
  private readonly subscriptions: vscode.Disposable[];
  private shown: boolean | undefined;
  /** The active file's manifest answer, read once per switch to it: typing does not read the disk again. */
  private listed: { path: string; value: boolean } | undefined;
  private generation = 0;

  constructor() {
    this.subscriptions = [
      vscode.window.onDidChangeActiveTextEditor(() => void this.update(true)),
      // A create or push writes the id into the open document: the buttons follow without a switch.
      vscode.workspace.onDidChangeTextDocument(
        (e) => e.document === vscode.window.activeTextEditor?.document && void this.update(false),
      ),
    ];
    void this.update(true);
  }

  private async update(switched: boolean): Promise<void> {
    const mine = ++this.generation;
    const doc = vscode.window.activeTextEditor?.document;
    if (!doc || !isCandidate(doc)) return this.set(false);
    if (frontMatterArticleId(doc.getText(new vscode.Range(0, 0, HEAD_LINES, 0)))) return this.set(true);
    const path = doc.uri.fsPath;
    if (switched || this.listed?.path !== path) {
      const root = vscode.workspace.getWorkspaceFolder(doc.uri)?.uri.fsPath;
      const value = root !== undefined && (await listedInPullManifest(path, root).catch(() => false));
      // Another switch happened while the manifest was read: its own update decides.
      if (mine !== this.generation) return;
      this.listed = { path, value };
    }
    this.set(this.listed.value);
  }

  private set(value: boolean): void {
    if (value === this.shown) return;
    this.shown = value;
    void vscode.commands.executeCommand('setContext', ARTICLE_FILE_KEY, value);
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
  }
}

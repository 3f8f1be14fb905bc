// A writer's comfort in a pulled part file (#47 item 4): the editor's Outline lists the part's beats (one
// symbol per `<!-- beat:ID -->` marker, its range the beat's section, its detail the beat's words), and
// the status bar shows the words of the part and of the whole version while typing, against the version's
// goal when World Anvil gave one. Counting is linear in the text (core/manuscript/words.ts); the other parts
// of the version are read from disk once per editor switch or save, the open part on every change.
// Registered with the writers' feature, so both start once it has loaded (its view shown or a command run).
import * as vscode from 'vscode';
import { beatSections, isPartFileText } from '../../core/manuscript/partFile';
import { partSiblingsOf, siblingWords } from '../../core/manuscript/partSiblings';
import { countMarkdownWords } from '../../core/manuscript/words';
import type { Log } from '../../platform/log';

const wordsText = (n: number) => vscode.l10n.t('{0} words', n.toLocaleString());

class BeatOutline implements vscode.DocumentSymbolProvider {
  provideDocumentSymbols(doc: vscode.TextDocument): vscode.DocumentSymbol[] {
    const text = doc.getText();
    if (!isPartFileText(text)) return [];
    return beatSections(text).map((s, i) => {
      const end = Math.min(s.endLine, doc.lineCount - 1);
      const range = new vscode.Range(s.line, 0, end, doc.lineAt(end).text.length);
      return new vscode.DocumentSymbol(
        s.title ?? vscode.l10n.t('Beat {0}', i + 1),
        wordsText(countMarkdownWords(doc.getText(range))),
        vscode.SymbolKind.String,
        range,
        doc.lineAt(s.line).range,
      );
    });
  }
}

/** The version's other parts, counted once per editor switch or save. */
interface Others {
  goal?: number;
  words: number;
}

class PartWordCount implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem(
    'scriptorium.manuscriptWords',
    vscode.StatusBarAlignment.Right,
    99,
  );
  private readonly subscriptions: vscode.Disposable[];
  private others: Promise<Others | undefined> | undefined;

  constructor(private readonly log: Log) {
    this.item.name = vscode.l10n.t('Manuscript Word Count');
    this.subscriptions = [
      this.item,
      vscode.window.onDidChangeActiveTextEditor(() => this.refresh(true)),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.document === vscode.window.activeTextEditor?.document) void this.show();
      }),
      vscode.workspace.onDidSaveTextDocument(() => this.refresh(true)),
    ];
    this.refresh(true);
  }

  private refresh(rereadOthers: boolean): void {
    if (rereadOthers) this.others = undefined;
    void this.show();
  }

  /** The counts of the active part file, or the item hidden when the active editor holds none. */
  private async show(): Promise<void> {
    const doc = vscode.window.activeTextEditor?.document;
    const text = doc?.getText();
    if (!doc || doc.uri.scheme !== 'file' || text === undefined || !isPartFileText(text)) {
      this.item.hide();
      return;
    }
    const part = countMarkdownWords(text);
    this.others ??= this.readOthers(doc);
    const others = await this.others;
    if (vscode.window.activeTextEditor?.document !== doc) return;
    const total = part + (others?.words ?? 0);
    const goal = others?.goal;
    this.item.text = `$(book) ${vscode.l10n.t('Part {0} · Manuscript {1}', wordsText(part), wordsText(total))}${
      goal ? ` · ${vscode.l10n.t('{0}% of {1}', Math.floor((100 * total) / goal), goal.toLocaleString())}` : ''
    }`;
    this.item.tooltip = vscode.l10n.t('Words in this part, and in every part of its version pulled here');
    this.item.accessibilityInformation = { label: this.item.text.replace('$(book) ', '') };
    this.item.show();
  }

  private async readOthers(doc: vscode.TextDocument): Promise<Others | undefined> {
    const stopAt =
      vscode.workspace.getWorkspaceFolder(doc.uri)?.uri.fsPath ?? vscode.Uri.joinPath(doc.uri, '..').fsPath;
    try {
      const siblings = await partSiblingsOf(doc.uri.fsPath, stopAt);
      if (!siblings) return undefined;
      const counts = await siblingWords(siblings, doc.uri.fsPath);
      // An open part's unsaved text counts as it is now, not as on disk.
      for (const open of vscode.workspace.textDocuments)
        if (counts.has(open.uri.fsPath) && open.isDirty)
          counts.set(open.uri.fsPath, countMarkdownWords(open.getText()));
      const words = [...counts.values()].reduce((a, b) => a + b, 0);
      return { words, ...(siblings.goal ? { goal: siblings.goal } : {}) };
    } catch (err) {
      this.log.warn('worlds', `manuscript word count: ${err instanceof Error ? err.message : String(err)}`);
      return undefined;
    }
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
  }
}

export function registerManuscriptComfort(context: vscode.ExtensionContext, deps: { log: Log }): void {
  context.subscriptions.push(
    vscode.languages.registerDocumentSymbolProvider({ language: 'markdown', scheme: 'file' }, new BeatOutline(), {
      label: vscode.l10n.t('Manuscript Beats'),
    }),
    new PartWordCount(deps.log),
  );
}

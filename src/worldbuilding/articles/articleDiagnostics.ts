// Problems of an article file (front matter and sections) as diagnostics on the lines they concern,
// all at once, so a writer fixes everything before anything is sent.
import * as vscode from 'vscode';
import type { FieldProblem } from '../../core/http/errors';
import { lineOfField, type FileProblem } from '../../core/markup/articleFile';

export class ArticleDiagnostics implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('scriptorium-articles');

  show(doc: vscode.TextDocument, fileProblems: FileProblem[], fieldProblems: FieldProblem[]): number {
    const text = doc.getText();
    const diagnostic = (line: number, message: string) => {
      const safeLine = Math.min(Math.max(0, line), doc.lineCount - 1);
      const d = new vscode.Diagnostic(doc.lineAt(safeLine).range, message, vscode.DiagnosticSeverity.Error);
      d.source = 'Scriptorium';
      return d;
    };
    const all = [
      ...fileProblems.map((p) => diagnostic(p.line, p.message)),
      ...fieldProblems.map((p) => diagnostic(p.field ? lineOfField(text, p.field) : 0, p.message)),
    ];
    this.collection.set(doc.uri, all);
    return all.length;
  }

  clear(doc: vscode.TextDocument): void {
    this.collection.delete(doc.uri);
  }

  dispose(): void {
    this.collection.dispose();
  }
}

// When the TypeScript parser may load without holding up a file's hints (#44 item 7). Its load is one
// synchronous require of 1–4 s on this thread; a source file opened during it waits for all of it. Where the
// parser is not needed for the hints at hand (a simple file's first hints are read without it, the light
// bulb's own requests), its load waits until no source file has opened, and no hints were read without it,
// for QUIET_MS: a person opening files one after another gets each one's hints first.
import * as vscode from 'vscode';
import { isSourceLanguage } from '../../core/sourceKeys/languages';
import { typeScriptLoaded } from '../../core/sourceKeys/typescript';

const QUIET_MS = 1500;

export class ParserMoment implements vscode.Disposable {
  private lastOpened = 0;
  private readonly watch = vscode.workspace.onDidOpenTextDocument((d) => {
    if (d.uri.scheme === 'file' && isSourceLanguage(d.languageId)) this.touch();
  });

  /** A source file opened, or its hints were just read without the parser: the quiet moment starts again. */
  touch(): void {
    this.lastOpened = Date.now();
  }

  dispose(): void {
    this.watch.dispose();
  }

  /** Resolves once nothing touched this for QUIET_MS, or the parser is loaded meanwhile. */
  async quiet(): Promise<void> {
    const left = () => this.lastOpened + QUIET_MS - Date.now();
    for (let wait = left(); wait > 0 && !typeScriptLoaded(); wait = left())
      await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

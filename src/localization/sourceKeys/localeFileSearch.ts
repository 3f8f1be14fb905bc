// The workspace's locale files nearest a source file, and the component each maps to (LocaleIndex: a mapping
// setting, the .weblate file, or a filemask): what SourceKeyData chooses a file's components from, and where
// Go to Definition and Extract String find a component's file. One search of the folder (up to
// MAX_LOCALE_FILES files), then the nearest MAX_CANDIDATES asked about, PREFETCH at a time.
import * as vscode from 'vscode';
import { readAhead } from '../../core/async/readAhead';
import { formatFits, type KeyFamily } from '../../core/sourceKeys/componentChoice';
import type { Component, Translation } from '../../core/weblate';
import { PREFETCH, type LocaleIndex } from '../localeFiles/localeIndex';

/** Locale files looked at per workspace folder, and how many of the nearest are asked about. */
const MAX_LOCALE_FILES = 500;
const MAX_CANDIDATES = 25;
const LOCALE_FILES = '**/*.{json,po,pot,xml,strings,stringsdict,properties,arb,yml,yaml,xlf,xliff,ts}';

export class LocaleFileSearch {
  private readonly files = new Map<string, Thenable<vscode.Uri[]>>();
  /** The workspace's locale file each component was found from (Go to Definition lands there). */
  private readonly fileOf = new Map<string, vscode.Uri>();

  constructor(private readonly locales: LocaleIndex) {}

  clear(): void {
    this.files.clear();
    this.fileOf.clear();
  }

  /** The locale file of the workspace that maps to `component`, when its files were looked at. */
  localeFile(component: Component): vscode.Uri | undefined {
    return this.fileOf.get(component.url);
  }

  /** The folder's locale files, searched once (SourceKeyData.readAhead starts it before a file asks). */
  filesOf(folder: vscode.WorkspaceFolder): Thenable<vscode.Uri[]> {
    const folderKey = folder.uri.toString();
    let files = this.files.get(folderKey);
    if (!files) {
      files = vscode.workspace.findFiles(
        new vscode.RelativePattern(folder, LOCALE_FILES),
        '**/node_modules/**',
        MAX_LOCALE_FILES,
      );
      this.files.set(folderKey, files);
    }
    return files;
  }

  /**
   * The translations of the locale files nearest the source folder, each component once with how near its
   * file is, down to the nearest whose component fits `family` (and, when the setting names components,
   * until each `wanted` one has its file), remembering each component's file.
   */
  async nearest(
    folder: vscode.WorkspaceFolder,
    dir: vscode.Uri,
    ask: { family: KeyFamily; wanted: Set<string> },
  ): Promise<{ t: Translation; near: number }[]> {
    const files = this.filesOf(folder);
    // The nearest first: the longest shared folder path with the source file.
    const shared = (u: vscode.Uri) => {
      const a = dir.path.split('/');
      const b = u.path.split('/');
      let n = 0;
      while (n < a.length && n < b.length - 1 && a[n] === b[n]) n++;
      return n;
    };
    const candidates = [...(await files)]
      .filter((u) => !u.path.endsWith('/package.json'))
      .sort((x, y) => shared(y) - shared(x) || x.path.localeCompare(y.path));
    // Per component its nearest file; among its files as near, the source language's (a monolingual template
    // such as Android's res/values/strings.xml) is where Go to Definition lands, not values-de/ beside it.
    const best = new Map<string, { t: Translation; uri: vscode.Uri; near: number }>();
    const { family, wanted } = ask;
    let fitAt: number | undefined; // the nearness of the first file whose component fits
    const looked = candidates.slice(0, MAX_CANDIDATES);
    // The next files' components are asked while one is looked at (PREFETCH at a time, as the index does).
    const translationOf = readAhead(looked, (uri) => this.locales.translationFor(uri), PREFETCH);
    for (const [i, candidate] of looked.entries()) {
      const near = shared(candidate);
      // Past the nearest fitting files, only the setting's components still want a file of theirs.
      if (fitAt !== undefined && near < fitAt && wanted.size === 0) break;
      const t = await translationOf(i);
      if (!t) continue;
      const seen = best.get(t.component.url);
      if (!seen) {
        best.set(t.component.url, { t, uri: candidate, near });
        wanted.delete(t.component.url);
        if (fitAt === undefined && formatFits(family, t.component.file_format)) fitAt = near;
      } else if (near === seen.near && t.is_source && !seen.t.is_source)
        best.set(t.component.url, { t, uri: candidate, near });
    }
    for (const [url, { uri }] of best) this.fileOf.set(url, uri);
    return [...best.values()];
  }
}

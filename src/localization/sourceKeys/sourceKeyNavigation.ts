// Moving between keys and their strings: completion of keys where one is being typed (with each key's text
// in the display language; under a useTranslation keyPrefix the keys below it without it, others as
// `ns:key`), Go to Definition on the key's line in the component's locale file (else on the string itself,
// unitDocument.ts), and Find All References over the workspace's source files (bounded: generated and
// dependency folders skipped, files and sizes capped, progress with Cancel, the editor's cancellation
// honoured between files).
import * as vscode from 'vscode';
import { completionBinding, completionSite, writtenAt } from '../../core/sourceKeys/completion';
import { languageOfPath, SOURCE_FILES_GLOB, SOURCE_LANGUAGES } from '../../core/sourceKeys/languages';
import { keyOffsetInLocaleFile } from '../../core/sourceKeys/localeLocation';
import { findUsages, sameWrittenKey } from '../../core/sourceKeys/references';
import type { KeyUsage } from '../../core/sourceKeys/types';
import { config } from '../../platform/config';
import { Disposable } from '../../platform/lifecycle';
import type { Log } from '../../platform/log';
import { withWorkProgress } from '../../platform/workProgress';
import type { SourceKeyData } from './sourceKeyData';
import type { SourceKeyFeatures } from './sourceKeyFeatures';
import { oneLine } from './sourceKeyHover';
import type { UnitDocuments } from './unitDocument';

/** Completion items offered at once (a component of 50,000 strings would stall the suggest widget). */
const MAX_COMPLETIONS = 5000;
/** Files Find All References reads, and the largest it reads (bigger ones are bundles, not sources). */
const MAX_FILES = 5000;
const MAX_FILE_BYTES = 1_000_000;
const EXCLUDE = '**/{node_modules,dist,build,out,.git,vendor,bower_components,.next,.nuxt,coverage}/**';

export class SourceKeyNavigation
  extends Disposable
  implements vscode.CompletionItemProvider, vscode.DefinitionProvider, vscode.ReferenceProvider
{
  constructor(
    private readonly features: SourceKeyFeatures,
    private readonly data: SourceKeyData,
    private readonly units: UnitDocuments,
    private readonly log: Log,
  ) {
    super();
    const selector = SOURCE_LANGUAGES.map((language) => ({ language, scheme: 'file' }));
    this._register(vscode.languages.registerCompletionItemProvider(selector, this, "'", '"', '`', '.', '/'));
    this._register(vscode.languages.registerDefinitionProvider(selector, this));
    this._register(vscode.languages.registerReferenceProvider(selector, this));
  }

  async provideCompletionItems(
    doc: vscode.TextDocument,
    position: vscode.Position,
    token: vscode.CancellationToken,
  ): Promise<vscode.CompletionItem[] | undefined> {
    const frameworks = await this.data.frameworksFor(doc.uri);
    const text = doc.getText();
    const extra = config.localization.sourceKeyFunctions();
    const site = completionSite(text, doc.offsetAt(position), doc.languageId, frameworks, extra);
    if (!site || token.isCancellationRequested) return undefined;
    const lookup = await this.data.keysFor(doc.uri);
    if (!lookup || token.isCancellationRequested) return undefined;
    const binding = completionBinding(text, site, doc.languageId, frameworks, extra);
    const language = config.localization.sourceHintsLanguage();
    const start = doc.positionAt(site.start);
    const range = {
      inserting: new vscode.Range(start, position),
      replacing: new vscode.Range(start, doc.positionAt(site.end)),
    };
    const items: vscode.CompletionItem[] = [];
    for (const { key, source, from } of lookup.keys()) {
      if (items.length >= MAX_COMPLETIONS) break;
      const written = writtenAt(key, binding);
      if (written === undefined) continue;
      const translated = language ? from.index.unitIn(source, language) : undefined;
      const shown = translated?.target.some(Boolean) ? translated.target : source.source;
      const item = new vscode.CompletionItem(
        { label: written, description: oneLine(shown.filter(Boolean).join(' | ')) },
        vscode.CompletionItemKind.Text,
      );
      item.range = range;
      item.detail = `${from.component.project.name} / ${from.component.name}`;
      // Under a key prefix, its own keys first; `ns:key` from outside it after them.
      item.sortText = `${written.length > key.length ? '1' : '0'}${written}`;
      items.push(item);
    }
    return items;
  }

  async provideDefinition(
    doc: vscode.TextDocument,
    position: vscode.Position,
    token: vscode.CancellationToken,
  ): Promise<vscode.Location | undefined> {
    const analysis = await this.features.analyse(doc);
    const at = analysis && this.features.entryAt(analysis, doc, position);
    if (!at?.entry || token.isCancellationRequested) return undefined;
    const { component, index } = at.from;
    // Angular's messages are named by their id (the unit's context in Weblate's XLIFF), not their text.
    const key = at.usage.framework === 'angular' ? at.entry.source.context : index.writtenKey(at.entry.source);
    const file = this.data.localeFile(component);
    if (file) {
      const locale = await vscode.workspace.openTextDocument(file);
      const offset = keyOffsetInLocaleFile(locale.getText(), file.path, key);
      if (offset !== undefined) return new vscode.Location(file, locale.positionAt(offset));
    }
    // No locale file of the component here, or the server's string is not in it yet: the string itself.
    return new vscode.Location(this.units.show(key, at.entry, component), new vscode.Position(0, 0));
  }

  async provideReferences(
    doc: vscode.TextDocument,
    position: vscode.Position,
    _context: vscode.ReferenceContext,
    token: vscode.CancellationToken,
  ): Promise<vscode.Location[] | undefined> {
    const analysis = await this.features.analyse(doc);
    const at = analysis && this.features.entryAt(analysis, doc, position);
    if (!analysis || !at) return undefined;
    const lookup = analysis.keys;
    // The same server string (so `ns:key`, a key prefix and a plural form all count), or the same written key.
    const target = at.entry?.source;
    const same = target ? (u: KeyUsage) => lookup.find(u)?.unit === target : sameWrittenKey(at.usage);
    const extra = config.localization.sourceKeyFunctions();
    const open = new Map(vscode.workspace.textDocuments.map((d) => [d.uri.toString(), d]));
    return withWorkProgress(
      { title: vscode.l10n.t('Finding the usages of “{0}”…', oneLine(at.usage.key)), cancellable: true },
      async (progress, cancel) => {
        const files = await vscode.workspace.findFiles(SOURCE_FILES_GLOB, EXCLUDE, MAX_FILES, token);
        const out: vscode.Location[] = [];
        for (const [i, uri] of files.entries()) {
          if (token.isCancellationRequested || cancel.isCancellationRequested) break;
          if (i % 50 === 0) progress.report({ message: `${i}/${files.length}`, increment: (50 / files.length) * 100 });
          const languageId = open.get(uri.toString())?.languageId ?? languageOfPath(uri.path);
          const text = await this.textOf(uri, open.get(uri.toString()));
          if (!languageId || text === undefined) continue;
          const frameworks = await this.data.frameworksFor(uri);
          for (const f of findUsages(text, languageId, frameworks, extra, same))
            out.push(
              new vscode.Location(uri, new vscode.Range(f.start.line, f.start.character, f.end.line, f.end.character)),
            );
        }
        if (files.length === MAX_FILES)
          this.log.info('source keys', `references: stopped at ${MAX_FILES} files; the workspace has more`);
        return out;
      },
    );
  }

  /** An open document's text (unsaved edits count), else the file's, unless it is too big to be a source. */
  private async textOf(uri: vscode.Uri, open: vscode.TextDocument | undefined): Promise<string | undefined> {
    if (open) return open.getText();
    try {
      if ((await vscode.workspace.fs.stat(uri)).size > MAX_FILE_BYTES) return undefined;
      return new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
    } catch {
      // Deleted or unreadable since it was listed: it has no usages to show.
      return undefined;
    }
  }
}

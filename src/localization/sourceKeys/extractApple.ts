// "Extract string" in Swift and Objective-C (#44 item 5): the literal is wrapped (`String(localized: "…")`,
// `NSLocalizedString(@"…", nil)`), its text is the key, and the key with its English text goes into the
// app's source-language Localizable.strings in the same WorkspaceEdit as the code (one Ctrl+Z takes both
// back; the strings file is edited like an open editor and saved with the source file), then, when chosen,
// on the server. An app with no such .strings file but an Xcode String Catalog (Localizable.xcstrings, the
// one nearest the source file) gets the key in the catalog the same way, at Xcode's place for it; Weblate
// has no catalog format, so nothing goes to the server then. Where no key can be written (the compiler
// makes it from an interpolation; Weblate would read it differently; no strings file of the app is known)
// or the key is there already, the literal is only wrapped, and the message says why.
import * as vscode from 'vscode';
import { stringsInsert, stringsKeys, stringsProblem, type StringsProblem } from '../../core/locale/stringsInsert';
import { xcstringsInsert, type XcstringsInsertResult } from '../../core/locale/xcstringsInsert';
import { replacementFor, type ExtractSite } from '../../core/sourceKeys/extractSite';
import type { Log } from '../../platform/log';
import type { LocaleIndex } from '../localeFiles/localeIndex';
import type { LocalizationSession } from '../session';
import { checkWritable, sourceLocaleFile } from './extractTarget';
import { askServerAdd } from './extractTexts';
import { nearestCatalog } from './stringCatalog';
import { finishExtract, whyNoServerAdd } from './serverKeys';
import type { SourceKeyData } from './sourceKeyData';

export interface AppleExtractDeps {
  data: SourceKeyData;
  locales: LocaleIndex;
  session: LocalizationSession;
  log: Log;
  /** The edit's label (the undo dialog names it). */
  metadata: () => vscode.WorkspaceEditEntryMetadata;
}

const problemText = (p: StringsProblem): string =>
  ({
    'key-escapes': vscode.l10n.t(
      'Weblate reads a .strings key with a backslash, line break or control character differently from the app',
    ),
    'value-ends-in-backslash': vscode.l10n.t('Weblate misreads a .strings text that ends in a backslash'),
  })[p];

/** Wraps the literal at `site` and adds its key to the app's Localizable.strings (and the server, if chosen). */
export async function extractApple(
  doc: vscode.TextDocument,
  version: number,
  site: ExtractSite,
  deps: AppleExtractDeps,
): Promise<void> {
  const wrapOnly = async (say: () => Thenable<unknown>) => {
    await applyEdit(doc, version, site, undefined, deps.metadata());
    void say();
  };
  if (site.keyByCompiler)
    return wrapOnly(() =>
      vscode.window.showInformationMessage(
        vscode.l10n.t(
          'Wrapped in a localized string. Its key is made by the compiler (an interpolation becomes %@ or %lld by its type): add it to Localizable.strings by hand.',
        ),
      ),
    );
  const key = site.text;
  const component = (await deps.data.translationFor(doc.uri))?.component;
  const stringsUri = component && (await sourceLocaleFile(component, deps.data, deps.locales, /\.strings$/i));
  const catalog = stringsUri ? undefined : await nearestCatalog(doc.uri);
  if (catalog) return extractIntoCatalog(doc, version, site, catalog, deps.metadata());
  const problem = stringsProblem(key, key);
  if (problem)
    return wrapOnly(() =>
      vscode.window.showWarningMessage(
        vscode.l10n.t(
          'Wrapped in a localized string, but not added to Localizable.strings: {0}.',
          problemText(problem),
        ),
      ),
    );
  if (!component || !stringsUri)
    return wrapOnly(() =>
      vscode.window.showWarningMessage(
        vscode.l10n.t(
          'Wrapped in a localized string, but no source-language Localizable.strings of this app maps to a component on the server: connect, or map the file with “scriptorium.localization.fileMappings”.',
        ),
      ),
    );
  await checkWritable(stringsUri);
  const strings = await vscode.workspace.openTextDocument(stringsUri);
  const fileName = vscode.workspace.asRelativePath(stringsUri, false);
  const { index } = await deps.data.keysOf(component);
  if (stringsKeys(strings.getText()).has(key) || index.sourceUnit({ key, framework: 'apple' }))
    return wrapOnly(() =>
      vscode.window.showInformationMessage(
        vscode.l10n.t('“{0}” is a string of {1} already: the code now uses it.', key, component.name),
      ),
    );
  const connection = await deps.session.connection();
  const noServer = whyNoServerAdd(connection, component);
  const toServer = noServer === undefined && (await askServerAdd(component.name, fileName));
  if (toServer === undefined) return;
  const add = { file: strings, key, insert: (text: string) => withLength(stringsInsert(text, key, key)) };
  await applyEdit(doc, version, site, add, deps.metadata());
  await finishExtract({ connection, component, key, text: key, fileName, toServer, noServer }, deps);
}

/** The literal wrapped and its key added to the String Catalog `catalogUri`, or only wrapped when it is there. */
async function extractIntoCatalog(
  doc: vscode.TextDocument,
  version: number,
  site: ExtractSite,
  catalogUri: vscode.Uri,
  metadata: vscode.WorkspaceEditEntryMetadata,
): Promise<void> {
  await checkWritable(catalogUri);
  const catalog = await vscode.workspace.openTextDocument(catalogUri);
  const fileName = vscode.workspace.asRelativePath(catalogUri, false);
  const key = site.text;
  const first = xcstringsInsert(catalog.getText(), key, key);
  if ('refused' in first) {
    await applyEdit(doc, version, site, undefined, metadata);
    void vscode.window.showInformationMessage(
      first.refused === 'exists'
        ? vscode.l10n.t('“{0}” is a string of {1} already: the code now uses it.', key, fileName)
        : vscode.l10n.t('Wrapped in a localized string, but {0} could not be read as a String Catalog.', fileName),
    );
    return;
  }
  const add = { file: catalog, key, insert: (text: string) => xcstringsInsert(text, key, key) };
  await applyEdit(doc, version, site, add, metadata);
  void vscode.window.showInformationMessage(vscode.l10n.t('“{0}” was added to {1}.', key, fileName));
}

const withLength = (r: ReturnType<typeof stringsInsert>): XcstringsInsertResult =>
  'refused' in r ? r : { ...r, length: 0 };

interface KeyAddition {
  file: vscode.TextDocument;
  key: string;
  /** The edit adding the key to the file's text as it is when the edit is made. */
  insert: (text: string) => XcstringsInsertResult;
}

/** The wrap, and the key added to its strings file or catalog, as one WorkspaceEdit on the texts as they are now. */
async function applyEdit(
  doc: vscode.TextDocument,
  version: number,
  site: ExtractSite,
  add: KeyAddition | undefined,
  metadata: vscode.WorkspaceEditEntryMetadata,
): Promise<void> {
  if (doc.version !== version)
    throw new Error(vscode.l10n.t('The file changed while the key was chosen: extract again.'));
  const edit = new vscode.WorkspaceEdit();
  const range = new vscode.Range(doc.positionAt(site.start), doc.positionAt(site.end));
  edit.replace(doc.uri, range, replacementFor(site, '', doc.getText()), metadata);
  if (add) {
    const insert = add.insert(add.file.getText());
    if ('refused' in insert)
      throw new Error(
        vscode.l10n.t('“{0}” was added to {1} meanwhile: extract again.', add.key, add.file.uri.path.split('/').pop()!),
      );
    const at = add.file.positionAt(insert.offset);
    edit.replace(
      add.file.uri,
      new vscode.Range(at, add.file.positionAt(insert.offset + insert.length)),
      insert.content,
      metadata,
    );
  }
  if (!(await vscode.workspace.applyEdit(edit))) throw new Error(vscode.l10n.t('VS Code did not apply the edit.'));
}

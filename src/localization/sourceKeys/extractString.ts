// "Extract string" (#27 item 4): a refactoring on a string literal or markup text of a source file (and a
// palette command on the cursor's). It asks for a key (proposed in the configured style, checked against
// the server's keys and the locale file's), then replaces the literal with the framework's call and adds
// the key to the source-language JSON locale file in ONE WorkspaceEdit: one Ctrl+Z in the source file takes
// both back (seen in e2e 49 on VS Code 1.139). The locale file is edited like an open editor, not written
// to disk: it is saved with the source file (by the person, or files.autoSave), after the write policy's
// checks of its path. The server add cannot be undone that way: it happens only when chosen in a step that
// says so, after the local edit, and a refusal leaves the local edit standing. In Python the literal is
// wrapped in gettext's `_()`: no key, no locale file. In Swift it is wrapped in `String(localized:)`, its
// text the key, added to Localizable.strings (extractApple.ts). In Dart the key goes into the ARB template
// (JSON) and the code names the generated getter.
import * as vscode from 'vscode';
import { jsonKeyLayout, jsonInsertEdits, type JsonLayout } from '../../core/locale/jsonInsert';
import { jsonStringKeys } from '../../core/locale/jsonKeys';
import { extractSite, replacementFor, type ExtractSite } from '../../core/sourceKeys/extractSite';
import { keyProblem, MAX_KEY_LENGTH, proposeKey } from '../../core/sourceKeys/keyProposal';
import { isFlutterKey } from '../../core/sourceKeys/extractNative';
import { learnKeyStyle, naturalKey } from '../../core/sourceKeys/keyStyle';
import { transImportEdit, transReplacement } from '../../core/sourceKeys/transWrap';
import { SOURCE_LANGUAGES } from '../../core/sourceKeys/languages';
import { typeScriptLoaded } from '../../core/sourceKeys/typescript';
import { config } from '../../platform/config';
import { Disposable } from '../../platform/lifecycle';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import type { Component } from '../../core/weblate';
import type { LocaleIndex } from '../localeFiles/localeIndex';
import type { LocalizationSession } from '../session';
import { extractApple } from './extractApple';
import { checkWritable, sourceLocaleFile } from './extractTarget';
import { askServerAdd, FLUTTER_KEY_PROBLEM, insertRefusal, problemText, refusalText } from './extractTexts';
import { finishExtract, whyNoServerAdd } from './serverKeys';
import type { SourceKeyData } from './sourceKeyData';

export const EXTRACT_STRING = 'scriptorium.localization.extractString';
const KIND = vscode.CodeActionKind.RefactorExtract.append('translationKey');

/** One label for both files' edits: the undo dialog names it ("Undo 'Extract string' in 2 files?"). */
const metadata = (): vscode.WorkspaceEditEntryMetadata => ({
  label: vscode.l10n.t('Extract string'),
  needsConfirmation: false,
});
const rangeOf = (doc: vscode.TextDocument, site: ExtractSite) =>
  new vscode.Range(doc.positionAt(site.start), doc.positionAt(site.end));

export class ExtractString extends Disposable implements vscode.CodeActionProvider {
  constructor(
    private readonly data: SourceKeyData,
    private readonly locales: LocaleIndex,
    private readonly session: LocalizationSession,
    private readonly log: Log,
  ) {
    super();
    const selector = SOURCE_LANGUAGES.map((language) => ({ language, scheme: 'file' }));
    this._register(vscode.languages.registerCodeActionsProvider(selector, this, { providedCodeActionKinds: [KIND] }));
    this._register(
      vscode.commands.registerCommand(EXTRACT_STRING, (uri?: unknown, offset?: unknown, mode?: unknown) =>
        this.run(
          uri instanceof vscode.Uri ? uri : undefined,
          typeof offset === 'number' ? offset : undefined,
          mode === 'trans',
        ).catch((err: unknown) =>
          showError(this.log, 'source keys', err, vscode.l10n.t('Could not extract the string')),
        ),
      ),
    );
  }

  private async siteAt(doc: vscode.TextDocument, offset: number) {
    const frameworks = await this.data.frameworksFor(doc.uri);
    return extractSite(doc.getText(), offset, doc.languageId, frameworks, config.localization.sourceKeyFunctions());
  }

  async provideCodeActions(
    doc: vscode.TextDocument,
    range: vscode.Range,
    context: vscode.CodeActionContext,
  ): Promise<vscode.CodeAction[]> {
    if (context.only && !context.only.intersects(KIND)) return [];
    // The light bulb's own request (each cursor move, a file opening) waits for the file's components to be
    // found before it loads the parser: loaded first, it held up that search, and so the file's first hints,
    // for seconds on a busy machine (#44 item 7), and then for a quiet moment (parserMoment.ts): loaded right
    // after the search, it held up the next file opened. Ctrl+. (an invoked request) does not wait.
    const automatic = context.triggerKind === vscode.CodeActionTriggerKind.Automatic;
    if (automatic && !typeScriptLoaded()) {
      await this.data.translationsFor(doc.uri).catch(() => undefined);
      await this.data.parserMoment.quiet();
    }
    const offset = doc.offsetAt(range.start);
    const result = await this.siteAt(doc, offset);
    const action = new vscode.CodeAction(vscode.l10n.t('Extract string to a translation key'), KIND);
    if ('refused' in result) {
      // Said only where the person asked for refactorings: the light bulb stays quiet on ordinary code.
      if (!context.only || result.refused === 'no-string') return [];
      action.disabled = { reason: refusalText(result.refused) };
      return [action];
    }
    action.command = { command: EXTRACT_STRING, title: action.title, arguments: [doc.uri, offset] };
    if (result.site.shape !== 'jsx-text' || !(await this.data.frameworksFor(doc.uri)).i18next) return [action];
    // JSX text in a react-i18next project: <Trans> too, which needs no `t` in scope.
    const trans = new vscode.CodeAction(vscode.l10n.t('Extract string into <Trans>'), KIND);
    trans.command = { command: EXTRACT_STRING, title: trans.title, arguments: [doc.uri, offset, 'trans'] };
    return [action, trans];
  }

  private async run(uri: vscode.Uri | undefined, offset: number | undefined, intoTrans = false): Promise<void> {
    const editor = vscode.window.activeTextEditor;
    const doc = uri ? await vscode.workspace.openTextDocument(uri) : editor?.document;
    if (!doc) return;
    const at = offset ?? doc.offsetAt(editor!.selection.start);
    const version = doc.version;
    const result = await this.siteAt(doc, at);
    if ('refused' in result) {
      void vscode.window.showWarningMessage(refusalText(result.refused));
      return;
    }
    const trans = intoTrans && result.site.shape === 'jsx-text';
    // A <Trans> reads the default namespace with the whole key: no `t`'s keyPrefix or namespace applies.
    const site = trans ? { ...result.site, keyPrefix: undefined, namespace: undefined } : result.site;
    // Swift wraps the text itself, its key, and adds it to Localizable.strings (extractApple.ts).
    if (site.shape === 'swift') {
      const { data, locales, session, log } = this;
      await extractApple(doc, version, site, { data, locales, session, log, metadata });
      return;
    }
    // gettext wraps the text itself: it is the msgid; no locale file changes.
    if (site.shape === 'gettext') {
      const edit = new vscode.WorkspaceEdit();
      edit.replace(doc.uri, rangeOf(doc, site), replacementFor(site, '', doc.getText()), metadata());
      await vscode.workspace.applyEdit(edit);
      return;
    }
    const translation = await this.data.translationFor(doc.uri);
    const component = translation?.component;
    const localeUri = component && (await sourceLocaleFile(component, this.data, this.locales));
    if (!component || !localeUri) {
      void vscode.window.showWarningMessage(
        vscode.l10n.t(
          'No source-language JSON locale file of this project maps to a component on the server: connect, or map the file with “scriptorium.localization.fileMappings”.',
        ),
      );
      return;
    }
    // useTranslation('ns') reads ns.json: a key added to another namespace's file would not be found.
    const stem = localeUri.path.slice(localeUri.path.lastIndexOf('/') + 1).replace(/\.json$/i, '');
    if (site.namespace && site.namespace !== stem) {
      void vscode.window.showWarningMessage(
        vscode.l10n.t(
          'This t reads the namespace “{0}”, but the locale file found is {1}: add the key by hand.',
          site.namespace,
          stem,
        ),
      );
      return;
    }
    await checkWritable(localeUri);
    const locale = await vscode.workspace.openTextDocument(localeUri);
    const fileName = vscode.workspace.asRelativePath(localeUri, false);
    const chosen = await this.chooseKey(doc, site, component, locale, fileName);
    if (!chosen) return;
    const { key, natural, existing, layout } = chosen;
    if (natural && existing.has(key.trim())) {
      // The project has this string: the code now names it; neither file nor server needs it again.
      await this.apply({ doc, version, site, key: key.trim(), locale, layout, reuse: true, trans });
      void vscode.window.showInformationMessage(
        vscode.l10n.t('“{0}” is a string of {1} already: the code now uses it.', key.trim(), component.name),
      );
      return;
    }
    const connection = await this.session.connection();
    const noServer = whyNoServerAdd(connection, component);
    const toServer = noServer === undefined && (await askServerAdd(component.name, fileName));
    if (toServer === undefined) return;
    await this.apply({ doc, version, site, key: key.trim(), locale, layout, trans });
    await finishExtract(
      { connection, component, key: key.trim(), text: site.text, fileName, toServer, noServer },
      { data: this.data, log: this.log },
    );
  }

  /** The key the person chooses, proposed in the project's style; undefined when cancelled. */
  private async chooseKey(
    doc: vscode.TextDocument,
    site: ExtractSite,
    component: Component,
    locale: vscode.TextDocument,
    fileName: string,
  ): Promise<{ key: string; natural: boolean; existing: Set<string>; layout: JsonLayout } | undefined> {
    const { index } = await this.data.keysOf(component);
    const existing = new Set([
      ...jsonStringKeys(locale.getText()).map((k) => k.key),
      ...[...index.keys()].map((k) => k.key),
    ]);
    // The project's own key style (its keys on the server) unless the person chose one: a natural-language
    // project gets the English text itself as key, and an existing one is reused, not invented anew.
    const learned = learnKeyStyle([...index.keys()].map((k) => ({ key: k.key, text: k.source.source[0] ?? '' })));
    // A Flutter key is a getter of the generated class: a Dart name in the ARB's own style (camelCase unless
    // its keys are snake_case), never natural-language or dotted.
    const dart = site.shape === 'dart';
    const natural = !dart && !config.localization.extractKeyStyleSet() && learned === 'natural';
    const layout =
      natural || dart ? 'flat' : jsonKeyLayout(locale.getText(), component.file_format === 'json' ? 'flat' : 'nested');
    const nested = layout === 'nested';
    // Under a keyPrefix the code writes the key without it: keys outside the prefix cannot be written.
    const prefix = site.keyPrefix ? `${site.keyPrefix}.` : '';
    const problem = (k: string): string | undefined => {
      if (prefix && !k.startsWith(prefix))
        return vscode.l10n.t('Keys here start with “{0}” (the keyPrefix of useTranslation).', prefix);
      if (dart && k !== '' && !isFlutterKey(k)) return FLUTTER_KEY_PROBLEM();
      if (natural)
        return k === '' ? problemText('empty') : k.length > MAX_KEY_LENGTH ? problemText('too-long') : undefined;
      const p = keyProblem(k, existing, nested);
      return p && problemText(p);
    };
    const style = dart
      ? learned === 'snake_case'
        ? 'snake_case'
        : 'camelCase'
      : (config.localization.extractKeyStyleSet() ?? (learned !== 'natural' ? learned : undefined));
    const key = await vscode.window.showInputBox({
      title: vscode.l10n.t('Extract String'),
      prompt: vscode.l10n.t('Key of “{0}” in {1}', site.text.slice(0, 80), fileName),
      value: natural
        ? naturalKey(site.text)
        : proposeKey(
            site.text,
            doc.uri.path,
            style ?? config.localization.extractKeyStyle(),
            (k) => problem(k) !== undefined,
            site.keyPrefix,
          ),
      validateInput: (v) => problem(v.trim()),
      ignoreFocusOut: true,
    });
    return key === undefined ? undefined : { key, natural, existing, layout };
  }

  /** Both edits as one WorkspaceEdit, computed on the texts as they are now (the person may have typed). */
  private async apply(a: {
    doc: vscode.TextDocument;
    version: number;
    site: ExtractSite;
    key: string;
    locale: vscode.TextDocument;
    layout: JsonLayout;
    /** The key exists: only the code changes. */
    reuse?: boolean;
    /** Wrap the text in <Trans> (and import it) instead of a `t` call. */
    trans?: boolean;
  }): Promise<void> {
    const { doc, site, key, locale } = a;
    if (doc.version !== a.version)
      throw new Error(vscode.l10n.t('The file changed while the key was chosen: extract again.'));
    const insert = a.reuse ? { edits: [] } : jsonInsertEdits(locale.getText(), key, site.text, a.layout);
    const edit = new vscode.WorkspaceEdit();
    if ('refused' in insert)
      throw new Error(
        vscode.l10n.t(
          '{0} cannot take “{1}”: {2}',
          vscode.workspace.asRelativePath(locale.uri, false),
          key,
          insertRefusal(insert.refused),
        ),
      );
    const text = doc.getText();
    const code = a.trans
      ? transReplacement(site, key, text)
      : replacementFor(site, site.keyPrefix ? key.slice(site.keyPrefix.length + 1) : key, text);
    edit.replace(doc.uri, rangeOf(doc, site), code, metadata());
    const imported = a.trans ? transImportEdit(text) : undefined;
    if (imported) edit.insert(doc.uri, doc.positionAt(imported.offset), imported.text, metadata());
    for (const e of insert.edits)
      edit.replace(
        locale.uri,
        new vscode.Range(locale.positionAt(e.offset), locale.positionAt(e.offset + e.length)),
        e.content,
        metadata(),
      );
    if (!(await vscode.workspace.applyEdit(edit))) throw new Error(vscode.l10n.t('VS Code did not apply the edit.'));
  }
}

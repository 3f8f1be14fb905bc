// In a locale file (JSON, YAML) that maps to a translation: a hover on a key shows the server's source, state and the
// other languages; keys untranslated or needing editing on the server get Information diagnostics; a
// code action opens the string in the unit panel. Diagnostics are computed after typing pauses and
// cached per document version, so files of thousands of keys stay responsive.
import * as vscode from 'vscode';
import { jsonStringKeys, unitKeyCandidates, type KeyLocation } from '../../core/locale/jsonKeys';
import { checkExternalLink } from '../../core/guards/externalLink';
import type { Translation, Unit } from '../../core/weblate';
import { unitStateLabel } from '../vocabularyLabels';
import { publishDiagnostics } from '../../platform/diagnostics';
import { Disposable } from '../../platform/lifecycle';
import type { Log } from '../../platform/log';
import type { LocaleIndex } from './localeIndex';
import { escapeMarkdown, fencedCode } from '../../platform/markdownText';
import { yamlStringKeys } from '../../core/sourceKeys/yamlKeys';

const isYaml = (uri: vscode.Uri) => /\.ya?ml$/i.test(uri.path);

const SOURCE = 'Scriptorium';
const DEBOUNCE_MS = 400;

interface Analysis {
  version: number;
  translation: Translation;
  keys: Pick<KeyLocation, 'key' | 'offset' | 'length'>[];
  units: Map<string, Unit>;
  /** The connection's origin: a unit's web link is offered only when it points there (checkExternalLink). */
  origin: string | undefined;
}

export class LocaleFileFeatures extends Disposable implements vscode.HoverProvider, vscode.CodeActionProvider {
  private readonly diagnostics = this._register(vscode.languages.createDiagnosticCollection('scriptorium'));
  private readonly analyses = new Map<string, Analysis>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly index: LocaleIndex,
    private readonly log: Log,
  ) {
    super();
    const selector: vscode.DocumentSelector = [
      { language: 'json', scheme: 'file' },
      { language: 'jsonc', scheme: 'file' },
      { language: 'yaml', scheme: 'file' },
    ];
    this._register(vscode.languages.registerHoverProvider(selector, this));
    this._register(
      vscode.languages.registerCodeActionsProvider(selector, this, {
        providedCodeActionKinds: [vscode.CodeActionKind.QuickFix],
      }),
    );
    this._register(vscode.workspace.onDidOpenTextDocument((d) => this.schedule(d, 0)));
    this._register(vscode.workspace.onDidChangeTextDocument((e) => this.schedule(e.document, DEBOUNCE_MS)));
    this._register(vscode.workspace.onDidCloseTextDocument((d) => this.forget(d.uri)));
    for (const d of vscode.workspace.textDocuments) this.schedule(d, 0);
    this._register({ dispose: () => this.timers.forEach((t) => clearTimeout(t)) });
  }

  /** Re-reads the server's state for every open locale file (after a save, a refresh or a new connection). */
  refreshAll(): void {
    this.analyses.clear();
    for (const d of vscode.workspace.textDocuments) this.schedule(d, 0);
  }

  private forget(uri: vscode.Uri): void {
    this.analyses.delete(uri.toString());
    this.diagnostics.delete(uri);
  }

  private schedule(doc: vscode.TextDocument, delay: number): void {
    if (doc.uri.scheme !== 'file' || !(/\.json$/i.test(doc.uri.path) || isYaml(doc.uri))) return;
    const key = doc.uri.toString();
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => void this.analyse(doc), delay),
    );
  }

  private async analyse(doc: vscode.TextDocument): Promise<Analysis | undefined> {
    const key = doc.uri.toString();
    const cached = this.analyses.get(key);
    if (cached?.version === doc.version) return cached;
    try {
      const translation = await this.index.translationFor(doc.uri);
      if (!translation) {
        this.forget(doc.uri);
        return undefined;
      }
      // Weblate names YAML's nested keys `a->b`; the file's keys are read dotted like JSON's.
      const format = translation.component.file_format;
      const yaml = isYaml(doc.uri);
      const contextKey = (u: Unit) => (yaml ? u.context.split('->').join('.') : u.context);
      const units = new Map((await this.index.unitsOf(translation)).map((u) => [contextKey(u), u]));
      const analysis: Analysis = {
        version: doc.version,
        translation,
        keys: yaml ? yamlStringKeys(doc.getText(), format === 'ruby-yaml') : jsonStringKeys(doc.getText()),
        units,
        origin: await this.index.serverOrigin(),
      };
      this.analyses.set(key, analysis);
      publishDiagnostics(this.diagnostics, doc.uri, this.diagnose(doc, analysis));
      return analysis;
    } catch (err) {
      this.log.failed('locale file', vscode.workspace.asRelativePath(doc.uri), err);
      return undefined;
    }
  }

  private unitFor(analysis: Analysis, key: string): Unit | undefined {
    for (const k of unitKeyCandidates(key)) {
      const u = analysis.units.get(k);
      if (u) return u;
    }
    return undefined;
  }

  private diagnose(doc: vscode.TextDocument, analysis: Analysis): vscode.Diagnostic[] {
    const out: vscode.Diagnostic[] = [];
    let refused = 0;
    for (const k of analysis.keys) {
      const unit = this.unitFor(analysis, k.key);
      if (!unit || unit.state >= 20) continue;
      const range = new vscode.Range(doc.positionAt(k.offset), doc.positionAt(k.offset + k.length));
      const d = new vscode.Diagnostic(
        range,
        vscode.l10n.t('{0} on {1}: {2}', unitStateLabel(unit.state), analysis.translation.language.name, unit.context),
        vscode.DiagnosticSeverity.Information,
      );
      d.source = SOURCE;
      // VS Code opens a diagnostic's target itself, so a link the guard refuses is not offered at all.
      const link = checkExternalLink(unit.web_url, analysis.origin);
      d.code = link ? { value: `unit ${unit.id}`, target: vscode.Uri.parse(link.href, true) } : `unit ${unit.id}`;
      if (!link) refused++;
      out.push(d);
    }
    if (refused > 0)
      this.log.warn(
        'locale file',
        `${refused} web link(s) of strings do not point at ${analysis.origin ?? 'the server'}; offered without a link`,
      );
    return out;
  }

  private at(
    analysis: Analysis,
    doc: vscode.TextDocument,
    position: vscode.Position,
  ): Analysis['keys'][number] | undefined {
    const offset = doc.offsetAt(position);
    return analysis.keys.find((k) => offset >= k.offset && offset <= k.offset + k.length);
  }

  async provideHover(doc: vscode.TextDocument, position: vscode.Position): Promise<vscode.Hover | undefined> {
    const analysis = await this.analyse(doc);
    if (!analysis) return undefined;
    const key = this.at(analysis, doc, position);
    const unit = key && this.unitFor(analysis, key.key);
    if (!key || !unit) return undefined;
    const md = new vscode.MarkdownString();
    md.isTrusted = { enabledCommands: ['scriptorium.localization.openUnit'] };
    md.appendMarkdown(`**${escapeMarkdown(unit.context)}** — ${unitStateLabel(unit.state)}\n\n`);
    md.appendMarkdown(`${vscode.l10n.t('Source')}:\n`);
    md.appendMarkdown(fencedCode(unit.source.join('\n')));
    const others = (await this.index.siblings(analysis.translation, unit.context).catch(() => [])).filter(
      (u) => u.id !== unit.id && u.target.some(Boolean),
    );
    if (others.length > 0) {
      md.appendMarkdown(`${vscode.l10n.t('Other languages')}:\n\n`);
      for (const o of others.slice(0, 12))
        md.appendMarkdown(
          `- \`${escapeMarkdown(languageOf(o))}\` ${escapeMarkdown(o.target.filter(Boolean).join(' | '))}\n`,
        );
    }
    md.appendMarkdown(
      `\n[${vscode.l10n.t('Open in Scriptorium')}](command:scriptorium.localization.openUnit?${encodeURIComponent(JSON.stringify([unit.id]))})`,
    );
    const range = new vscode.Range(doc.positionAt(key.offset), doc.positionAt(key.offset + key.length));
    return new vscode.Hover(md, range);
  }

  provideCodeActions(
    _doc: vscode.TextDocument,
    _range: vscode.Range,
    context: vscode.CodeActionContext,
  ): vscode.CodeAction[] {
    const actions: vscode.CodeAction[] = [];
    for (const d of context.diagnostics.filter((x) => x.source === SOURCE)) {
      const id = Number(String(typeof d.code === 'object' ? d.code.value : d.code).replace('unit ', ''));
      if (!Number.isInteger(id)) continue;
      const action = new vscode.CodeAction(
        vscode.l10n.t('Open this string in Scriptorium'),
        vscode.CodeActionKind.QuickFix,
      );
      action.command = { command: 'scriptorium.localization.openUnit', title: action.title, arguments: [id] };
      action.diagnostics = [d];
      actions.push(action);
    }
    return actions;
  }
}

function languageOf(u: Unit): string {
  const m = /\/translations\/[^/]+\/[^/]+\/([^/?]+)/.exec(u.translation);
  return m ? decodeURIComponent(m[1]!) : '';
}

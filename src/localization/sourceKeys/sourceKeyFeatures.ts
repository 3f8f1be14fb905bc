// Keys in source files (JS/TS/JSX/Vue with i18next or vue-i18n, gettext in Python/C/PHP/JS, Android): an
// inlay hint with the key's text after it, a hover with every language, and diagnostics for keys the
// component lacks. A file is scanned once per version and shared by the three; diagnostics wait until
// typing pauses, and a newer edit cancels the older run (the version is checked after every await). The
// hints may be drawn before the file's components are settled (earlyHints.ts).
import * as vscode from 'vscode';
import type { KeyEntry } from '../../core/sourceKeys/keyIndex';
import { KeyLookup } from '../../core/sourceKeys/keyLookup';
import { SOURCE_LANGUAGES } from '../../core/sourceKeys/languages';
import { scanSource, type ProjectFrameworks } from '../../core/sourceKeys/scan';
import { typeScriptLoaded, typeScriptLoadMs } from '../../core/sourceKeys/typescript';
import type { KeyUsage } from '../../core/sourceKeys/types';
import { config } from '../../platform/config';
import { publishDiagnostics } from '../../platform/diagnostics';
import { openServerLink } from '../../platform/externalLinks';
import { Disposable } from '../../platform/lifecycle';
import type { Log } from '../../platform/log';
import type { LocaleIndex } from '../localeFiles/localeIndex';
import { EarlyHints, type Analysis } from './earlyHints';
import { hintFor, hoverFor } from './sourceKeyHover';
import type { ComponentKeys, SourceKeyData } from './sourceKeyData';
import type { Component } from '../../core/weblate';

export const SOURCE = 'Scriptorium';
/** The codes of this feature's diagnostics: the quick fixes (sourceKeyActions.ts) read them. */
export const MISSING_KEY = 'missing-key';
export const UNTRANSLATED = 'untranslated';
const DEBOUNCE_MS = 400;

export type { Analysis } from './earlyHints';

export class SourceKeyFeatures extends Disposable implements vscode.InlayHintsProvider, vscode.HoverProvider {
  private readonly diagnostics = this._register(vscode.languages.createDiagnosticCollection('scriptorium-source-keys'));
  private readonly analyses = new Map<string, { version: number; value: Promise<Analysis | undefined> }>();
  /**
   * Each open file's usages per version and scan settings: new strings from the server (the change log's
   * polling, a save) or another display language need new lookups, not a new parse of an unchanged file.
   */
  private readonly scans = new Map<string, { version: number; settings: string; usages: KeyUsage[] }>();
  private readonly timed = new Set<string>(); // files whose first analysis was logged with its times
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly hintsChanged = this._register(new vscode.EventEmitter<void>());
  readonly onDidChangeInlayHints = this.hintsChanged.event;
  private readonly early: EarlyHints;

  constructor(
    private readonly data: SourceKeyData,
    private readonly locales: LocaleIndex,
    private readonly log: Log,
    /** Why no quick fix can add a key to `component` (serverKeys.ts), said in the key's problem. */
    private readonly whyNoFix: (component: Component) => Promise<string | undefined> = async () => undefined,
  ) {
    super();
    this.early = new EarlyHints(
      data,
      (doc, f) => this.usagesOf(doc, f),
      () => this.hintsChanged.fire(),
      log,
    );
    const selector = SOURCE_LANGUAGES.map((language) => ({ language, scheme: 'file' }));
    this._register(vscode.languages.registerInlayHintsProvider(selector, this));
    this._register(vscode.languages.registerHoverProvider(selector, this));
    this._register(vscode.workspace.onDidOpenTextDocument((d) => this.schedule(d, 0)));
    this._register(
      vscode.workspace.onDidChangeTextDocument(
        (e) => e.contentChanges.length > 0 && this.schedule(e.document, DEBOUNCE_MS),
      ),
    );
    this._register(vscode.workspace.onDidCloseTextDocument((d) => this.forget(d.uri)));
    this._register(data.onDidChange(() => this.refreshAll()));
    // Which component a file belongs to may change with these; the other settings only change what is shown.
    this._register(
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (
          e.affectsConfiguration('scriptorium.localization.sourceKeys.component') ||
          e.affectsConfiguration('scriptorium.localization.sourceKeys.nsSeparator') ||
          e.affectsConfiguration('scriptorium.localization.fileMappings')
        )
          this.data.clear();
        else if (e.affectsConfiguration('scriptorium.localization')) this.refreshAll();
      }),
    );
    this._register({ dispose: () => this.timers.forEach((t) => clearTimeout(t)) });
    for (const d of vscode.workspace.textDocuments) this.schedule(d, 0);
  }

  /** Scans and diagnoses every open source file again (new strings from the server, settings changed). */
  refreshAll(): void {
    this.analyses.clear();
    this.early.clear();
    this.hintsChanged.fire();
    for (const d of vscode.workspace.textDocuments) this.schedule(d, 0);
  }

  private forget(uri: vscode.Uri): void {
    this.analyses.delete(uri.toString());
    this.early.forget(uri);
    this.scans.delete(uri.toString());
    this.diagnostics.delete(uri);
    clearTimeout(this.timers.get(uri.toString()));
    this.timers.delete(uri.toString());
  }

  private schedule(doc: vscode.TextDocument, delay: number): void {
    if (doc.uri.scheme !== 'file' || !SOURCE_LANGUAGES.includes(doc.languageId)) return;
    const key = doc.uri.toString();
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => void this.diagnose(doc), delay),
    );
  }

  /** The scan and the component's strings for this version of the document (shared while it lasts). */
  analyse(doc: vscode.TextDocument): Promise<Analysis | undefined> {
    const key = doc.uri.toString();
    const hit = this.analyses.get(key);
    if (hit?.version === doc.version) return hit.value;
    const value = this.load(doc).catch((err: unknown) => {
      this.log.failed('source keys', vscode.workspace.asRelativePath(doc.uri), err);
      return undefined;
    });
    this.analyses.set(key, { version: doc.version, value });
    return value;
  }

  private async load(doc: vscode.TextDocument): Promise<Analysis | undefined> {
    const version = doc.version;
    const started = Date.now();
    const finding = this.data.translationsFor(doc.uri);
    this.early.warmParser(doc);
    // No component for the file (not connected, no locale file): nothing is scanned.
    if ((await finding).length === 0) return undefined;
    const found = Date.now();
    const reading = this.data.keysFor(doc.uri);
    reading.catch(() => undefined); // awaited below; a scan that throws first must not leave it unhandled
    // The file is scanned (the first scan loads the TypeScript parser) while the strings are being read. The
    // parser's load blocks this thread for seconds: hints read before it (earlyHints.ts) are sent first.
    if (!typeScriptLoaded()) await this.early.beforeParser(doc);
    const frameworks = await this.data.frameworksFor(doc.uri);
    const scanning = Date.now();
    const usages = this.usagesOf(doc, frameworks);
    const scanned = Date.now();
    const keys = await reading;
    if (!keys || doc.version !== version) return undefined;
    // Where a file's first hints wait (#44 item 7: the first file of a window), once per file opened.
    const file = vscode.workspace.asRelativePath(doc.uri);
    const parser = typeScriptLoadMs() === undefined ? '' : `, parser load ${typeScriptLoadMs()} ms`;
    const times = `components ${found - started} ms, scan ${scanned - scanning} ms, strings ${Date.now() - started} ms${parser}`;
    if (!this.timed.has(file) && this.timed.add(file)) this.log.info('source keys', `${file}: ${times}`);
    return { version, usages, keys };
  }

  private usagesOf(doc: vscode.TextDocument, frameworks: ProjectFrameworks): KeyUsage[] {
    const extra = config.localization.sourceKeyFunctions();
    const settings = JSON.stringify([doc.languageId, frameworks, extra]);
    const hit = this.scans.get(doc.uri.toString());
    if (hit?.version === doc.version && hit.settings === settings) return hit.usages;
    const usages = scanSource(doc.getText(), doc.languageId, frameworks, extra);
    this.scans.set(doc.uri.toString(), { version: doc.version, settings, usages });
    return usages;
  }

  private async diagnose(doc: vscode.TextDocument): Promise<void> {
    this.timers.delete(doc.uri.toString());
    const severity = config.localization.missingKeySeverity();
    const key = doc.uri.toString();
    const running = this.analyse(doc);
    const entry = this.analyses.get(key);
    const analysis = await running;
    // A missing key's problem says why no quick fix is offered ("No quick fixes available" said nothing).
    // Said only when no component of the file can take the key (a quick fix is offered for each that can).
    const reasons = analysis
      ? await Promise.all(analysis.keys.sources.map((s) => this.whyNoFix(s.component).catch(() => undefined)))
      : [];
    const why = reasons.every((r) => r !== undefined) ? reasons[0] : undefined;
    // A refresh since (new strings, a new connection: refreshAll starts over) made this run stale; its read
    // may even have failed only because that refresh cancelled it. The refresh's own run sets the problems:
    // deleting them here and publishing them again made VS Code drop a Quick Fix menu just opened (e2e 52
    // in a cold CI, the connection rebuilt twice in a second).
    if (this.analyses.get(key) !== entry) return;
    // A newer edit (or a close) made this run stale: its own run sets the diagnostics.
    if (doc.isClosed || !analysis || analysis.version !== doc.version) {
      if (!analysis && !doc.isClosed) this.diagnostics.delete(doc.uri);
      return;
    }
    if (severity === 'off') {
      this.diagnostics.delete(doc.uri);
      return;
    }
    const lookup = analysis.keys;
    const components = lookup.sources.map(({ component: c }) => `${c.project.slug}/${c.slug}`).join(', ');
    // Keys the display language lacks are marked too, so "Translate now" is offered where the work is.
    const language = config.localization.sourceHintsLanguage();
    const out: vscode.Diagnostic[] = [];
    const shown = (key: string) => (key.length > 200 ? `${key.slice(0, 200)}…` : key);
    for (const u of analysis.usages) {
      const found = lookup.find(u);
      const source = found?.unit;
      const unit = found && language ? found.from.index.unitIn(found.unit, language) : undefined;
      if (source && (!unit || unit.target.some(Boolean))) continue;
      const range = new vscode.Range(doc.positionAt(u.offset), doc.positionAt(u.offset + u.length));
      const message = source
        ? vscode.l10n.t('“{0}” is not translated into {1} yet', shown(u.key), language)
        : why
          ? vscode.l10n.t(
              '“{0}” is not a string of {1} on the server. No quick fix can add it: {2}.',
              shown(lookup.keyOf(u)),
              components,
              why,
            )
          : vscode.l10n.t('“{0}” is not a string of {1} on the server', shown(lookup.keyOf(u)), components);
      const d = new vscode.Diagnostic(
        range,
        message,
        severity === 'warning' ? vscode.DiagnosticSeverity.Warning : vscode.DiagnosticSeverity.Information,
      );
      d.source = SOURCE;
      d.code = source ? UNTRANSLATED : MISSING_KEY;
      out.push(d);
    }
    publishDiagnostics(this.diagnostics, doc.uri, out);
  }

  /** The usage under `position` and its strings, with the component they came from (else the first one). */
  entryAt(
    analysis: Analysis,
    doc: vscode.TextDocument,
    position: vscode.Position,
  ): { usage: KeyUsage; entry: KeyEntry | undefined; from: ComponentKeys } | undefined {
    const offset = doc.offsetAt(position);
    const usage = analysis.usages.find((u) => offset >= u.offset && offset <= u.offset + u.length);
    if (!usage) return undefined;
    const hit = analysis.keys.lookup(usage);
    return { usage, entry: hit?.entry, from: hit?.from ?? analysis.keys.primary };
  }

  async provideInlayHints(
    doc: vscode.TextDocument,
    range: vscode.Range,
    token: vscode.CancellationToken,
  ): Promise<vscode.InlayHint[]> {
    if (!config.localization.sourceHintsEnabled()) return [];
    const analysis = await this.early.analysis(doc, this.analyse(doc));
    if (!analysis || token.isCancellationRequested || analysis.version !== doc.version) return [];
    const language = config.localization.sourceHintsLanguage();
    const stateLanguages = config.localization.sourceHintsStateLanguages();
    const [from, to] = [doc.offsetAt(range.start), doc.offsetAt(range.end)];
    const hints: vscode.InlayHint[] = [];
    for (const u of analysis.usages) {
      if (u.offset < from || u.offset > to) continue;
      const entry = analysis.keys.lookup(u)?.entry;
      const label = entry && hintFor(entry, language, u.key, stateLanguages);
      if (!label) continue;
      // After the closing quote (Android names and a <Trans>'s children have none: right after them).
      const end = u.offset + u.length + (u.framework === 'android' || u.framework === 'flutter' || u.bare ? 0 : 1);
      const hint = new vscode.InlayHint(
        doc.positionAt(Math.min(end, doc.getText().length)),
        label,
        vscode.InlayHintKind.Parameter,
      );
      hint.paddingLeft = true;
      hints.push(hint);
    }
    return hints;
  }

  async provideHover(doc: vscode.TextDocument, position: vscode.Position): Promise<vscode.Hover | undefined> {
    const analysis = await this.analyse(doc);
    if (!analysis) return undefined;
    // The hints were drawn from the first languages read; the hover lists every one, so it waits for the rest.
    const sources = analysis.keys.sources;
    const keys = sources.every((s) => s.complete)
      ? analysis.keys
      : new KeyLookup(await Promise.all(sources.map((s) => this.data.wholeKeysOf(s))), (k) => k.component.slug);
    const at = this.entryAt({ ...analysis, keys }, doc, position);
    if (!at) return undefined;
    const range = new vscode.Range(doc.positionAt(at.usage.offset), doc.positionAt(at.usage.offset + at.usage.length));
    const components = keys.sources.map((s) => s.component);
    return new vscode.Hover(hoverFor(at.usage.key, at.entry, at.entry ? [at.from.component] : components), range);
  }

  /** The hover's "Open on server": the server's link, opened only through the external-link guard. */
  async openOnServer(link: unknown): Promise<void> {
    await openServerLink(
      typeof link === 'string' ? link : undefined,
      await this.locales.serverOrigin(),
      this.log,
      'source keys',
    );
  }
}

// What the source-code hints read: which components a source file's keys belong to, which frameworks its
// project uses, and each component's strings in every language as a KeyIndex. The component is the one of
// the nearest locale file of the workspace that LocaleIndex maps to a translation (a mapping setting, the
// .weblate file, or a filemask) and whose file format can hold the file's keys (core/sourceKeys/
// componentChoice.ts), unless `scriptorium.localization.sourceKeys.component` names some: then those, looked
// up in that order (a key can come from several components). The hints need not wait for the locale-file
// search (#44 item 7): the components the setting or the nearest .weblate names are known at once, and
// the hints are drawn from them ("early") while the search decides the file's components, which the
// diagnostics, quick fixes and navigation wait for.
// Indexes are kept for a few components only and dropped when the change log shows new changes, after a
// save or upload, and when the connection changes.
import * as vscode from 'vscode';
import { KeyLookup, namedComponents, type NamedComponent } from '../../core/sourceKeys/keyLookup';
import { restrictedValue } from '../../core/locale/fileMappings';
import { scriptKind, type ProjectFrameworks } from '../../core/sourceKeys/scan';
import { loadTypeScript, typeScriptLoaded } from '../../core/sourceKeys/typescript';
import { chooseComponents, formatFits, keyFamily } from '../../core/sourceKeys/componentChoice';
import { languageOfPath } from '../../core/sourceKeys/languages';
import type { Component, Translation } from '../../core/weblate';
import type { LocaleIndex } from '../localeFiles/localeIndex';
import { readKeysOf, type ComponentKeys } from './componentKeys';
import { LocaleFileSearch } from './localeFileSearch';
import { ParserMoment } from './parserMoment';
import { readProjectFrameworks } from './projectFrameworks';

/** Components whose strings are held at once, and languages read per component (each is one listing). */
const MAX_COMPONENTS = 4;
const INDEX_TTL_MS = 5 * 60_000;

export type { ComponentKeys } from './componentKeys';

/** A file's components: the early ones the hints may use at once, and the final choice. */
interface Found {
  early: Promise<Translation[]>;
  final: Promise<Translation[]>;
}

export class SourceKeyData implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires when cached strings were dropped: hints and diagnostics are asked for again. */
  readonly onDidChange = this.changed.event;
  private readonly indexes = new Map<string, { at: number; value: Promise<ComponentKeys> }>();
  /** Components whose other languages are still being read: the whole component once read. */
  private readonly wholes = new Map<string, Promise<ComponentKeys>>();
  private readonly componentOfDir = new Map<string, Found>();
  private readonly frameworks = new Map<string, Promise<ProjectFrameworks>>();
  private readonly search: LocaleFileSearch;
  /** When the parser may load without holding up a file's hints. */
  readonly parserMoment = new ParserMoment();

  constructor(private readonly locales: LocaleIndex) {
    this.search = new LocaleFileSearch(locales);
  }

  dispose(): void {
    this.changed.dispose();
    this.parserMoment.dispose();
  }

  /**
   * Drops every cached string (the change log saw changes, a save, a key added, a new connection): the
   * locale index's units too, which the strings are read from (else an added key stays "missing" until
   * that cache expires).
   */
  refreshStrings(): void {
    this.locales.invalidateProgress();
    this.indexes.clear();
    this.changed.fire();
  }

  /** Drops everything, the file layout too (settings or connection changed). */
  clear(): void {
    this.componentOfDir.clear();
    this.frameworks.clear();
    this.search.clear();
    this.refreshStrings();
  }

  /** The frameworks of the file's project (projectFrameworks.ts), read once per folder. */
  frameworksFor(uri: vscode.Uri): Promise<ProjectFrameworks> {
    const key = vscode.Uri.joinPath(uri, '..').toString();
    let hit = this.frameworks.get(key);
    if (!hit) {
      hit = readProjectFrameworks(uri);
      this.frameworks.set(key, hit);
    }
    return hit;
  }

  /** A translation of the (first) component the file's keys belong to (any language), or undefined. */
  async translationFor(uri: vscode.Uri): Promise<Translation | undefined> {
    return (await this.translationsFor(uri))[0];
  }

  /** A translation of each component the file's keys belong to, in the order keys are looked up there. */
  translationsFor(uri: vscode.Uri): Promise<Translation[]> {
    return this.found(uri).final;
  }

  /**
   * The components the file's hints may be drawn from before translationsFor has settled: the setting's, or
   * the nearest .weblate's when its format fits the file's keys (else none). Most often the same; when the
   * search settles on others, the hints are drawn again.
   */
  earlyTranslationsFor(uri: vscode.Uri): Promise<Translation[]> {
    return this.found(uri).early;
  }

  private found(uri: vscode.Uri): Found {
    const folder = vscode.workspace.getWorkspaceFolder(uri);
    if (!folder) return { early: Promise.resolve([]), final: Promise.resolve([]) };
    const dir = vscode.Uri.joinPath(uri, '..');
    // Per folder and language: a folder of Kotlin and of layout XML shares its components, a .vue file and a
    // .py file beside it may not.
    const language = languageOfPath(uri.path) ?? '';
    const key = `${dir.toString()}\n${language}`;
    let hit = this.componentOfDir.get(key);
    if (!hit) {
      const found = this.findTranslations(folder, uri, language);
      hit = found;
      this.componentOfDir.set(key, found);
      found.final.catch(() => this.componentOfDir.get(key) === found && this.componentOfDir.delete(key));
    }
    return hit;
  }

  /**
   * JS, TS and Vue files are read with the TypeScript parser (≈ 4 MB, a synchronous load of 0.3–1.8 s on a
   * busy 2-core machine): on a connected server it loads while the file's strings are being read (#44 item
   * 7), once the early component's first requests are out, so the server answers them meanwhile (loaded as
   * soon as the connection was known, it held those requests back). Not connected: not loaded at all.
   */
  warmParser(uri: vscode.Uri, languageId: string): void {
    if (typeScriptLoaded() || !(scriptKind(languageId) || languageId === 'vue')) return;
    const early = this.earlyTranslationsFor(uri).catch(() => undefined);
    void Promise.all([this.locales.serverOrigin(), early]).then(
      ([origin]) => origin && setImmediate(() => typeScriptLoaded() || loadTypeScript()),
      () => undefined,
    );
  }

  /** The strings of every component of the file, for lookups in order; undefined when it has none. */
  async keysFor(uri: vscode.Uri): Promise<KeyLookup<ComponentKeys> | undefined> {
    const translations = await this.translationsFor(uri);
    if (translations.length === 0) return undefined;
    return new KeyLookup(await Promise.all(translations.map((t) => this.keysOf(t.component))), (k) => k.component.slug);
  }

  private findTranslations(folder: vscode.WorkspaceFolder, uri: vscode.Uri, language: string): Found {
    const dir = vscode.Uri.joinPath(uri, '..');
    // No more than the strings held at once: a fifth component would push the first out at every lookup.
    // Restricted like fileMappings: while the workspace is untrusted only the user's own value counts.
    const inspected = vscode.workspace
      .getConfiguration('scriptorium', dir)
      .inspect('localization.sourceKeys.component');
    const named = namedComponents(restrictedValue(inspected, vscode.workspace.isTrusted)).slice(0, MAX_COMPONENTS);
    const family = this.frameworksFor(uri).then((f) => keyFamily(language, f));
    family.catch(() => undefined); // awaited below; not unhandled meanwhile
    // The nearest .weblate above the file names its project's component: a candidate as near as its folder,
    // first among files as near. Not in an untrusted workspace, like the setting (a cloned repository must
    // not aim "Add to the server" at a component of its choosing).
    const ownRead = named.length === 0 && vscode.workspace.isTrusted ? this.wlcTranslation(uri) : undefined;
    const namedRead = named.length > 0 ? this.namedTranslations(named) : undefined;
    const early: Promise<Translation[]> =
      namedRead ??
      (ownRead
        ? Promise.all([ownRead, family]).then(([r, f]) =>
            r?.own && formatFits(f, r.own.component.file_format) ? [r.own] : [],
          )
        : Promise.resolve([]));
    early.catch(() => undefined);
    const final = (async () => {
      const translations = (await namedRead) ?? [];
      // The early components' strings are read first: the search's requests (a component list, each
      // candidate's languages) went out beside them, and took 0.7–1.8 s more in the bench's windows (#44 item 7).
      await early.then((ts) => Promise.all(ts.map((t) => this.keysOf(t.component)))).catch(() => undefined);
      // The locale files are looked at either way: Go to Definition lands in the one of a named component too.
      const found = await this.search.nearest(folder, dir, {
        family: await family,
        wanted: new Set(translations.map((t) => t.component.url)),
      });
      if (named.length > 0) return translations;
      const { wlc, own } = (await ownRead) ?? {};
      const candidates = found.map((f) => ({
        id: f.t.component.url,
        format: f.t.component.file_format,
        near: f.near,
        t: f.t,
      }));
      if (own && wlc)
        candidates.push({
          id: own.component.url,
          format: own.component.file_format,
          near: wlc.dir.path.split('/').length,
          t: own,
        });
      return chooseComponents(candidates, await family, own?.component.url, MAX_COMPONENTS).map((c) => c.t);
    })();
    return { early, final };
  }

  /** The setting's components; one unknown to the server is left out, unless none is known: then its error. */
  private async namedTranslations(named: readonly NamedComponent[]): Promise<Translation[]> {
    const read = await Promise.allSettled(named.map((n) => this.locales.translationsOf(n.project, n.component)));
    const translations = read.flatMap((r) => (r.status === 'fulfilled' && r.value[0] ? [r.value[0]] : []));
    const failed = read.find((r) => r.status === 'rejected');
    if (translations.length === 0 && failed) throw failed.reason;
    return translations;
  }

  /** The nearest .weblate's component (a translation of it), its strings asked for at once: most often the one chosen. */
  private async wlcTranslation(uri: vscode.Uri) {
    const wlc = await this.locales.nearestWlc(uri);
    const { project, component } = wlc?.config ?? {};
    if (!wlc || !project || !component) return undefined;
    const own = (await this.locales.translationsOf(project, component).catch(() => [] as Translation[]))[0];
    if (own) this.keysOf(own.component).catch(() => undefined);
    return { wlc, own };
  }

  /** Starts the folder's locale-file search before a file of it asks (readAhead.ts). */
  searchAhead(folder: vscode.WorkspaceFolder): void {
    void Promise.resolve(this.search.filesOf(folder)).catch(() => undefined);
  }

  /** The locale file of the workspace that maps to `component`, when its files were looked at. */
  localeFile(component: Component): vscode.Uri | undefined {
    return this.search.localeFile(component);
  }

  /** The component's strings in its source language and (up to MAX_LANGUAGES) other languages. */
  keysOf(component: Component): Promise<ComponentKeys> {
    const key = component.url;
    const hit = this.indexes.get(key);
    if (hit && Date.now() - hit.at < INDEX_TTL_MS) {
      // Most recently used last: the first entry is the one dropped when the map is full.
      this.indexes.delete(key);
      this.indexes.set(key, hit);
      return hit.value;
    }
    const value = this.load(component);
    this.indexes.set(key, { at: Date.now(), value });
    value.catch(() => this.indexes.delete(key));
    while (this.indexes.size > MAX_COMPONENTS) this.indexes.delete(this.indexes.keys().next().value!);
    return value;
  }

  /** `keys` with every language (the hover lists them all): waits for the rest when still being read. */
  wholeKeysOf(keys: ComponentKeys): Promise<ComponentKeys> {
    const rest = keys.complete ? undefined : this.wholes.get(keys.component.url);
    return rest ? rest.catch(() => keys) : Promise.resolve(keys);
  }

  private async load(component: Component): Promise<ComponentKeys> {
    const { first, rest } = await readKeysOf(this.locales, component);
    if (rest) void this.replaceWhenRead(component.url, rest);
    return first;
  }

  /** Puts the whole component in place of its first languages, unless dropped or read again meanwhile. */
  private async replaceWhenRead(key: string, rest: Promise<ComponentKeys>): Promise<void> {
    const entry = this.indexes.get(key);
    this.wholes.set(key, rest);
    const whole = await rest.catch(() => undefined);
    if (this.wholes.get(key) === rest) this.wholes.delete(key);
    if (!entry || this.indexes.get(key) !== entry || !whole) return;
    this.indexes.set(key, { at: entry.at, value: Promise.resolve(whole) });
    this.changed.fire();
  }
}

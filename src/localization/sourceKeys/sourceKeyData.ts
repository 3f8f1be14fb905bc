// What the source-code hints read: which components a source file's keys belong to, which frameworks its
// project uses, and each component's strings in every language as a KeyIndex. The component is the one of
// the nearest locale file of the workspace that LocaleIndex maps to a translation (a mapping setting, the
// .weblate file, or a filemask) and whose file format can hold the file's keys (core/sourceKeys/
// componentChoice.ts), unless `scriptorium.localization.sourceKeys.component` names some: then those, looked
// up in that order (a key can come from several components).
// Indexes are kept for a few components only and dropped when the change log shows new changes, after a
// save or upload, and when the connection changes.
import * as vscode from 'vscode';
import { readAhead } from '../../core/async/readAhead';
import { KeyLookup, namedComponents } from '../../core/sourceKeys/keyLookup';
import { restrictedValue } from '../../core/locale/fileMappings';
import type { ProjectFrameworks } from '../../core/sourceKeys/scan';
import { chooseComponents, formatFits, keyFamily, type KeyFamily } from '../../core/sourceKeys/componentChoice';
import { languageOfPath } from '../../core/sourceKeys/languages';
import type { Component, Translation } from '../../core/weblate';
import { PREFETCH, type LocaleIndex } from '../localeFiles/localeIndex';
import { readKeysOf, type ComponentKeys } from './componentKeys';
import { readProjectFrameworks } from './projectFrameworks';

/** Components whose strings are held at once, and languages read per component (each is one listing). */
const MAX_COMPONENTS = 4;
/** Locale files looked at per workspace folder, and how many of the nearest are asked about. */
const MAX_LOCALE_FILES = 500;
const MAX_CANDIDATES = 25;
const LOCALE_FILES = '**/*.{json,po,pot,xml,strings,stringsdict,properties,arb,yml,yaml,xlf,xliff,ts}';
const INDEX_TTL_MS = 5 * 60_000;

export type { ComponentKeys } from './componentKeys';

export class SourceKeyData implements vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires when cached strings were dropped: hints and diagnostics are asked for again. */
  readonly onDidChange = this.changed.event;
  private readonly indexes = new Map<string, { at: number; value: Promise<ComponentKeys> }>();
  /** Components whose other languages are still being read: the whole component once read. */
  private readonly wholes = new Map<string, Promise<ComponentKeys>>();
  private readonly componentOfDir = new Map<string, Promise<Translation[]>>();
  private readonly localeFiles = new Map<string, Thenable<vscode.Uri[]>>();
  private readonly frameworks = new Map<string, Promise<ProjectFrameworks>>();
  /** The workspace's locale file each component was found from (Go to Definition lands there). */
  private readonly localeFileOf = new Map<string, vscode.Uri>();

  constructor(private readonly locales: LocaleIndex) {}

  dispose(): void {
    this.changed.dispose();
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
    this.localeFiles.clear();
    this.frameworks.clear();
    this.localeFileOf.clear();
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
    const folder = vscode.workspace.getWorkspaceFolder(uri);
    if (!folder) return Promise.resolve([]);
    const dir = vscode.Uri.joinPath(uri, '..');
    // Per folder and language: a folder of Kotlin and of layout XML shares its components, a .vue file and a
    // .py file beside it may not.
    const language = languageOfPath(uri.path) ?? '';
    const key = `${dir.toString()}\n${language}`;
    let hit = this.componentOfDir.get(key);
    if (!hit) {
      hit = this.findTranslations(folder, uri, language);
      this.componentOfDir.set(key, hit);
      hit.catch(() => this.componentOfDir.delete(key));
    }
    return hit;
  }

  /** The strings of every component of the file, for lookups in order; undefined when it has none. */
  async keysFor(uri: vscode.Uri): Promise<KeyLookup<ComponentKeys> | undefined> {
    const translations = await this.translationsFor(uri);
    if (translations.length === 0) return undefined;
    return new KeyLookup(await Promise.all(translations.map((t) => this.keysOf(t.component))), (k) => k.component.slug);
  }

  private async findTranslations(
    folder: vscode.WorkspaceFolder,
    uri: vscode.Uri,
    language: string,
  ): Promise<Translation[]> {
    const dir = vscode.Uri.joinPath(uri, '..');
    // No more than the strings held at once: a fifth component would push the first out at every lookup.
    // Restricted like fileMappings: while the workspace is untrusted only the user's own value counts.
    const inspected = vscode.workspace
      .getConfiguration('scriptorium', dir)
      .inspect('localization.sourceKeys.component');
    const named = namedComponents(restrictedValue(inspected, vscode.workspace.isTrusted)).slice(0, MAX_COMPONENTS);
    // A component named but unknown to the server is left out, unless none is known: then its error is shown.
    const read = await Promise.allSettled(named.map((n) => this.locales.translationsOf(n.project, n.component)));
    const translations = read.flatMap((r) => (r.status === 'fulfilled' && r.value[0] ? [r.value[0]] : []));
    const failed = read.find((r) => r.status === 'rejected');
    if (named.length > 0 && translations.length === 0 && failed) throw failed.reason;
    // The nearest .weblate above the file names its project's component: a candidate as near as its folder,
    // first among files as near. Not in an untrusted workspace, like the setting (a cloned repository must
    // not aim "Add to the server" at a component of its choosing). Read, with its strings, while the
    // workspace is searched for locale files: that search took seconds on a busy machine (#44 item 7).
    const ownRead = named.length === 0 && vscode.workspace.isTrusted ? this.wlcTranslation(uri) : undefined;
    ownRead?.catch(() => undefined);
    const family = keyFamily(language, await this.frameworksFor(uri));
    // The locale files are looked at either way: Go to Definition lands in the one of a named component too.
    const found = await this.nearestLocaleFiles(folder, dir, {
      family,
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
    return chooseComponents(candidates, family, own?.component.url, MAX_COMPONENTS).map((c) => c.t);
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

  /**
   * The translations of the locale files nearest the source folder, each component once with how near its
   * file is, down to the nearest whose component fits `family` (and, when the setting names components,
   * until each `wanted` one has its file), remembering each component's file.
   */
  private async nearestLocaleFiles(
    folder: vscode.WorkspaceFolder,
    dir: vscode.Uri,
    ask: { family: KeyFamily; wanted: Set<string> },
  ): Promise<{ t: Translation; near: number }[]> {
    const folderKey = folder.uri.toString();
    let files = this.localeFiles.get(folderKey);
    if (!files) {
      files = vscode.workspace.findFiles(
        new vscode.RelativePattern(folder, LOCALE_FILES),
        '**/node_modules/**',
        MAX_LOCALE_FILES,
      );
      this.localeFiles.set(folderKey, files);
    }
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
    for (const [url, { uri }] of best) this.localeFileOf.set(url, uri);
    return [...best.values()];
  }

  /** The locale file of the workspace that maps to `component`, when its files were looked at. */
  localeFile(component: Component): vscode.Uri | undefined {
    return this.localeFileOf.get(component.url);
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

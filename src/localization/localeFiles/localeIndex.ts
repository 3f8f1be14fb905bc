// Which translation an open file belongs to: a mapping setting, else the workspace's .weblate component,
// else any component whose filemask matches the file's path (or whose template it is: the source language). Component and translation lists
// are read once per connection and cached, and statistics/units stay fresh for the configured time, so
// switching editors costs no request while the cache is fresh.
import * as vscode from 'vscode';
import { workspaceMappings } from './fileMappings';
import { isTemplatePath, languageFromFilemask } from '../../core/locale/filemask';
import { unitsWithKey } from '../../core/units/sameKey';
import { parseWlcConfig, type WlcProjectConfig } from '../../core/weblate/wlcConfig';
import type { Component, Statistics, Translation, Unit, WeblateClient } from '../../core/weblate';
import { readAhead } from '../../core/async/readAhead';
import { config } from '../../platform/config';
import type { LocalizationSession } from '../session';

/** Components' language lists asked at once ahead of the one looked at (the client's own concurrency). */
export const PREFETCH = 4;

interface Timed<T> {
  at: number;
  value: Promise<T>;
}

export class LocaleIndex implements vscode.Disposable {
  private components: Timed<Component[]> | undefined;
  private readonly translations = new Map<string, Timed<Translation[]>>();
  private readonly stats = new Map<string, Timed<Statistics>>();
  private readonly units = new Map<string, Timed<Unit[]>>();

  private readonly subscription: vscode.Disposable;

  constructor(private readonly session: LocalizationSession) {
    this.subscription = session.onDidChange(() => this.clear());
  }

  dispose(): void {
    this.subscription.dispose();
  }

  clear(): void {
    this.components = undefined;
    this.wlcOfDir.clear();
    this.translations.clear();
    this.invalidateProgress();
  }

  /** Forgets cached statistics and units (after a save), keeping the component layout. */
  invalidateProgress(): void {
    this.stats.clear();
    this.units.clear();
  }

  private fresh<T>(entry: Timed<T> | undefined): entry is Timed<T> {
    return entry !== undefined && Date.now() - entry.at < config.localization.cacheSeconds() * 1000;
  }

  private cached<T>(map: Map<string, Timed<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const hit = map.get(key);
    if (this.fresh(hit)) return hit.value;
    const value = load();
    map.set(key, { at: Date.now(), value });
    value.catch(() => map.delete(key));
    return value;
  }

  private wlc: Promise<WlcProjectConfig | undefined> | undefined;

  /** The workspace's .weblate / weblate.ini (read once): its component is tried first. */
  private wlcConfig(): Promise<WlcProjectConfig | undefined> {
    this.wlc ??= Promise.resolve(vscode.workspace.findFiles('{.weblate,weblate.ini}', '**/node_modules/**', 1)).then(
      async (files) =>
        files[0] ? parseWlcConfig(new TextDecoder().decode(await vscode.workspace.fs.readFile(files[0]))) : undefined,
      () => undefined,
    );
    return this.wlc as Promise<WlcProjectConfig | undefined>;
  }

  /** Each folder's own .weblate (or weblate.ini), read once per folder. */
  private readonly wlcOfDir = new Map<string, Promise<{ dir: vscode.Uri; config: WlcProjectConfig } | undefined>>();

  /**
   * The nearest .weblate (or weblate.ini) above `uri` inside its workspace folder, as wlc finds its own, and
   * the folder it lies in: a monorepo's apps may each name their component. Every folder up to the
   * workspace folder is read at once, not one after another (each read waits for VS Code, and this is on
   * a source file's first hints: #44 item 7); the nearest found wins.
   */
  async nearestWlc(uri: vscode.Uri): Promise<{ dir: vscode.Uri; config: WlcProjectConfig } | undefined> {
    const folder = vscode.workspace.getWorkspaceFolder(uri);
    if (!folder) return undefined;
    const dirs: vscode.Uri[] = [];
    for (let dir = vscode.Uri.joinPath(uri, '..'); dirs.length < 64; dir = vscode.Uri.joinPath(dir, '..')) {
      dirs.push(dir);
      if (dir.path === folder.uri.path || !dir.path.startsWith(folder.uri.path)) break;
    }
    const own = dirs.map((dir) => this.wlcIn(dir));
    for (const found of own) {
      const hit = await found;
      if (hit) return hit;
    }
    return undefined;
  }

  /** The folder's own .weblate (first) or weblate.ini, both read at once. */
  private wlcIn(dir: vscode.Uri): Promise<{ dir: vscode.Uri; config: WlcProjectConfig } | undefined> {
    const key = dir.toString();
    let hit = this.wlcOfDir.get(key);
    if (!hit) {
      hit = Promise.all(
        ['.weblate', 'weblate.ini'].map((name) =>
          vscode.workspace.fs.readFile(vscode.Uri.joinPath(dir, name)).then(
            (b) => b,
            () => undefined,
          ),
        ),
      ).then((read) => {
        // A wlc file is a few lines; anything larger is not one.
        const bytes = read.find((b) => b !== undefined && b.byteLength <= 64_000);
        return bytes ? { dir, config: parseWlcConfig(new TextDecoder().decode(bytes)) } : undefined;
      });
      this.wlcOfDir.set(key, hit);
    }
    return hit;
  }

  async translationFor(uri: vscode.Uri): Promise<Translation | undefined> {
    const connection = await this.session.connection();
    if (!connection || uri.scheme !== 'file') return undefined;
    const folder = vscode.workspace.getWorkspaceFolder(uri);
    const mapped = folder ? this.mapped(folder.uri, vscode.workspace.asRelativePath(uri, false)) : undefined;
    const relative = vscode.workspace.asRelativePath(uri, false);
    const preferred = await this.wlcConfig();
    const { client } = connection;
    const all = await this.componentList(client);
    // The .weblate component first, then every other component whose filemask may match.
    const isPreferred = (c: Component) => c.project.slug === preferred?.project && c.slug === preferred?.component;
    const components = [...all.filter(isPreferred), ...all.filter((c) => !isPreferred(c))];
    const matching = components.flatMap((c) => {
      if (mapped && (mapped.project !== c.project.slug || mapped.component !== c.slug)) return [];
      const code = mapped?.language ?? languageFromFilemask(c.filemask, relative);
      // A template the filemask does not match (Android's res/values/strings.xml) is the source language's file.
      const template = !code && isTemplatePath(c.template, relative);
      return code || template ? [{ c, code, template }] : [];
    });
    // The languages of the matching components, PREFETCH at a time (#44 item 7: one after another, locale
    // files for five components cost ten round trips before a source file's first hint).
    const listOf = readAhead(
      matching,
      ({ c }) =>
        this.cached(this.translations, `${c.project.slug}/${c.slug}`, () =>
          client.listTranslations(c.project.slug, c.slug),
        ),
      PREFETCH,
    );
    for (const [i, { code, template }] of matching.entries()) {
      const list = await listOf(i);
      const t = template
        ? list.find((x) => x.is_source)
        : list.find((x) => x.language_code === code || x.language.code === code);
      if (t) return t;
    }
    return undefined;
  }

  /** Every component of the server, read once per connection (kept ten minutes): each file's search starts with it. */
  async componentList(client?: WeblateClient): Promise<Component[]> {
    if (!this.components || Date.now() - this.components.at > 10 * 60_000) {
      const c = client ?? (await this.session.connection())?.client;
      if (!c) return [];
      const value = c.listComponents();
      this.components = { at: Date.now(), value };
      value.catch(() => (this.components = undefined));
    }
    return this.components.value;
  }

  /** `scriptorium.localization.fileMappings` of the file's own workspace folder: {"glob": "project/component/language"}. */
  private mapped(
    folder: vscode.Uri,
    relative: string,
  ): { project: string; component: string; language: string } | undefined {
    for (const { glob, target } of workspaceMappings().filter((m) => m.folder.toString() === folder.toString())) {
      const re = new RegExp(
        `^${glob
          .split('**')
          .map((p) =>
            p
              .split('*')
              .map((x) => x.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
              .join('[^/]*'),
          )
          .join('.*')}$`,
      );
      const [project, component, language] = target.split('/');
      if (re.test(relative) && project && component && language) return { project, component, language };
    }
    return undefined;
  }

  /** The translations (languages) of a component, cached like the ones translationFor reads. */
  async translationsOf(project: string, component: string): Promise<Translation[]> {
    const connection = await this.session.connection();
    if (!connection) return [];
    return this.cached(this.translations, `${project}/${component}`, () =>
      connection.client.listTranslations(project, component),
    );
  }

  /** The origin of the server the index reads from, undefined when not connected. */
  async serverOrigin(): Promise<string | undefined> {
    return (await this.session.connection())?.origin;
  }

  async statistics(t: Translation): Promise<Statistics> {
    const connection = await this.session.connection();
    if (!connection) throw new Error('not connected');
    return this.cached(this.stats, t.url, () =>
      connection.client.getTranslationStatistics(t.component.project.slug, t.component.slug, t.language.code),
    );
  }

  async unitsOf(t: Translation): Promise<Unit[]> {
    const connection = await this.session.connection();
    if (!connection) throw new Error('not connected');
    return this.cached(this.units, t.url, () =>
      connection.client.listTranslationUnits(t.component.project.slug, t.component.slug, t.language.code),
    );
  }

  /** The same key in every language of the component. */
  async siblings(t: Translation, key: string): Promise<Unit[]> {
    const connection = await this.session.connection();
    if (!connection) return [];
    return this.cached(this.units, `siblings:${t.component.url}:${key}`, () =>
      unitsWithKey(connection.client, t.component.project.slug, t.component.slug, key),
    );
  }
}

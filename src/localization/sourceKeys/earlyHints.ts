// A source file's first hints before its components are settled (#44 item 7: the first file opened showed
// its hints after 4–10 s on a busy machine, most of it the workspace's locale-file search and the requests
// it makes). The components the setting or the nearest .weblate names (SourceKeyData.earlyTranslationsFor)
// are known at once; the hints are drawn from their strings while the search decides. Only the hints: the
// diagnostics, the quick fixes and navigation wait for the settled choice, so nothing is reported against
// a component the file's keys do not belong to. When the settled components differ, the hints are drawn
// again from them. Before the TypeScript parser is loaded, a simple file's usages are read without it
// (quickScan.ts) and drawn again from the parser's scan once the settled analysis has it; that
// analysis loads the parser once no source file has opened for a moment (parserMoment.ts).
import type * as vscode from 'vscode';
import { KeyLookup } from '../../core/sourceKeys/keyLookup';
import { quickI18nextScan } from '../../core/sourceKeys/quickScan';
import type { ProjectFrameworks } from '../../core/sourceKeys/scan';
import { typeScriptLoaded } from '../../core/sourceKeys/typescript';
import type { KeyUsage } from '../../core/sourceKeys/types';
import { config } from '../../platform/config';
import type { Log } from '../../platform/log';
import type { ComponentKeys, SourceKeyData } from './sourceKeyData';

/** A file's usages for one version of it, and the strings of its components. */
export interface Analysis {
  version: number;
  usages: KeyUsage[];
  /** The strings of the file's components, looked up in order. */
  keys: KeyLookup<ComponentKeys>;
  /** The usages were read before the TypeScript parser was there (quickScan.ts): the parser's scan follows. */
  provisional?: true;
}

/** A file's usages as the early hints read them: `provisional` when read without the parser. */
export type EarlyScan = (
  doc: vscode.TextDocument,
  frameworks: ProjectFrameworks,
) => { usages: KeyUsage[]; provisional: boolean };

/**
 * Before the TypeScript parser is loaded, a simple i18next file's plain `t('…')` calls, read with the
 * linear scanner (#44 item 7: the parser's synchronous load, 1–4 s, was on the first file's path).
 */
const quickUsages = (doc: vscode.TextDocument, frameworks: ProjectFrameworks) =>
  quickI18nextScan(doc.getText(), doc.languageId, frameworks, config.localization.sourceKeyFunctions());

const componentsOf = (a: Analysis) => a.keys.sources.map((s) => s.component.url).join('\n');

export class EarlyHints {
  private readonly analyses = new Map<string, { version: number; value: Promise<Analysis | undefined> }>();
  private readonly timed = new Set<string>();

  constructor(
    private readonly data: SourceKeyData,
    private readonly scan: (doc: vscode.TextDocument, frameworks: ProjectFrameworks) => KeyUsage[],
    /** Asks VS Code for the hints again (the settled components differ from the early ones). */
    private readonly redraw: () => void,
    private readonly log: Log,
  ) {}

  clear(): void {
    this.analyses.clear();
  }

  /**
   * The TypeScript parser is loaded while the file's components are looked for, unless the file's first
   * hints can be read without it (quickUsages): then the settled scan loads it once those hints are out and
   * no file opens (beforeParser).
   */
  warmParser(doc: vscode.TextDocument): void {
    void this.data.frameworksFor(doc.uri).then(
      (f) => quickUsages(doc, f) === undefined && this.data.warmParser(doc.uri, doc.languageId),
      () => undefined,
    );
  }

  /**
   * What the settled scan waits for before it loads the parser: the early hints of this version of `doc`
   * sent first, and when they were (or, not asked for yet, can be) read without the parser, a quiet moment
   * (parserMoment.ts). Not asked for yet: a second file of the same folder has its components at once, so
   * its settled scan came before VS Code asked for its hints, and loaded the parser in front of them.
   */
  async beforeParser(doc: vscode.TextDocument): Promise<void> {
    const hit = this.analyses.get(doc.uri.toString());
    const early = hit?.version === doc.version ? await hit.value : undefined;
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (hit?.version === doc.version ? early?.provisional : await this.quickLater(doc))
      await this.data.parserMoment.quiet();
  }

  /** Whether the early hints, once asked for, will be read without the parser (early components, a simple file). */
  private async quickLater(doc: vscode.TextDocument): Promise<boolean> {
    const early = await this.data.earlyTranslationsFor(doc.uri).catch(() => []);
    return early.length > 0 && quickUsages(doc, await this.data.frameworksFor(doc.uri)) !== undefined;
  }

  forget(uri: vscode.Uri): void {
    this.analyses.delete(uri.toString());
  }

  /** What the hints are drawn from: `settled` when it is ready first, else the early components' strings. */
  analysis(doc: vscode.TextDocument, settled: Promise<Analysis | undefined>): Promise<Analysis | undefined> {
    const early = this.early(doc, settled);
    return Promise.race([settled, early.then((e) => e ?? settled)]);
  }

  private early(doc: vscode.TextDocument, settled: Promise<Analysis | undefined>): Promise<Analysis | undefined> {
    const key = doc.uri.toString();
    const hit = this.analyses.get(key);
    if (hit?.version === doc.version) return hit.value;
    const version = doc.version;
    const started = Date.now();
    const value = (async (): Promise<Analysis | undefined> => {
      const early = await this.data.earlyTranslationsFor(doc.uri);
      if (early.length === 0) return undefined;
      const found = Date.now();
      const sources = await Promise.all(early.map((t) => this.data.keysOf(t.component)));
      const frameworks = await this.data.frameworksFor(doc.uri);
      const read = Date.now();
      const quick = typeScriptLoaded() ? undefined : quickUsages(doc, frameworks);
      const usages = quick ?? this.scan(doc, frameworks);
      const provisional = quick !== undefined;
      if (doc.version !== version) return undefined;
      // A file opened next gets its hints before the parser's load, as this one did (parserMoment.ts).
      if (provisional) this.data.parserMoment.touch();
      const file = doc.uri.path.slice(doc.uri.path.lastIndexOf('/') + 1);
      const [from, at] = [early.map((t) => t.component.slug).join(', '), Date.now()];
      const times = `component ${found - started} ms, strings ${read - found} ms, scan ${at - read} ms`;
      if (!this.timed.has(key) && this.timed.add(key))
        this.log.info('source keys', `${file}: early hints from ${from} in ${at - started} ms (${times})`);
      const keys = new KeyLookup(sources, (k) => k.component.slug);
      return { version, usages, keys, ...(provisional ? { provisional: true as const } : {}) };
    })().catch(() => undefined);
    this.analyses.set(key, { version, value });
    // Drawn from the early components, the hints are asked for again once the settled ones differ, or once
    // the parser's scan is there when they were drawn from the scan before it.
    void Promise.all([value, settled]).then(
      ([e, s]) => e && (e.provisional || !s || componentsOf(e) !== componentsOf(s)) && this.redraw(),
      () => undefined,
    );
    return value;
  }
}

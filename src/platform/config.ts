// Typed access to Scriptorium's settings. Every key read here is contributed in package.json and
// documented in docs/SETTINGS.md (generated from package.json); nothing secret is ever a setting (see credentials.ts).
import * as vscode from 'vscode';
import { KEY_STYLES, type KeyStyle } from '../core/sourceKeys/keyProposal';

const SECTION = 'scriptorium';

function read<T>(key: string, fallback: T): T {
  return vscode.workspace.getConfiguration(SECTION).get<T>(key, fallback);
}

export const config = {
  localization: {
    serverUrl: (): string => read('localization.serverUrl', '').trim(),
    pageSize: (): number => read('localization.pageSize', 1000),
    fetchConcurrency: (): number => read('localization.fetchConcurrency', 4),
    statusBarEnabled: (): boolean => read('localization.statusBar.enabled', true),
    cacheSeconds: (): number => read('localization.cacheSeconds', 60),
    /** How often the visible Translation Changes view polls; at least 5 s (one small request each time). */
    changesPollSeconds: (): number => Math.max(5, read('localization.changesPollSeconds', 30)),
    /** VS Code's own language models as a suggestion provider (#46): off unless turned on. */
    vscodeLmSuggestions: (): boolean => read('localization.suggestions.vscodeLm.enabled', false),
    /** A machine-translation provider's settings (#46): off unless the person turned it on. */
    suggestionProvider: (id: 'deepl' | 'libretranslate' | 'openai') => ({
      enabled: read(`localization.suggestions.${id}.enabled`, false),
      url: read<string>(`localization.suggestions.${id}.url`, '').trim(),
      model: read<string>(`localization.suggestions.${id}.model`, '').trim(),
    }),
    /** Requests each provider is sent at most in one batch of suggestions (#46 item 5). */
    suggestionBatchBudget: (): number => {
      const n = read<number>('localization.suggestions.batchBudget', 200);
      return Number.isInteger(n) && n >= 1 ? n : 200;
    },
    /** Ask before a save whose text fails a check (#26): Weblate's editor also stops on failing checks. */
    askBeforeSavingFailingChecks: (): boolean => read('localization.askBeforeSavingFailingChecks', true),
    sourceHintsEnabled: (): boolean => read('localization.sourceHints.enabled', true),
    /** The language whose text follows each key in source files; '' is the component's source language. */
    sourceHintsLanguage: (): string => read<string>('localization.sourceHints.language', '').trim(),
    /** The languages whose state a natural-language key's hint shows (`de ✓ fr ✎`); [] is the component's first. */
    sourceHintsStateLanguages: (): string[] =>
      read<unknown[]>('localization.sourceHints.stateLanguages', [])
        .filter((c): c is string => typeof c === 'string' && /^[A-Za-z0-9_@-]{1,20}$/.test(c))
        .slice(0, 10),
    missingKeySeverity: (): 'information' | 'warning' | 'off' => {
      const v = read<string>('localization.sourceKeys.missingKeySeverity', 'information');
      return v === 'warning' || v === 'off' ? v : 'information';
    },
    /** The key style the person set (undefined: not set, so the style the project's keys show is used). */
    extractKeyStyleSet: (): KeyStyle | undefined => {
      const i = vscode.workspace.getConfiguration(SECTION).inspect<string>('localization.sourceKeys.extractKeyStyle');
      const v = i?.workspaceFolderValue ?? i?.workspaceValue ?? i?.globalValue;
      return v !== undefined && (KEY_STYLES as readonly string[]).includes(v) ? (v as KeyStyle) : undefined;
    },
    /** How "Extract string" proposes a key: fileMenu.saveAs, file_menu_save_as or fileMenuSaveAs. */
    extractKeyStyle: (): KeyStyle => {
      const v = read<string>('localization.sourceKeys.extractKeyStyle', 'dotted');
      return (KEY_STYLES as readonly string[]).includes(v) ? (v as KeyStyle) : 'dotted';
    },
    /** i18next's nsSeparator set by the user (`false`: never split); undefined: the project's configuration says. */
    sourceKeyNsSeparator: (): string | false | undefined => {
      const v = read<unknown>('localization.sourceKeys.nsSeparator', null);
      if (v === false || v === '') return false;
      return typeof v === 'string' && v.length <= 10 ? v : undefined;
    },
    /** Custom translation functions (names or dotted paths) whose first string argument is a key. */
    sourceKeyFunctions: (): string[] =>
      read<unknown[]>('localization.sourceKeys.functions', []).filter(
        (f): f is string => typeof f === 'string' && f.length > 0 && f.length < 100,
      ),
  },
  network: {
    // At least 2 s: undici does not hold header timeouts of a second or less reliably.
    timeoutSeconds: (): number => Math.max(2, read('network.timeoutSeconds', 30)),
    // At least 1 MB: below that ordinary lists would fail. Application-scoped, so no workspace can lift it.
    maxResponseBytes: (): number => Math.max(1, read('network.maxResponseMegabytes', 64)) * 1024 * 1024,
  },
  worldbuilding: {
    apiBaseUrl: (): string =>
      read('worldbuilding.apiBaseUrl', 'https://www.worldanvil.com/api/external/boromir/').trim(),
    /** Which World Anvil API the base URL speaks; `auto` reads its path (…/aragorn/ is Aragorn, else Boromir). */
    apiVersion: (): 'auto' | 'boromir' | 'aragorn' => {
      const v = read<string>('worldbuilding.apiVersion', 'auto');
      return v === 'boromir' || v === 'aragorn' ? v : 'auto';
    },
    pullFormat: (): 'markdown' | 'bbcode' =>
      read<string>('worldbuilding.pullFormat', 'markdown') === 'bbcode' ? 'bbcode' : 'markdown',
    /** The largest image a world pull keeps in assets/ (#29); at most the client's own 20 MB image limit. */
    imagesMaxBytes: (): number =>
      Math.min(20 * 1024 * 1024, Math.max(1024, read('worldbuilding.images.maxBytes', 10 * 1024 * 1024))),
    /**
     * Whether the article preview loads remote images without asking. Application-scoped, and only the
     * user's own value counts: a workspace must not be able to make the preview call out to other sites.
     */
    previewLoadRemoteImages: (): boolean =>
      vscode.workspace.getConfiguration(SECTION).inspect<boolean>('worldbuilding.preview.loadRemoteImages')
        ?.globalValue === true,
  },
};

/** Fires `listener` when any setting under `scriptorium.<area>` changes. */
export function onDidChangeConfig(
  area: 'localization' | 'worldbuilding' | 'network',
  listener: () => void,
): vscode.Disposable {
  return vscode.workspace.onDidChangeConfiguration((e) => {
    if (e.affectsConfiguration(`${SECTION}.${area}`)) {
      listener();
    }
  });
}

export async function updateSetting(key: string, value: unknown): Promise<void> {
  await vscode.workspace.getConfiguration(SECTION).update(key, value, vscode.ConfigurationTarget.Global);
}

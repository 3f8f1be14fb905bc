// What a window's first source file needs, read right after activation (#44 item 7: its hints within 1 s
// of opening it; read at the opening, the token, the HTTP chunk, the component's languages and units took
// 2.3 s on an idle machine). When the window's workspace will soon open one (../warmUp.ts: a server, a
// component named by a workspace folder's .weblate or the setting, source files): the connection (the
// token), the strings of the components the early hints draw from (earlyHints.ts), each source folder's
// project files, the component list and the locale files the search for the file's settled components
// starts with. Each is read once into the caches the file's own path reads, so the file asks for nothing
// of it again; every request is one the first file would make, and each is in the log with this line's
// reason before it.
import * as vscode from 'vscode';
import { restrictedValue } from '../../core/locale/fileMappings';
import { namedComponents, type NamedComponent } from '../../core/sourceKeys/keyLookup';
import { SOURCE_FILES_GLOB } from '../../core/sourceKeys/languages';
import type { Log } from '../../platform/log';
import type { LocaleIndex } from '../localeFiles/localeIndex';
import type { SourceKeyData } from './sourceKeyData';

/** No more components than the hints keep at once (sourceKeyData.ts). */
const MAX_COMPONENTS = 4;
/** Source files listed, and folders of them whose project files are read ahead. */
const MAX_FILES = 2000;
const MAX_FOLDERS = 100;

/** Reads ahead what the first source file needs; `reason`: why the workspace will soon open one (the log says it). */
export async function readAhead(data: SourceKeyData, locales: LocaleIndex, log: Log, reason: string): Promise<void> {
  const started = Date.now();
  try {
    // The connection first: it reads the token (started at activation) and says whether a server is there.
    if (!(await locales.serverOrigin())) return;
    const folders = vscode.workspace.workspaceFolders ?? [];
    const components = (await Promise.all(folders.map((f) => componentsOf(f, locales))))
      .flat()
      .filter((c, i, all) => all.findIndex((d) => d.project === c.project && d.component === c.component) === i)
      .slice(0, MAX_COMPONENTS);
    if (components.length === 0) return;
    const names = components.map((c) => `${c.project}/${c.component}`).join(', ');
    log.info(
      'source keys',
      `reading ahead for the first source file (${reason}): the strings of ${names}, the component list`,
    );
    for (const f of folders) data.searchAhead(f);
    const [, , sourceFolders] = await Promise.all([
      locales.componentList(),
      Promise.all(
        components.map(async (c) => {
          const own = (await locales.translationsOf(c.project, c.component))[0];
          if (own) await data.keysOf(own.component);
        }),
      ),
      projectFilesAhead(data, locales),
    ]);
    log.info(
      'source keys',
      `read ahead ${names} in ${Date.now() - started} ms (and the project files of ${sourceFolders} source folders)`,
    );
  } catch (err) {
    // The file's own path asks again and says what failed where it matters; here only the log hears of it.
    log.failed('source keys', 'reading ahead', err);
  }
}

/** The components a folder's files draw their early hints from: the setting's, else its own .weblate's. */
async function componentsOf(folder: vscode.WorkspaceFolder, locales: LocaleIndex): Promise<NamedComponent[]> {
  const inspected = vscode.workspace
    .getConfiguration('scriptorium', folder.uri)
    .inspect('localization.sourceKeys.component');
  const named = namedComponents(restrictedValue(inspected, vscode.workspace.isTrusted));
  if (named.length > 0) return named;
  if (!vscode.workspace.isTrusted) return [];
  // Walked from the folder itself: the .weblate beside the folder's files, the one warmUp.ts saw.
  const wlc = await locales.nearestWlc(vscode.Uri.joinPath(folder.uri, '.weblate'));
  const { project, component } = wlc?.config ?? {};
  return project && component ? [{ project, component }] : [];
}

/**
 * The project files of the workspace's source folders: each folder's nearest .weblate and its project's
 * package.json and i18next configuration, read once into the caches a file's early hints read. Read when
 * the file opens, they took 0.5-2 s in the bench's busy windows (each read waits on a thread that VS Code
 * and other extensions crowd just then), with everything else already read ahead. Local reads only.
 */
async function projectFilesAhead(data: SourceKeyData, locales: LocaleIndex): Promise<number> {
  const files = await vscode.workspace.findFiles(SOURCE_FILES_GLOB, '**/node_modules/**', MAX_FILES);
  const oneFilePerFolder = new Map<string, vscode.Uri>();
  for (const f of files) {
    const dir = f.path.slice(0, f.path.lastIndexOf('/'));
    if (!oneFilePerFolder.has(dir) && oneFilePerFolder.size < MAX_FOLDERS) oneFilePerFolder.set(dir, f);
  }
  await Promise.all(
    [...oneFilePerFolder.values()].map((f) =>
      Promise.all([data.frameworksFor(f), locales.nearestWlc(f)]).catch(() => undefined),
    ),
  );
  return oneFilePerFolder.size;
}

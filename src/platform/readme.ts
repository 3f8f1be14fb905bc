// "Read more in the README" in the welcome views: opens the README shipped inside the extension in VS
// Code's own Markdown preview, so the link works offline and never leads to a page that does not exist.
import * as vscode from 'vscode';
import type { Log } from './log';

/** The README headings a welcome view may point at, by the section name its link passes. */
const SECTIONS: Record<string, string> = {
  localization: 'for-translators-localization',
  worldbuilding: 'for-writers-worldbuilding',
};

export function registerOpenReadme(context: vscode.ExtensionContext, log: Log): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.openReadme', async (section?: unknown) => {
      // The argument comes from a command link: only a known section name becomes a fragment.
      const fragment = typeof section === 'string' ? SECTIONS[section] : undefined;
      const readme = await findReadme(context.extensionUri);
      if (!readme) {
        log.warn('readme', `no README.md in ${context.extensionUri.toString()}`);
        void vscode.window.showErrorMessage(
          vscode.l10n.t('The README is missing from the installed extension; reinstall Scriptorium.'),
        );
        return;
      }
      await vscode.commands.executeCommand('markdown.showPreview', fragment ? readme.with({ fragment }) : readme);
    }),
  );
}

/** The README in the extension's folder: vsce packs it as readme.md, a development copy has README.md. */
async function findReadme(extensionUri: vscode.Uri): Promise<vscode.Uri | undefined> {
  try {
    const entries = await vscode.workspace.fs.readDirectory(extensionUri);
    const name = entries.find(([n, type]) => type === vscode.FileType.File && n.toLowerCase() === 'readme.md')?.[0];
    return name ? vscode.Uri.joinPath(extensionUri, name) : undefined;
  } catch {
    return undefined;
  }
}

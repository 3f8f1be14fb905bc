// The local preview of a pulled world's article shows the images its folder keeps in assets/ (#41) from the
// workspace, as webview resources: that assets/ folder becomes the page's one extra resource root, and
// each file is checked first (core/worldSync/localAssets.ts: a plain name in assets/, no link followed, the
// real path inside the folder, an image by its bytes). Not a remote image: it tells no site anything, so it
// is shown without "Load remote images"; World Anvil's images the folder does not keep stay held back.
import * as vscode from 'vscode';
import { worldAnvilImageUrl } from '../../core/markup/bbcodeToHtml';
import { localAssetsOf } from '../../core/worldSync/localAssets';
import { pulledFolderOf, type PulledFolder } from '../../core/worldSync/recordSynced';
import type { Log } from '../../platform/log';

/**
 * The pulled folder `doc` is in, read once per render of the preview for its images and, in a manuscript
 * part's file, its beats kept as BBCode (partModel.ts); undefined outside a workspace folder's file.
 */
export function pulledFolderOfDocument(doc: vscode.TextDocument): Promise<PulledFolder | undefined> {
  const root = vscode.workspace.getWorkspaceFolder(doc.uri);
  return doc.uri.scheme === 'file' && root
    ? pulledFolderOf(doc.uri.fsPath, root.uri.fsPath)
    : Promise.resolve(undefined);
}

/** What the preview's panel host offers for this: its webview and its extra resource roots. */
interface ImageHost {
  readonly panel: { readonly webview: vscode.Webview };
  setExtraRoots(roots: readonly vscode.Uri[]): void;
}

/**
 * World Anvil's image address → the kept file's webview address, for the images of `doc` its pulled folder
 * keeps; empty for a file in no pulled folder (its images stay World Anvil's, held back as before).
 */
export async function localImageSources(
  doc: vscode.TextDocument,
  host: ImageHost,
  log: Log,
  folder = pulledFolderOfDocument(doc),
): Promise<Map<string, string>> {
  const root = vscode.workspace.getWorkspaceFolder(doc.uri);
  if (doc.uri.scheme !== 'file' || !root) return new Map();
  const found = await localAssetsOf(doc.uri.fsPath, doc.getText(), root.uri.fsPath, folder).catch((err: unknown) => {
    log.failed('article preview', `local images not read`, err);
    return undefined;
  });
  if (!found || found.images.size === 0) return new Map();
  host.setExtraRoots([vscode.Uri.file(found.folder)]);
  const webview = host.panel.webview;
  return new Map(
    [...found.images].map(([id, path]) => [
      worldAnvilImageUrl(id),
      webview.asWebviewUri(vscode.Uri.file(path)).toString(),
    ]),
  );
}

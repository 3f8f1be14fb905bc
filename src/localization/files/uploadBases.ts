// Where the downloaded bases of translation files are kept (core/files/baseStore.ts): a folder of the
// extension's global storage, beside the write ledger (which lives in its global state), so a file
// downloaded in one window has its base in the next. Paths are this machine's: never synced.
import * as vscode from 'vscode';
import { mkdir } from 'node:fs/promises';
import { BaseStore } from '../../core/files/baseStore';

const KEY = 'scriptorium.uploadBases';

/** The store, its folder made on first use (the first download or upload that needs it). */
export function uploadBases(context: vscode.ExtensionContext): () => Promise<BaseStore> {
  let store: Promise<BaseStore> | undefined;
  return () =>
    (store ??= (async () => {
      const folder = vscode.Uri.joinPath(context.globalStorageUri, 'upload-bases').fsPath;
      await mkdir(folder, { recursive: true });
      return new BaseStore(folder, context.globalState.get(KEY), (index) =>
        Promise.resolve(context.globalState.update(KEY, index)),
      );
    })().catch((err: unknown) => {
      store = undefined;
      throw err;
    }));
}

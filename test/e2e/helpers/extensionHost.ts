// The extension host's live objects, for scenarios that check what Scriptorium (and VS Code on its behalf)
// keeps in memory: counted in a heap snapshot taken after forced garbage collection, through the host's
// inspector (opened once per run, as `npm run bench` opens it; see scripts/lib/extensionHostInspector.ts).
import { openExtensionHostInspector, readHeap } from '../../../scripts/lib/extensionHostInspector';
import { readE2eEnv } from '../../../scripts/lib/setup';
import { harness } from '../harness';

let inspector: string | undefined;

/** How many objects of this class (its bundled name, kept by esbuild's keepNames) the extension host holds. */
export async function liveObjects(className: string): Promise<number> {
  inspector ??= await openExtensionHostInspector(harness().vscode);
  return readHeap(readE2eEnv(), inspector, [className]).counts[className] ?? 0;
}

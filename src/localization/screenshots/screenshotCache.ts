// Screenshot images on disk, so the unit panel shows them through the webview's own resource path
// (webview.asWebviewUri of a file under the extension's global storage, a localResourceRoot of the panel)
// and never through the server's address: the page makes no request to the server, carries no token, and
// the CSP's img-src stays the webview's own source. The bytes are fetched with the token (core/weblate/
// screenshots.ts: own origin only, an image by its first bytes, at most 10 MB) and written through the
// write policy (core/files/safeWrite.ts: inside the cache folder, no link followed, a temporary file
// renamed into place). The folder is the extension's own storage, not the person's: nothing to ask.
// Each image sits in a folder named by the server, then by the screenshot's id and a hash of its bytes, so a
// replaced image gets a new address the webview has never cached, and is named by the screenshot's name
// (screenshotFileName.ts: the tab that opens it reads that name); older copies of it are removed.
import * as vscode from 'vscode';
import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { safeWrite } from '../../core/files/safeWrite';
import { imageExtension } from '../../core/guards/imageMagic';
import { screenshotImage, type Screenshot, type WeblateClient } from '../../core/weblate';
import { entryOf, screenshotFilePlace } from './screenshotFileName';

const hash = (text: string | Uint8Array, length: number) =>
  createHash('sha256').update(text).digest('hex').slice(0, length);

export class ScreenshotCache {
  /** Files already written in this session, by client and screenshot id (a new connection reads again). */
  private readonly written = new WeakMap<WeblateClient, Map<number, vscode.Uri>>();

  constructor(private readonly storage: vscode.Uri) {}

  /** The folder the unit panel may load images from (its localResourceRoots entry). */
  get root(): vscode.Uri {
    return vscode.Uri.joinPath(this.storage, 'screenshots');
  }

  /** The screenshot's image as a local file, fetched and written once per connection unless `fresh`. */
  async file(client: WeblateClient, serverUrl: string, shot: Screenshot, fresh = false): Promise<vscode.Uri> {
    let known = this.written.get(client);
    if (!known) this.written.set(client, (known = new Map()));
    const had = known.get(shot.id);
    if (had && !fresh) return had;
    const image = await screenshotImage(client, shot);
    const server = hash(serverUrl, 16);
    const place = screenshotFilePlace(shot, image.bytes, imageExtension(image.mime));
    const folder = this.root.fsPath;
    await safeWrite({ folder, relative: `${server}/${place.folder}/${place.file}`, ownStorage: true }, image.bytes);
    await this.prune(join(folder, server), shot.id, place.folder);
    const uri = vscode.Uri.joinPath(this.root, server, place.folder, place.file);
    known.set(shot.id, uri);
    return uri;
  }

  /** A screenshot was replaced or deleted: read again next time. */
  forget(client: WeblateClient, id: number): void {
    this.written.get(client)?.delete(id);
  }

  private async prune(folder: string, id: number, keep: string): Promise<void> {
    const names = await readdir(folder).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((n) => n !== keep && entryOf(n, id) && !n.includes('/'))
        .map((n) => rm(join(folder, n), { recursive: true, force: true }).catch(() => undefined)),
    );
  }
}

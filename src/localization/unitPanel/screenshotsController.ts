// The unit panel's Screenshots section (#26 item 2): the screenshots of the string shown (those of its
// source unit; core/weblate/screenshots.ts finds them on both releases), each image fetched with the token,
// kept on disk (screenshots/screenshotCache.ts) and shown through the webview's resource path. A click opens
// the image large in VS Code's own image viewer; Upload runs the upload command for this string.
import * as vscode from 'vscode';
import { ComponentScreenshots, type Screenshot, type WeblateClient } from '../../core/weblate';
import { describeError } from '../../platform/errorMessages';
import type { Log } from '../../platform/log';
import type { Connection, LocalizationSession } from '../session';
import type { ScreenshotCache } from '../screenshots/screenshotCache';
import type { LoadedUnit } from './unitLoader';
import type { FromScreenshotsWebview, ToScreenshotsWebview } from './screenshotsProtocol';

export interface ScreenshotsDeps {
  session: LocalizationSession;
  log: Log;
  cache: ScreenshotCache;
  post: (message: ToScreenshotsWebview) => void;
  /** A local file as the page may load it (webview.asWebviewUri). */
  webviewUri: (file: vscode.Uri) => string;
  shown: () => LoadedUnit | undefined;
}

/** Opens a cached screenshot large, beside the panel, in VS Code's image viewer. */
export function openImage(file: vscode.Uri): Thenable<unknown> {
  return vscode.commands.executeCommand('vscode.open', file, { preview: true, viewColumn: vscode.ViewColumn.Beside });
}

/** The components' screenshot lists of the connection (a new connection starts empty). */
let lists: { client: WeblateClient; screenshots: ComponentScreenshots } | undefined;

function componentScreenshots(client: WeblateClient): ComponentScreenshots {
  if (lists?.client !== client) lists = { client, screenshots: new ComponentScreenshots(client) };
  return lists.screenshots;
}

/** A screenshot was uploaded, linked, renamed or deleted here: every component's list is read again. */
export function forgetScreenshotLists(): void {
  lists = undefined;
}

export class UnitScreenshots {
  /** The screenshots listed for the string shown, with their cached files. */
  private listed: { unitId: number; files: Map<number, vscode.Uri> } | undefined;

  constructor(private readonly deps: ScreenshotsDeps) {}

  /**
   * `freshList`: the component's list is read again (a screenshot was added, linked or deleted here). The
   * images already cached are not: none of those changes an image, and reading every one again made each
   * upload fetch all the string's images anew (#41).
   */
  async show(connection: Connection, loaded: LoadedUnit, freshList = false): Promise<void> {
    const unitId = loaded.unit.id;
    const { project, component } = {
      project: loaded.translation.component.project.slug,
      component: loaded.translation.component.slug,
    };
    let shots: Screenshot[];
    try {
      shots = await componentScreenshots(connection.client).ofUnit(loaded.unit, { project, component }, freshList);
    } catch (err) {
      this.deps.log.failed('unit panel', `screenshots of unit ${unitId}`, err);
      this.deps.post({
        type: 'screenshotsError',
        unitId,
        message: vscode.l10n.t('Could not be read: {0}', describeError(err)),
      });
      return;
    }
    const files = new Map<number, vscode.Uri>();
    const items = await Promise.all(
      shots.map(async (s) => {
        try {
          const file = await this.deps.cache.file(connection.client, connection.serverUrl, s);
          files.set(s.id, file);
          return { id: s.id, name: s.name, src: this.deps.webviewUri(file) };
        } catch (err) {
          this.deps.log.failed('unit panel', `screenshot ${s.id}`, err);
          return { id: s.id, name: s.name, error: describeError(err) };
        }
      }),
    );
    this.listed = { unitId, files };
    this.deps.log.info('unit panel', `unit ${unitId}: ${items.length} screenshot(s) shown`);
    this.deps.post({
      type: 'screenshots',
      screenshots: {
        unitId,
        items,
        texts: {
          title: vscode.l10n.t('Screenshots'),
          none: vscode.l10n.t('No screenshot shows this string.'),
          open: vscode.l10n.t('Open screenshot {0} large', '{0}'),
          upload: vscode.l10n.t('Upload Screenshot…'),
        },
      },
    });
  }

  async handle(message: FromScreenshotsWebview): Promise<void> {
    this.deps.log.info('unit panel', `${message.type} asked for unit ${message.unitId}`);
    // Only for the string shown: a click that raced a move to another string does nothing (logged, so a
    // click that seems lost can be told from one never sent).
    if (this.deps.shown()?.unit.id !== message.unitId) {
      this.deps.log.info('unit panel', `${message.type} for unit ${message.unitId} ignored: another string is shown`);
      return;
    }
    if (message.type === 'uploadScreenshot') {
      await vscode.commands.executeCommand('scriptorium.localization.uploadScreenshot');
      return;
    }
    const file = this.listed?.unitId === message.unitId ? this.listed.files.get(message.id) : undefined;
    if (file) await openImage(file);
  }
}

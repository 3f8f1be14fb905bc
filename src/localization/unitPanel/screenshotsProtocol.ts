// Messages of the unit panel's Screenshots section (#26 item 2). The page shows images only from the
// addresses it is sent (vscode-webview resources of cached files, never a server address) and asks the
// extension to open one large or to upload a new one; both are checked against the string shown.
import { z } from 'zod';

export const FromScreenshotsWebview = z.discriminatedUnion('type', [
  z.object({ type: z.literal('openScreenshot'), unitId: z.number().int().positive(), id: z.number().int().positive() }),
  z.object({ type: z.literal('uploadScreenshot'), unitId: z.number().int().positive() }),
]);
export type FromScreenshotsWebview = z.infer<typeof FromScreenshotsWebview>;

export interface ScreenshotsView {
  unitId: number;
  /** src: the image as a webview resource (asWebviewUri); absent when its image could not be read. */
  items: { id: number; name: string; src?: string; error?: string }[];
  texts: { title: string; none: string; open: string; upload: string };
}

export type ToScreenshotsWebview =
  { type: 'screenshots'; screenshots: ScreenshotsView } | { type: 'screenshotsError'; unitId: number; message: string };

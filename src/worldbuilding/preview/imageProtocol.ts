// Messages between the image preview (#29) and its webview. The image arrives as a data: URL of bytes the
// extension fetched with the World Anvil keys and checked to be an image (core/worldanvil/boromir/
// imageBytes.ts): the page never gets, and never loads, the image's address.
import { z } from 'zod';

export const FromImageWebview = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('openOnWorldAnvil') }),
]);

export interface ImagePreviewModel {
  title: string;
  subtitle: string;
  /** data:image/(png|jpeg|gif|webp);base64,… */
  dataUrl: string;
  alt: string;
  facts: { label: string; value: string }[];
  /** Whether the image has a page on World Anvil ("Open on World Anvil"). */
  hasPage: boolean;
}

export type ToImageWebview =
  { type: 'image'; image: ImagePreviewModel } | { type: 'error'; message: string } | { type: 'loading' };

/** Only a data: URL of the four image types the fetcher accepts ever reaches the page. */
export const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/;

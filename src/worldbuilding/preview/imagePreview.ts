// The image preview (#29): one panel showing one World Anvil image, its bytes fetched by the extension
// with the World Anvil keys from the address the image's metadata names (core/worldanvil/boromir/
// imageBytes.ts) and handed to the page as a data: URL. The page's CSP allows data: images and nothing
// remote, so the image's address is never in the page and the page makes no request of its own.
import * as vscode from 'vscode';
import type { z } from 'zod';
import type { WorldImage } from '../../core/worldanvil';
import { describeError } from '../../platform/errorMessages';
import type { PanelHost } from '../../platform/webview/panelHost';
import { PreviewPanel, type PreviewDeps } from './previewPanel';
import { FromImageWebview, IMAGE_DATA_URL, type ImagePreviewModel, type ToImageWebview } from './imageProtocol';
import { plural } from '../../platform/localeFormat';

type ImagePageMessage = z.infer<typeof FromImageWebview>;

function imageModel(
  image: WorldImage,
  worldTitle: string | undefined,
  dataUrl: string,
  bytes: number,
): ImagePreviewModel {
  const facts = [
    image.width && image.height
      ? { label: vscode.l10n.t('Size'), value: `${image.width} × ${image.height}` }
      : undefined,
    {
      label: vscode.l10n.t('File'),
      value: plural(
        bytes,
        vscode.l10n.t('{0} byte', bytes.toLocaleString(vscode.env.language)),
        vscode.l10n.t('{0} bytes', bytes.toLocaleString(vscode.env.language)),
      ),
    },
    image.article?.title ? { label: vscode.l10n.t('Article'), value: image.article.title } : undefined,
    image.description ? { label: vscode.l10n.t('Description'), value: image.description } : undefined,
  ];
  return {
    title: image.title,
    subtitle: [vscode.l10n.t('Image {0}', `#${image.id}`), worldTitle].filter(Boolean).join(' · '),
    dataUrl,
    alt: image.alt || image.title,
    facts: facts.filter((f): f is { label: string; value: string } => f !== undefined),
    hasPage: !!image.pageUrl,
  };
}

export class ImagePreview extends PreviewPanel<ImagePageMessage, ToImageWebview> {
  private static current: ImagePreview | undefined;
  protected readonly host: PanelHost<ImagePageMessage, ToImageWebview>;
  /** The shown image's page on World Anvil (checked by the link guard when opened). */
  private pageUrl: string | undefined;
  private generation = 0;

  static show(deps: PreviewDeps, id: string, worldTitle?: string): void {
    if (ImagePreview.current) ImagePreview.current.reveal();
    else ImagePreview.current = new ImagePreview(deps);
    void ImagePreview.current.load(id, worldTitle);
  }

  private constructor(deps: PreviewDeps) {
    super('image', deps);
    this.host = this.openBeside(
      {
        messages: FromImageWebview,
        page: () => ({
          title: vscode.l10n.t('Image Preview'),
          script: 'imagePreviewMain.js',
          stylesheet: 'panel.css',
          strings: {
            loading: vscode.l10n.t('Loading…'),
            details: vscode.l10n.t('Details'),
            openOnWorldAnvil: vscode.l10n.t('Open on World Anvil'),
            imageActions: vscode.l10n.t('Image'),
          },
          dataImages: true,
        }),
        onMessage: () => this.openLink(this.pageUrl),
        onDispose: () => this.dispose(),
      },
      vscode.l10n.t('Image Preview'),
    );
  }

  private async load(id: string, worldTitle: string | undefined): Promise<void> {
    const generation = ++this.generation;
    this.pageUrl = undefined;
    this.host.show(() => ({ type: 'loading' }));
    try {
      const connection = await this.session.connection();
      if (!connection?.client.images) throw new Error(vscode.l10n.t('Not signed in to World Anvil.'));
      const got = await connection.client.images.fetch(id);
      if (generation !== this.generation) return; // another image was asked for meanwhile
      const dataUrl = `data:${got.mime};base64,${got.bytes.toString('base64')}`;
      if (!IMAGE_DATA_URL.test(dataUrl)) throw new Error(vscode.l10n.t('The image could not be shown.'));
      this.pageUrl = got.image.pageUrl;
      this.host.title = got.image.title;
      const image = imageModel(got.image, worldTitle, dataUrl, got.bytes.length);
      this.host.show(() => ({ type: 'image', image }));
    } catch (err) {
      if (generation !== this.generation) return;
      this.log.failed('image preview', undefined, err);
      const message = describeError(err);
      this.host.show(() => ({ type: 'error', message }));
    }
  }

  override dispose(): void {
    if (ImagePreview.current === this) ImagePreview.current = undefined;
    super.dispose();
  }
}

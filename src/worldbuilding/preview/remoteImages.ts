// Remote images in the article preview are held back until the person asks for them: loading one tells
// its host (World Anvil, or any site an article links an image from) when and where the preview was
// opened. A held image becomes a placeholder naming its host (bbcodeToHtml's holdImages), so the person
// can judge whether to load. This rewrite is what the person sees; the webview's CSP
// (platform/webview/csp.ts) is what guarantees no request is made, even if an image slipped past it.
// No `vscode` import: the unit tests run it in Node.
import { holdImages, localImages, type HeldImageWords } from '../../core/markup/bbcodeToHtml';
import type { ArticlePreviewModel } from './articleProtocol';

export type { HeldImageWords };

/** The model with the images of its content and every section held back, and how many there were. */
export function holdModelImages(
  model: ArticlePreviewModel,
  words: HeldImageWords,
  /** Images of the workspace (a pulled world's assets/), shown without asking: they tell no site anything. */
  keep?: (src: string) => boolean,
): { model: ArticlePreviewModel; held: number } {
  const body = holdImages(model.html, words, keep);
  let held = body.held;
  const sections = model.sections.map((s) => {
    const h = holdImages(s.html, words, keep);
    held += h.held;
    return { ...s, html: h.html };
  });
  return { model: { ...model, html: body.html, sections }, held };
}

/** The model with the images `local` knows shown from the workspace (localAssets.ts) instead of World Anvil. */
export function withLocalImages(model: ArticlePreviewModel, local: ReadonlyMap<string, string>): ArticlePreviewModel {
  if (local.size === 0) return model;
  const swap = (src: string) => local.get(src);
  return {
    ...model,
    html: localImages(model.html, swap),
    sections: model.sections.map((s) => ({ ...s, html: localImages(s.html, swap) })),
  };
}

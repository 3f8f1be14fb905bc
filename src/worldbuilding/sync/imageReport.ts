// What a world pull says about the images it kept in assets/ (issue 29, item 3): the question before it
// writes says where they go (which images an article shows is known only once it is fetched), and the
// summary after it counts the images written and names each one left out, with why.
import * as vscode from 'vscode';
import type { PullOutcome } from '../../core/worldSync/execute';
import type { SkippedImage } from '../../core/worldSync/assets';
import { ASSETS_DIR } from '../../core/worldSync/pullManifest';

/** The sentence the pull's question about new files adds: the images the articles show go into assets/. */
export function imagesQuestion(where: string): string {
  return vscode.l10n.t('The images these articles show are downloaded into {0}.', `${where}/${ASSETS_DIR}`);
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toLocaleString(vscode.env.language, { maximumFractionDigits: 1 });
}

function skippedLine(s: SkippedImage, maxBytes: number): string {
  const name = s.title ? vscode.l10n.t('{0} (img:{1})', s.title, s.id) : `img:${s.id}`;
  switch (s.reason) {
    case 'tooBig':
      return vscode.l10n.t('{0}: bigger than {1} MB', name, megabytes(maxBytes));
    case 'notImage':
      return vscode.l10n.t('{0}: not a PNG, JPEG, GIF or WebP image', name);
    default:
      return vscode.l10n.t('{0}: not available on World Anvil', name);
  }
}

/** Sentences for the pull's summary ('' when it wrote and skipped no image). */
export function imagesSummary(images: PullOutcome['images'], maxBytes: number): string {
  const parts: string[] = [];
  if (images.written.length === 1) parts.push(vscode.l10n.t('1 image written into {0}.', `${ASSETS_DIR}/`));
  else if (images.written.length > 1)
    parts.push(vscode.l10n.t('{0} images written into {1}.', images.written.length, `${ASSETS_DIR}/`));
  if (images.skipped.length > 0)
    parts.push(
      vscode.l10n.t(
        'Images not pulled (the articles keep [img:ID]): {0}.',
        images.skipped.map((s) => skippedLine(s, maxBytes)).join('; '),
      ),
    );
  return parts.join(' ');
}

/** The images' part of the pull's Show List document. */
export function imagesList(images: PullOutcome['images'], maxBytes: number): string[] {
  const section = (heading: string, lines: readonly string[]) =>
    lines.length > 0 ? [heading, ...lines.map((n) => `  ${n}`), ''] : [];
  return [
    ...section(vscode.l10n.t('Images written:'), images.written),
    ...section(
      vscode.l10n.t('Images not pulled:'),
      images.skipped.map((s) => skippedLine(s, maxBytes)),
    ),
  ];
}

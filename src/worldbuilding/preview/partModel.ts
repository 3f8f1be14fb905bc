// A pulled manuscript part's file (#47 item 4) as the article preview shows it: the part's title and
// synopsis, then each beat under its title, rendered from the BBCode Push would send (core/manuscript's
// partPreview: the push's own reader of beats). Escaped and sanitized as an article's content is.
import * as vscode from 'vscode';
import type { LinkToMention } from '../../core/markup/articleLinks';
import { bbcodeToHtml } from '../../core/markup/bbcodeToHtml';
import type { MentionTarget } from '../../core/markup/markdownToBBCode';
import { partPreview } from '../../core/manuscript/partPreview';
import type { ArticlePreviewModel } from './articleProtocol';
import { localFileWarnings } from './previewText';

export function localPartModel(
  doc: vscode.TextDocument,
  mentions: { resolve: ((title: string) => MentionTarget | undefined) | undefined; why: string },
  links?: LinkToMention,
): { model: ArticlePreviewModel; world: unknown } {
  const shown = partPreview(doc.getText(), {
    ...(mentions.resolve ? { resolveMention: mentions.resolve } : {}),
    ...(links ? { linkMention: links } : {}),
  });
  const model: ArticlePreviewModel = {
    title: shown.title ?? vscode.l10n.t('(no title)'),
    subtitle: [
      vscode.l10n.t('Manuscript part'),
      vscode.l10n.t('local preview of {0}', vscode.workspace.asRelativePath(doc.uri)),
    ].join(' · '),
    badges: [],
    html: '',
    sections: shown.beats.map((b) => ({
      name: b.title ?? vscode.l10n.t('(untitled beat)'),
      html: bbcodeToHtml(b.bbcode),
    })),
    facts: [
      { label: vscode.l10n.t('Synopsis'), value: shown.synopsis ?? '' },
      { label: vscode.l10n.t('Beats'), value: shown.beats.length.toLocaleString(vscode.env.language) },
    ].filter((f) => f.value),
    warnings: localFileWarnings(shown, mentions.why),
  };
  return { model, world: undefined };
}

// A pulled manuscript part's file (#47 item 4) as the article preview shows it: the part's title and
// synopsis, then each beat under its title, rendered from the BBCode Push would send (core/manuscript's
// partPreview: the push's own reader of beats). Escaped and sanitized as an article's content is.
import * as vscode from 'vscode';
import type { LinkToMention } from '../../core/markup/articleLinks';
import { bbcodeToHtml } from '../../core/markup/bbcodeToHtml';
import type { MentionTarget } from '../../core/markup/markdownToBBCode';
import { isPartFileText } from '../../core/manuscript/partFile';
import { partPreview } from '../../core/manuscript/partPreview';
import { bbcodeBeatsOf, partRecordAt } from '../../core/manuscript/partRecord';
import type { PulledFolder } from '../../core/worldSync/recordSynced';
import type { ArticlePreviewModel } from './articleProtocol';
import { localFileWarnings } from './previewText';

/**
 * The beats of `doc` that its pulled folder's manifest records as kept in BBCode (empty for any other
 * file, or a manifest that cannot be read: then they preview as Markdown): the preview shows them as
 * written, as the push sends them, not as Markdown they are not.
 */
export async function keptAsBBCode(
  doc: vscode.TextDocument,
  folder: Promise<PulledFolder | undefined>,
): Promise<ReadonlySet<string>> {
  if (!isPartFileText(doc.getText())) return new Set();
  const pulled = await folder.catch(() => undefined);
  const at = pulled && partRecordAt(pulled, doc.uri.fsPath);
  return at ? bbcodeBeatsOf(at.part) : new Set();
}

export function localPartModel(
  doc: vscode.TextDocument,
  mentions: { resolve: ((title: string) => MentionTarget | undefined) | undefined; why: string },
  links?: LinkToMention,
  bbcodeBeats?: ReadonlySet<string>,
): { model: ArticlePreviewModel; world: unknown } {
  const shown = partPreview(doc.getText(), {
    ...(mentions.resolve ? { resolveMention: mentions.resolve } : {}),
    ...(links ? { linkMention: links } : {}),
    ...(bbcodeBeats ? { bbcodeBeats } : {}),
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

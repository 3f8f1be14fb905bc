// A World Anvil secret as the article preview shows it (#29): its BBCode content rendered as an article's
// (bbcodeToHtml: escaped, then sanitized), its state, the article it belongs to, its tags and dates. Its
// `url` is its edit page, which "Open on World Anvil" opens.
import * as vscode from 'vscode';
import type { LinkToMention } from '../../core/markup/articleLinks';
import { bbcodeToHtml } from '../../core/markup/bbcodeToHtml';
import type { MentionTarget } from '../../core/markup/markdownToBBCode';
import { readSecretFile } from '../../core/markup/secretFile';
import type { Secret } from '../../core/worldanvil';
import { showDate } from '../../platform/dates';
import type { ArticlePreviewModel } from './articleProtocol';
import { articleState, localFileWarnings } from './previewText';

export function secretModel(s: Secret, worldTitle: string | undefined): ArticlePreviewModel {
  const date = (label: string, d: Secret['updateDate']) => {
    if (!d) return undefined;
    const shown = showDate(d);
    return { label, value: shown.text, exact: shown.exact, ...(shown.iso ? { datetime: shown.iso } : {}) };
  };
  return {
    title: s.title,
    subtitle: [vscode.l10n.t('Secret'), worldTitle].filter(Boolean).join(' · '),
    badges: s.state ? [articleState(s.state)] : [],
    html: bbcodeToHtml(s.content ?? ''),
    sections: [],
    facts: [
      s.article?.title ? { label: vscode.l10n.t('Article'), value: s.article.title } : undefined,
      s.tags ? { label: vscode.l10n.t('Tags'), value: s.tags } : undefined,
      date(vscode.l10n.t('Updated'), s.updateDate),
    ].filter((f): f is ArticlePreviewModel['facts'][number] => f !== undefined),
    url: s.url,
    warnings: [],
  };
}

/** A secret's file (#29 item 6) as its local preview: the content as it would be sent, its fields, its problems. */
export function localSecretModel(
  doc: vscode.TextDocument,
  format: 'markdown' | 'bbcode',
  /** The world's titles when read, and why a mention is not resolved. */
  mentions: { resolve: ((title: string) => MentionTarget | undefined) | undefined; why: string },
  links?: LinkToMention,
): { model: ArticlePreviewModel; world: unknown } {
  const file = readSecretFile(doc.getText(), {
    format,
    ...(mentions.resolve ? { resolveMention: mentions.resolve } : {}),
    ...(links ? { linkMention: links } : {}),
  });
  const { input } = file;
  const model: ArticlePreviewModel = {
    title: String(input.title ?? vscode.l10n.t('(no title)')),
    subtitle: [
      vscode.l10n.t('Secret'),
      vscode.l10n.t('local preview of {0}', vscode.workspace.asRelativePath(doc.uri)),
    ].join(' · '),
    badges: input.state ? [articleState(String(input.state))] : [],
    html: bbcodeToHtml(input.content ?? ''),
    sections: [],
    facts: [{ label: vscode.l10n.t('Tags'), value: String(input.tags ?? '') }].filter((f) => f.value),
    warnings: localFileWarnings(file, mentions.why),
  };
  return { model, world: input.worldId };
}

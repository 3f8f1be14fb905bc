// A World Anvil secret as the article preview shows it (#29): its BBCode content rendered as an article's
// (bbcodeToHtml: escaped, then sanitized), its state, the article it belongs to, its tags and dates. Its
// `url` is its edit page, which "Open on World Anvil" opens.
import * as vscode from 'vscode';
import { bbcodeToHtml } from '../../core/markup/bbcodeToHtml';
import type { Secret } from '../../core/worldanvil';
import { showDate } from '../../platform/dates';
import type { ArticlePreviewModel } from './articleProtocol';
import { articleState } from './previewText';

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

// What the article preview shows, as its page's model: a remote World Anvil article (its rendered content
// and sections, relations, tags, dates and state), or the open local file as World Anvil would show it,
// with its mentions resolved against the world's titles once they are read. All HTML is sanitized here.
import * as vscode from 'vscode';
import { bbcodeToHtml, sanitizeServerHtml } from '../../core/markup/bbcodeToHtml';
import { readArticleFile } from '../../core/markup/articleFile';
import type { MentionTarget } from '../../core/markup/markdownToBBCode';
import type { LinkToMention } from '../../core/markup/articleLinks';
import { isSecretFileText } from '../../core/markup/secretFile';
import { isPartFileText } from '../../core/manuscript/partFile';
import type { Article } from '../../core/worldanvil';
import { showDate } from '../../platform/dates';
import type { Log } from '../../platform/log';
import { articleFormat, mentionResolver } from '../document/articleDocument';
import type { WorldbuildingSession } from '../session';
import type { ArticlePreviewModel } from './articleProtocol';
import { localSecretModel } from './secretModel';
import { localPartModel } from './partModel';
import { articleState, localFileWarnings, relationName, sectionHint, sectionName } from './previewText';

/** A section as the editor names it; a server title other than the bare field name is the writer's own. */
function section(field: string, title: string | undefined, html: string): ArticlePreviewModel['sections'][number] {
  const hint = sectionHint(field);
  const name = title && title.toLowerCase() !== field.toLowerCase() ? title : sectionName(field);
  return { name, html, ...(hint ? { hint } : {}) };
}

function dateFact(
  label: string,
  value: { date: string; timezone?: string } | undefined,
): ArticlePreviewModel['facts'][number] {
  if (!value) return { label, value: '' };
  const shown = showDate(value);
  return { label, value: shown.text, exact: shown.exact, ...(shown.iso ? { datetime: shown.iso } : {}) };
}

export function remoteModel(a: Article): ArticlePreviewModel {
  const relations = Object.entries(a.relations ?? {}).map(([field, r]) => {
    const rel = r as { title?: string; items?: unknown };
    const items = Array.isArray(rel.items) ? rel.items : rel.items ? [rel.items] : [r];
    return `${relationName(field, rel.title)}: ${(items as { title?: string }[])
      .map((i) => i.title)
      .filter(Boolean)
      .join(', ')}`;
  });
  return {
    title: a.title,
    subtitle: [a.template, a.world?.title].filter(Boolean).join(' · '),
    badges: [
      a.state ? articleState(a.state) : undefined,
      a.is_draft ? vscode.l10n.t('draft') : undefined,
      a.is_wip ? vscode.l10n.t('work in progress') : undefined,
    ].filter((b): b is string => !!b),
    html: sanitizeServerHtml(a.content_parsed ?? ''),
    sections: Object.entries(a.sections ?? {})
      .filter(([, s]) => s.content)
      .map(([name, s]) =>
        section(name, s.title, s.content_parsed ? sanitizeServerHtml(s.content_parsed) : bbcodeToHtml(s.content ?? '')),
      ),
    facts: [
      { label: vscode.l10n.t('Tags'), value: a.tags ?? '' },
      dateFact(vscode.l10n.t('Updated'), a.update_date),
      dateFact(vscode.l10n.t('Created'), a.creation_date),
      {
        label: vscode.l10n.t('Words'),
        value: a.wordcount !== undefined ? a.wordcount.toLocaleString(vscode.env.language) : '',
      },
      ...relations.map((r) => ({ label: vscode.l10n.t('Relation'), value: r })),
    ].filter((f) => f.value),
    url: a.url,
    warnings: [],
  };
}

/** How [[mentions]] resolve in the local preview: against the world's articles once they are read. */
export type MentionLookup =
  | { state: 'signed out' | 'no world' | 'loading' | 'failed' }
  | { state: 'ready'; resolve: (title: string) => MentionTarget | undefined };

/** The open file, read once per render (mentions resolved when the lookup is ready), and its preview. */
export function localModel(
  doc: vscode.TextDocument,
  mentions: MentionLookup = { state: 'signed out' },
  links?: LinkToMention,
  /** A part file's beats its manifest keeps as BBCode (partModel.ts keptAsBBCode). */
  bbcodeBeats?: ReadonlySet<string>,
): { model: ArticlePreviewModel; world: unknown } {
  const format = articleFormat(doc) ?? 'markdown';
  const why = {
    ready: vscode.l10n.t('no article of this world has that title; it is shown as not yet written'),
    loading: vscode.l10n.t("reading the world's articles…"),
    failed: vscode.l10n.t("the world's articles could not be read"),
    'no world': vscode.l10n.t('the front matter names no world'),
    'signed out': vscode.l10n.t('sign in to World Anvil to resolve it'),
  }[mentions.state];
  // A manuscript part's file (#47) shows as the part: its beats under their titles.
  if (isPartFileText(doc.getText()))
    return localPartModel(
      doc,
      { resolve: mentions.state === 'ready' ? mentions.resolve : undefined, why },
      links,
      bbcodeBeats,
    );
  // A secret's file (#29) shows as a secret: its own fields, none of an article's.
  if (isSecretFileText(doc.getText()))
    return localSecretModel(
      doc,
      format,
      { resolve: mentions.state === 'ready' ? mentions.resolve : undefined, why },
      links,
    );
  const file = readArticleFile(doc.getText(), {
    format,
    ...(mentions.state === 'ready' ? { resolveMention: mentions.resolve } : {}),
    // Links to pulled articles' files show as the mentions they push as (issue 29).
    ...(links ? { linkMention: links } : {}),
  });
  const model: ArticlePreviewModel = {
    title: String(file.fields.title ?? vscode.l10n.t('(no title)')),
    subtitle: [
      String(file.fields.template ?? ''),
      vscode.l10n.t('local preview of {0}', vscode.workspace.asRelativePath(doc.uri)),
    ]
      .filter(Boolean)
      .join(' · '),
    badges: [
      articleState(String(file.fields.state ?? '')),
      file.fields.isDraft === false ? '' : vscode.l10n.t('draft'),
    ].filter(Boolean),
    html: bbcodeToHtml(file.sections.content ?? ''),
    sections: Object.entries(file.sections)
      .filter(([name]) => name !== 'content')
      .map(([name, bb]) => section(name, undefined, bbcodeToHtml(bb ?? ''))),
    facts: [{ label: vscode.l10n.t('Tags'), value: String(file.fields.tags ?? '') }].filter((f) => f.value),
    warnings: localFileWarnings(file, why),
  };
  return { model, world: file.fields.world };
}

/** The world's article titles, read once per world while the preview follows a file. */
export async function lookUpMentions(session: WorldbuildingSession, world: string, log: Log): Promise<MentionLookup> {
  try {
    const connection = await session.connection();
    if (!connection) return { state: 'signed out' };
    const { resolve } = await mentionResolver(connection.client, world);
    return { state: 'ready', resolve };
  } catch (err) {
    log.failed('article preview', `mentions not resolved`, err);
    return { state: 'failed' };
  }
}

// The words of the article preview, translated here (the webview has no vscode.l10n): section names as
// World Anvil's article editor labels its fields (Sections tab: header, sidebar and footer sections), never
// the API's field names.
import * as vscode from 'vscode';
import type { HeldImageWords } from './remoteImages';

export function articlePreviewStrings(): Record<string, string> {
  return {
    loading: vscode.l10n.t('Loading…'),
    details: vscode.l10n.t('Details'),
    problems: vscode.l10n.t('Problems'),
    loadRemoteImages: vscode.l10n.t('Load remote images'),
    articleActions: vscode.l10n.t('Article'),
    back: vscode.l10n.t('Back to {0}'),
    openOnWorldAnvil: vscode.l10n.t('Open on World Anvil'),
  };
}

/** The placeholders of images held back (remoteImages.ts): the host says who would learn of the visit. */
export function heldImageWords(): HeldImageWords {
  return {
    fromHost: (host) => vscode.l10n.t('Image from {0} — not loaded', host),
    unnamed: vscode.l10n.t('Image — not loaded'),
  };
}

/** Beside the "Load remote images" button: what was held back and why. */
export function heldImagesNotice(count: number): string {
  return count === 1
    ? vscode.l10n.t(
        '1 image from another site was not loaded, so that site does not learn that this preview was opened.',
      )
    : vscode.l10n.t(
        '{0} images from other sites were not loaded, so those sites do not learn that this preview was opened.',
        count,
      );
}

/** The editor's label of a section field; an unknown field (a new one) is shown as the server named it. */
export function sectionName(field: string): string {
  const names: Record<string, string> = {
    seeded: vscode.l10n.t('Seeded content'),
    sidebarcontent: vscode.l10n.t('Sidebar: Top'),
    sidepanelcontenttop: vscode.l10n.t('Sidebar Content Panel: Top'),
    sidepanelcontent: vscode.l10n.t('Sidebar Content Panel: Bottom'),
    sidebarcontentbottom: vscode.l10n.t('Sidebar: Bottom'),
    footnotes: vscode.l10n.t('Footnotes'),
    fullfooter: vscode.l10n.t('Full-width footer'),
    authornotes: vscode.l10n.t("Author's notes"),
    credits: vscode.l10n.t('Credits'),
    scrapbook: vscode.l10n.t('Scrapbook'),
  };
  return Object.hasOwn(names, field) ? names[field]! : field;
}

/** Where World Anvil shows the section, for the heading's hover. */
export function sectionHint(field: string): string | undefined {
  const hints: Record<string, string> = {
    seeded: vscode.l10n.t('Visible only to the world owner and authors'),
    sidebarcontent: vscode.l10n.t('In the sidebar, above the content panel'),
    sidepanelcontenttop: vscode.l10n.t('In the sidebar content panel, above other content'),
    sidepanelcontent: vscode.l10n.t('In the sidebar content panel, below other content'),
    sidebarcontentbottom: vscode.l10n.t('In the sidebar, under the content panel'),
    footnotes: vscode.l10n.t('Under the main content'),
    fullfooter: vscode.l10n.t('Full width, under the content and the sidebar'),
    authornotes: vscode.l10n.t('Above the comments'),
    credits: vscode.l10n.t('Under the title'),
    scrapbook: vscode.l10n.t('Hidden; visible only while editing'),
  };
  return Object.hasOwn(hints, field) ? hints[field] : undefined;
}

/**
 * A relation's label: the links every Boromir article has, in the display language; any other relation
 * (Aragorn's titled groups, a template's own Boromir field) by the title the article model gives it.
 */
export function relationName(field: string, title: string | undefined): string {
  const names: Record<string, string> = {
    articleParent: vscode.l10n.t('Parent article'),
    articlePrevious: vscode.l10n.t('Previous article'),
    articleNext: vscode.l10n.t('Next article'),
    relatedArticles: vscode.l10n.t('Related articles'),
    childrenArticles: vscode.l10n.t('Child articles'),
  };
  return Object.hasOwn(names, field) ? names[field]! : (title ?? field);
}

/** World Anvil's article states in the display language; anything else as the server wrote it. */
export function articleState(state: string): string {
  if (state === 'public') return vscode.l10n.t('public');
  if (state === 'private') return vscode.l10n.t('private');
  return state;
}

/**
 * A local file's lines under the preview's Problems (article, secret and manuscript part files alike): its
 * problems by line, its other warnings, then each mention not resolved and why.
 */
export function localFileWarnings(
  file: {
    problems: readonly { line: number; message: string }[];
    warnings?: readonly string[];
    unresolved: readonly { title: string }[];
  },
  why: string,
): string[] {
  return [
    ...file.problems.map((p) => vscode.l10n.t('Line {0}: {1}', p.line + 1, p.message)),
    ...(file.warnings ?? []),
    ...file.unresolved.map((u) => vscode.l10n.t('Mention “{0}” is not resolved: {1}.', u.title, why)),
  ];
}

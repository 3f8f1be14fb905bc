// What a key in source code shows: its text after the key (an inlay hint) and, on hover, every language's
// text and state with links to the unit panel and the server. Server text is bounded and escaped
// (platform/markdownText.ts) before it reaches Markdown, and a hint's label is a bounded single line.
import * as vscode from 'vscode';
import { runLocalChecks } from '../../core/checks/localChecks';
import { checkFlags } from '../../core/checks/checkFlags';
import { oneLine as boundedLine } from '../../core/guards/oneLine';
import type { KeyEntry } from '../../core/sourceKeys/keyIndex';
import { stateHint } from '../../core/sourceKeys/stateHint';
import type { Component, Unit } from '../../core/weblate';
import { escapeMarkdown } from '../../platform/markdownText';
import { checkTexts } from '../unitPanel/checkText';
import { stateLabel } from '../vocabularyLabels';
import { shownLanguageCode, shownStateKind } from '../../core/weblate/vocabulary';
import { plural } from '../../platform/localeFormat';

/** The most characters of a hint: a glance at the text, not the text. */
const MAX_HINT = 60;
/** Languages listed in one hover (a component of 200 languages would fill the screen). */
const MAX_HOVER_LANGUAGES = 30;
const MAX_HOVER_TEXT = 300;

/** A unit's text on one line, at most a hint's length unless told (core/guards/oneLine.ts). */
export const oneLine = (text: string, max = MAX_HINT): string => boundedLine(text, max);

const textOf = (u: Unit | undefined) => (u ? u.target.filter(Boolean).join(' | ') : '');

/**
 * What the server's `has_failing_check` is, by name where Weblate's checks run here find it (a hover asks
 * the server nothing more: naming the others takes a query per check, which the unit panel makes).
 */
function failingChecks(unit: Unit, source: Unit, component: Component, language: string): string {
  const names = checkTexts();
  const ids = runLocalChecks({
    source: unit.source,
    target: unit.target,
    state: unit.state,
    flags: checkFlags(unit, source, component),
    language,
  });
  return ids.length > 0
    ? vscode.l10n.t('failing check: {0}', ids.map((id) => `${names[id]?.name ?? id} (${id})`).join(', '))
    : vscode.l10n.t('failing check (named in the unit panel)');
}

/** The text of `entry` in the display language (a language code; '' or the source's is the source text). */
export function displayText(entry: KeyEntry, language: string): { text: string; language: string } | undefined {
  if (language) {
    const l = entry.languages.find((x) => x.code.toLowerCase() === language.toLowerCase());
    if (l) return l.unit && textOf(l.unit) ? { text: textOf(l.unit), language: shownLanguageCode(l.code) } : undefined;
  }
  return { text: entry.source.source.join(' | '), language: '' };
}

/**
 * The hint after a key written as `written`: none where it would repeat what is written (a gettext msgid
 * is its own source text; a display language set in the settings shows its translation instead).
 */
export function hintFor(
  entry: KeyEntry,
  language: string,
  written?: string,
  stateLanguages: readonly string[] = [],
): vscode.InlayHint['label'] | undefined {
  const shown = displayText(entry, language);
  // A natural-language key is its own text: the hint says which languages have it instead.
  if (shown && !shown.language && written !== undefined && shown.text.trim() === written.trim())
    return stateHint(entry, stateLanguages) || undefined;
  if (!shown) return undefined;
  return `${shown.language ? `${shown.language}: ` : ''}${oneLine(shown.text)}`;
}

/** The hover of `key`: `components` is the one its strings came from, or every one it was looked up in. */
export function hoverFor(
  key: string,
  entry: KeyEntry | undefined,
  components: readonly Component[],
): vscode.MarkdownString {
  const component = components[0]!;
  const md = new vscode.MarkdownString();
  md.isTrusted = {
    enabledCommands: ['scriptorium.localization.openUnit', 'scriptorium.localization.openSourceKeyOnServer'],
  };
  const names = components.map((c) => `${c.project.name} / ${c.name}`).join(', ');
  md.appendMarkdown(`**${escapeMarkdown(key, 200)}** — ${escapeMarkdown(names, 400)}\n\n`);
  if (!entry) {
    md.appendMarkdown(
      components.length > 1
        ? vscode.l10n.t('This key is not a string of any of these components on the server.')
        : vscode.l10n.t('This key is not a string of the component on the server.'),
    );
    return md;
  }
  md.appendMarkdown(
    `| ${vscode.l10n.t('Language')} | ${vscode.l10n.t('State')} | ${vscode.l10n.t('Text')} |\n|---|---|---|\n`,
  );
  md.appendMarkdown(
    `| ${escapeMarkdown(component.source_language?.name ?? vscode.l10n.t('Source'), 80)} | ${vscode.l10n.t('Source')} | ${escapeMarkdown(oneLine(entry.source.source.join(' | '), MAX_HOVER_TEXT))} |\n`,
  );
  for (const l of entry.languages.slice(0, MAX_HOVER_LANGUAGES)) {
    const state = stateLabel(shownStateKind(l.unit));
    const failing = l.unit?.has_failing_check
      ? ` · ${escapeMarkdown(failingChecks(l.unit, entry.source, component, l.code), 300)}`
      : '';
    md.appendMarkdown(
      `| ${escapeMarkdown(`${l.name} (${shownLanguageCode(l.code)})`, 80)} | ${state}${failing} | ${escapeMarkdown(oneLine(textOf(l.unit), MAX_HOVER_TEXT))} |\n`,
    );
  }
  if (entry.languages.length > MAX_HOVER_LANGUAGES) {
    const more = entry.languages.length - MAX_HOVER_LANGUAGES;
    md.appendMarkdown(
      `\n${plural(more, vscode.l10n.t('and {0} more language', more), vscode.l10n.t('and {0} more languages', more))}\n`,
    );
  }
  // encodeURIComponent leaves ( ) ' * ! as they are: a `)` in a server's link would end the Markdown link.
  const args = (value: unknown) =>
    encodeURIComponent(JSON.stringify([value])).replace(
      /[()'*!]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  md.appendMarkdown(
    `\n[${vscode.l10n.t('Open in unit panel')}](command:scriptorium.localization.openUnit?${args(entry.source.id)})`,
  );
  // The server's link is handed to the command, which opens it only through the external-link guard.
  md.appendMarkdown(
    ` · [${vscode.l10n.t('Open on server')}](command:scriptorium.localization.openSourceKeyOnServer?${args(entry.source.web_url)})`,
  );
  return md;
}

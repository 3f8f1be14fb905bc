// Go to Definition of a key whose component has no locale file in the workspace (or whose file lacks the key
// yet): the definition is the string on the server, shown as a read-only document — the key, its component
// and every language's text and state — with "Open in unit panel" and "Open on server" as code lenses on
// its first line. A definition provider must answer with locations and no side effects (holding Ctrl over a
// key asks for the definition to preview it), so it cannot open the unit panel itself; this way F12 lands
// on the string, Ctrl+hover and Peek show its text in place, and the panel is one click away.
import * as vscode from 'vscode';
import { safeFileName } from '../../core/guards/fileName';
import type { KeyEntry } from '../../core/sourceKeys/keyIndex';
import type { Component } from '../../core/weblate';
import { Disposable } from '../../platform/lifecycle';
import { stateLabel } from '../vocabularyLabels';
import { shownLanguageCode, shownStateKind } from '../../core/weblate/vocabulary';
import { oneLine } from './sourceKeyHover';

export const UNIT_SCHEME = 'scriptorium-source-key';
/** Strings held for their documents (the most recently shown kept); one of 2,000 characters per language. */
const MAX_HELD = 50;
const MAX_TEXT = 2000;

interface Held {
  text: string;
  unitId: number;
  webUrl: string;
}

/** The document's text: plain lines, server text on one bounded line each (control characters removed). */
export function unitDocumentText(key: string, entry: KeyEntry, component: Component): string {
  const text = (t: readonly string[]) => oneLine(t.filter(Boolean).join(' | '), MAX_TEXT);
  const lines = [
    oneLine(key, MAX_TEXT),
    `${oneLine(component.project.name)} / ${oneLine(component.name)}`,
    '',
    `${oneLine(component.source_language?.name ?? vscode.l10n.t('Source'))} (${vscode.l10n.t('Source')}): ${text(entry.source.source)}`,
  ];
  for (const l of entry.languages) {
    const state = stateLabel(shownStateKind(l.unit));
    lines.push(
      `${oneLine(`${l.name} (${shownLanguageCode(l.code)})`)} · ${state}: ${l.unit ? text(l.unit.target) : ''}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export class UnitDocuments extends Disposable implements vscode.TextDocumentContentProvider, vscode.CodeLensProvider {
  private readonly held = new Map<string, Held>();
  private readonly changed = this._register(new vscode.EventEmitter<vscode.Uri>());
  readonly onDidChange = this.changed.event;

  constructor() {
    super();
    this._register(vscode.workspace.registerTextDocumentContentProvider(UNIT_SCHEME, this));
    this._register(vscode.languages.registerCodeLensProvider({ scheme: UNIT_SCHEME }, this));
  }

  /** The document of `entry`'s string (one per unit: shown again, it shows the newest text). */
  show(key: string, entry: KeyEntry, component: Component): vscode.Uri {
    const uri = vscode.Uri.from({
      scheme: UNIT_SCHEME,
      path: `/${entry.source.id}/${safeFileName([key.slice(0, 80)], '.txt')}`,
    });
    const text = unitDocumentText(key, entry, component);
    const before = this.held.get(uri.toString());
    this.held.delete(uri.toString());
    this.held.set(uri.toString(), { text, unitId: entry.source.id, webUrl: entry.source.web_url });
    while (this.held.size > MAX_HELD) this.held.delete(this.held.keys().next().value!);
    if (before && before.text !== text) this.changed.fire(uri);
    return uri;
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    // Restored after a reload, or dropped for newer ones: the string is not held any more.
    return (
      this.held.get(uri.toString())?.text ??
      vscode.l10n.t('This string is no longer held here: use Go to Definition on its key again.')
    );
  }

  provideCodeLenses(doc: vscode.TextDocument): vscode.CodeLens[] {
    const held = this.held.get(doc.uri.toString());
    if (!held) return [];
    const top = new vscode.Range(0, 0, 0, 0);
    return [
      new vscode.CodeLens(top, {
        title: vscode.l10n.t('Open in unit panel'),
        command: 'scriptorium.localization.openUnit',
        arguments: [held.unitId],
      }),
      // The server's link goes through the command, which opens it only through the external-link guard.
      new vscode.CodeLens(top, {
        title: vscode.l10n.t('Open on server'),
        command: 'scriptorium.localization.openSourceKeyOnServer',
        arguments: [held.webUrl],
      }),
    ];
  }
}

// Where "Extract string" adds the new key: the source language's JSON (or ARB, or Apple .strings) locale file of the component the
// source file's keys belong to. SourceKeyData found one locale file of that component (the nearest); when
// it is another language's (`locales/de/…`), the same path with the source language's code is tried.
// The file is checked against the write policy's rules before it is edited: inside its workspace folder,
// no link on the way, not in `.git`/`node_modules`/a dot-folder.
import * as vscode from 'vscode';
import { inspectTarget, WriteRefusedError } from '../../core/files/safeWrite';
import type { Component, Translation } from '../../core/weblate';
import type { LocaleIndex } from '../localeFiles/localeIndex';
import type { SourceKeyData } from './sourceKeyData';

const isSource = (t: Translation | undefined, component: Component) =>
  Boolean(t && (t.is_source || t.language.code === component.source_language?.code));

/** The path of `uri` with the language code `from` (a folder, or a file name's stem) replaced by `to`. */
export function withLanguage(path: string, from: string, to: string): string | undefined {
  const parts = path.split('/');
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i]!;
    const dot = part.indexOf('.');
    const stem = dot < 0 ? part : part.slice(0, dot);
    if (stem === from) {
      parts[i] = to + part.slice(stem.length);
      return parts.join('/');
    }
  }
  return undefined;
}

/**
 * The workspace's source-language locale file of `component` whose name `kind` accepts (JSON or Flutter's
 * ARB, JSON too; or Apple's .strings), or undefined when none is known.
 */
export async function sourceLocaleFile(
  component: Component,
  data: SourceKeyData,
  locales: LocaleIndex,
  kind: RegExp = /\.(json|arb)$/i,
): Promise<vscode.Uri | undefined> {
  const found = data.localeFile(component);
  if (!found || !kind.test(found.path)) return undefined;
  const t = await locales.translationFor(found);
  if (isSource(t, component)) return found;
  const code = component.source_language?.code;
  if (!t || !code) return undefined;
  for (const from of new Set([t.language_code, t.language.code])) {
    const path = withLanguage(found.path, from, code);
    if (!path) continue;
    const candidate = found.with({ path });
    const exists = await vscode.workspace.fs.stat(candidate).then(
      () => true,
      () => false,
    );
    if (exists && isSource(await locales.translationFor(candidate), component)) return candidate;
  }
  return undefined;
}

/** Throws WriteRefusedError when the write policy would not let Scriptorium write `uri`. */
export async function checkWritable(uri: vscode.Uri): Promise<void> {
  const folder = vscode.workspace.getWorkspaceFolder(uri);
  const relative = vscode.workspace.asRelativePath(uri, false);
  if (!folder) throw new WriteRefusedError('outside', relative, `${relative} is outside the workspace folders`);
  await inspectTarget({ folder: folder.uri.fsPath, relative });
}

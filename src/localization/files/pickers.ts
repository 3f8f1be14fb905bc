// Choosing the translation or component a file command works on, when no tree row was given: the
// translation the active editor's file belongs to (LocaleIndex) comes first and preselected.
import * as vscode from 'vscode';
import type { Component, Translation } from '../../core/weblate';
import type { LocaleIndex } from '../localeFiles/localeIndex';
import type { Connection } from '../session';
import { pickStep, type StepPosition } from '../../platform/multiStep';

export const translationPath = (t: Translation) => `${t.component.project.slug}/${t.component.slug}/${t.language.code}`;

/** A translation as the upload's messages name it: language · component. */
export const where = (t: Translation) => `${t.language.name} · ${t.component.name}`;

/** The translations of the mapped one's component (mapped first), or every translation when nothing is mapped. */
export async function pickTranslation(
  connection: Connection,
  localeIndex: LocaleIndex,
  file: vscode.Uri | undefined,
  title: string,
  /** Its place among the questions of a command that asks several (Upload). */
  at?: StepPosition,
): Promise<Translation | undefined> {
  const mapped = file ? await localeIndex.translationFor(file).catch(() => undefined) : undefined;
  const all = mapped
    ? await connection.client.listTranslations(mapped.component.project.slug, mapped.component.slug)
    : await connection.client.listTranslations();
  const ordered = mapped
    ? [
        ...all.filter((t) => translationPath(t) === translationPath(mapped)),
        ...all.filter((t) => translationPath(t) !== translationPath(mapped)),
      ]
    : all;
  if (ordered.length === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('No translations are visible on the localization server.'));
    return undefined;
  }
  const items = ordered.map((t) => ({
    label: `${t.language.name} (${t.language_code})`,
    description: `${t.component.project.name} / ${t.component.name}`,
    detail:
      mapped && translationPath(t) === translationPath(mapped)
        ? vscode.l10n.t('The translation this file belongs to')
        : undefined,
    translation: t,
  }));
  const options = { title, matchOnDescription: true, ignoreFocusOut: true };
  return (at ? await pickStep(items, options, at) : await vscode.window.showQuickPick(items, options))?.translation;
}

export async function pickComponent(connection: Connection, title: string): Promise<Component | undefined> {
  const components = await connection.client.listComponents();
  const items = components.map((c) => ({
    label: c.name,
    description: `${c.project.name} · ${c.file_format}`,
    component: c,
  }));
  return (await vscode.window.showQuickPick(items, { title, matchOnDescription: true, ignoreFocusOut: true }))
    ?.component;
}

// Adding a key to a component on the server: what "Add key to the server" (a quick fix) and "Extract
// string" share. A component takes new strings by key when it is monolingual (a template) and "Manage
// strings" is not off; the person's permission is asked of the session's permission cache.
import * as vscode from 'vscode';
import { addMonolingualUnit, type Component } from '../../core/weblate';
import type { Log } from '../../platform/log';
import { showError } from '../../platform/showError';
import { withWorkProgress } from '../../platform/workProgress';
import type { Connection } from '../session';
import type { SourceKeyData } from './sourceKeyData';

export const takesKeys = (c: Component) =>
  Boolean(c.template) && c.manage_units !== false && Boolean(c.source_language);

/** Why strings cannot be added to `component` by key now, or undefined when they can. */
export function whyNoServerAdd(connection: Connection | undefined, component: Component): string | undefined {
  if (!connection?.signedIn) return vscode.l10n.t('you are not signed in to the server');
  if (!takesKeys(component))
    return vscode.l10n.t(
      '{0} does not take new strings by key (not monolingual, or strings are not managed in Weblate)',
      component.name,
    );
  if (!connection.permissions.mayOffer('unit.add', `${component.project.slug}/${component.slug}`))
    return vscode.l10n.t('you may not add strings to {0}', component.name);
  return undefined;
}

/** Adds `key` with the source text `text` to the component's source language; throws what the server said. */
export async function addKeyOnServer(
  connection: Connection,
  component: Component,
  key: string,
  text: string,
  deps: { data: SourceKeyData; log: Log },
): Promise<void> {
  const path = `${component.project.slug}/${component.slug}`;
  const unit = await withWorkProgress({ title: vscode.l10n.t('Adding "{0}"…', key) }, () =>
    connection.permissions.attempt('unit.add', path, () =>
      addMonolingualUnit(connection.client, component.project.slug, component.slug, component.source_language!.code, {
        key,
        value: [text],
      }),
    ),
  );
  deps.log.info('source keys', `added unit ${unit.id} (${key}) to ${path}`);
  // The strings are read again, so the key's diagnostic goes and its hint appears.
  deps.data.refreshStrings();
}

/**
 * After Extract String's local edit: the key added on the server when that was chosen (`toServer`), and
 * what was done said (`noServer`: why it could not be offered). A server refusal leaves the local edit.
 */
export async function finishExtract(
  a: {
    connection: Connection | undefined;
    component: Component;
    key: string;
    text: string;
    fileName: string;
    toServer: boolean;
    noServer: string | undefined;
  },
  deps: { data: SourceKeyData; log: Log },
): Promise<void> {
  const { connection, component, key, fileName } = a;
  const toServer = a.toServer && connection !== undefined;
  if (toServer) {
    try {
      await addKeyOnServer(connection, component, key, a.text, deps);
    } catch (err) {
      await showError(
        deps.log,
        'source keys',
        err,
        vscode.l10n.t('“{0}” is in {1}, but not on the server', key, fileName),
      );
      return;
    }
  }
  deps.log.info('source keys', `extracted ${key} into ${fileName}${toServer ? ' and the server' : ''}`);
  void vscode.window.showInformationMessage(
    toServer
      ? vscode.l10n.t(
          'Added “{0}” to {1} and to {2} on the server. Undo takes it out of both files; the server keeps it.',
          key,
          fileName,
          component.name,
        )
      : a.noServer
        ? vscode.l10n.t('Added “{0}” to {1}. Not added to the server: {2}.', key, fileName, a.noServer)
        : vscode.l10n.t('Added “{0}” to {1}.', key, fileName),
  );
}

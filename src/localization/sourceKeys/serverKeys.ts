// Adding a key to a component on the server: what "Add key to the server" (a quick fix) and "Extract
// string" share. A component takes new strings by key when it is monolingual (a template) and "Manage
// strings" is not off; the person's permission is asked of the session's permission cache.
import * as vscode from 'vscode';
import { addMonolingualUnit, type Component } from '../../core/weblate';
import type { Log } from '../../platform/log';
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

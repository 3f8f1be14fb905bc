// What every action of a panel section (a suggestion, a comment, a glossary term) checks first: that it is
// for the string the panel shows, on a connected server.
import * as vscode from 'vscode';
import type { Connection, LocalizationSession } from '../session';
import type { LoadedUnit } from './unitLoader';

/**
 * The string and the connection an action of the page is for; undefined when no server is connected, or
 * when the panel moved to another string meanwhile (then `refuse` tells the section why).
 */
export async function actionTarget(
  deps: { session: LocalizationSession; shown: () => LoadedUnit | undefined },
  unitId: number,
  refuse: (message: string) => void,
): Promise<{ loaded: LoadedUnit; connection: Connection } | undefined> {
  const loaded = deps.shown();
  const connection = await deps.session.connection();
  if (!connection) return undefined;
  if (!loaded || loaded.unit.id !== unitId) {
    refuse(vscode.l10n.t('Not sent: the panel was changing to another string. Try again.'));
    return undefined;
  }
  return { loaded, connection };
}

// Next / previous / next untranslated within a translation, by position. Next and previous come from the
// nearby strings' blocks (one request per 50 positions, usually already read for the panel); past the end
// or a gap in the positions (or a server without positions) the translation's pages are walked instead.
import * as vscode from 'vscode';
import type { Translation, Unit, WeblateClient } from '../../core/weblate';
import { nextUntranslatedId } from '../../core/units/nextUntranslated';
import type { LeaveTarget } from '../../core/units/drafts';
import { describeError } from '../../platform/errorMessages';
import type { LocalizationSession } from '../session';
import { nearbyUnits } from './contextController';
import type { LoadedUnit } from './unitLoader';
import type { ToUnitWebview } from './unitProtocol';

/**
 * The string a move from the one shown leads to, looked up before any question (no question when there is
 * none); undefined when there is none (said in the status bar) or it could not be found (said on the page).
 */
export async function moveTarget(
  session: LocalizationSession,
  shown: () => LoadedUnit | undefined,
  target: LeaveTarget,
  post: (message: ToUnitWebview) => void,
): Promise<number | undefined> {
  if (target.to === 'unit') return target.id;
  const to = target.to;
  const connection = await session.connection();
  const loaded = shown();
  if (!connection || !loaded) return undefined;
  try {
    const id = await neighbour(connection.client, loaded.translation, loaded.unit, to);
    if (id === undefined)
      void vscode.window.setStatusBarMessage(
        to === 'nextUntranslated'
          ? vscode.l10n.t('No more untranslated strings after this one.')
          : vscode.l10n.t('No more strings in this direction.'),
        4000,
      );
    return id;
  } catch (err) {
    post({ type: 'error', message: describeError(err) });
    return undefined;
  }
}

export async function neighbour(
  client: WeblateClient,
  t: Translation,
  unit: Unit,
  to: 'next' | 'previous' | 'nextUntranslated',
): Promise<number | undefined> {
  const p = t.component.project.slug;
  const c = t.component.slug;
  const l = t.language.code;
  if (to === 'nextUntranslated') return nextUntranslatedId(client, t, unit);
  // By position from the nearby strings' blocks: the panel has usually read the block already.
  const near = await nearbyUnits(client).step(t, unit, to === 'next' ? 1 : -1);
  if (near) return near.id;
  if (to === 'previous' && unit.position === 1) return undefined;
  const size = 1000;
  // Units list in ascending id order, which follows position; walk pages until the neighbour is found.
  for (let page = 1; ; page++) {
    const res = await client.listTranslationUnitsPage(p, c, l, page, { pageSize: size });
    const index = res.items.findIndex((u) => u.id === unit.id);
    if (index >= 0) {
      if (to === 'next') {
        if (index + 1 < res.items.length) return res.items[index + 1]!.id;
        if (!res.next) return undefined;
        return (await client.listTranslationUnitsPage(p, c, l, page + 1, { pageSize: size })).items[0]?.id;
      }
      if (index > 0) return res.items[index - 1]!.id;
      if (page === 1) return undefined;
      return (await client.listTranslationUnitsPage(p, c, l, page - 1, { pageSize: size })).items.at(-1)?.id;
    }
    if (!res.next) return undefined;
  }
}

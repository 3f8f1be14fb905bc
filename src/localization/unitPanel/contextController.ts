// The unit panel's context sections (#26 items 4 and 5): the strings around this one by position
// (core/units/nearby.ts, read in blocks that later moves reuse) and the units elsewhere on the server with
// the same source and their translations into this language (core/units/sameSource.ts). Each section
// loads on its own after the string is shown; a failure there leaves the rest of the panel alone.
import * as vscode from 'vscode';
import type { Unit, WeblateClient } from '../../core/weblate';
import { unitStateKind } from '../../core/weblate/vocabulary';
import { NearbyUnits } from '../../core/units/nearby';
import { sameSource, type SameSourceMatch } from '../../core/units/sameSource';
import { describeError } from '../../platform/errorMessages';
import type { Log } from '../../platform/log';
import type { Connection } from '../session';
import type { LoadedUnit } from './unitLoader';
import { stateLabel } from './unitText';
import type { ContextUnit, ToContextWebview } from './contextProtocol';

/** One block cache per client: a new connection (another server or account) starts empty. */
const nearbyOf = new WeakMap<WeblateClient, NearbyUnits>();

/** The nearby strings' blocks of a client, shared with Next and Previous (unitNavigation.ts). */
export function nearbyUnits(client: WeblateClient): NearbyUnits {
  let n = nearbyOf.get(client);
  if (!n) nearbyOf.set(client, (n = new NearbyUnits(client)));
  return n;
}

/** One search per string shown: the Context section and the Suggestions' memory (#46) share its answer. */
const sameSourceOf = new WeakMap<LoadedUnit, Promise<SameSourceMatch[]>>();

export function sameSourceMatches(connection: Connection, loaded: LoadedUnit): Promise<SameSourceMatch[]> {
  let found = sameSourceOf.get(loaded);
  if (!found) {
    found = sameSource(connection.client, loaded.unit, loaded.translation.language.code);
    sameSourceOf.set(loaded, found);
    // A failed search is asked again by the next reader.
    found.catch(() => sameSourceOf.delete(loaded));
  }
  return found;
}

function contextUnit(u: Unit): ContextUnit {
  const state = unitStateKind(u.state);
  return {
    id: u.id,
    key: u.context,
    source: u.source,
    target: u.target,
    state,
    stateLabel: stateLabel(state),
    position: u.position,
  };
}

/** `project/component` of a unit, from its translation's address (/api/translations/p/c/l/). */
function whereOf(u: Unit): string {
  const m = /\/translations\/([^/]+)\/([^/]+)\/[^/]+\/?(?:\?|$)/.exec(u.translation);
  return m ? `${decodeURIComponent(m[1]!)}/${decodeURIComponent(m[2]!)}` : '';
}

export class UnitContext {
  constructor(
    private readonly log: Log,
    private readonly post: (message: ToContextWebview) => void,
  ) {}

  /** Both sections for a freshly shown string, side by side. */
  async show(connection: Connection, loaded: LoadedUnit): Promise<void> {
    await Promise.all([this.nearby(connection, loaded), this.sameSource(connection, loaded)]);
  }

  /** A string of this translation was saved: its state in the kept blocks is out of date. */
  saved(connection: Connection, loaded: LoadedUnit): void {
    nearbyUnits(connection.client).forget(loaded.translation.url);
  }

  private async nearby(connection: Connection, loaded: LoadedUnit): Promise<void> {
    const unitId = loaded.unit.id;
    try {
      const units = await nearbyUnits(connection.client).around(loaded.translation, loaded.unit);
      this.post({
        type: 'nearby',
        nearby: {
          unitId,
          items: units.map((u) => ({ ...contextUnit(u), current: u.id === unitId })),
          texts: {
            title: vscode.l10n.t('Nearby strings'),
            none: vscode.l10n.t('No nearby strings.'),
            open: vscode.l10n.t('Open string {0}', '{0}'),
            current: vscode.l10n.t('This string'),
          },
        },
      });
    } catch (err) {
      this.failed('nearby', unitId, err);
    }
  }

  private async sameSource(connection: Connection, loaded: LoadedUnit): Promise<void> {
    const unitId = loaded.unit.id;
    // The source language's own units have no translation to offer.
    if (loaded.translation.is_source === true) return;
    try {
      const matches = await sameSourceMatches(connection, loaded);
      this.post({
        type: 'sameSource',
        sameSource: {
          unitId,
          direction: loaded.view.language.direction,
          items: matches.map((m) => ({ ...contextUnit(m.unit), where: whereOf(m.unit), exact: m.exact })),
          texts: {
            title: vscode.l10n.t('Same source elsewhere'),
            none: vscode.l10n.t('No other string on the server has this source.'),
            use: vscode.l10n.t('Use this translation'),
            open: vscode.l10n.t('Open string {0}', '{0}'),
            exact: vscode.l10n.t('Same source'),
            contains: vscode.l10n.t('Source contains this one'),
          },
        },
      });
    } catch (err) {
      this.failed('sameSource', unitId, err);
    }
  }

  private failed(section: 'nearby' | 'sameSource', unitId: number, err: unknown): void {
    this.log.failed('unit panel', `${section} of unit ${unitId}`, err);
    this.post({
      type: 'contextError',
      section,
      unitId,
      message: vscode.l10n.t('Could not be read: {0}', describeError(err)),
    });
  }
}

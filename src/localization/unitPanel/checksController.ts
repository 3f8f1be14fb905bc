// The failing checks of the string shown, by name (#26 item 3): what the server reports for the saved
// text (core/checks/serverChecks.ts, asked about this string only and kept until its text changes) and the
// labels the page shows; the page runs the local checks as the person types.
import * as vscode from 'vscode';
import type { WeblateClient } from '../../core/weblate';
import { ServerChecks } from '../../core/checks/serverChecks';
import { LOCAL_CHECK_IDS, localVerdict } from '../../core/checks/localChecks';
import type { Log } from '../../platform/log';
import type { Connection } from '../session';
import type { LoadedUnit } from './unitLoader';
import { checkTexts } from './checkText';
import { config } from '../../platform/config';
import type { ChecksView, ToChecksWebview } from './checksProtocol';

/** One cache per client: a new connection (another server or account) starts empty. */
const serverChecksOf = new WeakMap<WeblateClient, ServerChecks>();

function serverChecks(client: WeblateClient): ServerChecks {
  let s = serverChecksOf.get(client);
  if (!s) serverChecksOf.set(client, (s = new ServerChecks(client)));
  return s;
}

export class UnitChecks {
  constructor(
    private readonly log: Log,
    private readonly post: (message: ToChecksWebview) => void,
  ) {}

  async show(connection: Connection, loaded: LoadedUnit): Promise<void> {
    const unit = loaded.unit;
    let server: string[] | undefined = [];
    // A unit the server marks clean needs no question (and most are clean).
    if (unit.has_failing_check) {
      try {
        // What the panel's own checks fail on the saved text is asked one by one, the checks only the
        // server runs by groups; what the panel's checks judge passing is not asked.
        const verdict = localVerdict({ ...unit, flags: loaded.checkFlags, language: loaded.translation.language.code });
        const judged = LOCAL_CHECK_IDS.filter((id) => !verdict.failing.includes(id) && !verdict.unjudged.includes(id));
        server = await serverChecks(connection.client).of(loaded.translation, unit, verdict.failing, undefined, judged);
      } catch (err) {
        this.log.failed('unit panel', `checks of unit ${unit.id}`, err);
        server = undefined;
      }
    }
    this.post({ type: 'checks', checks: this.view(loaded, server) });
  }

  /** The string was saved: its checks are asked again. */
  saved(connection: Connection, loaded: LoadedUnit): void {
    serverChecks(connection.client).forget(loaded.unit.id);
  }

  private view(loaded: LoadedUnit, server: string[] | undefined): ChecksView {
    const unit = loaded.unit;
    return {
      unitId: unit.id,
      subject: {
        source: unit.source,
        flags: loaded.checkFlags,
        language: loaded.translation.language.code,
        template: loaded.translation.is_template,
      },
      ...(server ? { server } : {}),
      serverTarget: unit.target,
      names: checkTexts(),
      ask: config.localization.askBeforeSavingFailingChecks(),
      texts: {
        title: vscode.l10n.t('Failing checks'),
        none: vscode.l10n.t('No failing checks.'),
        unknownFix: vscode.l10n.t('Weblate reports the check “{0}”; its documentation says what it looks for.', '{0}'),
        fromServer: vscode.l10n.t('(as saved on the server)'),
        askSave: vscode.l10n.t('This translation fails checks: {0}. Save it anyway?', '{0}'),
        saveAnyway: vscode.l10n.t('Save anyway'),
        keepEditing: vscode.l10n.t('Keep editing'),
        serverUnreadable: vscode.l10n.t('The server’s checks could not be read; only the checks run here are shown.'),
      },
    };
  }
}

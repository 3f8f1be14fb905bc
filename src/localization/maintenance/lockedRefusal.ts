// Real Weblate refuses a save in a locked component with the same 403 as a missing right ("This
// translation is currently locked.", even for superusers), so the refusal is told apart by asking the
// lock: the translator then reads that a maintainer holds it, not that the account may not translate.
import * as vscode from 'vscode';
import { PermissionError } from '../../core/http/errors';
import type { Translation, WeblateClient } from '../../core/weblate';
import { getComponentLock } from '../../core/weblate/maintenance';

export async function lockedRefusalMessage(
  client: WeblateClient,
  translation: Translation | undefined,
  err: unknown,
): Promise<string | undefined> {
  if (!(err instanceof PermissionError) || !translation) return undefined;
  const c = translation.component;
  const lock = await getComponentLock(client, c.project.slug, c.slug).catch(() => undefined);
  return lock?.locked
    ? vscode.l10n.t(
        'Not saved: {0} is locked by a maintainer. Your text is kept; save again once it is unlocked.',
        c.name,
      )
    : undefined;
}

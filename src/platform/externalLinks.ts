// Every link that leaves VS Code goes through here: the core guard decides (https, or http on loopback, on
// the origin the user connected to), and a refused link is never silent — the person is told which origin
// links must point at, so a server handing out `file:` or `smb:` links is noticed rather than obeyed.
import * as vscode from 'vscode';
import { checkExternalLink } from '../core/guards/externalLink';
import type { Log } from './log';

/** The link as it may be shown in a message: bounded, without control, bidi or zero-width characters. */
export function displayLink(link: string): string {
  // Cc: control characters; Cf: format characters (bidi overrides, zero-width, BOM), which could disguise it.
  const clean = link.replace(/[\p{Cc}\p{Cf}]/gu, '');
  return clean.length > 120 ? `${clean.slice(0, 117)}…` : clean;
}

/** Opens `link` when the guard allows it; otherwise says why (naming the expected origin, or that the server gave none) and logs it. */
export async function openServerLink(
  link: string | undefined,
  connectionOrigin: string | undefined,
  log: Log,
  component: string,
): Promise<boolean> {
  if (!link) {
    log.info(component, 'nothing opened: the server gave no web address for this item');
    void vscode.window.showInformationMessage(
      vscode.l10n.t('The server gave no web address for this item, so there is nothing to open.'),
    );
    return false;
  }
  const url = checkExternalLink(link, connectionOrigin);
  if (url) return vscode.env.openExternal(vscode.Uri.parse(url.href, true));
  log.warn(
    component,
    `did not open a link from the server that does not point at ${connectionOrigin ?? 'a connected server'}: ${displayLink(link)}`,
  );
  const message = connectionOrigin
    ? vscode.l10n.t(
        'Scriptorium did not open “{0}”: links from the server are opened only when they are https (or http on this machine) on {1}.',
        displayLink(link),
        connectionOrigin,
      )
    : vscode.l10n.t(
        'Scriptorium did not open “{0}”: connect to the server first; only links to its own address are opened.',
        displayLink(link),
      );
  void vscode.window.showWarningMessage(message);
  return false;
}

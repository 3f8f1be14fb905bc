// The one place webview HTML is assembled: a strict Content-Security-Policy (nothing but our own nonce'd
// script and our stylesheet), resources through asWebviewUri, and every interpolated value escaped.
import * as vscode from 'vscode';
import { randomBytes } from 'node:crypto';
import { contentSecurityPolicy } from './csp';

export function createNonce(): string {
  return randomBytes(18).toString('base64');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * Webview options that allow scripts but only load files from the bundle and media folders, and from the
 * folders a panel names (`extraRoots`: the unit panel's screenshot cache, files Scriptorium wrote itself).
 */
export function webviewOptions(
  extensionUri: vscode.Uri,
  extraRoots: readonly vscode.Uri[] = [],
): vscode.WebviewOptions & vscode.WebviewPanelOptions {
  return {
    enableScripts: true,
    retainContextWhenHidden: false,
    localResourceRoots: [
      vscode.Uri.joinPath(extensionUri, 'dist', 'webview'),
      vscode.Uri.joinPath(extensionUri, 'media'),
      ...extraRoots,
    ],
  };
}

export interface PageOptions {
  title: string;
  /** Bundle file name in dist/webview, e.g. `unitPanelMain.js`. */
  script: string;
  /** Stylesheet in media/, e.g. `panel.css`. */
  stylesheet: string;
  /**
   * Every text the page's own script shows (labels, buttons, status lines), translated by the extension:
   * the webview has no access to vscode.l10n, so nothing in webview-ui/ is written in a language.
   */
  strings: Record<string, string>;
  /** Let the page load https images from other sites (csp.ts says why this is off by default). */
  remoteImages?: boolean;
  /** Let the page show data: images the extension hands it (csp.ts). */
  dataImages?: boolean;
}

/**
 * A shell page: the panel's script renders everything from typed messages, so no server text is ever
 * interpolated into HTML here. Nothing remote loads unless `remoteImages` allows https images.
 */
export function renderShell(webview: vscode.Webview, extensionUri: vscode.Uri, page: PageOptions): string {
  const nonce = createNonce();
  const scriptUri = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'dist', 'webview', page.script));
  const styleUri = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'media', page.stylesheet));
  const csp = contentSecurityPolicy({
    cspSource: webview.cspSource,
    nonce,
    remoteImages: page.remoteImages ?? false,
    dataImages: page.dataImages ?? false,
  });
  return `<!DOCTYPE html>
<html lang="${escapeHtml(vscode.env.language || 'en')}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${scriptUriString(styleUri)}">
<title>${escapeHtml(page.title)}</title>
</head>
<body>
<main id="app" data-strings="${escapeHtml(JSON.stringify(page.strings))}"></main>
<script nonce="${nonce}" src="${scriptUriString(scriptUri)}"></script>
</body>
</html>`;
}

function scriptUriString(uri: vscode.Uri): string {
  return escapeHtml(uri.toString());
}

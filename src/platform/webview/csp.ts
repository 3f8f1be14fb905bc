// The webviews' Content-Security-Policy, kept apart from html.ts (which needs `vscode`) so the unit tests
// can read the exact string. Nothing remote by default: an image from another site tells that site when
// and where a panel was opened, so remote images are allowed only when a panel asks (the article preview,
// after a click or with its setting on) — and then https only, never plain http.
export interface CspOptions {
  /** webview.cspSource: the bundle and media/ as the webview serves them. */
  cspSource: string;
  nonce: string;
  /** Allow https: images from anywhere (the article preview's opt-in). Default: none. */
  remoteImages?: boolean;
  /**
   * Allow data: images (the image preview, #29): bytes the extension fetched and checked itself, handed
   * over inside the page, so the page makes no request for them. Default: none.
   */
  dataImages?: boolean;
}

export function contentSecurityPolicy({
  cspSource,
  nonce,
  remoteImages = false,
  dataImages = false,
}: CspOptions): string {
  return [
    "default-src 'none'",
    `img-src ${cspSource}${remoteImages ? ' https:' : ''}${dataImages ? ' data:' : ''}`,
    `style-src ${cspSource}`,
    `font-src ${cspSource}`,
    `script-src 'nonce-${nonce}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-src 'none'",
  ].join('; ');
}

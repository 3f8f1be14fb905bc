// The one guard for links that leave VS Code: a URL from a server is handed to the operating system only
// when it is https (or http to this machine) on the origin the user connected to. `file:`, `smb:`,
// `command:`, `vscode:` and links to other hosts never reach openExternal.
import { isLoopbackHost } from '../http/redact';

/** The parsed link when it may be opened outside VS Code, else undefined. */
export function checkExternalLink(link: string | undefined, connectionOrigin: string | undefined): URL | undefined {
  if (!link || !connectionOrigin || link.length > 8192) return undefined;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  return secure && url.origin === connectionOrigin ? url : undefined;
}

// Which links in an article are mentions of another article: the path `/a/<uuid>` (World Anvil's short
// article address; the sandbox renders mentions as a relative `/a/<id>`, the local preview as
// https://www.worldanvil.com/a/<id>). A click on one opens that article's preview in the panel, not a web
// page. The href is server text: only an id of World Anvil's shape comes out, and the extension parses
// the message again. No `vscode` import: the webview bundles this file.
import { UUID_PATTERN } from '../../core/worldanvil/limits';

/** The article id a link points at, or undefined when it is no article link. */
export function mentionedArticleId(href: string): string | undefined {
  if (href.length > 2048) return undefined;
  let url: URL;
  try {
    url = new URL(href, 'https://www.worldanvil.com/');
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const id = /^\/a\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  return id && UUID_PATTERN.test(id) ? id.toLowerCase() : undefined;
}

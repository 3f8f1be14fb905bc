// World Anvil's reader pages, as small as will do: the sandbox's article, category and world `url`s
// point here (on the origin the writer connected to), so "Open on World Anvil" opens a page under
// `npm start` and in the end-to-end tests, as it opens World Anvil's own page in real use. Public worlds
// only, as a reader without an account sees them; every stored string is escaped (the hostile corpus
// lives in the store too), the text shown as BBCode source, and the page allows no script at all. A
// private article of a public world answers with a page that says so (403), as World Anvil shows a reader
// without access. `/a/<id>`, World Anvil's short article address (where the sandbox's mentions point),
// redirects to the article's page.
import type { SandboxRequest, SandboxResponse, SandboxService } from '../types';
import type { WaDb } from './data';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const escape = escapeHtml;

export function page(title: string, body: string): SandboxResponse {
  const html = `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${escape(title)} | World Anvil (sandbox)</title></head>\n<body><main><h1>${escape(title)}</h1>\n${body}</main></body></html>\n`;
  return {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'none'" },
    text: html,
  };
}

export const missing: SandboxResponse = {
  status: 404,
  headers: { 'Content-Type': 'text/html; charset=utf-8' },
  text: '<!DOCTYPE html>\n<title>Not found</title><h1>This page does not exist.</h1>\n',
};

export function createPagesService(db: WaDb): SandboxService {
  function handle(req: SandboxRequest): SandboxResponse | undefined {
    if (req.method !== 'GET') return undefined;
    // /w/<world>, /w/<world>/a/<article>, /w/<world>/c/<category>
    const [, worldSlug, kind, slug, ...rest] = req.url.pathname
      .split('/')
      .filter(Boolean)
      .map((p) => decodeURIComponent(p));
    const world = db.worlds.find((w) => w.slug === worldSlug && w.state === 'public');
    if (!world || rest.length > 0) return missing;
    const articles = db.articles.filter((a) => a.worldId === world.id && a.state === 'public');
    const list = (items: { title: string; slug: string }[]) =>
      `<ul>${items.map((a) => `<li><a href="/w/${encodeURIComponent(world.slug)}/a/${encodeURIComponent(a.slug)}">${escape(a.title)}</a></li>`).join('')}</ul>`;
    if (kind === undefined) return page(world.title, list(articles));
    if (kind === 'a') {
      const a = articles.find((x) => x.slug === slug);
      if (!a && db.articles.some((x) => x.worldId === world.id && x.slug === slug))
        return {
          ...page(
            'Private article',
            '<p>This article is private: only its author and the people it is shared with see it.</p>',
          ),
          status: 403,
        };
      return a ? page(a.title, `<p>${escape(world.title)}</p>\n<pre>${escape(a.content ?? '')}</pre>`) : missing;
    }
    if (kind === 'c') {
      const c = db.categories.find((x) => x.worldId === world.id && x.slug === slug);
      return c ? page(c.title, list(articles.filter((a) => a.categoryId === c.id))) : missing;
    }
    return missing;
  }
  return { prefix: '/w/', handle };
}

/** `/a/<id>` → the article's page (World Anvil's short links; the sandbox renders mentions with them). */
export function createArticleLinksService(db: WaDb): SandboxService {
  return {
    prefix: '/a/',
    handle(req) {
      if (req.method !== 'GET') return undefined;
      const id = decodeURIComponent(req.url.pathname.slice('/a/'.length).replace(/\/$/, ''));
      const a = db.articles.find((x) => x.id === id);
      const world = a && db.worlds.find((w) => w.id === a.worldId);
      if (!a || !world) return missing;
      // The page on this request's own origin (an article's stored webUrl may point anywhere).
      const location = `${req.url.origin}/w/${encodeURIComponent(world.slug)}/a/${encodeURIComponent(a.slug)}`;
      return {
        status: 302,
        headers: { Location: location, 'Content-Type': 'text/html; charset=utf-8' },
        text: `<!DOCTYPE html>\n<title>Moved</title><a href="${escape(location)}">${escape(a.title)}</a>\n`,
      };
    },
  };
}

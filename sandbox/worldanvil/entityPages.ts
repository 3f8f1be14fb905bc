// The pages a secret's and an image's `url`s point to on World Anvil (#29): a secret's edit page
// (/world/secret/<id>/edit), which asks a reader to sign in, and an image's page (/i/<id>), which shows
// the image of a public world. Here so "Open on World Anvil" opens something under `npm start` and in the
// end-to-end tests; no script, every stored string escaped (pages.ts's page()).
import type { SandboxService } from '../types';
import type { WaDb } from './data';
import { IMAGES_PREFIX } from './images';
import { escapeHtml, missing, page } from './pages';

export function createSecretPagesService(db: WaDb): SandboxService {
  return {
    prefix: '/world/secret/',
    handle(req) {
      if (req.method !== 'GET') return undefined;
      const m = /^\/world\/secret\/([^/]+)\/edit\/?$/.exec(req.url.pathname);
      const s = m ? db.secrets.find((x) => x.id === decodeURIComponent(m[1]!)) : undefined;
      // A secret is its author's: the page names nothing of it, as World Anvil's sign-in wall does not.
      return s ? page('Edit secret', '<p>Sign in to World Anvil to edit this secret.</p>') : missing;
    },
  };
}

export function createImagePagesService(db: WaDb): SandboxService {
  return {
    prefix: '/i/',
    handle(req) {
      if (req.method !== 'GET') return undefined;
      const id = req.url.pathname.slice('/i/'.length).replace(/\/$/, '');
      const i = db.images.find((x) => String(x.id) === id);
      const world = i && db.worlds.find((w) => w.id === i.worldId && w.state === 'public');
      if (!i || !world) return missing;
      // The page's own CSP allows the image from this origin only.
      const shown = page(
        i.title,
        `<p>${escapeHtml(world.title)}</p>\n<img src="${IMAGES_PREFIX}${escapeHtml(i.filename)}" alt="${escapeHtml(i.alt)}">`,
      );
      return {
        ...shown,
        headers: { ...shown.headers, 'Content-Security-Policy': "default-src 'none'; img-src 'self'" },
      };
    },
  };
}

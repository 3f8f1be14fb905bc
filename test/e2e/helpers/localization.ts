// Steps the localization scenarios share: connecting with a token, and asking the sandbox's API directly
// (as the admin) what the server holds — the state a scenario waits on and checks.
import { harness, sandboxFetch } from '../harness';
import {
  answerInput,
  collapseOtherViews,
  eventually,
  expandView,
  openContainer,
  runCommand,
  scriptoriumLog,
  treeRow,
  viewPane,
} from './workbench';

/** The sandbox's Weblate API as the admin: GET by default, JSON in and out. */
export async function weblateApi(path: string, init: Parameters<typeof sandboxFetch>[1] = {}) {
  const { sandbox } = harness();
  const res = await sandboxFetch(`${sandbox.origin}/api/${path}`, {
    ...init,
    headers: {
      Authorization: `Token ${sandbox.credentials.weblate.adminToken}`,
      'Content-Type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
  // A DELETE answers 204 with no body.
  if (res.status === 204) return undefined;
  return res.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Connects to the sandbox's Weblate with `token`, and waits until the check passed and the tree shows Atlas. */
export async function connectLocalizationAs(token: string): Promise<void> {
  const { page, sandbox } = harness();
  await runCommand(page, 'Scriptorium: Connect to Localization Server');
  await answerInput(page, sandbox.weblateUrl);
  await page
    .locator('.quick-input-widget', { hasText: `Connect to ${sandbox.origin} (2/2)` })
    .waitFor({ timeout: 30_000 });
  // Connected: the extension logs it once the token is checked and stored (the tree may still show the
  // projects the previous token listed).
  const connections = () => scriptoriumLog().split(`connected to ${sandbox.origin} with a token`).length;
  // The tree of the new connection: until it is listed, the rows in view are the old tree's, and a row
  // opened there is folded again when the new one arrives (seen: the Czech row never showing). Its listing
  // is the first after the "connected" line (the connection is reset just before that line is written);
  // a listing counted from before it was the old tree's, and a cold CI run's click then landed on a row
  // the new tree redrew under it (23: the reviewer's string never opened).
  const listedSinceConnected = () => {
    const log = scriptoriumLog();
    const connected = log.lastIndexOf(`connected to ${sandbox.origin} with a token`);
    return connected >= 0 && log.indexOf(`listed the projects of ${sandbox.origin}`, connected) > connected;
  };
  const before = connections();
  await answerInput(page, token);
  await eventually('the connection logged', () => connections() > before);
  await eventually('the tree of the new connection listed', listedSinceConnected);
  await treeRow(viewPane(page, 'Localization'), /^Atlas\s*atlas/).waitFor({ timeout: 30_000 });
}

/** A clean start for a localization scenario: no editors open, the Localization view alone, connected as the admin. */
export async function startConnectedAsAdmin(): Promise<void> {
  const { page, sandbox } = harness();
  await runCommand(page, 'View: Close All Editors');
  await openContainer(page, 'Scriptorium');
  await expandView(page, 'Localization');
  await collapseOtherViews(page, 'Localization');
  await connectLocalizationAs(sandbox.credentials.weblate.adminToken);
}

// Steps the unit panel's scenarios share (28-unit-drafts, 29-nothing-lost, 30-unit-panel-layout): a clean
// start connected as the admin, and the panel's page as a person sees it.
import { harness } from '../harness';
import { startConnectedAsAdmin, weblateApi } from './localization';
import { webviewFrame, type RowLabel } from './workbench';

export interface SandboxUnit {
  id: number;
  context: string;
  target: string[];
  state: number;
  source: string[];
  explanation?: string;
}

/** The unit panel's page (the webview in view). */
export const panel = () => webviewFrame(harness().page);
/** The panel's heading of the string `key`: the whole heading, as "menu.file.save" must not be "menu.file.saveAs". */
export const headingOf = (key: string) => new RegExp(`^\\s*${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
/** The tree row of the string `key`, by the label it speaks ("String menu.file.save, approved: …"): its
 * text alone runs the key into the text after it (menu.file.save + "Sčve"), so a key that starts
 * another key would find either. */
export const keyRow = (key: string): RowLabel => ({ ariaPrefix: `String ${key},` });
export const panelButton = (name: string) => panel().getByRole('button', { name, exact: true });

/**
 * Waits until the panel has drawn every section it reads after the string (nearby strings, the same
 * source elsewhere, screenshots): each that comes later is drawn above the ones after it, so a button
 * below moves down. A click whose press and release straddled such a draw landed on the page, not on the
 * button (e2e 47: Upload's press focused it, the release came 1,700 px lower, and no upload was asked).
 */
export async function panelComplete(): Promise<void> {
  for (const section of ['section.nearby', 'section.same-source', '#unit-screenshots'])
    await panel().locator(section).first().waitFor({ timeout: 30_000 });
}

/** Waits until the panel shows the string `key`. */
export async function panelShows(key: string): Promise<void> {
  await panel()
    .locator('h1', { hasText: headingOf(key) })
    .waitFor({ timeout: 30_000 });
}

/**
 * No editor open (the panel is found as the last webview: earlier scenarios' previews and panels go),
 * the Localization view open alone, connected as the admin; resolves to the first page of the strings of
 * atlas/web in `language`.
 */
export async function startWithStrings(language: string): Promise<SandboxUnit[]> {
  await startConnectedAsAdmin();
  return (await weblateApi(`translations/atlas/web/${language}/units/?page_size=10`)).results as SandboxUnit[];
}

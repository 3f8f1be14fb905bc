// The Arabic strings of atlas/web without a network, for the offline scenarios (48-offline-edits,
// 54-offline-queue): no other scenario edits Arabic, so these two can count on its states.
import { harness } from '../harness';
import { weblateApi } from './localization';
import { keyRow, panel as frame, panelButton as button, panelShows as shows } from './unitPanel';
import { collapseAll, revealRow, viewPane } from './workbench';

export const pane = () => viewPane(harness().page, 'Localization');
export const ARABIC_PATH = [/^Projects/, /^Atlas\s*atlas/, /^Web application/, /^Arabic/];
export const serverTarget = async (id: number): Promise<string[]> => (await weblateApi(`units/${id}/`)).target;
/** The status bar item that counts pending edits. */
export const pendingItem = () => harness().page.locator('.statusbar-item', { hasText: /\d+ pending/ });
/** Every request to the server has its connection reset: as good as no network. */
export const goOffline = () => harness().sandbox.faults.add({ kind: 'reset', path: '^/api/' });

/** The string's row in the Localization tree, revealed under Arabic. */
export function rowOf(key: string) {
  return revealRow(pane(), ARABIC_PATH, keyRow(key));
}

export async function openFromTree(key: string): Promise<void> {
  await collapseAll(pane());
  await (await rowOf(key)).click();
  await shows(key);
}

/** Every section of the panel drawn: none of its reads is still under way (or retried) when the network goes. */
export async function settled(): Promise<void> {
  for (const id of ['#suggest-text', '#glossary', '#checks', '#nearby-heading', '#same-source-heading'])
    await frame().locator(id).waitFor({ timeout: 30_000 });
}

/**
 * Opens the string, waits until none of the panel's reads is under way (or retried), takes the network
 * away and saves `text`: the panel says it is pending. The network stays away (the caller's finally).
 */
export async function saveWithoutServer(key: string, text: string): Promise<void> {
  await openFromTree(key);
  await settled();
  goOffline();
  await frame().locator('#target-0').fill(text);
  await button('Save').click();
  await frame().locator('#pending-notice').waitFor({ timeout: 60_000 });
}

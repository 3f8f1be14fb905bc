// A pending edit in the unit panel (#26 item 6): the form holds text saved while the server could not be
// reached. The page says so above the form, with the server's text the edit was based on, until the
// string is drawn again (sent: the server's text; still waiting: the notice again).
import type { UnitPanelView } from '../src/localization/unitPanel/unitProtocol';
import { el } from './dom';

/**
 * Marks the form of `view` as pending. The saved text is the form's baseline from now on (what a draft is
 * compared with, and what Discard draft goes back to), as after a save.
 */
export function showPending(
  view: UnitPanelView,
  target: string[] | undefined,
  server: string[],
  t: (key: string) => string,
): void {
  if (target) view.target = [...target];
  document.getElementById('draft-notice')?.remove();
  document.getElementById('pending-notice')?.remove();
  const notice = el(
    'div',
    { id: 'pending-notice', class: 'notice pending' },
    el('strong', {}, t('pendingNotice')),
    el('div', { class: 'muted' }, t('pendingBasedOn')),
    el(
      'div',
      { class: 'text', dir: view.language.direction },
      server.filter(Boolean).join(' | ') || t('emptyOnServer'),
    ),
  );
  const editor = document.getElementById('editor');
  editor?.insertBefore(notice, editor.firstChild);
}

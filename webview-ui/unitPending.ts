// A pending edit in the unit panel (#26 item 6): the form holds text saved while the server could not be
// reached. The page says so above the form, with the server's text the edit was based on, until the
// string is drawn again (sent: the server's text; still waiting: the notice again). While it waits, the
// form's baseline is the pending text, not the server's: a draft typed over it names it as pending (#41).
import type { UnitPanelView } from '../src/localization/unitPanel/unitProtocol';
import { el } from './dom';

/** The string whose form holds a pending edit, if the one shown does. */
let pendingUnit: number | undefined;

/** Whether the form's baseline (what a draft is compared with) is a pending edit of `unitId`. */
export const isPending = (unitId: number): boolean => pendingUnit === unitId;

/** The string is drawn without a pending edit (sent, discarded, or another string). */
export function notPending(): void {
  pendingUnit = undefined;
}

/** The string about to be drawn has a pending edit (its draft notice, drawn with it, names it so). */
export function markPending(unitId: number): void {
  pendingUnit = unitId;
}

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
  pendingUnit = view.id;
  if (target) view.target = [...target];
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

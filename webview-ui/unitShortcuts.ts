// Weblate's editor shortcuts in the unit panel (browser side). VS Code sends `shortcut` when one of its
// keybindings scoped to the panel fires (src/localization/unitPanel/shortcutProtocol.ts); each action does
// what the same click or choice on the page would, so drafts, checks and the leave question see it as usual.
import type { UnitShortcut } from '../src/localization/unitPanel/shortcutProtocol';

const NEEDS_EDITING = 10;
const TRANSLATED = 20;
const APPROVED = 30;

export interface ShortcutPage {
  /** The string shown can be edited now (not read-only, not loading). */
  editable(): boolean;
  /** The source's forms of the string shown. */
  source(): string[];
  /** Saves the form as the Save button does (checks asked first). */
  save(): void;
  /** Sends the form's text as a suggestion; false when this string takes no suggestions. */
  suggest(): boolean;
  /** Says something in the page's status line (read by screen readers). */
  status(text: string): void;
  /** The page's words. */
  t(key: string): string;
}

const stateSelect = () => document.getElementById('state') as HTMLSelectElement | null;
const targetBoxes = () => [...document.querySelectorAll<HTMLTextAreaElement>('#editor textarea[id^="target-"]')];

/** The translation box the person was in, else the first one. */
function targetBox(): HTMLTextAreaElement | undefined {
  const boxes = targetBoxes();
  return boxes.find((b) => b === document.activeElement) ?? boxes[0];
}

/** Chooses a state as a person would, so the draft and the live checks hear the change. Returns whether it could. */
function chooseState(value: number): boolean {
  const select = stateSelect();
  if (!select || select.disabled || ![...select.options].some((o) => Number(o.value) === value)) return false;
  select.value = String(value);
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/**
 * Replaces a box's text through the editing command, not `.value`, so Ctrl+Z in the box takes it back
 * (Weblate's Ctrl+O replaces the text as well). The command fires the box's input event (the draft).
 */
function replaceText(box: HTMLTextAreaElement, text: string): void {
  box.focus();
  box.select();
  if (!document.execCommand('insertText', false, text)) {
    box.value = text;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function focus(element: HTMLElement | null | undefined, missing: string, page: ShortcutPage): void {
  if (element) {
    element.scrollIntoView({ block: 'nearest' });
    element.focus();
  } else page.status(page.t(missing));
}

export function runShortcut(action: UnitShortcut, page: ShortcutPage): void {
  switch (action) {
    case 'focusTranslation':
      return focus(targetBox(), 'shortcutNoTranslation', page);
    case 'focusComment':
      return focus(document.getElementById('comment-text'), 'shortcutNoComments', page);
    case 'focusNearby':
      // The first string around this one that can be opened (the current one is plain text).
      return focus(
        document.querySelector<HTMLElement>('.nearby li a') ?? document.getElementById('nearby-heading'),
        'shortcutNoNearby',
        page,
      );
  }
  if (!page.editable()) {
    page.status(page.t('shortcutReadOnly'));
    return;
  }
  switch (action) {
    case 'copySource': {
      const source = page.source();
      const boxes = targetBoxes();
      const box = targetBox();
      if (!box || source.length === 0) return;
      // A plural's later forms take the source's plural form, as Weblate's clone does.
      replaceText(box, source[Math.min(boxes.indexOf(box), source.length - 1)] ?? '');
      return;
    }
    case 'toggleNeedsEditing':
      chooseState(Number(stateSelect()?.value) === NEEDS_EDITING ? TRANSLATED : NEEDS_EDITING);
      return;
    case 'saveTranslated':
      if (chooseState(TRANSLATED)) page.save();
      return;
    case 'saveApproved':
      if (chooseState(APPROVED)) page.save();
      else page.status(page.t('shortcutNoApproval'));
      return;
    case 'suggest':
      if (!page.suggest()) page.status(page.t('shortcutNoSuggestions'));
      return;
  }
}

// Ctrl+A (Cmd+A) in a text box of a panel selects the box's text at once, and only once (#41).
//
// VS Code's webview host (webview/browser/pre/index.html) forwards every key pressed in the page to the
// workbench (`did-keydown`), which runs its keybindings for it; Ctrl+A there is Select All, whose webview
// implementation sends `execCommand('selectAll')` back into the page. So one Ctrl+A selected twice: the
// browser's own select-all at once, and the workbench's after two message hops and a keybinding dispatch.
// On a busy machine the second came after the first letters typed over the selection, selected them, and
// the next key replaced them: "Abcdef" saved as "bcdef" (recorded in e2e 53-select-retype: the page's
// `execCommand selectAll` between the first letter's input and the second's).
//
// The page selects the box's text itself and keeps the key from the workbench: this listener is on the
// window's capture phase, so stopping the event there means the host's keydown listener (on the same
// window, bubbling) never sees it. Outside a text box Ctrl+A goes on as before (the page's text; nothing
// is typed over).
const isTextBox = (node: EventTarget | null): node is HTMLTextAreaElement | HTMLInputElement =>
  node instanceof HTMLTextAreaElement ||
  (node instanceof HTMLInputElement && ['text', 'search', 'url', 'email', ''].includes(node.type));

function isSelectAll(e: KeyboardEvent): boolean {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return false;
  // The letter the key types (AZERTY's A is where QWERTY's Q is); a layout without Latin letters, the key
  // where A is (Russian ф), as browsers and VS Code read it.
  return /^[a-z]$/i.test(e.key) ? e.key.toLowerCase() === 'a' : e.code === 'KeyA';
}

export function ownSelectAll(): void {
  window.addEventListener(
    'keydown',
    (e) => {
      if (!isSelectAll(e) || !isTextBox(e.target)) return;
      e.preventDefault();
      e.stopPropagation();
      e.target.select();
    },
    true,
  );
}

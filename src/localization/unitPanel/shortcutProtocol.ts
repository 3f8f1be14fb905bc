// Weblate's translation-editor shortcuts that the unit panel takes over (read in Weblate 2026.10.1's
// static/editor/full.js and loader-bootstrap.js; docs/TRANSLATING.md lists them). VS Code routes each key
// to `scriptorium.localization.unitShortcut` through a keybinding scoped to the panel (package.json), so it
// wins over VS Code's own Ctrl+E, Ctrl+J, Ctrl+O, Ctrl+U and Ctrl+Y only while the panel is active, and a
// person can rebind it in Keyboard Shortcuts. Ctrl+Enter, Alt+PageDown/PageUp and Ctrl+Alt+PageDown stay
// in the page (webview-ui/unitPanelMain.ts): VS Code binds nothing there. Shared by the extension and the
// page, so no vscode import.
export const UNIT_SHORTCUTS = [
  'saveTranslated',
  'saveApproved',
  'suggest',
  'focusTranslation',
  'copySource',
  'toggleNeedsEditing',
  'focusComment',
  'focusNearby',
] as const;

export type UnitShortcut = (typeof UNIT_SHORTCUTS)[number];

export const isUnitShortcut = (value: unknown): value is UnitShortcut =>
  typeof value === 'string' && (UNIT_SHORTCUTS as readonly string[]).includes(value);

export type ToShortcutWebview = { type: 'shortcut'; action: UnitShortcut };

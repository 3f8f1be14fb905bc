// Which `scriptorium.localization.fileMappings` are in force ({"path or glob": "project/component/language"}):
// the most specific value VS Code holds (folder, then workspace, then user), but only the user's own while
// the workspace is untrusted (issue 25, defect 5): the setting names files Scriptorium writes and uploads,
// and a repository's .vscode/settings.json must not map a component onto `.git/hooks/pre-commit`.
// package.json also lists the setting in `restrictedConfigurations`; this holds whichever VS Code runs us.

export type Mappings = Record<string, string>;

export interface InspectedMappings {
  globalValue?: unknown;
  workspaceValue?: unknown;
  workspaceFolderValue?: unknown;
}

/** Settings files are edited by hand: anything but string → string entries is dropped. */
function plain(value: unknown): Mappings {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/**
 * The value of a restricted setting in force: the most specific one, or the user's own while the workspace
 * is untrusted. Also `scriptorium.localization.sourceKeys.component` (issue 42: a cloned repository aimed
 * Extract String's "also add to the server" at another component).
 */
export function restrictedValue(inspected: InspectedMappings | undefined, trusted: boolean): unknown {
  if (!inspected) return undefined;
  if (!trusted) return inspected.globalValue;
  return inspected.workspaceFolderValue ?? inspected.workspaceValue ?? inspected.globalValue;
}

export function mappingsInForce(inspected: InspectedMappings | undefined, trusted: boolean): Mappings {
  return plain(restrictedValue(inspected, trusted));
}

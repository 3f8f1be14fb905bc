// Where pending edits (pendingEdits.ts) are kept in workspaceState. Its own file, with nothing else in it:
// the light entry (localization/manifest.ts) reads the prefix at activation to load the feature when
// edits wait, and must not pull the store's code into the first bundle.
export const PENDING_EDIT_PREFIX = 'scriptorium.pendingEdit/';

/** The keys of one server's edits start with this (the address without its trailing slash). */
export const serverPrefix = (serverUrl: string) => `${PENDING_EDIT_PREFIX}${serverUrl.replace(/\/+$/, '')}#`;

export function pendingKey(serverUrl: string, unitId: number): string {
  return `${serverPrefix(serverUrl)}${unitId}`;
}

// World Anvil asks every client to name itself: `User-Agent: Name (url, version)`. Kept as constants so
// core never reads package.json at run time; a unit test checks they match package.json.
export const SCRIPTORIUM_VERSION = '0.1.0';
export const SCRIPTORIUM_REPOSITORY = 'https://example.invalid/scriptorium/scriptorium.git';
export const SCRIPTORIUM_USER_AGENT = `Scriptorium (${SCRIPTORIUM_REPOSITORY}, ${SCRIPTORIUM_VERSION})`;

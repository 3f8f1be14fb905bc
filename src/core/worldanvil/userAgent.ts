// World Anvil asks every client to name itself: `User-Agent: Name (url, version)`. The address and version
// come from package.json (`homepage`, `version`), inlined by the bundler at build time, so core never reads
// files at run time and the project's home address is written in one place only.
import { homepage, version } from '../../../package.json';

export const SCRIPTORIUM_VERSION: string = version;
export const SCRIPTORIUM_HOMEPAGE: string = homepage;
export const SCRIPTORIUM_USER_AGENT = `Scriptorium (${SCRIPTORIUM_HOMEPAGE}, ${SCRIPTORIUM_VERSION})`;

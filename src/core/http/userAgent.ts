// Both services see Scriptorium under one name. World Anvil asks every client for `User-Agent: Name (url,
// version)`. The project has no public web home yet, so the address is the extension's own `vscode:` link
// (it opens Scriptorium's page in VS Code's Extensions view) rather than an address that leads nowhere.
// Publisher, name and version come from package.json, inlined by the bundler at build time, so core never
// reads files at run time and the identity is written in one place only.
import { name, publisher, version } from '../../../package.json';

export const SCRIPTORIUM_VERSION: string = version;
/** Where Scriptorium can be found: its page in VS Code's Extensions view. */
export const SCRIPTORIUM_ADDRESS = `vscode:extension/${publisher}.${name}`;
export const SCRIPTORIUM_USER_AGENT = `Scriptorium (${SCRIPTORIUM_ADDRESS}, ${SCRIPTORIUM_VERSION})`;

// What the end-to-end runner hands to scenarios: the browser page showing VS Code, the sandbox, and the
// folders of this code-server instance. Set once by run.ts before mocha loads the scenarios.
import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import type { Browser, Page } from 'playwright-core';
import { Agent, fetch as undiciFetch } from 'undici';
import type { RunningCodeServer } from '../../scripts/lib/codeServer';
import type { TlsFiles } from '../../scripts/lib/tls';
import type { Sandbox } from '../../sandbox/types';

export interface Harness {
  page: Page;
  browser: Browser;
  sandbox: Sandbox;
  vscode: RunningCodeServer;
  screenshotDir: string;
  /** The certificates the sandbox serves (its authority is in VS Code's NODE_EXTRA_CA_CERTS). */
  tls: TlsFiles;
  /** Where this window's code-server writes its log (each window of a run has its own). */
  codeServerLog: string;
}

let current: Harness | undefined;

export function setHarness(h: Harness): void {
  current = h;
}

export function harness(): Harness {
  if (!current) throw new Error('the e2e harness is not set: run scenarios through test/e2e/run.ts (npm run test:e2e)');
  return current;
}

let trusting: Agent | undefined;

/** The certificates the scenarios' own clients trust: Node's list and the sandbox's private authority. */
export function sandboxTrust(): { ca: string[] } {
  return { ca: [...rootCertificates, readFileSync(harness().tls.ca, 'utf8')] };
}

/** fetch for the scenarios' own calls to the sandbox (https with the private authority trusted). */
export function sandboxFetch(
  url: string,
  init: Parameters<typeof undiciFetch>[1] = {},
): ReturnType<typeof undiciFetch> {
  trusting ??= new Agent({ connect: sandboxTrust() });
  return undiciFetch(url, { ...init, dispatcher: trusting });
}

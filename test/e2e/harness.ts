// What the end-to-end runner hands to scenarios: the browser page showing VS Code, the sandbox, and the
// folders of this code-server instance. Set once by run.ts before mocha loads the scenarios.
import type { Browser, Page } from 'playwright-core';
import type { RunningCodeServer } from '../../scripts/lib/codeServer';
import type { Sandbox } from '../sandbox/types';

export interface Harness {
  page: Page;
  browser: Browser;
  sandbox: Sandbox;
  vscode: RunningCodeServer;
  screenshotDir: string;
}

let current: Harness | undefined;

export function setHarness(h: Harness): void {
  current = h;
}

export function harness(): Harness {
  if (!current) throw new Error('the e2e harness is not set: run scenarios through test/e2e/run.ts (npm run test:e2e)');
  return current;
}

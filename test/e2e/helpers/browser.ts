// Debian's Chromium as the end-to-end tier and the `npm start` check drive it (playwright-core; no
// browser download is possible here).
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchChromium(executablePath: string, extraArgs: string[] = []): Promise<Browser> {
  // Playwright's own signal handlers would close the browser and exit(130) before the caller has stopped
  // what it started (code-server, the sandbox).
  return chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

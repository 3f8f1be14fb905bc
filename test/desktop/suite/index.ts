// Entry point VS Code's test host calls (`--extensionTestsPath`): runs the desktop suite with mocha inside
// the extension host, where `vscode` is the real API.
import { join } from 'node:path';
import Mocha from 'mocha';

export function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', timeout: 60_000, color: false });
  mocha.addFile(join(__dirname, 'installed.test.js'));
  return new Promise((resolve, reject) => {
    mocha.run((failures) => (failures > 0 ? reject(new Error(`${failures} desktop test(s) failed`)) : resolve()));
  });
}

// Smoke: every command package.json contributes is registered in VS Code once both features have loaded
// (each feature swaps the stand-ins registered at activation for its own commands, so a command the
// feature forgets would be gone). Asked of VS Code's command registry through the probe extension, which
// also says which VS Code and which Node the extension host runs: the ones this run set up. Last, the logs
// of the whole smoke run hold no error.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readE2eEnv, vscodeVersion } from '../../../scripts/lib/setup';
import { askProbe } from '../helpers/probe';
import { eventually, extensionHostLog, scriptoriumLog } from '../helpers/workbench';
import { featureLoaded, shownView } from './smokeHelpers';

const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
  contributes: { commands: { command: string }[] };
};

describe('Smoke: commands', () => {
  it('runs in the VS Code and on the Node this run set up', async () => {
    const env = readE2eEnv();
    // Both activate on startup finished, in no set order: asked until the extension host has Scriptorium active.
    const probe = await eventually('Scriptorium active in the extension host', async () => {
      const state = await askProbe();
      return state.scriptoriumActive ? state : undefined;
    });
    assert.ok(probe);
    assert.equal(probe.vscode, vscodeVersion(env));
    assert.equal(probe.node, execFileSync(env.node, ['--version'], { encoding: 'utf8' }).trim());
    console.log(`      extension host: VS Code ${probe.vscode}, Node ${probe.node}`);
  });

  it('has every contributed command registered once both features have loaded', async () => {
    // Showing a feature's view loads it (when run alone, nothing else has shown them).
    await shownView('Localization');
    await shownView('Worldbuilding');
    await featureLoaded('localization');
    await featureLoaded('worldbuilding');
    const registered = new Set((await askProbe()).commands);
    const contributed = manifest.contributes.commands.map((c) => c.command);
    assert.deepEqual(
      contributed.filter((id) => !registered.has(id)),
      [],
      'contributed but not registered',
    );
    console.log(`      ${contributed.length} contributed commands, all registered`);
  });

  it('logged no error or warning on the way (Scriptorium’s log, and the extension host’s about it)', () => {
    const own = scriptoriumLog()
      .split('\n')
      .filter((l) => /\[(error|warning)\]/.test(l));
    const host = extensionHostLog()
      .split('\n')
      .filter((l) => /scriptorium/i.test(l) && /\b(error|failed|exception)\b/i.test(l));
    assert.deepEqual([...own, ...host], []);
  });
});

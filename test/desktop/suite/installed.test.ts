// The smoke scenario in desktop VS Code: Scriptorium installed from the .vsix (not the checkout) activates
// and registers every command its manifest contributes.
import { strict as assert } from 'node:assert';
import { sep } from 'node:path';
import * as vscode from 'vscode';

const ID = 'scriptorium-team.scriptorium';

describe('Scriptorium installed from the .vsix, in desktop VS Code', () => {
  it('is the installed copy, at the packaged version', () => {
    const ext = vscode.extensions.getExtension(ID);
    assert.ok(ext, `${ID} is installed`);
    const extensionsDir = process.env.SCRIPTORIUM_EXTENSIONS_DIR;
    assert.ok(extensionsDir, 'the runner names the extensions folder it installed into');
    assert.ok(ext.extensionPath.startsWith(extensionsDir + sep), `${ext.extensionPath} is inside ${extensionsDir}`);
    assert.equal((ext.packageJSON as { version: string }).version, process.env.SCRIPTORIUM_VERSION);
  });

  it('activates and registers every contributed command', async () => {
    const ext = vscode.extensions.getExtension(ID)!;
    await ext.activate();
    assert.ok(ext.isActive);
    const contributed = (
      ext.packageJSON as { contributes: { commands: { command: string }[] } }
    ).contributes.commands.map((c) => c.command);
    assert.ok(contributed.length > 10, 'the manifest contributes the commands');
    const registered = new Set(await vscode.commands.getCommands(true));
    assert.deepEqual(
      contributed.filter((c) => !registered.has(c)),
      [],
      'every contributed command is registered',
    );
  });
});

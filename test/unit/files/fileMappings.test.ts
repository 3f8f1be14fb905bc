// Issue 25, defect 5: a workspace that is not trusted cannot choose which files Scriptorium writes and
// uploads. The manifest says so to VS Code, and the code holds to it on its own.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mappingsInForce, restrictedValue } from '../../../src/core/locale/fileMappings';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

describe('files: fileMappings and workspace trust', () => {
  const hook = { '.git/hooks/pre-commit': 'atlas/web/de' };
  const mine = { 'locales/de.json': 'atlas/web/de' };

  it('ignores workspace and folder values while the workspace is untrusted', () => {
    assert.deepEqual(
      mappingsInForce({ globalValue: mine, workspaceValue: hook, workspaceFolderValue: hook }, false),
      mine,
    );
    assert.deepEqual(mappingsInForce({ workspaceValue: hook }, false), {});
  });

  it('takes the most specific value once trusted, and drops entries that are not strings', () => {
    assert.deepEqual(mappingsInForce({ globalValue: mine, workspaceValue: hook }, true), hook);
    assert.deepEqual(mappingsInForce({ globalValue: { a: 'x/y/z', b: 3, c: { d: 1 } } }, true), { a: 'x/y/z' });
    assert.deepEqual(mappingsInForce({ globalValue: ['x'] }, true), {});
    assert.deepEqual(mappingsInForce(undefined, true), {});
  });

  it('the manifest gives settings that name files or hosts a scope a workspace cannot abuse', () => {
    const props: Record<string, { scope?: string }> = Object.assign(
      {},
      ...pkg.contributes.configuration.map((c: { properties: object }) => c.properties),
    );
    assert.equal(props['scriptorium.localization.fileMappings']?.scope, 'resource');
    for (const host of ['scriptorium.localization.serverUrl', 'scriptorium.worldbuilding.apiBaseUrl'])
      assert.equal(props[host]?.scope, 'application', host);
    const trust = pkg.capabilities.untrustedWorkspaces;
    assert.equal(trust.supported, 'limited');
    // #42: the component Extract String also adds a key to is named by a setting a repository could ship.
    assert.deepEqual(trust.restrictedConfigurations, [
      'scriptorium.localization.fileMappings',
      'scriptorium.localization.sourceKeys.component',
    ]);
  });

  it('reads sourceKeys.component as restricted: only the user’s value while untrusted (#42)', () => {
    const inspected = { globalValue: 'atlas/web', workspaceFolderValue: 'internal/secrets' };
    assert.equal(restrictedValue(inspected, false), 'atlas/web');
    assert.equal(restrictedValue({ workspaceValue: 'internal/secrets' }, false), undefined);
    assert.equal(restrictedValue(inspected, true), 'internal/secrets');
  });
});

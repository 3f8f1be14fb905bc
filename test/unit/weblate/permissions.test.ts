import { strict as assert } from 'node:assert';
import { PermissionError, NotFoundError } from '../../../src/core/http/errors';
import { PermissionMemory } from '../../../src/core/weblate/permissions';

describe('PermissionMemory', () => {
  it('offers nothing to an anonymous user', () => {
    assert.equal(new PermissionMemory(false).mayOffer('unit.edit', 'atlas/web/de'), false);
  });

  it('stops offering an action on an object (and inside it) after a 403, not elsewhere', async () => {
    const m = new PermissionMemory(true);
    assert.equal(m.mayOffer('component.lock', 'atlas/web'), true);
    await assert.rejects(
      m.attempt('component.lock', 'atlas', () => Promise.reject(new PermissionError('no', 'POST lock', 403))),
    );
    assert.equal(m.mayOffer('component.lock', 'atlas/web'), false);
    assert.equal(m.mayOffer('component.lock', 'atlas'), false);
    assert.equal(m.mayOffer('component.lock', 'other/web'), true);
    assert.equal(m.mayOffer('vcs.commit', 'atlas/web'), true);
    m.forget();
    assert.equal(m.mayOffer('component.lock', 'atlas/web'), true);
  });

  it('learns nothing from other failures', async () => {
    const m = new PermissionMemory(true);
    await assert.rejects(
      m.attempt('unit.edit', 'atlas/web/de', () => Promise.reject(new NotFoundError('gone', 'PATCH unit', 404))),
    );
    assert.equal(m.mayOffer('unit.edit', 'atlas/web/de'), true);
  });

  it('a refusal on a component does not cover a sibling whose name starts the same', () => {
    const m = new PermissionMemory(true);
    m.learn('vcs.push', 'atlas/web', new PermissionError('no', 'POST repository', 403));
    assert.equal(m.mayOffer('vcs.push', 'atlas/website'), true);
  });
});

// The flags a translation's checks run with (#43 item 3): its component's, its own from the file, its
// source string's extra flags and its own extra flags, later ones overriding — as Weblate's
// Unit.get_all_flags. Then the unit panel against the sandbox: flags set on the source string reach the
// checks run while typing, and the sandbox's own checks obey them as Weblate's do.
import { strict as assert } from 'node:assert';
import { checkFlags, componentCheckFlags } from '../../../src/core/checks/checkFlags';
import { runLocalChecks } from '../../../src/core/checks/localChecks';
import { ServerChecks } from '../../../src/core/checks/serverChecks';
import { editUnitDetails, WeblateClient, type Component, type Unit } from '../../../src/core/weblate';
import { UnitSchema } from '../../../src/core/weblate/schemas';
import { loadUnit } from '../../../src/localization/unitPanel/unitLoader';
import { useSandbox } from '../sandbox/helpers';

const unit = (flags: string, extra = '') => ({ flags, extra_flags: extra }) as unknown as Unit;
const component = (check_flags: string, effective?: string) =>
  ({ check_flags, ...(effective === undefined ? {} : { effective_check_flags: effective }) }) as unknown as Component;

describe('check flags of a translation (#43 item 3)', () => {
  it('joins component, file, source string and own flags in Weblate’s order', () => {
    assert.equal(
      checkFlags(unit('c-format', ''), unit('', 'max-length:8, ignore-end-stop'), component('max-length:80')),
      'max-length:80,c-format,max-length:8, ignore-end-stop',
    );
    assert.equal(checkFlags(unit('', 'max-length:5'), undefined, component('')), 'max-length:5');
  });

  it('a later value overrides: the source string’s max-length wins over the component’s, the unit’s over both', () => {
    const subject = (flags: string) => ({
      source: ['Overdrawn'],
      target: ['Überzogen.'],
      state: 20,
      flags,
      language: 'de',
    });
    const fromSource = checkFlags(unit(''), unit('', 'max-length:8, ignore-end-stop'), component('max-length:80'));
    assert.deepEqual(runLocalChecks(subject(fromSource)), ['max-length']);
    const own = checkFlags(unit('', 'max-length:40'), unit('', 'max-length:8'), component(''));
    assert.ok(!runLocalChecks(subject(own)).includes('max-length'));
    assert.ok(runLocalChecks(subject('')).includes('end_stop'), 'without the source’s flags the stop fails');
  });

  it('a component’s flags: 2026’s effective_check_flags (project and format included), else check_flags', () => {
    assert.equal(componentCheckFlags(component('a', 'a,b')), 'a,b');
    assert.equal(componentCheckFlags(component('a')), 'a');
  });

  describe('in the unit panel, against the sandbox', () => {
    const s = useSandbox();
    let client: WeblateClient;
    before(() => {
      client = new WeblateClient({ baseUrl: s.sb.weblateUrl, token: s.sb.credentials.weblate.adminToken });
    });
    after(() => client.close());

    it('flags set on the source string are the ones the translation’s checks run with, here and on the server', async () => {
      const units = await client.listTranslationUnits('atlas', 'web', 'de');
      const target = units.find(
        (u) => u.source.length === 1 && u.source[0]!.length > 4 && !/[.!?…:;]$/.test(u.source[0]!) && u.state === 0,
      )!;
      const source = await client.follow(target.source_unit!, UnitSchema);
      await editUnitDetails(client, source.id, { extra_flags: 'max-length:8, ignore-end-stop' });
      await client.patchUnit(target.id, { target: ['Überzogen.'], state: 20 });
      const loaded = await loadUnit(client, target.id);
      assert.match(loaded.checkFlags, /max-length:8, ignore-end-stop/);
      const mine = runLocalChecks({ ...loaded.unit, flags: loaded.checkFlags, language: 'de' });
      assert.deepEqual(mine, ['max-length']);
      assert.deepEqual(await new ServerChecks(client).of(loaded.translation, loaded.unit, mine), ['max-length']);
      // Weblate reruns a source string's translations when its flags change: so does the sandbox.
      await editUnitDetails(client, source.id, { extra_flags: '' });
      assert.deepEqual(await new ServerChecks(client).of(loaded.translation, await client.getUnit(target.id)), [
        'end_stop',
      ]);
    });
  });
});

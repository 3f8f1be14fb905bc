import { strict as assert } from 'node:assert';
import { parseWlcConfig } from '../../../src/core/weblate/wlcConfig';

describe('wlc project configuration', () => {
  it('reads url and translation from the [weblate] section, dropping /api/', () => {
    const text =
      '# comment\n[weblate]\nurl = https://hosted.weblate.org/api/\ntranslation = atlas/web\nkey = wlu_never_read\n[keys]\nx = y\n';
    assert.deepEqual(parseWlcConfig(text), {
      serverUrl: 'https://hosted.weblate.org/',
      project: 'atlas',
      component: 'web',
    });
  });

  it('ignores other sections and malformed lines', () => {
    assert.deepEqual(parseWlcConfig('[other]\nurl = http://x/\n[weblate]\nnonsense\n'), {});
  });
});

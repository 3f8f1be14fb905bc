// Issue 42: a download wrote a server-named file of any extension after one "Write File" (conftest.py,
// package.json, a Makefile, a new src/evil.sh). A path the server names is used only when it is the
// component's mask with the language code and of the component's format; anything else goes to the dialog.
import { strict as assert } from 'node:assert';
import { fitsServerFile } from '../../../src/core/locale/serverTarget';

const web = { filemask: 'locales/*.json', file_format: 'json-nested' };

describe('a download target the server names (#42)', () => {
  it('takes the component’s own file for the language, also deeper in the workspace', () => {
    assert.equal(fitsServerFile('locales/de.json', web, 'de'), true);
    assert.equal(fitsServerFile('app/locales/de.json', web, 'de'), true);
    assert.equal(fitsServerFile('app\\locales\\de.json', web, 'de'), true);
    assert.equal(
      fitsServerFile(
        'locale/pt_BR/LC_MESSAGES/tools.po',
        { filemask: 'locale/*/LC_MESSAGES/tools.po', file_format: 'po' },
        'pt_BR',
      ),
      true,
    );
    const android = { filemask: 'app/src/main/res/values-*/strings.xml', file_format: 'aresource' };
    assert.equal(fitsServerFile('app/src/main/res/values-de/strings.xml', android, 'de'), true);
    assert.equal(fitsServerFile('glossary/de.tbx', { filemask: 'glossary/*.tbx', file_format: 'tbx' }, 'de'), true);
  });

  it('refuses what the review wrote: package.json, conftest.py, a Makefile, src/evil.sh', () => {
    for (const path of ['package.json', 'conftest.py', 'Makefile', 'src/evil.sh', 'de.json', 'locales/fr.json'])
      assert.equal(fitsServerFile(path, web, 'de'), false, path);
    // A path that merely ends like the file, inside a segment.
    assert.equal(fitsServerFile('xlocales/de.json', web, 'de'), false);
  });

  it('refuses a mask that fits but an extension the format does not read', () => {
    assert.equal(fitsServerFile('scripts/de.sh', { filemask: 'scripts/*.sh', file_format: 'json' }, 'de'), false);
    assert.equal(fitsServerFile('de.py', { filemask: '*.py', file_format: 'po' }, 'de'), false);
    assert.equal(
      fitsServerFile('locales/de.json', { filemask: 'locales/*.json', file_format: 'unknown-format' }, 'de'),
      false,
    );
  });

  it('refuses masks without exactly one star and language codes that are paths', () => {
    assert.equal(fitsServerFile('package.json', { filemask: 'package.json', file_format: 'json' }, 'de'), false);
    assert.equal(fitsServerFile('a/b.json', { filemask: '*/*.json', file_format: 'json' }, 'a'), false);
    assert.equal(fitsServerFile('x/../de.json', { filemask: '*.json', file_format: 'json' }, 'x/../de'), false);
    assert.equal(fitsServerFile('.json', { filemask: '*.json', file_format: 'json' }, ''), false);
  });
});

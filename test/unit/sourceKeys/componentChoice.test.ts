// Which components a source file's keys are looked up in (issue 44 item 6): the demo's React app was sent to
// mobile/android, the first component listed whose locale file was as near as its own. The candidates below
// are the demo workspace's locale files as seen from react-app/src (test/e2e/fixtures/workspace).
import { strict as assert } from 'node:assert';
import { chooseComponents, formatFits, keyFamily } from '../../../src/core/sourceKeys/componentChoice';
import { detectFrameworks } from '../../../src/core/sourceKeys/scan';

const REACT = detectFrameworks('{"dependencies": {"react-i18next": "^13", "i18next": "^23"}}');
const PLAIN = detectFrameworks('{"dependencies": {"react": "^18"}}');
const ANDROID = { id: 'mobile/android', format: 'aresource', near: 2 };
const WEB = { id: 'atlas/web', format: 'json', near: 2 };
const APP = { id: 'atlas/app', format: 'i18nextv4', near: 2 };
const TOOLS = { id: 'atlas/tools', format: 'po', near: 2 };

describe('source keys: the component of a source file', () => {
  it('families: scripts by their framework, Vue JSON, Python gettext, Kotlin and layouts Android, unknown any', () => {
    assert.equal(keyFamily('javascriptreact', REACT), 'json');
    assert.equal(keyFamily('typescript', PLAIN), 'any');
    assert.equal(keyFamily('typescript', detectFrameworks('{"dependencies": {"ttag": "1"}}')), 'gettext');
    assert.equal(keyFamily('vue', PLAIN), 'json');
    assert.equal(keyFamily('html', PLAIN), 'any');
    assert.equal(keyFamily('html', detectFrameworks('{"dependencies": {"@ngx-translate/core": "1"}}')), 'json');
    assert.equal(keyFamily('python', PLAIN), 'gettext');
    assert.equal(keyFamily('kotlin', PLAIN), 'android');
    assert.equal(keyFamily('xml', PLAIN), 'android');
    assert.equal(keyFamily('php', PLAIN), 'any');
  });

  it('formats: JSON and YAML hold i18next keys, Android resources do not; an unknown format is not refused', () => {
    for (const f of ['json', 'json-nested', 'i18next', 'i18nextv4', 'yaml']) assert.ok(formatFits('json', f), f);
    for (const f of ['aresource', 'po', 'xliff', 'arb']) assert.ok(!formatFits('json', f), f);
    assert.ok(formatFits('android', 'aresource'));
    assert.ok(!formatFits('android', 'json'));
    assert.ok(formatFits('gettext', 'po-mono'));
    assert.ok(formatFits('any', 'aresource'));
    assert.ok(formatFits('json', undefined));
  });

  it('the demo: a React file as near to Android strings as to locales/en.json reads atlas/web', () => {
    // Android's file is listed first (android-app/… sorts before locales/…): it was the one chosen.
    assert.deepEqual(
      chooseComponents([ANDROID, WEB], 'json', undefined, 4).map((c) => c.id),
      ['atlas/web'],
    );
    assert.deepEqual(
      chooseComponents([ANDROID, WEB], 'android', undefined, 4).map((c) => c.id),
      ['mobile/android'],
    );
    assert.deepEqual(chooseComponents([ANDROID, TOOLS], 'json', undefined, 4), []);
  });

  it('the nearest fitting file wins; a nearer file of the wrong format does not hide it', () => {
    const own = { id: 'shop/web', format: 'json', near: 4 };
    const nearAndroid = { ...ANDROID, near: 5 };
    assert.deepEqual(
      chooseComponents([nearAndroid, own, WEB], 'json', 'atlas/web', 4).map((c) => c.id),
      ['shop/web'],
    );
  });

  it('files as near: the .weblate component first, then the others in the order found, each once, at most max', () => {
    const list = [APP, WEB, { ...APP }, { id: 'x/1', format: 'json', near: 2 }, { id: 'x/2', format: 'json', near: 2 }];
    assert.deepEqual(
      chooseComponents(list, 'json', 'atlas/web', 3).map((c) => c.id),
      ['atlas/web', 'atlas/app', 'x/1'],
    );
    assert.deepEqual(
      chooseComponents(list, 'json', undefined, 4).map((c) => c.id),
      ['atlas/app', 'atlas/web', 'x/1', 'x/2'],
    );
    // A preferred component that does not fit is not put first.
    assert.deepEqual(
      chooseComponents([ANDROID, WEB], 'json', 'mobile/android', 4).map((c) => c.id),
      ['atlas/web'],
    );
  });
});

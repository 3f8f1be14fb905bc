// A screenshot opened from the panel or the tree shows in a tab named by the screenshot (#41: the tab read
// "12-9f3a5c0e1b2d.png"). The file's name is the screenshot's, through the file-name guard; its folder keeps
// the id and the bytes' hash, so a replaced image still gets a new address.
import { strict as assert } from 'node:assert';
import { entryOf, screenshotFilePlace } from '../../../src/localization/screenshots/screenshotFileName';

const bytes = (n: number) => new Uint8Array([n, 1, 2, 3]);

describe('screenshot files (#41)', () => {
  it('is named by the screenshot, kept in a folder of its id and bytes', () => {
    const place = screenshotFilePlace({ id: 12, name: 'Main menu' }, bytes(1), 'png');
    assert.equal(place.file, 'Main-menu.png');
    assert.match(place.folder, /^12-[0-9a-f]{12}$/);
    assert.notEqual(screenshotFilePlace({ id: 12, name: 'Main menu' }, bytes(2), 'png').folder, place.folder);
    assert.ok(entryOf(place.folder, 12) && !entryOf(place.folder, 1) && entryOf('12-0123456789ab.png', 12));
  });

  it('a hostile or empty name never leaves the folder nor becomes a hidden or reserved file', () => {
    assert.equal(screenshotFilePlace({ id: 3, name: '../../.ssh/id_rsa' }, bytes(1), 'png').file, 'ssh-id_rsa.png');
    assert.equal(screenshotFilePlace({ id: 3, name: '\u202e…' }, bytes(1), 'png').file, 'screenshot-3.png');
    assert.equal(screenshotFilePlace({ id: 3, name: 'CON' }, bytes(1), 'gif').file, 'CON-.gif');
  });
});

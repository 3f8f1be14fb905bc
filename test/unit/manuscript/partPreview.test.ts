// The preview of a part file (#47 item 4): the beats the push reads, each under its title, their text as
// Push would send it; a pulled part previews as the BBCode it was pulled from; a hostile title stays a
// title (no markup in it is read); a beat too complex to convert is named by its line and the others shown.
import { strict as assert } from 'node:assert';
import { partToFile } from '../../../src/core/manuscript/partFile';
import { partPreview } from '../../../src/core/manuscript/partPreview';

const part = { id: 'p1', title: 'Arrival', position: 1, synopsis: 'Mira reaches the flats.' };
const file = (beats: Array<{ id: string; title: string; content: string }>) =>
  partToFile({ part, beats, manuscriptId: 'm1', versionId: 'v1' } as Parameters<typeof partToFile>[0]).text;

describe('part preview', () => {
  it('shows the part’s title and synopsis and each pulled beat as the BBCode it was pulled from', () => {
    const beats = [
      {
        id: 'b1',
        title: 'The salt gate',
        content: 'Mira came at [b]dusk[/b].\n\nThe wardens were [i]lighting[/i] beacons.',
      },
      { id: 'b2', title: 'The ferryman', content: 'Two coins and a story.' },
    ];
    const shown = partPreview(file(beats));
    assert.equal(shown.title, 'Arrival');
    assert.equal(shown.synopsis, 'Mira reaches the flats.');
    assert.deepEqual(
      shown.beats.map((b) => [b.title, b.bbcode]),
      beats.map((b) => [b.title, b.content]),
    );
    assert.deepEqual(shown.problems, []);
  });

  it('shows a beat the pull kept as BBCode as written, when the manifest says so (as the push sends it)', () => {
    const content = '[b] [/b]Low tide at 2*3*4 and *5*.';
    const pulled = partToFile({
      part,
      beats: [{ id: 'b1', title: 'Tide', content }],
      manuscriptId: 'm1',
      versionId: 'v1',
    } as Parameters<typeof partToFile>[0]);
    assert.deepEqual(pulled.bbcodeBeats, ['b1'], 'control: Markdown cannot hold this beat');
    const kept = partPreview(pulled.text, { bbcodeBeats: new Set(pulled.bbcodeBeats) });
    assert.equal(kept.beats[0]!.bbcode, content);
    // Read as Markdown it is not what World Anvil has: the stars become italics.
    assert.notEqual(partPreview(pulled.text).beats[0]!.bbcode, content);
  });

  it('shows a beat written here (no id) and text before the first marker, as the push reads them', () => {
    const text = `${file([{ id: 'b1', title: 'Gate', content: 'Old text.' }])}\n<!-- beat title="New" -->\n\nA **new** beat.\n`;
    const shown = partPreview(text);
    assert.deepEqual(
      shown.beats.map((b) => [b.title, b.bbcode]),
      [
        ['Gate', 'Old text.'],
        ['New', 'A [b]new[/b] beat.'],
      ],
    );
  });

  it('keeps a hostile title a title: its markup is text for the page to escape, never BBCode', () => {
    const title = '<img src=x onerror=alert(1)> [url=javascript:alert(1)]x[/url]';
    const shown = partPreview(file([{ id: 'b1', title, content: 'Text.' }]));
    assert.equal(shown.beats[0]!.title, title);
    assert.equal(shown.beats[0]!.bbcode, 'Text.');
  });

  it('names a beat too complex to convert by its line and still shows the others', () => {
    const deep = `${'> '.repeat(70)}deep`;
    const text = `${file([{ id: 'b1', title: 'Fine', content: 'Fine.' }])}\n<!-- beat title="Deep" -->\n\n${deep}\n`;
    const shown = partPreview(text);
    assert.deepEqual(
      shown.beats.map((b) => b.title),
      ['Fine'],
    );
    assert.equal(shown.problems.length, 1);
    assert.match(shown.problems[0]!.message, /inside each other/);
    assert.equal(text.split('\n')[shown.problems[0]!.line], '<!-- beat title="Deep" -->');
  });
});

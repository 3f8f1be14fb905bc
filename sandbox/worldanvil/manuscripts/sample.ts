// The sample manuscript of The Reedlands (#47): "The Salt Road", a novel in two versions. The first draft
// has two parts (one with a title that is hostile as a file name); the second draft three, whose beats
// carry BBCode (bold, italics, a quote) and a mention of an article of the world; plots, tags, labels and
// bookmarks in sampleMarks.ts. Fixed ids and dates, so nothing else of the sample data moves.
import { phpDate, type WaArticle, type WaWorld } from '../model';
import type { WaManuscripts } from './model';
import { sampleMarks } from './sampleMarks';

const uuid = (kind: number, n: number) =>
  `3a05c000-0000-4000-8000-${String(kind).padStart(4, '0')}${String(n).padStart(8, '0')}`;

type BeatText = [title: string, content: string];

export function sampleManuscripts(opts: { worlds: WaWorld[]; articles: WaArticle[] }): WaManuscripts {
  const [reedlands] = opts.worlds as [WaWorld];
  const mention = (title: string) => {
    const a = opts.articles.find((x) => x.title === title);
    return a ? `@[${a.title}](${a.template}:${a.id})` : title;
  };
  let clock = Date.parse('2026-04-01T08:00:00Z');
  const next = () => phpDate(new Date((clock += 3_600_000)));
  const out: WaManuscripts = { manuscripts: [], versions: [], parts: [], beats: [], stats: [], marks: [] };
  const manuscript = {
    id: uuid(1, 1),
    worldId: reedlands.id,
    title: 'The Salt Road',
    slug: 'the-salt-road',
    state: 'private' as const,
    creationDate: next(),
    updateDate: next(),
  };
  out.manuscripts.push(manuscript);
  let partN = 0;
  let beatN = 0;
  const version = (n: number, title: string, goal: number | null, parts: [string, string, BeatText[]][]) => {
    const v = { id: uuid(2, n), manuscriptId: manuscript.id, title, position: n, goal, updateDate: next() };
    out.versions.push(v);
    parts.forEach(([partTitle, synopsis, beats], i) => {
      const p = {
        id: uuid(3, ++partN),
        versionId: v.id,
        title: partTitle,
        position: i + 1,
        synopsis,
        updateDate: next(),
      };
      out.parts.push(p);
      beats.forEach(([beatTitle, content], j) =>
        out.beats.push({
          id: uuid(4, ++beatN),
          partId: p.id,
          title: beatTitle,
          position: j + 1,
          content,
          updateDate: next(),
        }),
      );
    });
    return v;
  };
  const draft1 = version(1, 'First draft', null, [
    [
      'Arrival',
      'Mira reaches the flats.',
      [['The gate', 'Mira came to the salt gate at dusk, and nobody asked her name.']],
    ],
    [
      '../Interlude: <the "fog">?',
      'A hostile title, as a file name.',
      [['Fog', 'The fog rolled in off the fens.\r\n[script]alert(1)[/script] <img src=x onerror=alert(1)>']],
    ],
  ]);
  const draft2 = version(2, 'Second draft', 50000, [
    [
      'Arrival',
      'Mira reaches the white flats and the city beyond them.',
      [
        [
          'The salt gate',
          `Mira came to the salt gate at dusk, when the flats turned the colour of old pewter. The wardens were lighting the first beacon, and none of them looked up as she passed.\r\n\r\nBeyond the gate lay ${mention('Aldmere')}, its roofs [i]white with brine[/i], its harbour loud with gulls.`,
        ],
        [
          'The ferryman',
          'The ferryman wanted two coins and a story. She had one coin and [b]a great many[/b] stories, and he took the better bargain.',
        ],
      ],
    ],
    [
      'The Caravan',
      'A week on the Salt Road with the glass traders.',
      [
        [
          'Setting out',
          `They left before dawn, forty mules and a cart of lanterns, along ${mention('The Salt Road')}.\r\n[quote]Walk where the salt is white. Where it is grey, the road has gone under.[/quote]`,
        ],
        [
          'Night on the flats',
          'At night the crystals hummed, and the old traders sang over them so the children could sleep.',
        ],
      ],
    ],
    [
      'The Drowned Giant',
      'Mira learns what lies under the harbour.',
      [['Beneath the harbour', 'Every hundred years, the keepers said, the ribs of the giant rise a hand’s breadth.']],
    ],
  ]);
  out.stats.push(
    { id: uuid(5, 1), versionId: draft1.id, wordcount: 31, creationDate: next() },
    { id: uuid(5, 2), versionId: draft2.id, wordcount: 120, creationDate: next() },
    { id: uuid(5, 3), versionId: draft2.id, wordcount: 164, creationDate: next() },
  );
  out.marks.push(...sampleMarks({ manuscript: manuscript.id, draft1: draft1.id, draft2: draft2.id }, uuid, next));
  return out;
}

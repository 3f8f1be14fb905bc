// The sample manuscript's plots, tags, labels and bookmarks (#47 item 5). Their fields are a guess (see
// src/core/worldanvil/boromir/manuscriptMarkSchemas.ts), so the sample plays what the guess names and the
// edges a lenient reader must take: a tag without a title, a plot whose description is markup, a label whose
// color is a CSS injection. Made after every other record of the sample, so no earlier date or id moves; no
// title begins as a part's or a beat's does (the end-to-end tests find rows by the start of their text).
import type { PhpDate } from '../model';
import type { WaManuscriptMark } from './model';

type Row = [title: string | null, text?: string];

export function sampleMarks(
  owners: { manuscript: string; draft1: string; draft2: string },
  uuid: (kind: number, n: number) => string,
  next: () => PhpDate,
): WaManuscriptMark[] {
  const out: WaManuscriptMark[] = [];
  let n = 0;
  const add = (
    kind: WaManuscriptMark['kind'],
    ownerId: string,
    field: 'description' | 'note' | 'color' | undefined,
    rows: Row[],
  ) =>
    rows.forEach(([title, text]) =>
      out.push({
        id: uuid(6, ++n),
        kind,
        ownerId,
        title,
        ...(field && text !== undefined ? { [field]: text } : {}),
        updateDate: next(),
      }),
    );
  add('plot', owners.draft1, 'description', [
    ['The road to the sea', 'Mira crosses the flats to reach the harbour.'],
    ['Mist over the fens', '<img src=x onerror=alert(1)> [b]not bold here[/b]'],
  ]);
  add('plot', owners.draft2, 'description', [
    ['Who built the gate', 'And why the wardens never ask a name.'],
    ['Two coins and a story', 'The one coin Mira carries pays for more than a ferry.'],
    ['The giant wakes', 'Every hundred years the ribs rise a hand’s breadth; this is the hundredth year.'],
  ]);
  add('tag', owners.manuscript, undefined, [['fantasy'], ['salt'], ['travel'], [null]]);
  add('label', owners.manuscript, 'color', [
    ['Needs research', '#e67e22'],
    ['Done', '#27ae60'],
    ['Revise', 'red;background:url(javascript:alert(1))'],
  ]);
  add('bookmark', owners.manuscript, 'note', [
    ['Coins for the ferry', 'Check the coins against the caravan’s prices.'],
    ['The traders’ saying', 'Keep the quote’s wording as the traders say it.'],
  ]);
  return out;
}

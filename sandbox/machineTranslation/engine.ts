// The sandbox's translation engine: a small English → German word list, enough for the demo's strings to
// come back recognisably translated, with every marker (`<x id="0"/>`, `[X0X]`) and tag left where it was.
// Other target languages get the source words with the language's code in front. The hostile modes make
// the answers a real engine or a man in the middle might: an HTML page, megabytes, a runaway text, markers
// lost or doubled, a script tag.
import type { MachineTranslationMode } from '../types';

const GERMAN: Record<string, string> = {
  open: 'öffnen',
  file: 'Datei',
  files: 'Dateien',
  save: 'speichern',
  delete: 'löschen',
  close: 'schließen',
  cancel: 'abbrechen',
  settings: 'Einstellungen',
  map: 'Karte',
  maps: 'Karten',
  the: 'die',
  a: 'ein',
  new: 'neu',
  you: 'Sie',
  have: 'haben',
  messages: 'Nachrichten',
  message: 'Nachricht',
  welcome: 'willkommen',
  hello: 'hallo',
  world: 'Welt',
  user: 'Benutzer',
  name: 'Name',
  search: 'suchen',
  help: 'Hilfe',
  edit: 'bearbeiten',
  view: 'Ansicht',
  and: 'und',
  or: 'oder',
  of: 'von',
  to: 'zu',
  is: 'ist',
  are: 'sind',
  items: 'Einträge',
  item: 'Eintrag',
  selected: 'ausgewählt',
};

/** Markers and tags: never translated. */
const KEPT = /(<[^<>]*>|\[X\d+X\])/;

function germanWords(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const german = GERMAN[word.toLowerCase()];
    if (!german) return word;
    return word[0] === word[0]!.toUpperCase() ? german[0]!.toUpperCase() + german.slice(1) : german;
  });
}

/** The pseudo-translation of `text`: words outside markers and tags replaced, markers kept in place. */
export function sandboxTranslate(text: string, target: string): string {
  if (!target.toLowerCase().startsWith('de')) return `${target}: ${text}`;
  return text
    .split(KEPT)
    .map((part, i) => (i % 2 === 1 ? part : germanWords(part)))
    .join('');
}

/** What the engine answers in `mode` instead of the honest translation (undefined: the honest one). */
export function hostileText(honest: string, mode: MachineTranslationMode): string | undefined {
  switch (mode) {
    case 'long':
      return honest + ' lorem ipsum'.repeat(20_000);
    case 'brokenPlaceholders': {
      // The first marker lost, the second (if any) doubled.
      const markers = [...honest.matchAll(/<x id="\d+"\/>|\[X\d+X\]/g)].map((m) => m[0]);
      let text = markers[0] ? honest.replace(markers[0], '') : `${honest} %s`;
      if (markers[1]) text = text.replace(markers[1], markers[1] + markers[1]);
      return text;
    }
    case 'markup':
      return `${honest} <img src=x onerror="alert(1)"><script>alert(2)</script>`;
    default:
      return undefined;
  }
}

/** Megabytes of JSON-safe text ('huge'). */
export const HUGE_TEXT = 'Ü'.repeat(3 * 1024 * 1024);

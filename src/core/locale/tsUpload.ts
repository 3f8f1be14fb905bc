// A Qt Linguist TS translation file read as the upload preview needs it (#41). How Weblate names and reads its
// units (translate-toolkit's ts2.py and weblate/formats/ttkit.py TSUnit, the same in 5.10.4 and 2026.10.1;
// seen on both in test/conformance/checks-uploadFormats.ts):
// - a unit's `context` is the <context>'s <name>, then the message's <comment> (its disambiguation) and its
//   `id` attribute when present, joined by newlines; its source is the <source> text. The same source may
//   appear in two contexts, so the identity is the pair, joined as PO's (poKey).
// - a numerus message (numerus="yes") has one source in the file, "%n tile(s) deleted", which Weblate
//   shows as two: "%n tile deleted" and "%n tiles deleted"; the identity uses the first.
// - needing editing is type="unfinished" with a non-empty translation; obsolete and vanished messages are
//   no units; an empty translation that is not unfinished means "the source text" to Qt and to Weblate.
import type { FileString } from '../weblate/uploadPreview';
import { poKey } from './poUpload';
import { elements, leadingText, parseXml, type XmlElement } from './xmlTree';
import { bomOf, keepOnly } from './xmlCut';

interface TsMessage {
  key: string;
  element: XmlElement;
  string: FileString;
}

const textOf = (el: XmlElement | undefined) => (el ? leadingText(el) : '');

function messagesOf(source: string): TsMessage[] {
  const bom = bomOf(source);
  const root = parseXml(source.slice(bom.length));
  if (root.name !== 'TS') throw new SyntaxError(`the root element is <${root.name}>, not <TS>`);
  const out: TsMessage[] = [];
  for (const context of elements(root, 'context')) {
    const name = textOf(elements(context, 'name')[0]);
    for (const message of elements(context, 'message')) {
      const read = readMessage(name, message);
      if (read) out.push(read);
    }
  }
  return out;
}

function readMessage(contextName: string, message: XmlElement): TsMessage | undefined {
  const translation = elements(message, 'translation')[0];
  const type = translation?.attrs.get('type') ?? '';
  if (type === 'obsolete' || type === 'vanished') return undefined;
  const context = [contextName, textOf(elements(message, 'comment')[0]), message.attrs.get('id') ?? '']
    .filter((part) => part !== '')
    .join('\n');
  const source = textOf(elements(message, 'source')[0]);
  const numerus = message.attrs.get('numerus') === 'yes';
  const sources = numerus ? [source.split('(s)').join(''), source.split('(s)').join('s')] : [source];
  let forms =
    numerus && translation ? elements(translation, 'numerusform').map((f) => leadingText(f)) : [textOf(translation)];
  if (numerus && forms.length === 0) forms = [''];
  const filled = forms.some((f) => f !== '');
  // Qt (and Weblate) read an empty translation that is not unfinished as the source text itself.
  if (!filled && type !== 'unfinished') forms = sources;
  const key = poKey(context, sources[0]!);
  return { key, element: message, string: { key, forms, fuzzy: type === 'unfinished' && filled } };
}

/** The file's strings. Throws XmlSyntaxError (or a SyntaxError for another root) on a file not read so. */
export function tsFileStrings(text: string): FileString[] {
  return messagesOf(text).map((m) => m.string);
}

/** The file with only the messages of `keys` (contexts kept, even emptied), everything else byte for byte. */
export const tsSubset = (text: string, keys: ReadonlySet<string>) => keepOnly(text, messagesOf(text), keys);

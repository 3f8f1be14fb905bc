// An XLIFF 1.2 translation file read as the upload preview needs it (#41). How Weblate names and reads its
// units (weblate/formats/ttkit.py, RichXliffUnit, the same in 5.10.4 and 2026.10.1; seen on both in
// test/conformance/checks-uploadFormats.ts):
// - a unit's `context` is the trans-unit's `resname` when it has one, else the `original` of its <file>, "///"
//   and its `id` (just the id when the file has no original); the source text is not part of it;
// - source and target are the elements' inner XML as Weblate writes it back (the `xml-text` flag): text with
//   &amp; &lt; &gt; as entities, CDATA as text, inline elements re-serialized (`<x id='3'></x>` is
//   `<x id="3"/>`). Weblate 5.10.4 also collapses blanks in a target without xml:space="preserve"; 2026.10.1
//   keeps them, and is followed here (on 5.10.4 such a string reads as changed on the server: left alone);
// - needing editing is a target whose `state` is new, needs-translation, needs-adaptation or needs-l10n
//   (not needs-review-translation, which Weblate reads as translated); Weblate writes needs-translation, and
//   `approved="yes"` with state final for approved strings. A unit without source is no unit.
import type { FileString } from '../weblate/uploadPreview';
import { elements, escapeXmlText, parseXml, type XmlElement, type XmlNode } from './xmlTree';
import { bomOf, keepOnly } from './xmlCut';

const FUZZY_STATES = new Set(['new', 'needs-translation', 'needs-adaptation', 'needs-l10n']);

interface XliffUnit {
  key: string;
  element: XmlElement;
  string: FileString;
}

const escapeAttribute = (v: string) => escapeXmlText(v).replace(/"/g, '&quot;');

/**
 * The inner XML of `el` as Weblate writes it (lxml's serialization): text escaped, child elements with their
 * attributes in double quotes and an empty one closed as `<x/>`. An explicit stack, no recursion.
 */
function innerXml(el: XmlElement | undefined): string {
  if (!el) return '';
  const out: string[] = [];
  const todo: Array<XmlNode | string> = [...el.children].reverse();
  while (todo.length > 0) {
    const next = todo.pop()!;
    if (typeof next === 'string') out.push(next);
    else if (next.kind !== 'element') out.push(escapeXmlText(next.text));
    else {
      const attrs = [...next.attrs].map(([k, v]) => ` ${k}="${escapeAttribute(v)}"`).join('');
      if (next.children.length === 0) {
        out.push(`<${next.name}${attrs}/>`);
        continue;
      }
      out.push(`<${next.name}${attrs}>`);
      todo.push(`</${next.name}>`);
      for (let i = next.children.length - 1; i >= 0; i--) todo.push(next.children[i]!);
    }
  }
  return out.join('');
}

function unitsOf(source: string): XliffUnit[] {
  const bom = bomOf(source);
  const text = source.slice(bom.length);
  const root = parseXml(text);
  const out: XliffUnit[] = [];
  // Depth first with an explicit stack; each entry carries the `original` of the <file> above it.
  const stack: Array<[XmlElement, string]> = [[root, '']];
  while (stack.length > 0) {
    const [el, original] = stack.pop()!;
    if (el.name === 'trans-unit') {
      const unit = readUnit(el, original);
      if (unit) out.push(unit);
      continue;
    }
    const inFile = el.name === 'file' ? (el.attrs.get('original') ?? '') : original;
    const children = elements(el);
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i]!, inFile]);
  }
  return out;
}

function readUnit(el: XmlElement, original: string): XliffUnit | undefined {
  const sourceText = innerXml(elements(el, 'source')[0]);
  if (!sourceText) return undefined;
  const id = (el.attrs.get('id') ?? '').split('__%04__').join('///');
  const key = el.attrs.get('resname') || (original ? `${original}///${id}` : id);
  const target = elements(el, 'target')[0];
  const forms = [innerXml(target)];
  const fuzzy = forms[0] !== '' && FUZZY_STATES.has(target?.attrs.get('state') ?? '');
  return { key, element: el, string: { key, forms, fuzzy } };
}

/** The file's strings. Throws XmlSyntaxError on a malformed file. */
export function xliffFileStrings(text: string): FileString[] {
  return unitsOf(text).map((u) => u.string);
}

/** The file with only the trans-units of `keys`, everything else byte for byte. Throws XmlSyntaxError. */
export const xliffSubset = (text: string, keys: ReadonlySet<string>) => keepOnly(text, unitsOf(text), keys);

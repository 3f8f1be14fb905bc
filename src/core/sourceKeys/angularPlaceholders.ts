// Placeholder names of one Angular i18n message, as Angular's PlaceholderRegistry gives them
// (@angular/compiler, src/i18n/serializers/placeholder.ts): an element's tag name mapped to its word
// (`<b>` → START_BOLD_TEXT … CLOSE_BOLD_TEXT), an expression or block by its content, and the same element
// or expression twice under one name. angularI18n.ts serializes the message with them.
import type { TplElement } from './angularTemplate';

const TAG_NAMES: Record<string, string> = {
  A: 'LINK',
  B: 'BOLD_TEXT',
  BR: 'LINE_BREAK',
  EM: 'EMPHASISED_TEXT',
  H1: 'HEADING_LEVEL1',
  H2: 'HEADING_LEVEL2',
  H3: 'HEADING_LEVEL3',
  H4: 'HEADING_LEVEL4',
  H5: 'HEADING_LEVEL5',
  H6: 'HEADING_LEVEL6',
  HR: 'HORIZONTAL_RULE',
  I: 'ITALIC_TEXT',
  LI: 'LIST_ITEM',
  LINK: 'MEDIA_LINK',
  OL: 'ORDERED_LIST',
  P: 'PARAGRAPH',
  Q: 'QUOTATION',
  S: 'STRIKETHROUGH_TEXT',
  SMALL: 'SMALL_TEXT',
  SUB: 'SUBSTRIPT',
  SUP: 'SUPERSCRIPT',
  TBODY: 'TABLE_BODY',
  TD: 'TABLE_CELL',
  TFOOT: 'TABLE_FOOTER',
  TH: 'TABLE_HEADER_CELL',
  THEAD: 'TABLE_HEADER',
  TR: 'TABLE_ROW',
  TT: 'MONOSPACED_TEXT',
  U: 'UNDERLINED_TEXT',
  UL: 'UNORDERED_LIST',
};
/** One message's placeholder names: the same element or expression twice shares its name. */
export class Registry {
  private readonly counts = new Map<string, number>();
  private readonly bySignature = new Map<string, string>();
  private unique(base: string): string {
    const n = this.counts.get(base);
    this.counts.set(base, (n ?? 0) + 1);
    return n === undefined ? base : `${base}_${n}`;
  }
  private named(signature: string, make: () => string): string {
    let name = this.bySignature.get(signature);
    if (!name) this.bySignature.set(signature, (name = make()));
    return name;
  }
  tag(el: TplElement, isVoid: boolean): string {
    const attrs = new Map(el.attrs.map((a) => [a.name, a.value]));
    const sig = `<${el.name}${[...attrs.keys()]
      .sort()
      .map((k) => ` ${k}=${attrs.get(k)}`)
      .join('')}${isVoid ? '/>' : `></${el.name}>`}`;
    const base = tagBase(el.name);
    return this.named(sig, () => this.unique(isVoid ? base : `START_${base}`));
  }
  close(name: string): string {
    return this.named(`</${name}></${name}>`, () => this.unique(`CLOSE_${tagBase(name)}`));
  }
  placeholder(base: string, content: string): string {
    return this.named(`PH: ${base.toUpperCase()}=${content}`, () => this.unique(base.toUpperCase()));
  }
  block(name: string, parameters: string[], close: boolean): string {
    const snake = name.toUpperCase().replace(/[^A-Z0-9]/g, '_');
    const params = parameters.length === 0 || close ? '' : ` (${[...parameters].sort().join('; ')})`;
    return this.named(`@${close ? `close_${name}` : name}${params} {}`, () =>
      this.unique(`${close ? 'CLOSE' : 'START'}_BLOCK_${snake}`),
    );
  }
  var(type: string): string {
    return this.unique(`VAR_${type.toUpperCase()}`);
  }
}

const tagBase = (name: string) => TAG_NAMES[name.toUpperCase()] ?? `TAG_${name.toUpperCase()}`;

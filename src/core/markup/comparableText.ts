// Both sides of a conflict diff (push, pull, world pull) made comparable, so the diff shows only what
// really differs (issue 31): World Anvil's side is written by Scriptorium (its key order, every string
// double-quoted, the bookkeeping block with its hashes), the writer's side as they wrote it. Each side's
// front matter is rewritten the same way: keys in the order the writer's file has them (keys only one
// side has after those, in that side's order), every value quoted as frontMatterLines writes it, tags as
// the one string a push sends, and the `scriptorium:` bookkeeping left out (it always differs and is
// never the writer's). The body is kept as it is, with `\r\n` read as `\n`, except that in Markdown a
// mention World Anvil stores as `@[Title](template:id)` reads `[[Title]]` on both sides when the writer's
// `[[Title]]` would push as exactly that (markdownToBBCode.mentions, inverted). A front matter that cannot
// be read is shown as it is: the diff then shows the file, never less than it. A relative link to a pulled
// article's file reads as the mention a push turns it into (issue 29), on both sides: a link and its
// mention, or two spellings of one link, are equal.
import type { Link } from 'mdast';
import { isMap, parseDocument } from 'yaml';
import { frontMatterLines, splitFrontMatter } from './articleFile';
import type { LinkToMention } from './articleLinks';
import { MarkdownTooComplexError, parseMarkdown, type MentionTarget } from './markdownToBBCode';
import { checkMarkdownComplexity } from './markdownLimits';
import { checkFrontMatterComplexity } from './frontMatterLimits';

const BOOKKEEPING = 'scriptorium';

/** The front matter's top-level keys and values in file order, or undefined when it is not readable key: value lines. */
function frontMatterEntries(yaml: string): Array<[string, unknown]> | undefined {
  try {
    checkFrontMatterComplexity(yaml);
  } catch {
    return undefined;
  }
  const doc = parseDocument(yaml, { prettyErrors: false });
  if (doc.errors.length > 0) return undefined;
  if (doc.contents === null) return [];
  if (!isMap(doc.contents)) return undefined;
  return doc.contents.items.map((pair) => {
    const key = String((pair.key as { value?: unknown })?.value ?? pair.key);
    const value =
      (pair.value as { toJSON?: () => unknown })?.toJSON?.() ?? (pair.value as { value?: unknown })?.value ?? null;
    // As readArticleFile reads it: a tag list is the comma-joined string World Anvil stores.
    return [key, key === 'tags' && Array.isArray(value) ? value.map(String).join(',') : value];
  });
}

/** The writer's key order: the top-level keys of `text`'s front matter, bookkeeping left out. */
export function frontMatterOrder(text: string): string[] {
  const { yaml } = splitFrontMatter(text);
  return (
    (yaml === undefined ? undefined : frontMatterEntries(yaml))
      ?.map(([key]) => key)
      .filter((key) => key !== BOOKKEEPING) ?? []
  );
}

/**
 * `text` (an article file) with its front matter in the comparable form: keys ordered by `order` (see
 * frontMatterOrder) then the rest in their own order, values written alike, bookkeeping left out.
 */
export function comparableArticleText(text: string, order: readonly string[]): string {
  const unix = text.replace(/\r\n/g, '\n');
  const { yaml, body } = splitFrontMatter(unix);
  const entries = yaml === undefined ? undefined : frontMatterEntries(yaml);
  if (!entries) return unix;
  const rank = (key: string) => {
    const i = order.indexOf(key);
    return i < 0 ? order.length : i;
  };
  // A stable sort: keys the order does not name keep their own order after the named ones.
  const kept = entries.filter(([key]) => key !== BOOKKEEPING).sort(([a], [b]) => rank(a) - rank(b));
  const lines = kept.length === 0 ? [] : frontMatterLines(Object.fromEntries(kept));
  return ['---', ...lines, '---', body].join('\n');
}

type Resolve = (title: string) => MentionTarget | undefined;

/** `@[Title](template:id)` as `[[Title]]` where `[[Title]]` resolves to that very target (or to none, for `(article)`). */
export function mentionsAsWritten(text: string, resolve: Resolve): string {
  return text.replace(
    /@\[([^\][\n]+)\]\(([\w-]+)(?::([\w-]+))?\)/g,
    (whole, title: string, template: string, id: string | undefined) => {
      const target = resolve(title.trim());
      const same =
        id === undefined
          ? template === 'article' && target === undefined
          : target?.id === id && target.template === template;
      return same ? `[[${title}]]` : whole;
    },
  );
}

/**
 * Each Markdown link of `text` that `links` turns into a mention, written as that mention: `@[`, the link
 * text as written, `](type:id)`. Text too dense for the Markdown parser is left as it is.
 */
export function linksAsMentions(text: string, links: LinkToMention): string {
  try {
    checkMarkdownComplexity(text);
  } catch (err) {
    if (err instanceof MarkdownTooComplexError) return text;
    throw err;
  }
  const found: Array<{ start: number; end: number; mention: string }> = [];
  const visit = (node: { type: string; children?: unknown[] }) => {
    if (node.type === 'link') {
      const link = node as Link;
      const start = link.position?.start.offset;
      const end = link.position?.end.offset;
      const m =
        start !== undefined && end !== undefined && text[start] === '[' ? links(link.url, link.title) : undefined;
      if (m) {
        const first = link.children[0]?.position?.start.offset ?? start! + 1;
        const last = link.children[link.children.length - 1]?.position?.end.offset ?? first;
        found.push({ start: start!, end: end!, mention: `@[${text.slice(first, last)}](${m.type}:${m.id})` });
        return;
      }
    }
    for (const c of node.children ?? []) visit(c as { type: string; children?: unknown[] });
  };
  visit(parseMarkdown(text));
  let out = '';
  let at = 0;
  for (const f of found) {
    out += text.slice(at, f.start) + f.mention;
    at = f.end;
  }
  return out + text.slice(at);
}

/**
 * Both sides of a conflict, comparable: ordered as the writer's file (`local`) is. `resolveMention` (the
 * world's titles, for a Markdown file) lets a resolved mention read as the writer wrote it; `links` (for a
 * Markdown file) lets a link to a pulled article read as its mention.
 */
export function comparableSides(
  remote: string,
  local: string,
  resolveMention?: Resolve,
  links?: LinkToMention,
): { remote: string; local: string } {
  const order = frontMatterOrder(local);
  const body = (text: string) => {
    const linked = links ? linksAsMentions(text, links) : text;
    return resolveMention ? mentionsAsWritten(linked, resolveMention) : linked;
  };
  const side = (text: string) => {
    const shown = comparableArticleText(text, order);
    if (!resolveMention && !links) return shown;
    const { yaml, body: rest } = splitFrontMatter(shown);
    return yaml === undefined ? body(shown) : `${shown.slice(0, shown.length - rest.length)}${body(rest)}`;
  };
  return { remote: side(remote), local: side(local) };
}

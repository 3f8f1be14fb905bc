// World Anvil's BBCode tag set, by family, as World Anvil's own pages document it. The parser needs to know
// which tags stand alone, the preview how to show each family. Kept apart from both so the two cannot
// disagree. Where each family is documented (paths on worldanvil.com) and what the preview does with it:
//
// | family                                                     | source page                                | preview            |
// |------------------------------------------------------------|--------------------------------------------|--------------------|
// | [b] [i] [u] [s] [small], headers [h1]… (older text: [h]),  | /w/WorldAnvilCodex/a/bbcode                | rendered           |
// |   drop cap [dc]; lists, tables, [url], [quote], [spoiler]  |   ("Guide to BBCode Commands")             |                    |
// | heading anchors [h2|name], links to them [url:#name]       | /w/WorldAnvilCodex/a/bbcode, …/a/toc       | rendered           |
// | rows and columns [row] [col] [col3], rows inside columns   | /learn/bbcode-tutorials/bbcode-columns     | rendered           |
// | content-panel facts --KEY::VALUE--                         | /learn/bbcode-tutorials/article-layout     | rendered           |
// | [container:cls] (a box) and [section:cls] (in the line)    | /w/meta-world-catoblepon/a/introduction-   | div / span         |
// |                                                            |   to-containers-article                    |                    |
// | [articletoc] (this article's headers)                      | /w/WorldAnvilCodex/a/toc                   | rendered once      |
// | [toc] (the world's), [toc:ID|horizontal] (a category's)    | /w/WorldAnvilCodex/a/toc                   | labelled           |
// | mentions @[Title](template:id); not yet written:           | /w/WorldAnvilCodex/a/mention-system        | link / marked      |
// |   @[Title](template)                                       |                                            |                    |
// | secrets [secret:ID]                                        | /w/WorldAnvilCodex/a/secrets               | labelled           |
// | variables [var:key]                                        | /w/WorldAnvilCodex/a/variables             | labelled           |
// | images [img:ID]                                            | /w/WorldAnvilCodex/a/images                | rendered           |
// | tooltips [tooltip:text]word[/tooltip]                      | /w/WorldAnvilCodex/a/preview               | title attribute    |
//
// Those pages were read through the project's search tool, whose stored copies hold each page's opening
// part. Tags met there only in passing or not at all ([sup] [sub] [code] [aloud] [sidebar] [redacted]
// [justify] [indent] [col4], the names of blocks, maps, timelines and media embeds) are kept as earlier work
// wrote them down from the editor's reference panel; they render in the same families, and any other paired
// tag is labelled, never shown raw.

/** Inline text formatting → the HTML element that shows it. */
export const INLINE_TAGS: Readonly<Record<string, string>> = {
  b: 'strong',
  strong: 'strong',
  i: 'em',
  em: 'em',
  u: 'u',
  s: 's',
  strike: 's',
  sup: 'sup',
  sub: 'sub',
  small: 'small',
  code: 'code',
};

/** Block structure → HTML element. */
export const BLOCK_TAGS: Readonly<Record<string, string>> = {
  p: 'p',
  pre: 'pre',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  list: 'ul',
  table: 'table',
  tr: 'tr',
  td: 'td',
  th: 'th',
};

/** Layout containers and styled spans → element and the class the panel's stylesheet gives them. */
export const STYLED_TAGS: Readonly<Record<string, { el: 'div' | 'span'; cls: string }>> = {
  row: { el: 'div', cls: 'wa-row' },
  col: { el: 'div', cls: 'wa-col' },
  col2: { el: 'div', cls: 'wa-col' },
  col3: { el: 'div', cls: 'wa-col wa-col3' },
  col4: { el: 'div', cls: 'wa-col wa-col4' },
  center: { el: 'div', cls: 'wa-center' },
  left: { el: 'div', cls: 'wa-left' },
  right: { el: 'div', cls: 'wa-right' },
  justify: { el: 'div', cls: 'wa-justify' },
  indent: { el: 'div', cls: 'wa-indent' },
  aloud: { el: 'div', cls: 'wa-aloud' },
  sidebar: { el: 'div', cls: 'wa-sidebar' },
  dc: { el: 'span', cls: 'wa-dropcap' },
  redacted: { el: 'span', cls: 'wa-redacted' },
};

export const HEADING_TAGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** `[h]`, the guide's older spelling of a main header, shown as `[h1]`. */
export const HEADING_ALIASES: Readonly<Record<string, string>> = { h: 'h1' };

/**
 * Things World Anvil fills in from elsewhere (a secret's text, a variable's value, another article's
 * block, a map, a media player): the preview cannot show them and says so. Each stands alone: `[secret:ID]`.
 */
export const EMBED_TAGS: Readonly<Record<string, string>> = {
  secret: 'secret',
  var: 'variable',
  articleblock: 'article block',
  block: 'block',
  map: 'map',
  timeline: 'timeline',
  chronicle: 'chronicle',
  history: 'history entry',
  familytree: 'family tree',
  diplomacy: 'diplomacy web',
  statblock: 'statblock',
  charactersheet: 'character sheet',
  whiteboard: 'whiteboard',
  manuscript: 'manuscript',
  gallery: 'gallery',
  calendar: 'calendar',
  youtube: 'YouTube video',
  vimeo: 'Vimeo video',
  spotify: 'Spotify player',
  soundcloud: 'SoundCloud player',
  audio: 'audio',
  video: 'video',
};

/** Tags that never have a closing partner. */
export const VOID_TAGS: ReadonlySet<string> = new Set([
  'br',
  'hr',
  'img',
  '*',
  'toc',
  'articletoc',
  ...Object.keys(EMBED_TAGS),
]);

/** Tags with their own rendering (arguments, anchors, children read specially). */
export const SPECIAL_TAGS: ReadonlySet<string> = new Set([
  'url',
  'quote',
  'spoiler',
  'section',
  'container',
  'tooltip',
]);

/** Every name the preview knows: an unpaired one of these is dropped, never shown as a raw tag. */
export const KNOWN_TAGS: ReadonlySet<string> = new Set([
  ...Object.keys(INLINE_TAGS),
  ...Object.keys(BLOCK_TAGS),
  ...Object.keys(STYLED_TAGS),
  ...HEADING_TAGS,
  ...Object.keys(HEADING_ALIASES),
  ...VOID_TAGS,
  ...SPECIAL_TAGS,
]);

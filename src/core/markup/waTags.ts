// World Anvil's BBCode tag set, by family, as its own guide documents it (Codex "Guide to BBCode Commands",
// worldanvil.com/w/WorldAnvilCodex/a/bbcode; the article-layout tutorial; the secrets and variables guides).
// The parser needs to know which tags stand alone, the preview how to show each family. Kept apart from
// both so the two cannot disagree.

/** Inline text formatting → the HTML element that shows it. */
export const INLINE_TAGS: Readonly<Record<string, string>> = {
  b: 'strong', strong: 'strong', i: 'em', em: 'em', u: 'u', s: 's', strike: 's', sup: 'sup', sub: 'sub', small: 'small', code: 'code',
};

/** Block structure → HTML element. */
export const BLOCK_TAGS: Readonly<Record<string, string>> = {
  p: 'p', pre: 'pre', ul: 'ul', ol: 'ol', li: 'li', list: 'ul', table: 'table', tr: 'tr', td: 'td', th: 'th',
};

/** Layout containers and styled spans → element and the class the panel's stylesheet gives them. */
export const STYLED_TAGS: Readonly<Record<string, { el: 'div' | 'span'; cls: string }>> = {
  row: { el: 'div', cls: 'wa-row' },
  col: { el: 'div', cls: 'wa-col' }, col2: { el: 'div', cls: 'wa-col' }, col3: { el: 'div', cls: 'wa-col wa-col3' }, col4: { el: 'div', cls: 'wa-col wa-col4' },
  center: { el: 'div', cls: 'wa-center' }, left: { el: 'div', cls: 'wa-left' }, right: { el: 'div', cls: 'wa-right' }, justify: { el: 'div', cls: 'wa-justify' },
  indent: { el: 'div', cls: 'wa-indent' }, aloud: { el: 'div', cls: 'wa-aloud' }, sidebar: { el: 'div', cls: 'wa-sidebar' },
  dc: { el: 'span', cls: 'wa-dropcap' }, redacted: { el: 'span', cls: 'wa-redacted' },
};

export const HEADING_TAGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Things World Anvil fills in from elsewhere (a secret's text, a variable's value, another article's
 * block, a map, a media player): the preview cannot show them and says so. Each stands alone: `[secret:ID]`.
 */
export const EMBED_TAGS: Readonly<Record<string, string>> = {
  secret: 'secret', var: 'variable', articleblock: 'article block', block: 'block', map: 'map', timeline: 'timeline', chronicle: 'chronicle',
  history: 'history entry', familytree: 'family tree', diplomacy: 'diplomacy web', statblock: 'statblock', charactersheet: 'character sheet',
  whiteboard: 'whiteboard', manuscript: 'manuscript', gallery: 'gallery', calendar: 'calendar', youtube: 'YouTube video', vimeo: 'Vimeo video',
  spotify: 'Spotify player', soundcloud: 'SoundCloud player', audio: 'audio', video: 'video',
};

/** Tags that never have a closing partner. */
export const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr', 'img', '*', 'toc', ...Object.keys(EMBED_TAGS)]);

/** Tags with their own rendering (arguments, anchors, children read specially). */
export const SPECIAL_TAGS: ReadonlySet<string> = new Set(['url', 'quote', 'spoiler', 'section', 'container', 'tooltip']);

/** Every name the preview knows: an unpaired one of these is dropped, never shown as a raw tag. */
export const KNOWN_TAGS: ReadonlySet<string> = new Set([
  ...Object.keys(INLINE_TAGS), ...Object.keys(BLOCK_TAGS), ...Object.keys(STYLED_TAGS), ...HEADING_TAGS, ...VOID_TAGS, ...SPECIAL_TAGS,
]);

// The write rules of seed 001 (POST article / PATCH article/{id}): template slugs, text sections,
// length limits, flag fields. One list, used by validation, the file format and the UI.

export const TEMPLATE_SLUGS = [
  'article',
  'person',
  'militaryConflict',
  'condition',
  'document',
  'ethnicity',
  'formation',
  'location',
  'item',
  'language',
  'law',
  'settlement',
  'landmark',
  'material',
  'myth',
  'organization',
  'prose',
  'profession',
  'rank',
  'spell',
  'species',
  'technology',
  'ritual',
  'vehicle',
] as const;
export type TemplateSlug = (typeof TEMPLATE_SLUGS)[number];

/** Text sections besides `content`, in the order of the seed's write table. */
export const SECTION_FIELDS = [
  'seeded',
  'sidebarcontent',
  'sidepanelcontenttop',
  'sidepanelcontent',
  'sidebarcontentbottom',
  'footnotes',
  'fullfooter',
  'authornotes',
  'credits',
  'scrapbook',
] as const;
export type SectionField = (typeof SECTION_FIELDS)[number];

/** Maximum lengths, counted in Unicode code points (what a PHP mb_strlen on the server counts). */
export const MAX_LENGTH = { title: 256, excerpt: 256, pronunciation: 256, subheading: 256, icon: 50 } as const;

export const FLAG_FIELDS = ['isDraft', 'isWip', 'isAdultContent'] as const;
export const UUID_FIELDS = ['world', 'custom_article_template', 'category', 'articleParent', 'parent'] as const;
export const NUMBER_FIELDS = ['cover', 'position'] as const;
export const STATES = ['public', 'private'] as const;

/** Fields the seed's PATCH table does not have: they are fixed once the article exists. */
export const CREATE_ONLY_FIELDS = ['world', 'template', 'custom_article_template'] as const;

/** Every write field, in the seed's order. */
export const WRITE_FIELDS = [
  'world',
  'title',
  'template',
  'custom_article_template',
  'isDraft',
  'isWip',
  'isAdultContent',
  'state',
  'category',
  'articleParent',
  'parent',
  'cover',
  'content',
  'tags',
  ...SECTION_FIELDS,
  'excerpt',
  'pronunciation',
  'subheading',
  'icon',
  'position',
  'userMetadata',
] as const;
export type WriteField = (typeof WRITE_FIELDS)[number];

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A Boromir write body → the sandbox's write names (those of seed 001, which the shared store and
// validation use): templateType → template, references {id} → their id, flags stay booleans. A reference
// sent in another shape is reported, as World Anvil's own validation would.
const REFERENCES: Record<string, string> = {
  world: 'world',
  category: 'category',
  articleParent: 'articleParent',
  parent: 'parent',
  customArticleTemplate: 'custom_article_template',
};

export function fromBoromirBody(body: Record<string, unknown>): {
  body: Record<string, unknown>;
  problems: Record<string, string>;
} {
  const out: Record<string, unknown> = {};
  const problems: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'templateType') out.template = value;
    else if (key === 'template') problems.template = 'Unknown field template: Boromir names it templateType.';
    else if (key in REFERENCES) {
      const id = value !== null && typeof value === 'object' ? (value as { id?: unknown }).id : undefined;
      if (typeof id !== 'string') problems[key] = `The ${key} must be an object with an id.`;
      else out[REFERENCES[key]!] = id;
    } else if (key === 'cover') {
      const id = value !== null && typeof value === 'object' ? (value as { id?: unknown }).id : value;
      out.cover = id;
    } else out[key] = value;
  }
  return { body: out, problems };
}

// The template question of Create Article (#31): World Anvil's template slugs as rows a person reads —
// a label each, sorted by that label in the display language — with the slug kept as the answer. The
// labels come from the caller (they are translated); the order and the completeness are decided here.
import { TEMPLATE_SLUGS, type TemplateSlug } from './limits';

export interface TemplateChoice {
  slug: TemplateSlug;
  label: string;
}

/** Every template once, sorted by `compare` over the labels (ties by slug, so the order is stable). */
export function templateChoices(
  labels: Readonly<Record<TemplateSlug, string>>,
  compare: (a: string, b: string) => number,
): TemplateChoice[] {
  return TEMPLATE_SLUGS.map((slug) => ({ slug, label: labels[slug] })).sort(
    (a, b) => compare(a.label, b.label) || (a.slug < b.slug ? -1 : 1),
  );
}

// Mirrors: World Anvil's Boromir bodies of what a writer marks a manuscript with (#47 items 1 and 5): a
// version's plots, a manuscript's tags, labels and bookmarks. What is known and where it came from:
// - pywaclient 1.7.0 (endpoints/manuscripts.py) for the paths: lists by POST
//   `manuscript_version/manuscript_plots`, `manuscript/manuscript_tags`, `manuscript/manuscript_labels`,
//   `manuscript/manuscript_bookmarks` with `?id=<owner>` and {limit, offset}, answering `entities`; one
//   entity by `GET manuscript_plot|manuscript_tag|manuscript_label|manuscript_bookmark?id=&granularity=`.
// - The fields are documented nowhere we could read. The guess is one third-party TypeScript client's
//   (@crit-fumble/worldanvil, "based on manuscript-plot.yml"): plot {id, title, description?, version},
//   tag {id, title}, label {id, title, color?}, bookmark {id, title, note?}. Read leniently therefore:
//   only `id` is required; `title` and the kind's own text field are optional strings; unknown fields pass.
import { z } from 'zod';

export type ManuscriptMarkKind = 'plot' | 'tag' | 'label' | 'bookmark';

const id = z.union([z.string().min(1), z.number().int()]).transform(String);
const text = z.string().nullable().optional();
const base = { id, title: text };

export const BoromirManuscriptPlotSchema = z.looseObject({ ...base, description: text });
export const BoromirManuscriptTagSchema = z.looseObject(base);
export const BoromirManuscriptLabelSchema = z.looseObject({ ...base, color: text });
export const BoromirManuscriptBookmarkSchema = z.looseObject({ ...base, note: text });

/** One plot, tag, label or bookmark, each with the one text field the guess gives its kind. */
export interface ManuscriptMark {
  kind: ManuscriptMarkKind;
  id: string;
  /** Undefined when World Anvil gives none (or only blanks): the view shows a neutral label. */
  title?: string;
  /** A plot's `description`. */
  description?: string;
  /** A bookmark's `note`. */
  note?: string;
  /** A label's `color`, as World Anvil writes it (shown as text, never applied as style). */
  color?: string;
}

type Loose = {
  id: string;
  title?: string | null;
  description?: string | null;
  note?: string | null;
  color?: string | null;
};

const some = (v: string | null | undefined) => (v && v.trim() !== '' ? v : undefined);

type MarkSchema =
  | typeof BoromirManuscriptPlotSchema
  | typeof BoromirManuscriptTagSchema
  | typeof BoromirManuscriptLabelSchema
  | typeof BoromirManuscriptBookmarkSchema;

/** Where each kind lives: its owner's list (pywaclient's path) and its own endpoint. */
export const MARK_KINDS: Record<ManuscriptMarkKind, { list: string; entity: string; schema: MarkSchema }> = {
  plot: { list: 'manuscript_version/manuscript_plots', entity: 'manuscript_plot', schema: BoromirManuscriptPlotSchema },
  tag: { list: 'manuscript/manuscript_tags', entity: 'manuscript_tag', schema: BoromirManuscriptTagSchema },
  label: { list: 'manuscript/manuscript_labels', entity: 'manuscript_label', schema: BoromirManuscriptLabelSchema },
  bookmark: {
    list: 'manuscript/manuscript_bookmarks',
    entity: 'manuscript_bookmark',
    schema: BoromirManuscriptBookmarkSchema,
  },
};

export function toMark(kind: ManuscriptMarkKind, m: Loose): ManuscriptMark {
  const mark: ManuscriptMark = { kind, id: m.id };
  const title = some(m.title);
  if (title !== undefined) mark.title = title;
  // Only the kind's own field: a tag's stray `note` is one of the unknown fields that pass, not shown.
  if (kind === 'plot' && some(m.description)) mark.description = m.description!;
  if (kind === 'bookmark' && some(m.note)) mark.note = m.note!;
  if (kind === 'label' && some(m.color)) mark.color = m.color!;
  return mark;
}

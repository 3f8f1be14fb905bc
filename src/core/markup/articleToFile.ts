// A World Anvil article → the writer's file format, as a .bbcode file (the stored text, unconverted, so a
// push after a pull sends back exactly what came): front matter with the article fields and the
// bookkeeping block, the content, then each non-empty section after its marker line.
import { SECTION_FIELDS } from '../worldanvil/limits';
import type { Article } from '../worldanvil/schemas';
import type { ArticleInput } from '../worldanvil/validation';
import { writeBookkeeping } from './articleFile';
import { fieldHashes } from './fieldHashes';

export function articleInputOf(a: Article): ArticleInput {
  const sections: Record<string, string> = {};
  for (const name of SECTION_FIELDS) {
    const s = a.sections?.[name];
    if (s?.content) sections[name] = s.content.replace(/\r\n/g, '\n').trim();
  }
  const input: ArticleInput = {
    title: a.title,
    state: a.state,
    isDraft: a.is_draft,
    isWip: a.is_wip,
    ...(a.tags ? { tags: a.tags } : {}),
    ...(a.excerpt ? { excerpt: a.excerpt } : {}),
    ...(a.pronunciation ? { pronunciation: a.pronunciation } : {}),
    ...(a.subheading ? { subheading: a.subheading } : {}),
    ...(a.icon ? { icon: a.icon } : {}),
    ...(a.category?.id ? { category: a.category.id } : {}),
    content: (a.content ?? '').replace(/\r\n/g, '\n').trim(),
    ...sections,
  };
  return input;
}

export function articleToBBCodeFile(a: Article): string {
  const input = articleInputOf(a);
  const front = ['---', `title: ${JSON.stringify(a.title)}`, `template: ${a.template}`, `world: ${JSON.stringify(a.world.id)}`];
  for (const key of ['state', 'isDraft', 'isWip', 'tags', 'excerpt', 'pronunciation', 'subheading', 'icon', 'category'] as const) {
    if (input[key] !== undefined) front.push(`${key}: ${JSON.stringify(input[key])}`);
  }
  front.push('---');
  const body = [String(input.content ?? '')];
  for (const name of SECTION_FIELDS) if (input[name] !== undefined) body.push(`<!-- section: ${name} -->`, String(input[name]));
  const text = `${front.join('\n')}\n${body.join('\n')}\n`;
  return writeBookkeeping(text, { id: a.id, updated: a.update_date?.date, hashes: fieldHashes(input) });
}

// A Markdown article file as the .bbcode file that says the same: the front matter (fields and bookkeeping)
// as written, each text as the BBCode a push would send. For a conflict whose World Anvil side has no
// faithful Markdown form (so a pull would write .bbcode): the diff then sets BBCode against BBCode, the
// remote as it is against what the writer's Markdown means, instead of two formats side by side.
import { escapeSectionMarkers, readArticleFile, splitFrontMatter } from './articleFile';
import type { LinkToMention } from './articleLinks';
import { SECTION_FIELDS } from '../worldanvil/limits';

/** `links`: links to pulled articles' files, which push as their mentions. */
export function asBBCodeFile(markdownFile: string, links?: LinkToMention): string {
  const { yaml } = splitFrontMatter(markdownFile);
  const { sections } = readArticleFile(markdownFile, { format: 'markdown', linkMention: links });
  const body = [escapeSectionMarkers(sections.content ?? '')];
  for (const name of SECTION_FIELDS)
    if (sections[name] !== undefined) body.push(`<!-- section: ${name} -->`, escapeSectionMarkers(sections[name]!));
  const front = yaml === undefined ? '' : `---\n${yaml.replace(/\r\n/g, '\n')}\n---\n`;
  return `${front}${body.join('\n')}\n`;
}

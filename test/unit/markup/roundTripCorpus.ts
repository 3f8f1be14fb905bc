// The round-trip corpus: World Anvil BBCode and the Markdown a pull writes for it. Each pair must hold in
// both directions — bbcodeToMarkdown(bbcode) is the Markdown, markdownToBBCode(markdown) the BBCode — so a
// pulled article pushes back unchanged and a writer's Markdown survives a pull after a push.
export const PAIRS: { what: string; bbcode: string; markdown: string }[] = [
  {
    what: 'headings, a paragraph right under one',
    bbcode: '[h1]Aldmere[/h1]\nA harbour city.\n\n[h4]Docks[/h4]',
    markdown: '# Aldmere\nA harbour city.\n\n#### Docks',
  },
  {
    what: 'emphasis, strike, inline code',
    bbcode: '[b]bold[/b], [i]italic[/i], [s]gone[/s] and [code]x = 1[/code]',
    markdown: '**bold**, *italic*, ~~gone~~ and `x = 1`',
  },
  {
    what: 'emphasis inside a word and nested',
    bbcode: 'un[i]believ[/i]able [b]very [i]much[/i][/b]',
    markdown: 'un*believ*able **very _much_**',
  },
  {
    what: 'bold italics, both ways round',
    bbcode: '[b][i]storm[/i][/b] and [i][b]calm[/b][/i]',
    markdown: '**_storm_** and _**calm**_',
  },
  {
    what: 'two lists in a row stay two lists',
    bbcode: '[ul]\n[li]a[/li]\n[/ul]\n\n[ul]\n[li]b[/li]\n[/ul]',
    markdown: '- a\n\n* b',
  },
  {
    what: 'nested lists',
    bbcode: '[ul]\n[li]Docks[/li]\n[li]Quarters\n[ol]\n[li]Lantern[/li]\n[li]Salt[/li]\n[/ol][/li]\n[/ul]',
    markdown: '- Docks\n- Quarters\n  1. Lantern\n  2. Salt',
  },
  {
    what: 'a quote of two paragraphs',
    bbcode: '[quote]The sea gives.\n\nThe sea keeps.[/quote]',
    markdown: '> The sea gives.\n>\n> The sea keeps.',
  },
  {
    what: 'links and World Anvil images',
    bbcode: 'See [url:https://example.org/a_b?x=1]the chart[/url] and [img:42|left|200]',
    markdown: 'See [the chart](https://example.org/a_b?x=1) and ![](wa:42|left|200)',
  },
  {
    what: 'a table',
    bbcode: '[table]\n[tr][th]Year[/th][th]Event[/th][/tr]\n[tr][td]112[/td][td]Founding[/td][/tr]\n[/table]',
    markdown: '| Year | Event |\n| --- | --- |\n| 112 | Founding |',
  },
  { what: 'a rule between paragraphs', bbcode: 'Before\n\n[hr]\n\nAfter', markdown: 'Before\n\n***\n\nAfter' },
  {
    what: 'a code block with backticks',
    bbcode: '[code]\nlet s = `tide`;\n[/code]',
    markdown: '```\nlet s = `tide`;\n```',
  },
  {
    what: 'mentions, written and not yet written',
    bbcode:
      'Ruled by @[Queen Isaura](person:4096040a-f991-40fb-bd34-e05dcb981391), see @[The Twelve Beacons](landmark).',
    markdown:
      'Ruled by @[Queen Isaura](person:4096040a-f991-40fb-bd34-e05dcb981391), see @[The Twelve Beacons](landmark).',
  },
  {
    what: 'tags Markdown has no syntax for pass through',
    bbcode: '[section:aside]A [u]note[/u][sup]1[/sup][/section] [spoiler]twist[/spoiler]',
    markdown: '[section:aside]A [u]note[/u][sup]1[/sup][/section] [spoiler]twist[/spoiler]',
  },
  {
    what: 'a tag with converted content inside',
    bbcode: '[container:box][b]Warning[/b][/container]',
    markdown: '[container:box]**Warning**[/container]',
  },
  {
    what: 'World Anvil key-value lines',
    bbcode: '--Population::40,000--\n--Founded::Year 112--',
    markdown: '--Population::40,000--\n--Founded::Year 112--',
  },
  {
    what: 'characters Markdown would read as syntax',
    bbcode: '# not a heading\n1. not a list\n> not a quote\n- not an item\n2*3*4 and _x_ and a_b and `q` and [note',
    markdown:
      '\\# not a heading\n1\\. not a list\n\\> not a quote\n\\- not an item\n2\\*3\\*4 and \\_x\\_ and a_b and \\`q\\` and \\[note',
  },
  {
    what: 'HTML and entities stay text',
    bbcode: '<b>not bold</b> &amp; Fish & Chips',
    markdown: '\\<b>not bold\\</b> \\&amp; Fish & Chips',
  },
  {
    what: 'old-style lists stay BBCode',
    bbcode: '[list]\n[*]one\n[*]two\n[/list]',
    markdown: '[list]\n[\\*]one\n[\\*]two\n[/list]',
  },
  { what: 'right-to-left text', bbcode: 'خريطة [b]طبقة[/b]', markdown: 'خريطة **طبقة**' },
  { what: 'a lone backslash', bbcode: 'C:\\ports\\aldmere', markdown: 'C:\\\\ports\\\\aldmere' },
  { what: 'nothing', bbcode: '', markdown: '' },
];

/** BBCode with no lossless Markdown form: a pull keeps these as .bbcode. */
export const NOT_MARKDOWN: { what: string; bbcode: string }[] = [
  {
    what: 'a line right after a quote (Markdown would pull it into the quote)',
    bbcode: '[quote]The sea keeps.[/quote]\nSee the docks.',
  },
  { what: 'emphasis of nothing', bbcode: 'a [b][/b] b' },
  { what: 'a heading over two lines', bbcode: '[h2]Two\nlines[/h2]' },
  { what: 'emphasis with outer spaces', bbcode: 'a [b] bold [/b] b' },
  { what: 'inline code holding a backtick', bbcode: '[code]a`b[/code]' },
  { what: 'paragraphs inside bold', bbcode: '[b]one\n\ntwo[/b]' },
];

/** Markdown a writer may type that is not the canonical form: converting twice must be stable. */
export const WRITER_MARKDOWN: string[] = [
  '# Title\n\nText with __strong__ and _emphasis_.\n\n---\n\n* star bullet\n* another',
  '1) first\n2) second\n\n> quoted\n> lines',
  'Hard  \nbreak and a [[Mention]] and <https://example.org>',
  '| a | b |\n|:-|-:|\n| 1 | 2 |',
];

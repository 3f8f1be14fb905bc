// The preview renders World Anvil's BBCode tag set, family by family (issue 13), and shows what it cannot
// render as a labelled placeholder — never a raw tag or a stray closing element.
import { strict as assert } from 'node:assert';
import { bbcodeToHtml } from '../../../src/core/markup/bbcodeToHtml';

const ID = '0b8f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';

describe('World Anvil BBCode in the preview', () => {
  it('inline formatting', () => {
    const html = bbcodeToHtml('[b]b[/b][i]i[/i][u]u[/u][s]s[/s][sup]1[/sup][sub]2[/sub][small]x[/small][code]c[/code]');
    assert.match(
      html,
      /<strong>b<\/strong><em>i<\/em><u>u<\/u><s>s<\/s><sup>1<\/sup><sub>2<\/sub><small>x<\/small><code>c<\/code>/,
    );
  });

  it('headings carry anchors, written with a bar and with spaces inside the tag', () => {
    assert.match(bbcodeToHtml('[h2|lore]Lore[/h2]'), /<h2 id="wa-lore">Lore<\/h2>/);
    assert.match(bbcodeToHtml('[ h3 | the deep ]Deep[/ h3 ]'), /<h3 id="wa-the-deep">Deep<\/h3>/);
    assert.match(bbcodeToHtml('[h1]One[/h1]'), /<h1 id="wa-h1">One<\/h1>/);
  });

  it('links to an anchor of the article, to the web, and nothing else', () => {
    assert.match(bbcodeToHtml('[url:#lore]see[/url]'), /<a href="#wa-lore"[^>]*>see<\/a>/);
    assert.match(bbcodeToHtml('[url: https://example.org/a ]x[/url]'), /<a href="https:\/\/example.org\/a"/);
    assert.doesNotMatch(bbcodeToHtml('[url:command:workbench.action.terminal.new]x[/url]'), /href/);
    assert.doesNotMatch(bbcodeToHtml('[url:file:///etc/passwd]x[/url]'), /href/);
  });

  // Codex "Table of Contents" (worldanvil.com/w/WorldAnvilCodex/a/toc): [articletoc] lists this article's
  // headers; [toc] is the world's table of contents and [toc:ID|horizontal] a category's.
  it('the article table of contents lists every heading with its anchor', () => {
    const html = bbcodeToHtml('[articletoc]\n\n[h1|start]Start[/h1]\n\n[h2]Then [i]more[/i][/h2]');
    assert.match(
      html,
      /<nav class="wa-toc"><ul><li class="wa-toc-1"><a href="#wa-start"[^>]*>Start<\/a><\/li><li class="wa-toc-2"><a href="#wa-h2"[^>]*>Then more<\/a><\/li><\/ul><\/nav>/,
    );
  });

  it('the world and category tables of contents are labelled, the guide’s own examples', () => {
    const world = bbcodeToHtml('[toc]\n\n[h1]Start[/h1]');
    assert.match(world, /<span class="wa-placeholder">\[world table of contents — shown on World Anvil only\]<\/span>/);
    assert.doesNotMatch(world, /wa-toc/, 'not the article’s headings');
    const category = bbcodeToHtml('[toc:6fba5523-5ebd-49c8-b659-81e3d7352f6a|horizontal]');
    assert.match(category, /\[category table of contents — shown on World Anvil only\]/);
    assert.doesNotMatch(category, /\[toc/);
  });

  it('a second article table of contents points up instead of repeating every heading', () => {
    const html = bbcodeToHtml(`[articletoc] [articletoc]\n\n${'[h2]x[/h2]\n'.repeat(3)}`);
    assert.equal(html.match(/<nav class="wa-toc">/g)?.length, 1);
    assert.match(html, /\[table of contents — shown above\]/);
  });

  it('[h], the guide’s older spelling of a header, is a main heading', () => {
    assert.match(bbcodeToHtml('This is a header using [h]Header[/h]'), /<h1 id="wa-h1">Header<\/h1>/);
    assert.match(
      bbcodeToHtml('[h|top]Top[/h][articletoc]'),
      /<h1 id="wa-top">Top<\/h1><nav class="wa-toc"><ul><li class="wa-toc-1"><a href="#wa-top"/,
    );
    assert.doesNotMatch(bbcodeToHtml('a [/h] b'), /\[\/h\]/, 'an unpaired one is dropped like the others');
  });

  it('secrets, variables, blocks and embeds become labelled placeholders', () => {
    const html = bbcodeToHtml(`[secret:${ID}] [var:ruler] [articleblock:${ID}] [map:12] [youtube:abc]`);
    assert.match(html, /\[secret 0b8f[^\]]* — shown on World Anvil only\]/);
    assert.match(html, /\[variable ruler — shown on World Anvil only\]/);
    assert.match(html, /\[article block [^\]]* — shown on World Anvil only\]/);
    assert.match(html, /\[map 12 — shown on World Anvil only\]/);
    assert.match(html, /\[YouTube video abc — shown on World Anvil only\]/);
    assert.doesNotMatch(html, /\[(secret|var|articleblock|map|youtube):/);
    assert.match(bbcodeToHtml('the [map] of old'), /the \[map\] of old/, 'a bare name in brackets is prose');
  });

  it('mentions, also when their titles hold markup', () => {
    assert.match(
      bbcodeToHtml(`@[The [i]Sea[/i] King](person:${ID})`),
      new RegExp(`<a class="mention" href="https://www.worldanvil.com/a/${ID}"[^>]*>The <em>Sea</em> King</a>`),
    );
    assert.match(
      bbcodeToHtml('@[Not Yet](article)'),
      /<span class="mention missing" title="not written yet">Not Yet<\/span>/,
    );
    // Codex "Guide to the mention system": an article not written yet is the title and its template.
    assert.match(
      bbcodeToHtml('Like this @[Testy](person)'),
      /Like this <span class="mention missing" title="not written yet">Testy<\/span>/,
    );
    assert.match(bbcodeToHtml('@[Wars](militaryConflict)'), /<span class="mention missing"[^>]*>Wars<\/span>/);
  });

  it('columns, rows, sections, containers, alignment and read-aloud boxes', () => {
    const html = bbcodeToHtml(
      '[row][col]a[/col][col3]b[/col3][/row][section:aside]s[/section][container:box wide]c[/container][center]m[/center][aloud]r[/aloud]',
    );
    assert.match(html, /<div class="wa-row"><div class="wa-col">a<\/div><div class="wa-col wa-col3">b<\/div><\/div>/);
    assert.match(
      html,
      /<span class="aside">s<\/span><div class="box wide">c<\/div><div class="wa-center">m<\/div><div class="wa-aloud">r<\/div>/,
    );
  });

  // "How to create columns in your articles" (worldanvil.com/learn/bbcode-tutorials/bbcode-columns): more
  // than three columns are rows inside columns.
  it('rows inside columns, the columns tutorial’s four-column example', () => {
    const html = bbcodeToHtml(
      '[row]\n[col]\n[row]\n[col]\nThis is the first column.\n[/col]\n[col]\nThis is the second column.\n[/col]\n[/row]\n[/col]\n[col]\n[row]\n[col]\nThis is the third column.\n[/col]\n[col]\nThis is the fourth column.\n[/col]\n[/row]\n[/col]\n[/row]',
    );
    assert.equal(html.match(/<div class="wa-row">/g)?.length, 3);
    assert.equal(html.match(/<div class="wa-col">/g)?.length, 6);
    assert.match(html, /<div class="wa-col">\s*(<br>)?\s*This is the fourth column\.\s*(<br>)?\s*<\/div>/);
    assert.doesNotMatch(html, /\[\/?(row|col)\]/);
  });

  // "Introduction to containers" (worldanvil.com/w/meta-world-catoblepon/a/introduction-to-containers-article):
  // a section stays in the line ("sections hug"), a container breaks the text into a box of its own.
  it('a section is inline and a container a block, with the writer’s class names only', () => {
    assert.match(
      bbcodeToHtml('I [section:highlight]highlighted[/section] the text'),
      /<p>I <span class="highlight">highlighted<\/span> the text<\/p>/,
    );
    assert.match(
      bbcodeToHtml('[section: fas fa-arrow-up fa-2x pull-right] [/section]'),
      /<span class="fas fa-arrow-up fa-2x pull-right"> <\/span>/,
    );
    assert.match(bbcodeToHtml('[container:box]inside[/container]'), /<div class="box">inside<\/div>/);
    assert.doesNotMatch(bbcodeToHtml('[section:x" onclick="y]z[/section]'), /onclick=/);
  });

  it('spoilers with and without a title, quotes with their author', () => {
    assert.match(bbcodeToHtml('[spoiler]x[/spoiler]'), /<details><summary>Spoiler<\/summary>x<\/details>/);
    assert.match(bbcodeToHtml('[spoiler:The end]x[/spoiler]'), /<summary>The end<\/summary>/);
    assert.match(
      bbcodeToHtml('[quote]The sea keeps.|Old Maren[/quote]'),
      /<blockquote>The sea keeps.<footer>— <cite>Old Maren<\/cite><\/footer><\/blockquote>/,
    );
  });

  it('lists, tables, sidebar facts, tooltips, drop caps and redactions', () => {
    assert.match(bbcodeToHtml('[list][*]a[*]b[/list]'), /<ul><li>a<\/li><li>b<\/li><\/ul>/);
    assert.match(
      bbcodeToHtml('[table][tr][th]h[/th][/tr][tr][td]d[/td][/tr][/table]'),
      /<table><tr><th>h<\/th><\/tr><tr><td>d<\/td><\/tr><\/table>/,
    );
    assert.match(
      bbcodeToHtml('--Ruler::[b]Isaura[/b]--'),
      /<dl><dt>Ruler<\/dt><dd><strong>Isaura<\/strong><\/dd><\/dl>/,
    );
    assert.match(
      bbcodeToHtml('[tooltip:a hint]word[/tooltip][dc]O[/dc]nce [redacted]name[/redacted]'),
      /<span class="wa-tooltip" title="a hint">word<\/span><span class="wa-dropcap">O<\/span>nce <span class="wa-redacted">name<\/span>/,
    );
  });

  it('a tag World Anvil does not document is labelled; unpaired known tags never show raw', () => {
    assert.match(bbcodeToHtml('[color=red]x[/color]'), /\[color — not shown in the preview\]<\/span>x/);
    const html = bbcodeToHtml('a[/b] [i]b [/quote] c [sic]');
    assert.doesNotMatch(html, /\[\/?(b|i|quote)\]/);
    assert.match(html, /\[sic\]/, 'brackets that are no World Anvil tag stay text');
  });
});

// The preview renders World Anvil's BBCode tag set, family by family (issue 13), and shows what it cannot
// render as a labelled placeholder — never a raw tag or a stray closing element.
import { strict as assert } from 'node:assert';
import { bbcodeToHtml } from '../../../src/core/markup/bbcodeToHtml';

const ID = '0b8f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';

describe('World Anvil BBCode in the preview', () => {
  it('inline formatting', () => {
    const html = bbcodeToHtml('[b]b[/b][i]i[/i][u]u[/u][s]s[/s][sup]1[/sup][sub]2[/sub][small]x[/small][code]c[/code]');
    assert.match(html, /<strong>b<\/strong><em>i<\/em><u>u<\/u><s>s<\/s><sup>1<\/sup><sub>2<\/sub><small>x<\/small><code>c<\/code>/);
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

  it('a table of contents lists every heading with its anchor', () => {
    const html = bbcodeToHtml('[toc]\n\n[h1|start]Start[/h1]\n\n[h2]Then [i]more[/i][/h2]');
    assert.match(html, /<nav class="wa-toc"><ul><li class="wa-toc-1"><a href="#wa-start"[^>]*>Start<\/a><\/li><li class="wa-toc-2"><a href="#wa-h2"[^>]*>Then more<\/a><\/li><\/ul><\/nav>/);
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
    assert.match(bbcodeToHtml(`@[The [i]Sea[/i] King](person:${ID})`), new RegExp(`<a class="mention" href="https://www.worldanvil.com/a/${ID}"[^>]*>The <em>Sea</em> King</a>`));
    assert.match(bbcodeToHtml('@[Not Yet](article)'), /<span class="mention missing" title="not written yet">Not Yet<\/span>/);
  });

  it('columns, rows, sections, containers, alignment and read-aloud boxes', () => {
    const html = bbcodeToHtml('[row][col]a[/col][col3]b[/col3][/row][section:aside]s[/section][container:box wide]c[/container][center]m[/center][aloud]r[/aloud]');
    assert.match(html, /<div class="wa-row"><div class="wa-col">a<\/div><div class="wa-col wa-col3">b<\/div><\/div>/);
    assert.match(html, /<div class="aside">s<\/div><div class="box wide">c<\/div><div class="wa-center">m<\/div><div class="wa-aloud">r<\/div>/);
  });

  it('spoilers with and without a title, quotes with their author', () => {
    assert.match(bbcodeToHtml('[spoiler]x[/spoiler]'), /<details><summary>Spoiler<\/summary>x<\/details>/);
    assert.match(bbcodeToHtml('[spoiler:The end]x[/spoiler]'), /<summary>The end<\/summary>/);
    assert.match(bbcodeToHtml('[quote]The sea keeps.|Old Maren[/quote]'), /<blockquote>The sea keeps.<footer>— <cite>Old Maren<\/cite><\/footer><\/blockquote>/);
  });

  it('lists, tables, sidebar facts, tooltips, drop caps and redactions', () => {
    assert.match(bbcodeToHtml('[list][*]a[*]b[/list]'), /<ul><li>a<\/li><li>b<\/li><\/ul>/);
    assert.match(bbcodeToHtml('[table][tr][th]h[/th][/tr][tr][td]d[/td][/tr][/table]'), /<table><tr><th>h<\/th><\/tr><tr><td>d<\/td><\/tr><\/table>/);
    assert.match(bbcodeToHtml('--Ruler::[b]Isaura[/b]--'), /<dl><dt>Ruler<\/dt><dd><strong>Isaura<\/strong><\/dd><\/dl>/);
    assert.match(bbcodeToHtml('[tooltip:a hint]word[/tooltip][dc]O[/dc]nce [redacted]name[/redacted]'), /<span class="wa-tooltip" title="a hint">word<\/span><span class="wa-dropcap">O<\/span>nce <span class="wa-redacted">name<\/span>/);
  });

  it('a tag World Anvil does not document is labelled; unpaired known tags never show raw', () => {
    assert.match(bbcodeToHtml('[color=red]x[/color]'), /\[color — not shown in the preview\]<\/span>x/);
    const html = bbcodeToHtml('a[/b] [i]b [/quote] c [sic]');
    assert.doesNotMatch(html, /\[\/?(b|i|quote)\]/);
    assert.match(html, /\[sic\]/, 'brackets that are no World Anvil tag stay text');
  });
});

// The hostile corpus for the webview security suite: text a hostile server, translator or co-author could
// put into a unit or an article. Every payload, if it ever ran, would set `__pwned` in its own window and
// (where it may) in the workbench's, and mark the document with `data-pwned` — so a test can see it ran.

/** What every payload tries to run: local flag and DOM marker first (those never throw), then the top frame's. */
export const PWN = 'window.__pwned=1;document.documentElement.dataset.pwned=1;top.__pwned=1;parent.__pwned=1';

export interface HostilePayload {
  /** Short, unique, kebab-case. */
  name: string;
  text: string;
}

const J = PWN;
const DATA_HTML = `data:text/html,<script>${J}</script>`;

export const HOSTILE_PAYLOADS: readonly HostilePayload[] = [
  // Script elements, also split, mixed-case and inside SVG.
  { name: 'script-tag', text: `<script>${J}</script>` },
  { name: 'script-src-data', text: `<script src="data:text/javascript,${J}"></script>` },
  { name: 'script-mixed-case', text: `<ScRiPt>${J}</sCrIpT>` },
  { name: 'script-split-tags', text: `<<script>script>${J}<</script>/script>` },
  { name: 'svg-script', text: `<svg><script>${J}</script></svg>` },
  // Event handler attributes.
  { name: 'img-onerror', text: `<img src=x onerror=${J}>` },
  { name: 'img-onerror-mixed-case', text: `<IMG SRC=x OnErRoR="${J}">` },
  { name: 'svg-onload', text: `<svg onload=${J}>` },
  { name: 'body-onload', text: `<body onload="${J}">` },
  { name: 'input-autofocus-onfocus', text: `<input autofocus onfocus="${J}">` },
  { name: 'div-onmouseover', text: `<div onmouseover="${J}" style="position:fixed;inset:0">hover me</div>` },
  { name: 'details-ontoggle', text: `<details open ontoggle="${J}"><summary>x</summary></details>` },
  { name: 'video-source-onerror', text: `<video><source onerror="${J}"></video>` },
  // javascript: and data: URLs in every attribute that navigates or loads.
  { name: 'a-href-javascript', text: `<a href="javascript:${J}">click</a>` },
  { name: 'a-href-data-html', text: `<a href="${DATA_HTML}">click</a>` },
  { name: 'a-href-entity-encoded', text: `<a href="&#106;avascript:${J}">click</a>` },
  { name: 'a-href-hex-entity-tab', text: `<a href="&#x6A;av&#x09;ascript&#x3A;${J}">click</a>` },
  { name: 'iframe-src-javascript', text: `<iframe src="javascript:${J}"></iframe>` },
  { name: 'iframe-srcdoc', text: `<iframe srcdoc="<script>${J}</script>"></iframe>` },
  { name: 'object-data-html', text: `<object data="${DATA_HTML}"></object>` },
  { name: 'embed-src-javascript', text: `<embed src="javascript:${J}">` },
  { name: 'form-action-javascript', text: `<form action="javascript:${J}"><input type=submit value=go></form>` },
  { name: 'button-formaction', text: `<form><button formaction="javascript:${J}">go</button></form>` },
  {
    name: 'svg-animate-href',
    text: `<svg><a><animate attributeName=href values="javascript:${J}"/><text y=20>x</text></a></svg>`,
  },
  {
    name: 'math-xlink-href',
    text: `<math><maction actiontype=statusline xlink:href="javascript:${J}">x</maction></math>`,
  },
  // Document-level elements.
  { name: 'meta-refresh', text: `<meta http-equiv="refresh" content="0;url=javascript:${J}">` },
  { name: 'base-href', text: `<base href="javascript:${J}//">` },
  { name: 'link-import', text: `<link rel="import" href="${DATA_HTML}">` },
  // Style injection.
  { name: 'style-tag', text: `<style>@import 'javascript:${J}';body{background:url("javascript:${J}")}</style>` },
  { name: 'style-attr-url', text: `<div style="background-image:url(javascript:${J})">x</div>` },
  { name: 'style-attr-expression', text: `<div style="width:expression(${J})">x</div>` },
  // Broken markup and parser confusion.
  { name: 'unclosed-img', text: `<img src="x" onerror="${J}"` },
  { name: 'comment-break', text: `<!--><img src=x onerror=${J}>-->` },
  { name: 'cdata-break', text: `<![CDATA[><img src=x onerror=${J}>]]>` },
  { name: 'noscript-mxss', text: `<noscript><p title="</noscript><img src=x onerror=${J}>">` },
  { name: 'textarea-breakout', text: `</textarea><script>${J}</script>` },
  { name: 'title-breakout', text: `</title><svg onload=${J}>` },
  // Breaking out of inline JSON or script strings.
  { name: 'inline-json-script-close', text: `</script><script>${J}</script>` },
  { name: 'json-string-breakout', text: `"}];${J};//` },
  { name: 'template-literal', text: `\${${J}}\`+(${J})+\`` },
  // Hostile BBCode (World Anvil markup).
  { name: 'bbcode-url-colon-javascript', text: `[url:javascript:${J}]click[/url]` },
  { name: 'bbcode-url-equals-javascript', text: `[url=javascript:${J}]click[/url]` },
  { name: 'bbcode-url-attribute-breakout', text: `[url:https://example.org/"onmouseover="${J}]click[/url]` },
  { name: 'bbcode-img-javascript', text: `[img]javascript:${J}[/img]` },
  { name: 'bbcode-color-style', text: `[color=red;background:url(javascript:${J})]x[/color]` },
  { name: 'bbcode-nested-url', text: `[url:https://example.org/[url:javascript:${J}]x[/url]]y[/url]` },
  { name: 'bbcode-section-class-breakout', text: `[section:x"onclick="${J}]x[/section]` },
  { name: 'bbcode-sidebar-fact', text: `--<img src=x onerror=${J}>::<script>${J}</script>--` },
  // World Anvil mentions carrying markup.
  { name: 'mention-title-markup', text: `@[<img src=x onerror=${J}>](person:00000000-0000-4000-8000-000000000000)` },
  { name: 'mention-template-javascript', text: `@[click](javascript:${J})` },
  // Markdown links (the local preview converts Markdown first).
  { name: 'markdown-link-javascript', text: `[click](javascript:${J})` },
  { name: 'markdown-image-data', text: `![x](${DATA_HTML})` },
];

export function payload(name: string): HostilePayload {
  const p = HOSTILE_PAYLOADS.find((x) => x.name === name);
  if (!p) throw new Error(`no hostile payload named ${name}`);
  return p;
}

/** The i-th payload, wrapping around: spreads the corpus over several fields of one record. */
export function nthPayload(i: number): HostilePayload {
  return HOSTILE_PAYLOADS[((i % HOSTILE_PAYLOADS.length) + HOSTILE_PAYLOADS.length) % HOSTILE_PAYLOADS.length]!;
}

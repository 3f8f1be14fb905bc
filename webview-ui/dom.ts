// Tiny DOM helpers for the panels: every piece of server text goes in through textContent, never as HTML.
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) {
    if (c === undefined || c === false) continue;
    node.append(typeof c === 'string' ? document.createTextNode(c) : c);
  }
  return node;
}

export function clear(node: Element): void {
  while (node.firstChild) node.removeChild(node.firstChild);
}

/**
 * The page's texts, translated by the extension and handed over in the shell (data-strings on #app): this
 * folder writes no words of any language. `{0}`… are filled from the arguments.
 */
export function pageStrings(app: Element): (key: string, ...args: string[]) => string {
  let table: Record<string, unknown> = {};
  try {
    table = JSON.parse(app.getAttribute('data-strings') ?? '{}') as Record<string, unknown>;
  } catch {
    table = {};
  }
  return (key, ...args) => {
    const text = typeof table[key] === 'string' ? (table[key] as string) : key;
    return text.replace(/\{(\d+)\}/g, (m, i: string) => args[Number(i)] ?? m);
  };
}

/**
 * A date as the extension formatted it (display language, local time zone), with the server's exact value
 * on hover and, for screen readers and keyboard users who get no hover, in hidden text after it.
 */
export function dateEl(text: string, exact: string, datetime?: string): HTMLElement {
  const time = el('time', { title: exact, ...(datetime ? { datetime } : {}) }, text);
  return el(
    'span',
    { class: 'date' },
    time,
    exact !== text ? el('span', { class: 'sr-only' }, ` (${exact})`) : undefined,
  );
}

/** A polite live region that lives as long as the page: re-rendering moves it, so what it says is announced once. */
export function liveRegion(id: string): HTMLElement {
  const region = el('div', { id, class: 'status', role: 'status', 'aria-live': 'polite' });
  return region;
}

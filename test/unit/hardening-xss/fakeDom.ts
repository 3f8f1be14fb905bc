// Just enough DOM to run a panel's browser script in Node: elements, text nodes, attributes, listeners.
// Setting innerHTML is recorded (the article preview uses it for sanitized HTML) so a test can inspect
// exactly what markup a panel hands to the browser's parser; everything else is plain nodes.
export class FakeText {
  readonly nodeType = 3;
  parent: FakeElement | undefined;
  constructor(public data: string) {}
  get textContent(): string {
    return this.data;
  }
}

type Child = FakeElement | FakeText;

export class FakeElement {
  readonly nodeType = 1;
  readonly attributes = new Map<string, string>();
  readonly children: Child[] = [];
  readonly listeners = new Map<string, ((e: unknown) => void)[]>();
  /** Every string assigned to innerHTML, in order. */
  readonly htmlAssigned: string[] = [];
  parent: FakeElement | undefined;
  private ownValue = '';
  readOnly = false;
  disabled = false;
  selected = false;
  constructor(readonly tagName: string) {}

  /** A select's value is its selected option's (the first one's when none is marked), as in a browser. */
  get value(): string {
    if (this.tagName !== 'select') return this.ownValue;
    const options = this.descendants().filter((e) => e.tagName === 'option');
    return (options.find((o) => o.selected) ?? options[0])?.getAttribute('value') ?? '';
  }
  set value(v: string) {
    if (this.tagName !== 'select') {
      this.ownValue = v;
      return;
    }
    for (const o of this.descendants().filter((e) => e.tagName === 'option'))
      o.selected = o.getAttribute('value') === v;
  }
  get options(): FakeElement[] {
    return this.descendants().filter((e) => e.tagName === 'option');
  }

  setAttribute(name: string, value: string): void {
    this.attributes.set(name.toLowerCase(), String(value));
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name.toLowerCase()) ?? null;
  }
  get className(): string {
    return this.getAttribute('class') ?? '';
  }
  set className(v: string) {
    this.setAttribute('class', v);
  }
  get id(): string {
    return this.getAttribute('id') ?? '';
  }
  append(...nodes: (Child | string)[]): void {
    for (const n of nodes) {
      const node = typeof n === 'string' ? new FakeText(n) : n;
      node.parent = this;
      this.children.push(node);
    }
  }
  get firstChild(): Child | null {
    return this.children[0] ?? null;
  }
  removeChild(node: Child): void {
    const i = this.children.indexOf(node);
    if (i >= 0) this.children.splice(i, 1);
  }
  remove(): void {
    this.parent?.removeChild(this);
    this.parent = undefined;
  }
  insertBefore(node: Child, before: Child | null): void {
    const i = before ? this.children.indexOf(before) : -1;
    node.parent = this;
    if (i < 0) this.children.push(node);
    else this.children.splice(i, 0, node);
  }
  get parentElement(): FakeElement | null {
    return this.parent ?? null;
  }
  get nextSibling(): Child | null {
    const siblings = this.parent?.children ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }
  get childElementCount(): number {
    return this.children.filter((c) => c instanceof FakeElement).length;
  }
  /** data-* values (kept apart from attributes: the safety checks look at markup attributes). */
  readonly dataset: Record<string, string> = {};
  get textContent(): string {
    return this.children.map((c) => c.textContent).join('');
  }
  set textContent(v: string) {
    this.children.length = 0;
    this.append(new FakeText(v));
  }
  set innerHTML(html: string) {
    this.children.length = 0;
    this.htmlAssigned.push(html);
  }
  addEventListener(type: string, fn: (e: unknown) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  /** Runs this element's listeners and, for a bubbling event, its ancestors' (not the document's). */
  dispatchEvent(event: { type: string; bubbles?: boolean }): boolean {
    const path: FakeElement[] = [this];
    while (event.bubbles && path.at(-1)!.parent) path.push(path.at(-1)!.parent!);
    for (const at of path) for (const fn of at.listeners.get(event.type) ?? []) fn(event);
    return true;
  }
  focus(): void {
    focus.active = this;
  }
  /** Only what the panels ask: `a[href]` (none exist: HTML is not parsed here) and `.class`. */
  querySelectorAll(selector: string): FakeElement[] {
    if (selector.startsWith('.'))
      return this.descendants().filter((e) => e.className.split(/\s+/).includes(selector.slice(1)));
    return [];
  }
  descendants(): FakeElement[] {
    return this.children.flatMap((c) => (c instanceof FakeElement ? [c, ...c.descendants()] : []));
  }
  texts(): FakeText[] {
    return this.children.flatMap((c) => (c instanceof FakeElement ? c.texts() : [c]));
  }
}

/** Which element has the keyboard focus inside the page, and whether the page (the webview's frame) has it. */
const focus: { active: FakeElement | null; pageHasFocus: boolean } = { active: null, pageHasFocus: true };

export interface FakePage {
  app: FakeElement;
  posted: unknown[];
  /** Delivers a message to the panel script as the extension would. */
  deliver(data: unknown): void;
  /** Whether the webview's frame has the focus (document.hasFocus()); with true, fires window 'focus' as a browser does. */
  setPageFocus(has: boolean): void;
  /** The element focused inside the page (null: none). */
  focused(): FakeElement | null;
  /** Fires a window event (blur, pagehide, keydown…) as the browser would. */
  fireWindow(type: string, event?: Record<string, unknown>): void;
  /** Hides or shows the page (document.visibilityState) and fires visibilitychange. */
  setVisibility(state: 'visible' | 'hidden'): void;
}

/** Installs document, window and acquireVsCodeApi as globals; import the panel script afterwards. */
export function installFakePage(): FakePage {
  const root = new FakeElement('body');
  const app = new FakeElement('main');
  app.setAttribute('id', 'app');
  root.append(app);
  const windowListeners = new Map<string, ((e: unknown) => void)[]>();
  const documentListeners = new Map<string, ((e: unknown) => void)[]>();
  let visibilityState: 'visible' | 'hidden' = 'visible';
  const posted: unknown[] = [];
  const g = globalThis as Record<string, unknown>;
  focus.active = null;
  focus.pageHasFocus = true;
  g.document = {
    body: root,
    hasFocus: () => focus.pageHasFocus,
    get activeElement() {
      return focus.active ?? root;
    },
    getElementById: (id: string) => [root, ...root.descendants()].find((e) => e.id === id) ?? null,
    createElement: (tag: string) => new FakeElement(tag.toLowerCase()),
    createTextNode: (text: string) => new FakeText(text),
    querySelectorAll: (selector: string) => root.querySelectorAll(selector),
    addEventListener: (type: string, fn: (e: unknown) => void) =>
      documentListeners.set(type, [...(documentListeners.get(type) ?? []), fn]),
    get visibilityState() {
      return visibilityState;
    },
  };
  g.window = {
    addEventListener: (type: string, fn: (e: unknown) => void) =>
      windowListeners.set(type, [...(windowListeners.get(type) ?? []), fn]),
  };
  g.acquireVsCodeApi = () => ({
    postMessage: (m: unknown) => posted.push(m),
    getState: () => undefined,
    setState: () => undefined,
  });
  return {
    app,
    posted,
    deliver: (data) => {
      for (const fn of windowListeners.get('message') ?? []) fn({ data });
    },
    setPageFocus: (has) => {
      focus.pageHasFocus = has;
      if (has) for (const fn of windowListeners.get('focus') ?? []) fn({});
      else focus.active = null;
    },
    focused: () => focus.active,
    fireWindow: (type, event = {}) => {
      for (const fn of windowListeners.get(type) ?? []) fn({ preventDefault: () => undefined, ...event });
    },
    setVisibility: (state) => {
      visibilityState = state;
      for (const fn of documentListeners.get('visibilitychange') ?? []) fn({});
    },
  };
}

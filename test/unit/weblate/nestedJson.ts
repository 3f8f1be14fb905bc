// A nested JSON translation file (as Weblate's json-nested format writes them) holding dotted keys; shared
// by the unit tests and the conformance checks of file uploads.
export function nestedJson(strings: Record<string, string>): Buffer {
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(strings)) {
    const parts = key.split('.');
    let node = root;
    for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = value;
  }
  return Buffer.from(JSON.stringify(root, null, 2));
}

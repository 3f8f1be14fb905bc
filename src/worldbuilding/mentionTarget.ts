// What a mention's hover needs to know (mentionHover.ts), without `vscode`: the mention under the cursor,
// read as the BBCode scanner reads one, and the file a pull manifest keeps its target in.
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { plainRelativePath } from '../core/guards/fileName';
import { MANIFEST_LEVELS, WORLD_MANIFEST_NAME } from '../core/worldSync/articleFileCheck';

/** Mentions looked at before the hovered position: a line of thousands of `@[` costs no more than this. */
const MAX_CANDIDATES = 64;
export interface HoveredMention {
  title: string;
  type: string;
  id?: string;
  start: number;
  end: number;
}

/** The mention `@[Title](type:id)` or `@[Title](type)` of `line` that covers `column`, as the BBCode scanner reads one. */
export function mentionAt(line: string, column: number): HoveredMention | undefined {
  let from = line.lastIndexOf('@[', column);
  for (let n = 0; from >= 0 && n < MAX_CANDIDATES; n++, from = from > 0 ? line.lastIndexOf('@[', from - 1) : -1) {
    const close = line.indexOf('](', from + 2);
    if (close <= from + 2) continue;
    const tail = /^\]\(([\w-]+)(?::([\w-]+))?\)/.exec(line.slice(close, close + 200));
    if (!tail) continue;
    const end = close + tail[0].length;
    if (column > end) return undefined;
    return {
      title: line.slice(from + 2, close),
      type: tail[1]!,
      start: from,
      end,
      ...(tail[2] ? { id: tail[2] } : {}),
    };
  }
  return undefined;
}

/** The file a pull manifest at or above `file` (never above `root`) records for article `id`. */
export async function pulledFile(file: string, root: string, id: string): Promise<string | undefined> {
  let dir = dirname(file);
  for (let level = 0; level < MANIFEST_LEVELS; level++) {
    const rel = relative(root, dir);
    if (rel.startsWith('..')) return undefined;
    const text = await readFile(`${dir}${sep}${WORLD_MANIFEST_NAME}`, 'utf8').catch(() => undefined);
    if (text !== undefined) {
      try {
        const entry = (JSON.parse(text) as { articles?: Record<string, { file?: unknown }> }).articles?.[id];
        const name = entry?.file;
        // The manifest is untrusted: a plain `/`-separated path below its own folder (the file-name guard), or nothing.
        if (typeof name === 'string' && plainRelativePath(name) === name) return join(dir, ...name.split('/'));
      } catch {
        // Not JSON: no answer from this one.
      }
    }
    if (rel === '') return undefined;
    dir = dirname(dir);
  }
  return undefined;
}

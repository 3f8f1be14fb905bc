// Carrying out a planned world pull: fetch what must be fetched (one GET per new, changed or conflicting
// article, at the granularity a pull needs), write files only inside the folder and only where the plan
// allows, and keep the manifest in step after every file so a cancelled or failed run resumes where it
// stopped. A conflict is never written: its World Anvil text comes back for the diff.
import { rename, unlink, writeFile } from 'node:fs/promises';
import { pathInside } from '../../core/guards/fileName';
import { articleToFile, type ArticleFileFormat } from '../../core/markup/articleToFile';
import type { WorldAnvilApi } from '../../core/worldanvil';
import { textHash, writeManifest, type Manifest } from './manifest';
import type { PullKind, PullStep } from './plan';

export interface Conflict {
  step: PullStep;
  /** The file as World Anvil has it now. */
  remoteText: string;
  localPath: string;
  /** What the manifest would record if the person takes World Anvil's version. */
  updated: string | undefined;
}

export interface PullOutcome {
  counts: Record<PullKind, number>;
  conflicts: Conflict[];
  /** Files written, relative to the folder. */
  written: string[];
  cancelled: boolean;
}

const extensionOf = (format: ArticleFileFormat) => (format === 'markdown' ? '.md' : '.bbcode');

export async function executePull(client: WorldAnvilApi, folder: string, steps: readonly PullStep[], manifest: Manifest, opts: { format: ArticleFileFormat; signal?: AbortSignal; onStep?: (done: number, step: PullStep) => void }): Promise<PullOutcome> {
  const outcome: PullOutcome = { counts: { new: 0, update: 0, unchanged: 0, local: 0, conflict: 0, restore: 0 }, conflicts: [], written: [], cancelled: false };
  let done = 0;
  try {
    for (const step of steps) {
      if (opts.signal?.aborted) {
        outcome.cancelled = true;
        break;
      }
      outcome.counts[step.kind]++;
      if (step.kind === 'unchanged' || step.kind === 'local') {
        opts.onStep?.(++done, step);
        continue;
      }
      const article = await client.getArticle(step.article.id, { loadAllProperties: true, signal: opts.signal });
      const pulled = articleToFile(article, opts.format);
      const updated = article.update_date?.date ?? step.article.update_date?.date;
      if (step.kind === 'conflict') {
        outcome.conflicts.push({ step, remoteText: pulled.text, localPath: pathInside(folder, step.file)!, updated });
      } else {
        const base = step.kind === 'new' ? step.file : step.file.replace(/\.(md|bbcode)$/, '');
        const name = `${base}${extensionOf(pulled.format)}`;
        const target = pathInside(folder, name);
        if (!target) throw new Error(`refusing to write outside the folder: ${name}`);
        if (step.kind === 'new') {
          // 'wx': a file that appeared under this name since the plan is never overwritten.
          await writeFile(target, pulled.text, { encoding: 'utf8', flag: 'wx' });
        } else {
          // Written beside the target first, then renamed: a cut run never leaves half a file.
          await writeFile(`${target}.part`, pulled.text, 'utf8');
          await rename(`${target}.part`, target);
        }
        // An update whose lossless format changed (Markdown ↔ BBCode) replaces the old file, which was untouched here.
        if (step.kind === 'update' && name !== step.file) await unlink(pathInside(folder, step.file)!).catch(() => undefined);
        manifest.articles[step.article.id] = { file: name, updated, hash: textHash(pulled.text) };
        outcome.written.push(name);
      }
      opts.onStep?.(++done, step);
    }
  } catch (err) {
    if (opts.signal?.aborted) outcome.cancelled = true;
    else throw err;
  } finally {
    await writeManifest(folder, manifest);
  }
  return outcome;
}

/** Takes World Anvil's side of a conflict: writes its text and records it as pulled. */
export async function resolveWithRemote(folder: string, manifest: Manifest, c: Conflict): Promise<void> {
  await writeFile(c.localPath, c.remoteText, 'utf8');
  manifest.articles[c.step.article.id] = { file: c.step.file, updated: c.updated, hash: textHash(c.remoteText) };
  await writeManifest(folder, manifest);
}

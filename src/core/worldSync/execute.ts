// Carrying out a planned world pull: fetch what must be fetched (one GET per new, changed or conflicting
// article, at the granularity a pull needs: World Anvil's lists carry no content), PULL_CONCURRENCY at a
// time at the pace of the client, write files only inside the folder and only where the plan
// allows, and keep the manifest in step after every file so a cancelled or failed run resumes where it
// stopped. A conflict is never written: its World Anvil text comes back for the diff. When World Anvil's
// side has no faithful Markdown form but the writer's file is Markdown, taking World Anvil's side writes
// it beside the file as <name>.bbcode: the Markdown is never overwritten with BBCode, nor converted.
// Every write goes through core/files/safeWrite: never through a link (a planted `Hero.md` or
// `Hero.md.part` pointing elsewhere is refused or ignored), a new file never over anything, and an update
// written whole or not at all. Which files may be written without asking is decided before (the plan,
// and the question pullWorldCommand asks about new files). A whole world's secrets (secretSteps.ts) go the
// same way, each fetched and rendered by its own rules.
import { lstat, unlink } from 'node:fs/promises';
import { safeWrite, WriteRefusedError } from '../files/safeWrite';
import { forEachLimit, Slots } from '../http/concurrency';
import { pathInside } from '../guards/fileName';
import type { ArticleFileFormat } from '../markup/articleToFile';
import type { Article, WorldAnvilApi } from '../worldanvil';
import { PulledImages, type SkippedImage } from './assets';
import { recordsOf, syncedHash, writeManifest, type Manifest } from './pullManifest';
import type { PullKind, PullStep } from './plan';
import { PullLinks } from './pullLinks';
import { fetchSecret, type Fetched } from './secretSteps';

export interface Conflict {
  step: PullStep;
  /** The file as World Anvil has it now. */
  remoteText: string;
  localPath: string;
  /** What the manifest would record if the person takes World Anvil's version. */
  updated: string | undefined;
  /** The format World Anvil's text was written in (Markdown when lossless, else .bbcode). */
  remoteFormat: ArticleFileFormat;
  /** Set when the file here is Markdown and World Anvil's side can only be .bbcode: where that goes instead. */
  besideName?: string;
}

export interface PullOutcome {
  counts: Record<PullKind, number>;
  conflicts: Conflict[];
  /** Files written, relative to the folder. */
  written: string[];
  cancelled: boolean;
  /** Images written into assets/ this run, and those left out (too big, not an image, gone). */
  images: { written: string[]; skipped: SkippedImage[] };
  /** Articles the write policy refused (a link planted as the file or a parent, not a plain file): skipped, the rest pulled. */
  refused: { file: string; title: string; reason: string }[];
}

/** The largest image a pull keeps unless told otherwise (the scriptorium.worldbuilding.images.maxBytes default). */
export const DEFAULT_PULL_IMAGE_BYTES = 10 * 1024 * 1024;

const encode = (text: string) => new TextEncoder().encode(text);

/** Removes a file of the folder, but never a link or anything that is not a plain file. */
async function removePlainFile(folder: string, name: string): Promise<void> {
  const path = pathInside(folder, name);
  if (path && (await lstat(path).catch(() => undefined))?.isFile()) await unlink(path).catch(() => undefined);
}

const extensionOf = (format: ArticleFileFormat) => (format === 'markdown' ? '.md' : '.bbcode');
const formatOfName = (name: string): ArticleFileFormat => (name.endsWith('.bbcode') ? 'bbcode' : 'markdown');

/** An article as a pull renders it: its mentions of pulled articles as links (pullLinks.ts). */
function fetchedArticle(article: Article, links: PullLinks): Fetched {
  return {
    updated: article.update_date?.date,
    render: (format, name, final) => links.render(article, format, name, final),
    wrote: (name) => links.wrote(article.id, name),
  };
}

/** Articles fetched at once: enough to keep the wire busy at World Anvil's latency, few enough to be polite (the client's pacer sets the rate). */
export const PULL_CONCURRENCY = 4;

export async function executePull(
  client: WorldAnvilApi,
  folder: string,
  steps: readonly PullStep[],
  manifest: Manifest,
  opts: {
    format: ArticleFileFormat;
    signal?: AbortSignal;
    onStep?: (done: number, step: PullStep) => void;
    concurrency?: number;
    maxImageBytes?: number;
  },
): Promise<PullOutcome> {
  const outcome: PullOutcome = {
    counts: { new: 0, update: 0, unchanged: 0, local: 0, conflict: 0, restore: 0 },
    conflicts: [],
    written: [],
    cancelled: false,
    images: { written: [], skipped: [] },
    refused: [],
  };
  // Steps finish out of order; what they produced is listed in the steps' order.
  const conflicts: Conflict[] = [];
  const written: string[] = [];
  const refused: PullOutcome['refused'] = [];
  let done = 0;
  const fetching = new Slots(opts.concurrency ?? PULL_CONCURRENCY);
  const images = new PulledImages(client, folder, manifest, {
    maxBytes: opts.maxImageBytes ?? DEFAULT_PULL_IMAGE_BYTES,
    slots: fetching,
    signal: opts.signal,
  });
  const links = new PullLinks(
    manifest,
    steps.filter((s) => !s.secret),
    opts.format,
    images,
  );
  const finish = (step: PullStep) => {
    outcome.counts[step.kind]++;
    opts.onStep?.(++done, step);
  };
  const run = async (step: PullStep, i: number) => {
    if (step.kind === 'unchanged' || step.kind === 'local') return finish(step);
    const article = step.secret
      ? undefined
      : await fetching.run(() => client.getArticle(step.article.id, { loadAllProperties: true, signal: opts.signal }));
    const fetched = article
      ? fetchedArticle(article, links)
      : await fetchSecret(client.secrets, step.article.id, manifest.worldId, (f) => fetching.run(f), opts.signal);
    // Cancelled while it came: nothing more is written once the person said stop.
    if (opts.signal?.aborted) return;
    // Its images first, so the file is written showing them (Markdown only: a .bbcode file keeps [img:ID]).
    // A secret's images stay [img:ID] (the assets follow the articles only).
    if (article && (opts.format === 'markdown' || step.file.endsWith('.md'))) await images.ensure(article);
    if (opts.signal?.aborted) return;
    // A conflict is rendered in its file's own format (a .bbcode file gets BBCode, never Markdown), so the
    // diff and a replacement keep the file's meaning; Markdown falls back to .bbcode only when it must.
    const updated = fetched.updated ?? step.article.update_date?.date;
    if (step.kind === 'conflict') {
      conflicts[i] = conflictOf(step, fetched, folder, updated);
    } else {
      const wrote = await writeStep(folder, step, fetched, opts.format);
      if ('refused' in wrote) {
        refused[i] = wrote.refused;
        opts.onStep?.(++done, step);
        return;
      }
      recordsOf(manifest, step.secret)[step.article.id] = { file: wrote.name, updated, hash: wrote.hash };
      fetched.wrote(wrote.name);
      written[i] = wrote.name;
    }
    finish(step);
  };
  try {
    await links.dropMissing(folder);
    // Every step started has ended before the manifest is written: no write runs on after it.
    // Twice as many steps under way as requests: while some convert and write what came, the others keep
    // the requests on the wire (the waiting and the work overlap instead of adding up).
    // One request at a time is one step at a time: the steps then end in their order (what a cut run wrote is
    // exactly the steps before the cut).
    const concurrency = opts.concurrency ?? PULL_CONCURRENCY;
    const stepsAtOnce = concurrency === 1 ? 1 : 2 * concurrency;
    await forEachLimit(steps, stepsAtOnce, run, () => opts.signal?.aborted === true);
  } catch (err) {
    if (!opts.signal?.aborted) throw err;
  } finally {
    outcome.cancelled = opts.signal?.aborted === true && done < steps.length;
    outcome.conflicts = conflicts.filter((c) => c !== undefined);
    outcome.written = written.filter((w) => w !== undefined);
    outcome.refused = refused.filter((r) => r !== undefined);
    outcome.images = { written: images.written, skipped: images.skipped };
    try {
      await links.settle(folder);
    } finally {
      await writeManifest(folder, manifest);
    }
  }
  return outcome;
}

/** A conflict as the caller shows it: World Anvil's text in the file's own format (a .bbcode file gets
 * BBCode, never Markdown), so the diff and a replacement keep the file's meaning; Markdown falls back to
 * .bbcode only when it must, and is then written beside the file. */
function conflictOf(step: PullStep, fetched: Fetched, folder: string, updated: string | undefined): Conflict {
  const pulled = fetched.render(formatOfName(step.file), step.file, false);
  const beside =
    step.file.endsWith('.md') && pulled.format === 'bbcode' ? `${step.file.slice(0, -'.md'.length)}.bbcode` : undefined;
  return {
    step,
    remoteText: pulled.text,
    localPath: pathInside(folder, step.file)!,
    updated,
    remoteFormat: pulled.format,
    ...(beside && pathInside(folder, beside) ? { besideName: beside } : {}),
  };
}

/**
 * Writes a new or updated file, rendered as the file the pull asks for (a text with no lossless Markdown
 * form goes to .bbcode): its name and the hash the manifest keeps, or why it was refused.
 */
async function writeStep(
  folder: string,
  step: PullStep,
  fetched: Fetched,
  format: ArticleFileFormat,
): Promise<{ name: string; hash: string } | { refused: PullOutcome['refused'][number] }> {
  const base = step.kind === 'new' ? step.file : step.file.replace(/\.(md|bbcode)$/, '');
  const pulled = fetched.render(format, `${base}${extensionOf(format)}`, true);
  const name = `${base}${extensionOf(pulled.format)}`;
  // A new file never over one that appeared under this name since the plan; an update (and a restore)
  // replaces the file whole, through a temporary file, so a cut run never leaves half a file.
  try {
    await safeWrite({ folder, relative: name }, encode(pulled.text), { mustBeNew: step.kind === 'new' });
  } catch (err) {
    // One planted link (or a folder where the file should be) costs that article, not the whole pull:
    // it is skipped, reported, and left out of the manifest's update.
    if (!(err instanceof WriteRefusedError)) throw err;
    return { refused: { file: name, title: step.article.title, reason: err.message } };
  }
  // An update whose lossless format changed (Markdown ↔ BBCode) replaces the old file, which was untouched here.
  if (step.kind === 'update' && name !== step.file) await removePlainFile(folder, step.file);
  return { name, hash: syncedHash(pulled.text) };
}

/**
 * Takes World Anvil's side of a conflict: writes its text and records it as pulled. A .bbcode text for a
 * Markdown file goes beside it (never over an existing file); the Markdown stays as the writer left it, no
 * longer updated by pulls. Returns the name written.
 */
export async function resolveWithRemote(folder: string, manifest: Manifest, c: Conflict): Promise<string> {
  const name = c.besideName ?? c.step.file;
  await safeWrite({ folder, relative: name }, encode(c.remoteText), { mustBeNew: c.besideName !== undefined });
  recordsOf(manifest, c.step.secret)[c.step.article.id] = {
    file: name,
    updated: c.updated,
    hash: syncedHash(c.remoteText),
  };
  await writeManifest(folder, manifest);
  return name;
}

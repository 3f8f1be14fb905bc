// The ways the upload preview offers to send a translation file, and the one Enter takes (#31, #41).
// Without a base (a file Scriptorium did not download, or downloaded before bases were kept) "changed here"
// can only mean "differs from the server now", and the preview says so. With the file's downloaded base
// (uploadBase.ts) the strings fall in three groups, and:
// - a string changed on the server since the download is sent by no option but the one that names it
//   ("also overwrite the strings changed on the server"): every other option leaves it out of the file;
// - a string changed on both sides is asked about one by one after the option is chosen (the caller asks;
//   `keysToSend` adds those the person answered with "send mine");
// - "only the strings changed here" sends the person's edits alone.
// Leaving strings out needs the file cut down (its format's subset: JSON, PO): a JSON file that is not
// strict JSON cannot be, and then the whole-file options name the server's changes they would overwrite
// and none of those is preselected.
import { compareWithBase, type BaseComparison, type BaseDifference } from './uploadBase';
import {
  predictUpload,
  skippedChanges,
  stateChanges,
  type FileString,
  type MergeMethod,
  type Prediction,
  type ServerString,
} from './uploadPreview';
import type { ConflictMode, FuzzyMode } from './translationFiles';

/** One way to upload the file that the preview offers. */
export interface UploadOption {
  id: ConflictMode | 'changed-only' | 'overwrite-server';
  conflicts: ConflictMode;
  /** Only these keys are sent (a file cut down to them); undefined: the whole file. */
  onlyKeys: string[] | undefined;
  predictions: Prediction[];
  /** Strings changed on both sides, asked one by one once this option is chosen. */
  asks: BaseDifference[];
  /** Strings changed on the server since the download that this option replaces with the file's text. */
  overwrites: BaseDifference[];
}

export interface UploadPreview {
  /** The person's edits the upload can carry (without a base: strings that differ from the server). */
  changedHere: Prediction[];
  /** The three groups against the downloaded base; undefined when no base is known. */
  base: BaseComparison | undefined;
  options: UploadOption[];
  /** What Enter picks; undefined when every option would overwrite a change made on the server. */
  recommended: UploadOption['id'] | undefined;
}

export interface PreviewOptions {
  method: MergeMethod;
  fuzzy: FuzzyMode;
  /** The conflict modes this account may use (always 'ignore'). */
  allowed: readonly ConflictMode[];
  /** The file as downloaded (or as last uploaded whole); absent when unknown. */
  base?: readonly FileString[];
  /** Whether the file can be cut down to some keys (strict JSON, a readable PO file); true unless said otherwise. */
  canCut?: boolean;
}

const keySet = (d: readonly { key: string }[]) => new Set(d.map((x) => x.key));

/** The options and the one to preselect; with a base, the three groups. */
export function previewUpload(
  file: readonly FileString[],
  server: ReadonlyMap<string, ServerString>,
  opts: PreviewOptions,
): UploadPreview {
  const base = opts.base && compareWithBase(opts.base, file, server);
  const canCut = opts.canCut ?? true;
  // The person's edits: with a base, the strings changed here or on both sides; without, any difference.
  const edits = base ? keySet([...base.here, ...base.both]) : undefined;
  const predict = (strings: readonly FileString[], conflicts: ConflictMode) =>
    predictUpload(strings, server, { ...opts, conflicts }).map((p) =>
      edits ? { ...p, changedHere: edits.has(p.key) } : p,
    );
  const theirs = base ? [...base.server, ...base.both] : [];
  const leftOut = canCut ? keySet(theirs) : new Set<string>();
  const rest = leftOut.size > 0 ? file.filter((s) => !leftOut.has(s.key)) : file;
  const overwritten = (p: readonly Prediction[]) => {
    const accepted = new Set(p.filter((x) => x.outcome === 'accepted').map((x) => x.key));
    return theirs.filter((d) => accepted.has(d.key));
  };
  const asks = canCut && base ? base.both : [];
  const options: UploadOption[] = opts.allowed.map((conflicts) => {
    const predictions = predict(rest, conflicts);
    const onlyKeys = leftOut.size > 0 ? rest.map((s) => s.key) : undefined;
    return { id: conflicts, conflicts, onlyKeys, predictions, asks, overwrites: overwritten(predictions) };
  });
  const keep = options.find((o) => o.id === 'ignore') ?? options[0]!;
  const changedHere = base
    ? keep.predictions.filter((p) => edits!.has(p.key))
    : keep.predictions.filter((p) => p.changedHere && p.reason !== 'not-on-server' && p.reason !== 'not-sent');
  const replace: ConflictMode = opts.allowed.includes('replace-translated') ? 'replace-translated' : 'ignore';
  if (canCut && base && base.server.length > 0 && replace !== 'ignore') {
    // The one option that sends what changed on the server since the download, naming those strings.
    const approved = base.server.some((d) => d.state >= 30) && opts.allowed.includes('replace-approved');
    const conflicts: ConflictMode = approved ? 'replace-approved' : replace;
    const keys = keySet([...base.here, ...base.server]);
    const predictions = predict(
      file.filter((s) => keys.has(s.key)),
      conflicts,
    );
    options.unshift({
      id: 'overwrite-server',
      conflicts,
      onlyKeys: [...keys],
      predictions,
      asks,
      overwrites: overwritten(predictions),
    });
  }
  const mine = (base ? base.here : changedHere).map((d) => d.key);
  let recommended: UploadOption['id'] | undefined = keep.overwrites.length > 0 ? undefined : keep.id;
  if (canCut && (mine.length > 0 || asks.length > 0)) {
    const keys = new Set(mine);
    options.unshift({
      id: 'changed-only',
      conflicts: replace,
      onlyKeys: [...keys],
      predictions: predict(
        file.filter((s) => keys.has(s.key)),
        replace,
      ),
      asks,
      overwrites: [],
    });
    // Preselected when the whole file would skip an edit or change the state of a string not edited here.
    if (skippedChanges(keep.predictions).length > 0 || stateChanges(keep.predictions).length > 0 || asks.length > 0)
      recommended = 'changed-only';
  }
  return { changedHere, base, options, recommended };
}

/** The keys an option sends once the strings changed on both sides were answered; undefined: the whole file. */
export function keysToSend(option: UploadOption, sendMine: ReadonlySet<string>): string[] | undefined {
  if (!option.onlyKeys) return undefined;
  const asked = option.asks.filter((d) => sendMine.has(d.key)).map((d) => d.key);
  return [...new Set([...option.onlyKeys, ...asked])];
}

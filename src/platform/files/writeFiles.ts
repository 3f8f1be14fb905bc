// The write policy's VS Code half (issue 25): every file Scriptorium writes goes through writeFiles.
// Each planned write is checked (core/files/safeWrite: inside the chosen folder, no link, no .git,
// node_modules or dot-folder unless picked) and classified (core/files/writePlan): a file Scriptorium
// wrote and nobody changed since is replaced without asking; every new file, every file Scriptorium did
// not write and every file changed since is put to the person in one list, with git's view of it, and
// asked once, through writeQuestion.ts (a notification whose highlighted answer keeps the file when one
// would be replaced; Enter never overwrites, and a diff or the list stays visible while the person decides).
import * as vscode from 'vscode';
import { inspectTarget, safeWrite, WriteRefusedError } from '../../core/files/safeWrite';
import { bytesHash, classifyWrite, needsAsking, type WriteKind, type WriteLedger } from '../../core/files/writePlan';
import type { Log } from '../log';
import { nameList } from '../summaryMessage';
import { gitFileState, type GitFileState } from './gitState';
import { askBeforeWriting, replaceDocument } from './writeQuestion';
import { errorMessage } from '../../core/errorLine';

export interface PlannedWrite {
  /** The folder the person chose (a workspace folder, or one picked in a dialog). */
  folder: vscode.Uri;
  /** The file inside it, `/`-separated. */
  relative: string;
  bytes: Uint8Array;
  /** Picked in a save dialog: a dot-folder is allowed, and the dialog was the question. */
  pickedByPerson?: boolean;
  /** Recorded in the ledger (writePlan.ts LedgerEntry.origin). */
  origin?: string;
}

export interface WriteRequest {
  /** What is writing, as the question's subject: "Download French · Web application". */
  action: string;
  writes: PlannedWrite[];
  log: Log;
  ledger: WriteLedger;
  /**
   * The person already answered a question naming exactly these files (e.g. "Write X.bbcode"): creating
   * them is not asked again; replacing a file that exists and is not Scriptorium's still is.
   */
  alreadyAsked?: boolean;
  /** Shows the difference for one existing file; offered as "Show Differences" when one file is asked about. */
  showDiff?: (target: vscode.Uri, write: PlannedWrite) => Promise<void>;
}

export interface WriteOutcome {
  /** Written, or already holding these bytes. */
  written: vscode.Uri[];
  /** Refused by the policy or failed, with the reason shown to the person. */
  refused: Array<{ relative: string; reason: string }>;
  /** The person said no (or dismissed the question): nothing was written. */
  declined: boolean;
}

interface Checked {
  write: PlannedWrite;
  uri: vscode.Uri;
  kind: WriteKind;
  unsaved: boolean;
  git?: GitFileState;
}

const LISTED = 4;

function reasonText(c: Checked): string {
  const parts = [
    c.kind === 'new'
      ? vscode.l10n.t('new file')
      : c.kind === 'changed-since-ours'
        ? vscode.l10n.t('changed since Scriptorium wrote it')
        : vscode.l10n.t('not written by Scriptorium'),
  ];
  if (c.unsaved) parts.push(vscode.l10n.t('unsaved changes'));
  if (c.git === 'changed') parts.push(vscode.l10n.t('modified in git'));
  if (c.git === 'unknown' && c.kind !== 'new') parts.push(vscode.l10n.t('no git copy'));
  return parts.join(', ');
}

const line = (c: Checked) => `${vscode.workspace.asRelativePath(c.uri)} (${reasonText(c)})`;

/** The editor's document of the file at `path`, when it is open (looked up again at write time: it may have opened or closed while the person decided). */
const openDocument = (path: string) =>
  vscode.workspace.textDocuments.find((d) => d.uri.scheme === 'file' && d.uri.fsPath === path);

async function check(write: PlannedWrite, ledger: WriteLedger): Promise<Checked> {
  const { path, current } = await inspectTarget({
    folder: write.folder.fsPath,
    relative: write.relative,
    pickedByPerson: write.pickedByPerson,
  });
  const uri = vscode.Uri.file(path);
  const doc = openDocument(path);
  // An open file is compared as the editor holds it: unsaved edits count as changes.
  const held = doc?.isDirty ? new TextEncoder().encode(doc.getText()) : current;
  return { write, uri, kind: classifyWrite(held, write.bytes, ledger.get(path)), unsaved: doc?.isDirty === true };
}

/**
 * Asks once about every write in `asked`; true when the person chose to write. When a file there would be
 * replaced, keeping it is the first (highlighted) answer and its difference one click away (#41).
 */
async function ask(req: WriteRequest, asked: Checked[]): Promise<boolean> {
  const shown = asked.slice(0, LISTED).map(line).join('; ');
  const more = asked.length > LISTED ? ` ${vscode.l10n.t('and {0} more', asked.length - LISTED)}` : '';
  const diffable = asked.length === 1 && asked[0]!.kind !== 'new' && req.showDiff ? asked[0] : undefined;
  const write = {
    label: asked.length === 1 ? vscode.l10n.t('Write File') : vscode.l10n.t('Write {0} Files', asked.length),
    value: true,
  };
  const replaces = asked.filter((c) => c.kind !== 'new').length;
  const keep = {
    label: replaces === 1 ? vscode.l10n.t('Keep My File') : vscode.l10n.t('Keep My {0} Files', replaces),
    value: false,
  };
  const answer = await askBeforeWriting({
    message: vscode.l10n.t('{0} writes {1}{2}. Write?', req.action, shown, more),
    choices: replaces > 0 ? [keep, write] : [write],
    ...(diffable ? { showDiff: () => req.showDiff!(diffable.uri, diffable.write) } : {}),
    ...(asked.length > LISTED
      ? {
          list: {
            title: vscode.l10n.t('Files to write'),
            text: () => `${req.action}\n\n${asked.map(line).join('\n')}\n`,
          },
        }
      : {}),
  });
  return answer === true;
}

async function writeOne(c: Checked, ledger: WriteLedger): Promise<void> {
  const doc = openDocument(c.uri.fsPath);
  if (doc && c.kind !== 'same') {
    // VS Code holds this file's buffer: replaced in the editor and saved. The path was checked above: no
    // link, inside the folder.
    await replaceDocument(doc, new TextDecoder().decode(c.write.bytes), { save: true });
  } else if (doc?.isDirty) {
    // The editor already holds exactly these bytes, unsaved: saving them is the write.
    if (!(await doc.save())) throw new Error(vscode.l10n.t('the editor did not take the change'));
  } else if (c.kind !== 'same') {
    await safeWrite(
      { folder: c.write.folder.fsPath, relative: c.write.relative, pickedByPerson: c.write.pickedByPerson },
      c.write.bytes,
      { mustBeNew: c.kind === 'new' },
    );
  }
  await ledger.record(c.uri.fsPath, {
    hash: bytesHash(c.write.bytes),
    ...(c.write.origin ? { origin: c.write.origin } : {}),
  });
}

export async function writeFiles(req: WriteRequest): Promise<WriteOutcome> {
  const outcome: WriteOutcome = { written: [], refused: [], declined: false };
  const checked: Checked[] = [];
  for (const write of req.writes) {
    try {
      checked.push(await check(write, req.ledger));
    } catch (err) {
      outcome.refused.push({ relative: write.relative, reason: refusalText(err) });
    }
  }
  const asked = checked.filter(
    (c) => !c.write.pickedByPerson && (needsAsking(c.kind) || c.unsaved) && !(req.alreadyAsked && c.kind === 'new'),
  );
  for (const c of asked) if (c.kind !== 'new') c.git = await gitFileState(c.uri);
  if (asked.length > 0 && !(await ask(req, asked))) {
    req.log.info('files', `${req.action}: declined writing ${asked.length} file(s)`);
    return { ...outcome, declined: true };
  }
  for (const c of checked) {
    try {
      await writeOne(c, req.ledger);
      outcome.written.push(c.uri);
    } catch (err) {
      outcome.refused.push({ relative: c.write.relative, reason: refusalText(err) });
    }
  }
  for (const r of outcome.refused) req.log.warn('files', `${req.action}: not written: ${r.relative}: ${r.reason}`);
  if (outcome.refused.length > 0) {
    // Every refusal is named (the first few, then how many more) and Show Log lists them all (#31).
    const showLog = vscode.l10n.t('Show Log');
    const refused = nameList(
      outcome.refused.map((r) => `${r.relative} (${r.reason})`),
      LISTED,
      '; ',
    );
    void vscode.window
      .showWarningMessage(vscode.l10n.t('{0}: not written: {1}', req.action, refused), showLog)
      .then((answer) => (answer === showLog ? req.log.show() : undefined));
  }
  return outcome;
}

/** The policy's refusals in words; any other failure by its message (file system errors name no secret). */
function refusalText(err: unknown): string {
  if (err instanceof WriteRefusedError) {
    const reasons: Record<WriteRefusedError['reason'], string> = {
      link: vscode.l10n.t('a symbolic link; Scriptorium does not write through links'),
      hidden: vscode.l10n.t(
        'a hidden file, or inside .git, node_modules or a hidden folder; pick the file yourself to write there',
      ),
      outside: vscode.l10n.t('outside the chosen folder'),
      'not-a-file': vscode.l10n.t('not a regular file'),
      exists: vscode.l10n.t('a file is already there; it was left as it is'),
    };
    return reasons[err.reason];
  }
  return errorMessage(err);
}

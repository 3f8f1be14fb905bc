// The record of what Scriptorium wrote (core/files/writePlan.ts), kept in the extension's global state so
// that it holds across workspaces and reloads: a file downloaded in one window is still known as ours in
// the next. Paths are this machine's, so the record is never synced (no setKeysForSync).
import type * as vscode from 'vscode';
import { RecordLedger, type WriteLedger } from '../../core/files/writePlan';

const KEY = 'scriptorium.writeLedger';
let ledger: { state: vscode.Memento; ledger: WriteLedger } | undefined;

/** One ledger per extension run, shared by both features. */
export function writeLedger(context: vscode.ExtensionContext): WriteLedger {
  if (ledger?.state !== context.globalState) {
    ledger = {
      state: context.globalState,
      ledger: new RecordLedger(context.globalState.get(KEY), (entries) =>
        Promise.resolve(context.globalState.update(KEY, entries)),
      ),
    };
  }
  return ledger.ledger;
}

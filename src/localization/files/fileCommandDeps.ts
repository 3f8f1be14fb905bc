// What the file commands need from the feature: the connection, the file ↔ translation index, the log,
// the record of files written and their downloaded bases, and what to refresh after an upload changed strings on the server.
import type { LocaleIndex } from '../localeFiles/localeIndex';
import type { LocalizationSession } from '../session';
import type { Log } from '../../platform/log';
import type { WriteLedger } from '../../core/files/writePlan';
import type { BaseStore } from '../../core/files/baseStore';

export interface FileCommandDeps {
  session: LocalizationSession;
  localeIndex: LocaleIndex;
  log: Log;
  /** What Scriptorium wrote: downloads are recorded, uploads find their file by it. */
  ledger: WriteLedger;
  /** The downloaded base of each translation file, for the upload preview's three-way comparison. */
  bases: () => Promise<BaseStore>;
  /** Refreshes the tree, status bar, diagnostics and an open unit panel. */
  onServerChanged: () => void;
}

// How long Scriptorium took to activate, read from two logs VS Code already writes: the extension host
// log's line that starts the activation ("ExtensionService#_doActivateExtension <id>", written before the
// bundle is loaded) and Scriptorium's own "[extension] activated" line at the end of activate(). Both are
// stamped by the same process clock to the millisecond, so the difference covers loading the bundle and
// running activate(). VS Code's own activation times go only to telemetry and the Running Extensions
// editor, neither of which a script can read.

const STAMP = String.raw`(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3})`;

function stampMs(text: string): number {
  const [date, time] = text.split(' ') as [string, string];
  return Date.parse(`${date}T${time}`);
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Milliseconds from the start of activation to the extension's "activated" line; undefined until both are logged. */
export function activationMs(extensionHostLog: string, extensionLog: string, extensionId: string): number | undefined {
  const start = new RegExp(`^${STAMP} \\[\\w+\\] ExtensionService#_doActivateExtension ${escape(extensionId)}[,\\s]`, 'im').exec(extensionHostLog);
  const end = new RegExp(`^${STAMP} \\[\\w+\\] \\[extension\\] activated\\b`, 'm').exec(extensionLog);
  if (!start || !end) return undefined;
  return stampMs(end[1]!) - stampMs(start[1]!);
}

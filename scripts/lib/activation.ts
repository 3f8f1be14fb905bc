// How long Scriptorium took to activate, read from two logs VS Code already writes: the extension host
// log's line that starts the activation ("ExtensionService#_doActivateExtension <id>", written before the
// bundle is loaded) and Scriptorium's own "[extension] activated" line at the end of activate(). Both are
// stamped by the same process clock to the millisecond, so the difference covers loading the bundle and
// running activate() — and also the creation of the output channel, whose first lines are written only
// once VS Code has answered for it: on a busy machine that wait, not the extension, can dominate. So the
// bench also reads VS Code's own figure from its Running Extensions editor (runningExtensionMs).

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
  const start = new RegExp(
    `^${STAMP} \\[\\w+\\] ExtensionService#_doActivateExtension ${escape(extensionId)}[,\\s]`,
    'im',
  ).exec(extensionHostLog);
  const end = new RegExp(`^${STAMP} \\[\\w+\\] \\[extension\\] activated\\b`, 'm').exec(extensionLog);
  if (!start || !end) return undefined;
  return stampMs(end[1]!) - stampMs(start[1]!);
}

/**
 * Scriptorium's own share, as its "activated" line states it (platform/activationClock.ts): evaluating the
 * bundle plus the activate call, timed inside the extension host; undefined for builds that do not log it.
 */
export function ownCodeMs(extensionLog: string): number | undefined {
  const m = /\[extension\] activated\b.*\bload ([\d.]+) ms \+ activate ([\d.]+) ms/.exec(extensionLog);
  return m ? Number(m[1]) + Number(m[2]) : undefined;
}

/**
 * VS Code's own activation time (loading the code plus the activate call) from a row of the Running
 * Extensions editor, e.g. "Scriptorium … Activation: 12ms" or "Startup Activation: 1,203ms".
 */
export function runningExtensionMs(rowText: string): number | undefined {
  const m = /Activation:\s*([\d,]+)\s*ms/i.exec(rowText);
  return m ? Number(m[1]!.replace(/,/g, '')) : undefined;
}

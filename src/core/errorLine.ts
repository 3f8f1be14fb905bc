import { ClosedClientError } from './http/errors';

// How any thrown value reads in one log line: `Name: message` for an Error, its text otherwise. The one
// spelling of it, so every log line about a failure looks alike (core errors carry no secret: the HTTP
// layer redacts them when they are made).
export function errorLine(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}

/** Only the class name (`TimeoutError`), for a log line that must not carry a server's words. */
export function errorName(err: unknown): string {
  return err instanceof Error ? err.name : String(err);
}

/** Only the message, for a line that already says what failed. */
export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * A failed background read as one log line, and how loud. A request cancelled because the session replaced
 * its client (a settings change, a sign-out) is no problem: whatever it was reading is read again with the
 * new client, so it is an info line, not a warning (the smoke run's check for warnings met two such, a
 * change-log poll and a locale file's lookup in flight when Connect wrote the settings).
 */
export function failureLine(what: string | undefined, err: unknown): { level: 'info' | 'warn'; line: string } {
  const prefix = what ? `${what}: ` : '';
  if (err instanceof ClosedClientError)
    return { level: 'info', line: `${prefix}cancelled (the connection was replaced)` };
  return { level: 'warn', line: `${prefix}${errorLine(err)}` };
}

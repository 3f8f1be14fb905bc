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

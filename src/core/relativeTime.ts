/** "3 minutes ago", from an ISO timestamp (the change log and the unit panel's history). */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - Date.parse(iso)) / 1000);
  if (!Number.isFinite(seconds)) return iso;
  const units: [number, string][] = [[31_536_000, 'year'], [2_592_000, 'month'], [86_400, 'day'], [3600, 'hour'], [60, 'minute']];
  for (const [size, name] of units) {
    const n = Math.floor(Math.abs(seconds) / size);
    if (n >= 1) return `${n} ${name}${n === 1 ? '' : 's'} ${seconds >= 0 ? 'ago' : 'from now'}`;
  }
  return 'just now';
}

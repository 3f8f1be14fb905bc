// Dates as servers send them, shown in the user's language and time zone. Weblate sends ISO 8601 with an
// offset; World Anvil sends PHP DateTime objects ({ date: "2026-02-01 11:01:00.000000", timezone: "UTC" }),
// whose `date` is wall-clock time in `timezone` (a zone name or an offset like "+02:00").

export interface ServerDate {
  date: string;
  timezone?: string;
}

/** Minutes east of UTC of a named zone at one instant, read back through Intl (Node and browsers have it). */
function zoneOffsetMinutes(timeZone: string, at: number): number | undefined {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(at));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
    return Math.round((asUtc - Math.floor(at / 1000) * 1000) / 60_000);
  } catch {
    return undefined; // an unknown zone name
  }
}

/** The instant a server date stands for, or undefined when it cannot be read (then the raw text is shown). */
export function parseServerDate(value: string | ServerDate): Date | undefined {
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? new Date(ms) : undefined;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?$/.exec(value.date.trim());
  if (!m) return parseServerDate(value.date);
  const [, y, mo, d, h, mi, s, frac] = m;
  const wall = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s),
    Math.floor(Number((frac ?? '0').padEnd(6, '0')) / 1000),
  );
  const zone = (value.timezone ?? 'UTC').trim();
  const offset = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (offset)
    return new Date(wall - (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) * 60_000);
  if (/^(UTC|Z|GMT)$/i.test(zone)) return new Date(wall);
  // A named zone: its offset at the wall-clock time, corrected once for a DST change in between.
  const first = zoneOffsetMinutes(zone, wall);
  if (first === undefined) return undefined;
  const second = zoneOffsetMinutes(zone, wall - first * 60_000) ?? first;
  return new Date(wall - second * 60_000);
}

/** The exact text the server sent, for hovers: "2026-02-01 11:01:00.000000 UTC". */
export function serverDateText(value: string | ServerDate): string {
  return typeof value === 'string' ? value : [value.date, value.timezone].filter(Boolean).join(' ');
}

/** "1 Feb 2026, 12:01" in the given locale and (by default) the machine's time zone. */
export function formatDateTime(date: Date, locale: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  };
  try {
    return new Intl.DateTimeFormat(locale, options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(date); // a display language Intl does not know
  }
}

/** "3 minutes ago" in the given locale. */
export function formatRelative(date: Date, locale: string, now = Date.now()): string {
  const seconds = Math.round((date.getTime() - now) / 1000);
  const units: [number, Intl.RelativeTimeFormatUnit][] = [
    [31_536_000, 'year'],
    [2_592_000, 'month'],
    [86_400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
  ];
  let format: Intl.RelativeTimeFormat;
  try {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  } catch {
    format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  }
  for (const [size, unit] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** A server date for display: the localized text, and the server's exact value (with the local reading). */
export function describeServerDate(
  value: string | ServerDate,
  locale: string,
  style: 'absolute' | 'relative' = 'absolute',
  now = Date.now(),
): { text: string; exact: string; iso?: string } {
  const raw = serverDateText(value);
  const date = parseServerDate(value);
  if (!date) return { text: raw, exact: raw };
  const absolute = formatDateTime(date, locale);
  return {
    text: style === 'relative' ? formatRelative(date, locale, now) : absolute,
    exact: style === 'relative' ? `${absolute} (${raw})` : raw,
    iso: date.toISOString(),
  };
}

// Numbers and times in VS Code's display language (87,5 % in German, « il y a 3 minutes » in French), so a
// translated label does not carry English number formats. src/core keeps its locale-free formatters for
// logs and tests; these are for what a person reads.
import * as vscode from 'vscode';
import { pluralForm } from '../core/plural';

/** VS Code's display language as Intl understands it; the pseudo-locale (qps-ploc) is not a real tag. */
function displayLocale(): string | undefined {
  try {
    return Intl.getCanonicalLocales(vscode.env.language)[0];
  } catch {
    return undefined;
  }
}

/** A percentage as Weblate gives it (0–100), with one decimal. */
export function formatPercentLocal(value: number): string {
  return new Intl.NumberFormat(displayLocale(), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value / 100);
}

/**
 * A language's name in the display language from its code (Weblate's pt_BR is BCP 47's pt-BR), without a
 * request; the code itself when Intl does not know it.
 */
export function languageNameLocal(code: string): string {
  try {
    const name = new Intl.DisplayNames(displayLocale(), { type: 'language' }).of(code.replace(/_/g, '-'));
    return name && name !== code.replace(/_/g, '-') ? name : code;
  } catch {
    return code;
  }
}

const UNITS: [number, Intl.RelativeTimeFormatUnit][] = [
  [31_536_000, 'year'],
  [2_592_000, 'month'],
  [86_400, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
];

/** "3 minutes ago" in the display language, from an ISO timestamp; the timestamp itself when it is not one. */
export function relativeTimeLocal(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - Date.parse(iso)) / 1000);
  if (!Number.isFinite(seconds)) return iso;
  const format = new Intl.RelativeTimeFormat(displayLocale(), { numeric: 'always' });
  for (const [size, unit] of UNITS) {
    const n = Math.floor(Math.abs(seconds) / size);
    if (n >= 1) return format.format(seconds >= 0 ? -n : n, unit);
  }
  return vscode.l10n.t('just now');
}

/**
 * The text for `count` in the display language: `one` or `other`, each already through vscode.l10n.t (each
 * form is its own string, so a translation words both). Every text that says a count goes through here.
 */
export function plural(count: number, one: string, other: string): string {
  return pluralForm(count, displayLocale()) === 'one' ? one : other;
}

/** The first four of `items`, comma-separated, and "and N more" for the rest: names in a one-line message. */
export function shortList(items: readonly string[]): string {
  return items.slice(0, 4).join(', ') + (items.length > 4 ? ` ${vscode.l10n.t('and {0} more', items.length - 4)}` : '');
}

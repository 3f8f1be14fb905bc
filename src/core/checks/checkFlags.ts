// The flags Weblate checks a translation with (Unit.get_all_flags, 5.10.4 and 2026.10.1): the component's
// check flags (with its project's, category's and file format's on 2026: `effective_check_flags`), the
// unit's flags from the file, its source string's extra flags, then its own extra flags. A translation's
// own extra flags are usually empty: `max-length:8` or `ignore-end-stop` set on the source string are what
// its checks obey. A later value of a flag overrides an earlier one (max-length:80 then max-length:8 is
// 8), as parseFlags keeps the last.
import type { Component, Unit } from '../weblate/schemas';

/**
 * The flags Weblate's file formats add to their components (weblate/formats/*.py `check_flags`, 5.10.4;
 * Component.all_flags puts them before the component's own): an i18next component is checked for
 * i18next interpolation without anyone setting the flag. 2026's effective_check_flags includes them.
 */
const FILE_FORMAT_FLAGS: Record<string, string> = {
  i18next: 'i18next-interpolation',
  i18nextv4: 'i18next-interpolation',
  aresource: 'java-printf-format',
  'moko-resource': 'java-printf-format',
  resourcedictionary: 'c-sharp-format',
  'mi18n-lang': 'es-format',
  arb: 'icu-message-format',
  formatjs: 'icu-message-format',
};

/** The flags Weblate's file format `format` adds to its components ('' for none). */
export const fileFormatFlags = (format: string): string => FILE_FORMAT_FLAGS[format] ?? '';

/** A component's check flags as the API gives them: 2026's effective_check_flags, else its file format's and check_flags. */
export function componentCheckFlags(c: Component): string {
  const effective = (c as Record<string, unknown>).effective_check_flags;
  if (typeof effective === 'string') return effective;
  return [fileFormatFlags(c.file_format), c.check_flags].filter(Boolean).join(',');
}

/** The flags `unit`'s checks run with; `source` is its source string (undefined where none is known). */
export function checkFlags(unit: Unit, source: Unit | undefined, component: Component): string {
  return [componentCheckFlags(component), unit.flags, source?.extra_flags, unit.extra_flags]
    .filter((f): f is string => !!f && f.trim() !== '')
    .join(',');
}

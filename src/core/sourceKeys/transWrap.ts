// Extract String's other offer for JSX text in a react-i18next project: the text wrapped in `<Trans>`
// (its children are the key in a natural-language project, else `i18nKey` names it), which needs no `t` in
// scope; and, when the file does not import Trans yet, the import: added to its `react-i18next` import,
// or as a line of its own at the top.
import type { ExtractSite } from './extractTypes';

export interface TextEdit {
  offset: number;
  length: number;
  text: string;
}

/** `<Trans>text</Trans>` when `key` is the text itself (natural-language), else with `i18nKey`. */
export function transReplacement(site: ExtractSite, key: string, fileText: string): string {
  const raw = fileText.slice(site.start, site.end);
  if (key === site.text) return `<Trans>${raw}</Trans>`;
  // A JSX attribute string has no escapes: a key with a quote or backslash goes in braces, as JSON.
  const attribute = /["\\]/.test(key) ? `{${JSON.stringify(key)}}` : `"${key}"`;
  return `<Trans i18nKey=${attribute}>${raw}</Trans>`;
}

const I18NEXT_IMPORT = /import\s*\{([^}]{0,500})\}\s*from\s*['"]react-i18next['"]/;

/** The edit that imports Trans into `fileText`, or undefined when it is imported already. */
export function transImportEdit(fileText: string): TextEdit | undefined {
  const head = fileText.slice(0, 20_000);
  const found = I18NEXT_IMPORT.exec(head);
  if (found) {
    if (/(^|[\s,])Trans(\s|,|$)/.test(found[1]!)) return undefined;
    const brace = found.index + found[0].indexOf('{') + 1;
    return { offset: brace, length: 0, text: ' Trans,' };
  }
  return { offset: 0, length: 0, text: "import { Trans } from 'react-i18next';\n" };
}

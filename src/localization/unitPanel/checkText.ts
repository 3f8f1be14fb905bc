// Weblate's checks as the translator reads them: the human name (Weblate's own wording) and what to fix,
// translated here. A check not listed shows its id and a pointer to Weblate's documentation.
import * as vscode from 'vscode';

export interface CheckText {
  name: string;
  fix: string;
}

export function checkTexts(): Record<string, CheckText> {
  const t = (name: string, fix: string): CheckText => ({ name, fix });
  // One check a line: a table read across.
  // prettier-ignore
  return {
    begin_newline: t(vscode.l10n.t('Starting newline'), vscode.l10n.t('Start the translation with a line break exactly when the source does.')),
    end_newline: t(vscode.l10n.t('Trailing newline'), vscode.l10n.t('End the translation with a line break exactly when the source does.')),
    begin_space: t(vscode.l10n.t('Starting spaces'), vscode.l10n.t('Start with as many spaces as the source.')),
    end_space: t(vscode.l10n.t('Trailing space'), vscode.l10n.t('End with as many spaces as the source.')),
    double_space: t(vscode.l10n.t('Double space'), vscode.l10n.t('Replace the double space with a single one.')),
    end_stop: t(vscode.l10n.t('Mismatched full stop'), vscode.l10n.t('End with a full stop exactly when the source does.')),
    end_colon: t(vscode.l10n.t('Mismatched colon'), vscode.l10n.t('End with a colon exactly when the source does.')),
    end_question: t(vscode.l10n.t('Mismatched question mark'), vscode.l10n.t('End with a question mark exactly when the source does.')),
    end_exclamation: t(vscode.l10n.t('Mismatched exclamation mark'), vscode.l10n.t('End with an exclamation mark exactly when the source does.')),
    end_interrobang: t(vscode.l10n.t('Mismatched interrobang'), vscode.l10n.t('End with “?!” exactly when the source does.')),
    end_ellipsis: t(vscode.l10n.t('Mismatched ellipsis'), vscode.l10n.t('End with an ellipsis (…) exactly when the source does.')),
    end_semicolon: t(vscode.l10n.t('Mismatched semicolon'), vscode.l10n.t('End with a semicolon exactly when the source does.')),
    'newline-count': t(vscode.l10n.t('Mismatching line breaks'), vscode.l10n.t('Use as many line breaks as the source.')),
    escaped_newline: t(vscode.l10n.t('Mismatched \\n'), vscode.l10n.t('Use as many \\n as the source.')),
    'zero-width-space': t(vscode.l10n.t('Zero-width space'), vscode.l10n.t('Remove the zero-width space.')),
    'max-length': t(vscode.l10n.t('Maximum length of translation'), vscode.l10n.t('Shorten the translation to the length the max-length flag allows.')),
    'max-lines': t(vscode.l10n.t('Maximum number of lines'), vscode.l10n.t('Use no more lines than the max-lines flag allows.')),
    same: t(vscode.l10n.t('Unchanged translation'), vscode.l10n.t('Translate the text, or keep it only if it is really the same in this language.')),
    placeholders: t(vscode.l10n.t('Placeholders'), vscode.l10n.t('Keep every placeholder of the source in the translation.')),
    python_format: t(vscode.l10n.t('Python format'), vscode.l10n.t('Keep the %-format specifiers of the source (such as %s, %(name)d).')),
    python_brace_format: t(vscode.l10n.t('Python brace format'), vscode.l10n.t('Keep the {…} fields of the source.')),
    c_format: t(vscode.l10n.t('C format'), vscode.l10n.t('Keep the printf specifiers of the source (such as %s, %d).')),
    i18next_interpolation: t(vscode.l10n.t('i18next interpolation'), vscode.l10n.t('Keep the {{…}} variables of the source.')),
    icu_message_format: t(vscode.l10n.t('ICU MessageFormat'), vscode.l10n.t('Keep the {…} arguments and valid ICU syntax of the source.')),
    php_format: t(vscode.l10n.t('PHP format'), vscode.l10n.t('Keep the printf specifiers of the source (such as %s, %1$d).')),
    perl_format: t(vscode.l10n.t('Perl format'), vscode.l10n.t('Keep the printf specifiers of the source (such as %s, %d).')),
    javascript_format: t(vscode.l10n.t('JavaScript format'), vscode.l10n.t('Keep the printf specifiers of the source (such as %s, %d).')),
    lua_format: t(vscode.l10n.t('Lua format'), vscode.l10n.t('Keep the printf specifiers of the source (such as %s, %d).')),
    java_printf_format: t(vscode.l10n.t('Java format'), vscode.l10n.t('Keep the format specifiers of the source (such as %s, %1$d, %tY).')),
    ruby_format: t(vscode.l10n.t('Ruby format'), vscode.l10n.t('Keep the format specifiers of the source (such as %s, %<…>s, %{…}).')),
    perl_brace_format: t(vscode.l10n.t('Perl brace format'), vscode.l10n.t('Keep the {…} fields of the source.')),
    c_sharp_format: t(vscode.l10n.t('C# format'), vscode.l10n.t('Keep the numbered {…} items of the source.')),
    java_format: t(vscode.l10n.t('Java MessageFormat'), vscode.l10n.t('Keep the numbered {…} arguments of the source and pair every apostrophe (write \'\' for one).')),
    qt_format: t(vscode.l10n.t('Qt format'), vscode.l10n.t('Keep the %1, %2… markers of the source.')),
    es_format: t(vscode.l10n.t('ECMAScript template literals'), vscode.l10n.t('Keep the ${…} variables of the source.')),
    percent_placeholders: t(vscode.l10n.t('Percent placeholders'), vscode.l10n.t('Keep the %name% placeholders of the source.')),
    regex: t(vscode.l10n.t('Regular expression'), vscode.l10n.t('The translation must match the regular expression of the regex flag.')),
    plurals: t(vscode.l10n.t('Missing plurals'), vscode.l10n.t('Fill in every plural form.')),
    inconsistent: t(vscode.l10n.t('Inconsistent'), vscode.l10n.t('The same source is translated differently elsewhere in the project: make them agree.')),
    punctuation_spacing: t(vscode.l10n.t('Punctuation spacing'), vscode.l10n.t('Use the spacing before punctuation this language needs.')),
    url: t(vscode.l10n.t('URL'), vscode.l10n.t('The translation must be a valid URL.')),
    'safe-html': t(vscode.l10n.t('Unsafe HTML'), vscode.l10n.t('Remove the HTML that is not allowed.')),
    'xml-tags': t(vscode.l10n.t('XML markup'), vscode.l10n.t('Keep the XML tags of the source.')),
  };
}

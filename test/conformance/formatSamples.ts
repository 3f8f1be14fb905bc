// Realistic format string and placeholder mistakes for checks-formats.ts (#43 item 4): per family the flags
// a project sets (on the component or the source string), source texts, and translations typed for them —
// kept, dropped, renamed, doubled, moved, escaped wrongly, broken — as a German translator types them.

export interface FormatSample {
  family: string;
  /** The flags, as Weblate's flag syntax. */
  flags: string;
  /** Where they are set: the component's check flags (real servers) or the source string's extra flags. */
  on: 'component' | 'source';
  source: string;
  targets: string[];
}

const s = (family: string, flags: string, source: string, ...targets: string[]): FormatSample => ({
  family,
  flags,
  on: 'source',
  source,
  targets,
});
const c = (family: string, flags: string, source: string, ...targets: string[]): FormatSample => ({
  ...s(family, flags, source, ...targets),
  on: 'component',
});

const I18N = 'i18next-interpolation';
const PY = 'python-format';
const BRACE = 'python-brace-format';
const ICU = 'icu-message-format';
const ICU_XML = 'icu-message-format, icu-flags:xml';

// prettier-ignore
export const FORMAT_SAMPLES: FormatSample[] = [
  c('i18next', I18N, '{{count}} payees', '{{count}} Zahlungsempfänger', '{{anzahl}} Zahlungsempfänger', 'Zahlungsempfänger', '{{count}} {{count}} Zahlungsempfänger', '{{ count }} Zahlungsempfänger'),
  c('i18next', I18N, 'Pay {{amount}} to {{payee}}', '{{amount}} an {{payee}} zahlen', 'An {{payee}} zahlen', '{{betrag}} an {{payee}} zahlen', '{{amount}} an {{payee}} zahlen $t(common:ok)', '{{payee}} erhält {{amount}}'),
  c('i18next', I18N, 'See $t(help.link) about {{topic}}', 'Siehe $t(help.link) zu {{topic}}', 'Siehe $t(hilfe.link) zu {{topic}}', 'Siehe die Hilfe zu {{topic}}', 'Siehe $t(help.link) zu {{topic}} und $t(help.link)'),
  s('i18next', I18N, 'Closed: {{accountName}}', 'Geschlossen: {{accountName}}', 'Geschlossen: {{accountname}}', 'Geschlossen: {accountName}', 'Geschlossen: {{accountName}', 'Geschlossen: {{accountName}}{{x}}'),
  s('c', 'c-format', '%s has %d items', '%s hat %d Elemente', '%d hat %s Elemente', '%s hat Elemente', '%s hat %i Elemente', '%s hat %ld Elemente'),
  s('c', 'c-format', 'Save 12%% now', 'Jetzt 12%% sparen', 'Jetzt 12% sparen', 'Jetzt 12 %% sparen', '12%% sparen, jetzt'),
  s('c', 'c-format', '%1$s sent %2$d files', '%2$d Dateien von %1$s', '%1$s sendete %1$d Dateien', '%1$s sendete %2$s Dateien', '%1$s sendete Dateien'),
  s('python', PY, '%(count)d files in %(folder)s', '%(folder)s: %(count)d Dateien', '%(count)d Dateien in %(ordner)s', '%(count)s Dateien in %(folder)s', '%(count)d Dateien'),
  s('python', PY, 'Done: %s%%', 'Fertig: %s%%', 'Fertig: %s%', 'Fertig: %s %%', 'Fertig'),
  s('python', PY, '%s of %s', '%s von %s', '%s von', '%s/%s/%s', 'von %s %s'),
  s('python-brace', BRACE, '{count} files in {folder}', '{folder}: {count} Dateien', '{count} Dateien in {Ordner}', '{count} Dateien in {folder', '{count} Dateien in {folder}}'),
  s('python-brace', BRACE, 'Value: {0:.2f}', 'Wert: {0:.2f}', 'Wert: {0}', 'Wert: {{0:.2f}}', 'Wert: {1:.2f}'),
  s('python-brace', BRACE, 'Use {{braces}} for {name}', '{{Klammern}} für {name}', '{Klammern} für {name}', '{{Klammern}} für {Name}'),
  s('java', 'java-format', '{0} files in {1}', '{1}: {0} Dateien', '{0} Dateien in {2}', '{0} Dateien', '{0} Dateien in {1,number}'),
  s('java', 'java-format', 'It is {0,number} o\'\'clock', 'Es ist {0,number} Uhr', 'It\'\'s {0,number} o\'\'clock', 'It\'s {0,number} o clock', 'Es ist {0,date,short}'),
  s('java', 'java-format', '{0} of {1,number,#}', '{0} von {1,number,#}', '{0} von {1}', '{0} von'),
  s('php', 'php-format', '%1$s sent %2$d', '%2$d gesendet von %1$s', '%1$s gesendet', '%1$s sendete %2$d %3$s'),
  s('php', 'php-format', '%s deleted', '%s gelöscht', 'Gelöscht', '%d gelöscht'),
  s('php', 'php-format', '%.2f%% done', '%.2f%% fertig', '%.1f%% fertig'),
  s('java-printf', 'java-printf-format', 'On %1$tY, %2$s', 'Am %1$tY, %2$s', 'Am %1$tm, %2$s', 'Am %2$s'),
  s('java-printf', 'java-printf-format', '%d%% of %s', '%d%% von %s', '%d % von %s', '%s von %d%%'),
  s('java-printf', 'java-printf-format', 'Size: %,d bytes', 'Größe: %,d Bytes', 'Größe: %d Bytes'),
  s('qt', 'qt-format', 'Copy %1 to %2', '%1 nach %2 kopieren', '%1 kopieren', '%2 nach %1 kopieren', '%1 nach %3 kopieren'),
  s('qt', 'qt-format', '%L1 items', '%L1 Elemente', '%1 Elemente', '%L1 %L1 Elemente'),
  s('c-sharp', 'c-sharp-format', '{0} of {1:N0}', '{0} von {1:N0}', '{0} von {2}', '{0} von {1}', '{1:N0} von {0}'),
  s('c-sharp', 'c-sharp-format', 'Saved {0,-10}', '{0,-10} gespeichert', 'Gespeichert', '{{0}} gespeichert'),
  s('ruby', 'ruby-format', 'Hello %{name}, %<count>d new', '%<count>d neu, hallo %{name}', 'Hallo %{Name}, %<count>d neu', 'Hallo %{name}'),
  s('ruby', 'ruby-format', '%s and %s', '%s und %s', '%s und', '%1$s und %2$s'),
  s('javascript', 'javascript-format', 'Saved %s', '%s gespeichert', 'Gespeichert', '%d gespeichert', '%s %s gespeichert'),
  s('es', 'es-format', 'Hello ${name}', 'Hallo ${ name }', 'Hallo ${Name}', 'Hallo name', 'Hallo ${name} ${name}', 'Hallo ${name'),
  s('percent', 'percent-placeholders', 'Open %FILE%', '%FILE% öffnen', '%DATEI% öffnen', 'Öffnen', '%FILE% %FILE% öffnen'),
  s('perl-brace', 'perl-brace-format', 'Delete {file}?', '{file} löschen?', '{datei} löschen?', 'Löschen?'),
  s('icu', ICU, '{count, plural, =0 {No payees} one {# payee} other {# payees}}', '{count, plural, =0 {Keine Zahlungsempfänger} one {# Zahlungsempfänger} other {# Zahlungsempfänger}}', '{anzahl, plural, =0 {Keine} one {# Empfänger} other {# Empfänger}}', '{count, plural, =0 {Keine} eins {# Empfänger} other {# Empfänger}}', '{count, plural, =0 {Keine} one {# Empfänger}}', '{count, plural, =0 {Keine} one {# Empfänger} other {# Empfänger}'),
  s('icu', ICU, 'Hello {name}, you have {count, number} new messages', 'Hallo {name}, du hast {count, number} neue Nachrichten', 'Hallo {Name}, du hast {count, number} neue Nachrichten', 'Hallo, du hast {count, number} neue Nachrichten', 'Hallo {name}, du hast {count, date} neue Nachrichten', 'Hallo {name}, du hast {count, number} neue Nachrichten {extra}'),
  s('icu', ICU, '{gender, select, male {He paid} female {She paid} other {They paid}} {amount, number, ::currency/EUR}', '{gender, select, male {Er zahlte} female {Sie zahlte} other {Sie zahlten}} {amount, number, ::currency/EUR}', '{gender, select, maennlich {Er zahlte} female {Sie zahlte} other {Sie zahlten}} {amount, number, ::currency/EUR}', '{gender, select, male {Er zahlte} female {Sie zahlte}} {amount, number, ::currency/EUR}', '{gender, select, male {Er zahlte} other {Sie zahlten}} {amount}'),
  s('icu', ICU, "It''s due on {date, date, short} ('{'not an argument'}')", "Fällig am {date, date, short} ('{'kein Argument'}')", 'Fällig am {date, date, short} ({kein Argument})', "Fällig am {date, time, short} ('{'kein Argument'}')", "Fällig am {date, date, short ('{'kein Argument'}')"),
  s('icu', ICU, 'You finished {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', 'Du bist {rank, selectordinal, other {#.}} geworden', 'Du bist {rank, selectordinal, erste {#.} other {#.}} geworden', 'Du bist {rank}. geworden'),
  s('icu', ICU, '{count} files in {folder}', '{count} Dateien in {folder}', '{count, number} Dateien in {folder}', '{count, plural, one {# Datei} other {# Dateien}} in {folder}', '{count} Dateien'),
  s('icu', ICU_XML, 'Click <b>here</b> to open {file}', 'Klicke <b>hier</b>, um {file} zu öffnen', 'Klicke hier, um {file} zu öffnen', 'Klicke <b>hier</i>, um {file} zu öffnen', 'Klicke <b/>, um {file} zu öffnen', 'Klicke <b>hier</b>, um <file/> zu öffnen'),
  s('icu', `${ICU_XML}:-tags, icu-tag-prefix:x-`, '<x-link>Learn more</x-link> about {topic} <i>', '<x-link>Mehr</x-link> über {topic} <i>', 'Mehr über {topic} <i>', '<x-link>Mehr</x-link> über {topic}', '<x-link>Mehr</x-lnk> über {topic} <i>'),
  s('icu', 'icu-message-format, icu-flags:-missing:-plural_selectors', 'Pay {amount} to {payee, select, bank {the bank} other {{payee}}}', '{payee, select, bank {Der Bank} other {{payee}}} zahlen', '{amount} an {payee, select, bank {die Bank} sonst {{payee}}} zahlen', '{amount} an {payee, select, bank {die Bank} other {{payee}}} zahlen {x}'),
  s('placeholders', 'placeholders:$URL$:$TITLE$', 'Open $URL$ ($TITLE$)', '$URL$ öffnen ($TITLE$)', '$URL$ öffnen', '$url$ öffnen ($TITLE$)', '$URL$ öffnen ($TITLE$) $URL$'),
  s('placeholders', 'placeholders:r"\\{\\w+\\}"', '{count} in {folder}', '{count} in {folder}', '{count} in {ordner}', '{count}'),
  s('placeholders', 'placeholders:%WORLD%,case-insensitive', 'Hello %WORLD%', 'Hallo %world%', 'Hallo Welt'),
  s('regex', 'regex:^[^<>]*$', 'Plain text', 'Nur Text', 'Nur <b>Text</b>'),
  s('regex', 'regex:"^\\p{Lu}"', 'Capital', 'Groß', 'klein'),
  s('regex', 'regex:r"(a+)+$"', 'aaa', 'aaa', 'bbb'),
];

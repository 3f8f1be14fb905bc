// The words and sentence shapes of the realistic "Ledger" data (#43 item 8): a personal-finance app whose
// i18next keys are its English sentences, with German written for every shape (not pseudo-translated), so
// that checks, glossary terms and "same source elsewhere" meet text as a real component has it.

/** English singular and plural, German singular and plural, and the German article (der/die/das). */
export type Noun = [string, string, string, string, 'der' | 'die' | 'das'];
/** English imperative and participle, German infinitive and participle. */
export type Verb = [string, string, string, string];

export const NOUNS: Noun[] = [
  ['payee', 'payees', 'Zahlungsempfänger', 'Zahlungsempfänger', 'der'],
  ['account', 'accounts', 'Konto', 'Konten', 'das'],
  ['budget', 'budgets', 'Budget', 'Budgets', 'das'],
  ['category', 'categories', 'Kategorie', 'Kategorien', 'die'],
  ['transaction', 'transactions', 'Buchung', 'Buchungen', 'die'],
  ['rule', 'rules', 'Regel', 'Regeln', 'die'],
  ['schedule', 'schedules', 'Zeitplan', 'Zeitpläne', 'der'],
  ['report', 'reports', 'Bericht', 'Berichte', 'der'],
  ['file', 'files', 'Datei', 'Dateien', 'die'],
  ['tag', 'tags', 'Schlagwort', 'Schlagwörter', 'das'],
  ['note', 'notes', 'Notiz', 'Notizen', 'die'],
  ['goal', 'goals', 'Ziel', 'Ziele', 'das'],
  ['envelope', 'envelopes', 'Umschlag', 'Umschläge', 'der'],
  ['transfer', 'transfers', 'Überweisung', 'Überweisungen', 'die'],
  ['filter', 'filters', 'Filter', 'Filter', 'der'],
  ['view', 'views', 'Ansicht', 'Ansichten', 'die'],
  ['backup', 'backups', 'Sicherung', 'Sicherungen', 'die'],
  ['currency', 'currencies', 'Währung', 'Währungen', 'die'],
  ['bank connection', 'bank connections', 'Bankverbindung', 'Bankverbindungen', 'die'],
  ['encryption key', 'encryption keys', 'Schlüssel', 'Schlüssel', 'der'],
];

export const VERBS: Verb[] = [
  ['delete', 'deleted', 'löschen', 'gelöscht'],
  ['edit', 'edited', 'bearbeiten', 'bearbeitet'],
  ['close', 'closed', 'schließen', 'geschlossen'],
  ['rename', 'renamed', 'umbenennen', 'umbenannt'],
  ['archive', 'archived', 'archivieren', 'archiviert'],
  ['restore', 'restored', 'wiederherstellen', 'wiederhergestellt'],
  ['export', 'exported', 'exportieren', 'exportiert'],
  ['import', 'imported', 'importieren', 'importiert'],
  ['save', 'saved', 'speichern', 'gespeichert'],
  ['sync', 'synced', 'synchronisieren', 'synchronisiert'],
  ['hide', 'hidden', 'ausblenden', 'ausgeblendet'],
  ['merge', 'merged', 'zusammenführen', 'zusammengeführt'],
];

const THIS = { der: 'Diesen', die: 'Diese', das: 'Dieses' };
const THE = { der: 'Der', die: 'Die', das: 'Das' };
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const slug = (s: string) => s.replace(/ /g, '-');

/** One sentence shape: English and German from a noun and a verb. */
export type Shape = (n: Noun, v: Verb) => [string, string];

export const SHAPES: Shape[] = [
  ([n, , d, , g], [v, , vi]) => [`${cap(v)} this ${n}?`, `${THIS[g]} ${d} ${vi}?`],
  ([n, , d, , g], [, vd, , vp]) => [`The ${n} “{{name}}” was ${vd}.`, `${THE[g]} ${d} „{{name}}“ wurde ${vp}.`],
  ([, p, , dp], [, vd, , vp]) => [
    `${cap(p)} could not be ${vd}: {{reason}}`,
    `${dp} konnten nicht ${vp} werden: {{reason}}`,
  ],
  ([, p, , dp]) => [
    `You have no ${p} yet.\n\nCreate one to get started.`,
    `Du hast noch keine ${dp}.\n\nLege eine an, um loszulegen.`,
  ],
  ([, p, , dp], [v, , vi]) => [
    `${cap(v)} ${p}… [Learn more](https://docs.example.org/${slug(p)})`,
    `${dp} ${vi} … [Mehr erfahren](https://docs.example.org/${slug(p)})`,
  ],
  ([, p, , dp]) => [`${cap(p)}: {{count}} selected`, `${dp}: {{count}} ausgewählt`],
  ([, p, , dp], [v, , vi]) => [
    `Are you sure you want to ${v} {{count}} ${p}? This cannot be undone.`,
    `Möchtest du wirklich {{count}} ${dp} ${vi}? Das kann nicht rückgängig gemacht werden.`,
  ],
  ([, p, , dp], [, vd, , vp]) => [`${cap(p)} ${vd} by {{user}} on {{date}}`, `${dp} ${vp} von {{user}} am {{date}}`],
  ([, p, , dp], [v, , vi]) => [
    `Only administrators can ${v} ${p}.\nAsk an administrator for access.`,
    `Nur Administratoren können ${dp} ${vi}.\nBitte einen Administrator um Zugriff.`,
  ],
  ([, p, , dp], [v, , vi]) => [
    `Tip: ${v} ${p} from the menu, or press {{shortcut}}.`,
    `Tipp: ${dp} über das Menü ${vi} oder {{shortcut}} drücken.`,
  ],
  ([, p, , dp], [v, , vi]) => [`${cap(v)} all ${p} in “{{folder}}”`, `Alle ${dp} in „{{folder}}“ ${vi}`],
  ([, p, , dp], [v, vd, vi, vp]) => [
    `This happens rarely. ${cap(p)} are ${vd} automatically. [Learn more…](https://docs.example.org/${slug(p)}/${v})\n\nOld ${p} are not migrated.`,
    `Das passiert selten. ${dp} werden automatisch ${vp}. [Mehr erfahren …](https://docs.example.org/${slug(p)}/${v})\n\nAlte ${dp} werden nicht übernommen (${vi}).`,
  ],
  ([n, , d], [v, , , vp]) => [
    `Could not ${v} the ${n}. Check your connection and try again.`,
    `${d} konnte nicht ${vp} werden. Prüfe deine Verbindung und versuche es erneut.`,
  ],
  (_n, [, vd, , vp]) => [`Last ${vd}: {{date}}`, `Zuletzt ${vp}: {{date}}`],
  ([, p, , dp], [, vd, , vp]) => [
    `{{count}} ${p} will be ${vd} on {{date}}.`,
    `{{count}} ${dp} werden am {{date}} ${vp}.`,
  ],
];

/** A plural unit's forms: English one/other, German one/other. */
export const pluralForms = ([n, p, d, dp]: Noun, [, vd, , vp]: Verb): [string, string, string, string] => [
  `{{count}} ${n} ${vd}`,
  `{{count}} ${p} ${vd}`,
  `{{count}} ${d} ${vp}`,
  `{{count}} ${dp} ${vp}`,
];

/** Words that stand alone on buttons and headings, each the exact source of many strings elsewhere. */
export const WORDS: Array<[string, string]> = [
  ['Budget', 'Budget'],
  ['Category', 'Kategorie'],
  ['Account', 'Konto'],
  ['Delete', 'Löschen'],
  ['Edit', 'Bearbeiten'],
  ['Close', 'Schließen'],
  ['Cancel', 'Abbrechen'],
  ['Save', 'Speichern'],
  ['Payee', 'Zahlungsempfänger'],
  ['Overdrawn.', 'Überzogen.'],
  ['Balance:', 'Saldo:'],
  ['Income', 'Einnahmen'],
];

/** The glossary: term, German, and its flags on the source string ('' / terminology / read-only) or the German one (forbidden). */
export const GLOSSARY: Array<[string, string, '' | 'terminology' | 'read-only' | 'forbidden']> = [
  ...NOUNS.map(([n, , d]): [string, string, ''] => [n, d, '']),
  ['balance', 'Saldo', 'terminology'],
  ['income', 'Einnahmen', 'terminology'],
  ['expense', 'Ausgabe', 'terminology'],
  ['overdraft', 'Überziehung', ''],
  ['reconcile', 'abgleichen', ''],
  ['split', 'Aufteilung', ''],
  ['Ledger Sync', 'Ledger Sync', 'read-only'],
  ['Ledger', 'Ledger', 'read-only'],
  ['cover', 'Umschlag', 'forbidden'],
  ['statement', 'Kontoauszug', 'terminology'],
];

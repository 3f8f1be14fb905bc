// The components the upload-format checks (#41) make on a real Weblate, one per format, each from a ZIP in a
// project of its own: the files a project of that kind keeps in its repository, with a plural, an escape, a
// string needing editing and an untranslated one. Only German is translated.

export interface FormatComponent {
  /** Weblate's file_format. */
  format: 'xliff' | 'aresource' | 'po-mono' | 'ts';
  slug: string;
  filemask: string;
  /** The monolingual base file (template), '' for bilingual formats. */
  template: string;
  /** The file new translations start from (bilingual formats). */
  newBase: string;
  files: Record<string, string>;
}

const XLIFF_DE = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="app" source-language="en" target-language="de" datatype="plaintext">
    <body>
      <trans-unit id="menu.save" resname="menu.save">
        <source>Save</source>
        <target state="translated">Speichern</target>
      </trans-unit>
      <trans-unit id="menu.quit">
        <source>Quit &amp; close</source>
        <target state="translated">Beenden &amp; schließen</target>
      </trans-unit>
      <trans-unit id="dialog.confirm">
        <source>Delete this map?</source>
        <target state="needs-review-translation">Diese Karte löschen?</target>
      </trans-unit>
      <trans-unit id="dialog.done" approved="yes">
        <source>Done</source>
        <target state="final">Fertig</target>
      </trans-unit>
      <trans-unit id="status.empty">
        <source>Nothing here</source>
      </trans-unit>
    </body>
  </file>
</xliff>
`;

const ANDROID_EN = `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="app_name">Atlas</string>
    <string name="menu_save">Save</string>
    <string name="menu_quit">Don\\'t quit &amp; close</string>
    <plurals name="tiles_deleted">
        <item quantity="one">%d tile deleted</item>
        <item quantity="other">%d tiles deleted</item>
    </plurals>
    <string name="status_empty">Nothing here</string>
</resources>
`;

const ANDROID_DE = `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="app_name">Atlas</string>
    <string name="menu_save">Speichern</string>
    <string name="menu_quit">Nicht beenden \\&amp; schließen</string>
    <plurals name="tiles_deleted">
        <item quantity="one">%d Kachel gelöscht</item>
        <item quantity="other">%d Kacheln gelöscht</item>
    </plurals>
</resources>
`;

const PO_HEADER = (lang: string) =>
  [
    'msgid ""',
    'msgstr ""',
    `"Language: ${lang}\\n"`,
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Plural-Forms: nplurals=2; plural=n != 1;\\n"',
    '',
  ].join('\n');

const PO_MONO_EN = `${PO_HEADER('en')}
msgid "menu.save"
msgstr "Save"

msgctxt "toolbar"
msgid "menu.quit"
msgstr "Quit \\"now\\""

msgid "status.empty"
msgstr "Nothing here"
`;

const PO_MONO_DE = `${PO_HEADER('de')}
msgid "menu.save"
msgstr "Speichern"

msgctxt "toolbar"
msgid "menu.quit"
msgstr "\\"Jetzt\\" beenden"

#, fuzzy
msgid "status.empty"
msgstr "Nichts hier"
`;

const TS_DE = `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>MainWindow</name>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Quit &amp; close</source>
        <translation>Beenden &amp; schließen</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) deleted</source>
        <translation>
            <numerusform>%n Kachel gelöscht</numerusform>
            <numerusform>%n Kacheln gelöscht</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dialog</name>
    <message>
        <source>Save</source>
        <comment>button</comment>
        <translation type="unfinished">Sichern</translation>
    </message>
    <message>
        <source>Nothing here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
`;

export const FORMAT_COMPONENTS: FormatComponent[] = [
  {
    format: 'xliff',
    slug: 'xliff',
    filemask: 'xliff/*.xlf',
    template: '',
    newBase: 'xliff/de.xlf',
    files: { 'xliff/de.xlf': XLIFF_DE },
  },
  {
    format: 'aresource',
    slug: 'android',
    filemask: 'res/values-*/strings.xml',
    template: 'res/values/strings.xml',
    newBase: '',
    files: { 'res/values/strings.xml': ANDROID_EN, 'res/values-de/strings.xml': ANDROID_DE },
  },
  {
    format: 'po-mono',
    slug: 'pomono',
    filemask: 'po/*.po',
    template: 'po/en.po',
    newBase: '',
    files: { 'po/en.po': PO_MONO_EN, 'po/de.po': PO_MONO_DE },
  },
  {
    format: 'ts',
    slug: 'qt',
    filemask: 'ts/*.ts',
    template: '',
    newBase: 'ts/de.ts',
    files: { 'ts/de.ts': TS_DE },
  },
];

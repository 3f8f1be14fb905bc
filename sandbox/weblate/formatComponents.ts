// The upload preview's file formats on the sandbox (#41): a project "File formats" (`formats`) with one
// component per format the preview reads beyond JSON and PO — XLIFF 1.2, Android string resources,
// monolingual PO and Qt TS — holding the strings test/conformance/uploadFormatFiles.ts makes on a real
// Weblate, named as real 5.10.4 and 2026.10.1 name them there (docs/CONFORMANCE.md), with their German
// texts and states. Behind a switch (SandboxOptions.formats, SandboxSettings.formatComponents), because
// a project more changes what other tests count (projects, translations, German's statistics).
// Added after every other record with a PRNG of their own, so nothing else moves.
import { addComponent, mulberry32, type ComponentPlan } from './data';
import { recheck } from './checks';
import { STATE, type ComponentRec, type WeblateDb } from './model';

export const FORMATS_PROJECT = { slug: 'formats', name: 'File formats' } as const;

/** One string: its context, source forms, German forms and state (and a PO msgctxt where it has one). */
interface FormatString {
  context: string;
  source: [string] | [string, string];
  german: string[];
  state: number;
  poMsgctxt?: string;
}

interface FormatPlan {
  slug: string;
  name: string;
  format: ComponentRec['fileFormat'];
  filemask: string;
  template: string;
  strings: FormatString[];
}

const { empty, fuzzy, translated } = STATE;

// XLIFF: a trans-unit with a resname is named by it, else "<file original>///<id>"; texts are inner XML.
const XLIFF: FormatString[] = [
  { context: 'menu.save', source: ['Save'], german: ['Speichern'], state: translated },
  { context: 'app///menu.quit', source: ['Quit &amp; close'], german: ['Beenden &amp; schließen'], state: translated },
  // needs-review-translation is read as translated.
  {
    context: 'app///dialog.confirm',
    source: ['Delete this map?'],
    german: ['Diese Karte löschen?'],
    state: translated,
  },
  { context: 'app///dialog.done', source: ['Done'], german: ['Fertig'], state: translated },
  { context: 'app///status.empty', source: ['Nothing here'], german: [''], state: empty },
];

const ANDROID: FormatString[] = [
  { context: 'app_name', source: ['Atlas'], german: ['Atlas'], state: translated },
  { context: 'menu_save', source: ['Save'], german: ['Speichern'], state: translated },
  { context: 'menu_quit', source: ["Don't quit & close"], german: ['Nicht beenden & schließen'], state: translated },
  {
    context: 'tiles_deleted',
    source: ['%d tile deleted', '%d tiles deleted'],
    german: ['%d Kachel gelöscht', '%d Kacheln gelöscht'],
    state: translated,
  },
  { context: 'status_empty', source: ['Nothing here'], german: [''], state: empty },
];

// Monolingual PO: the context is the msgid, or "msgctxt.msgid"; the source the template's msgstr.
const PO_MONO: FormatString[] = [
  { context: 'menu.save', source: ['Save'], german: ['Speichern'], state: translated },
  {
    context: 'toolbar.menu.quit',
    poMsgctxt: 'toolbar',
    source: ['Quit "now"'],
    german: ['"Jetzt" beenden'],
    state: translated,
  },
  { context: 'status.empty', source: ['Nothing here'], german: ['Nichts hier'], state: fuzzy },
];

// Qt TS: the context is the <context>'s name, then the message's comment, newline-joined; a numerus
// source "%n tile(s) deleted" is two forms.
const TS: FormatString[] = [
  { context: 'MainWindow', source: ['Save'], german: ['Speichern'], state: translated },
  { context: 'MainWindow', source: ['Quit & close'], german: ['Beenden & schließen'], state: translated },
  {
    context: 'MainWindow',
    source: ['%n tile deleted', '%n tiles deleted'],
    german: ['%n Kachel gelöscht', '%n Kacheln gelöscht'],
    state: translated,
  },
  { context: 'Dialog\nbutton', source: ['Save'], german: ['Sichern'], state: fuzzy },
  { context: 'Dialog', source: ['Nothing here'], german: [''], state: empty },
];

const PLANS: FormatPlan[] = [
  { slug: 'xliff', name: 'XLIFF', format: 'xliff', filemask: 'xliff/*.xlf', template: '', strings: XLIFF },
  {
    slug: 'android',
    name: 'Android resources',
    format: 'aresource',
    filemask: 'res/values-*/strings.xml',
    template: 'res/values/strings.xml',
    strings: ANDROID,
  },
  {
    slug: 'pomono',
    name: 'Monolingual PO',
    format: 'po-mono',
    filemask: 'po/*.po',
    template: 'po/en.po',
    strings: PO_MONO,
  },
  { slug: 'qt', name: 'Qt TS', format: 'ts', filemask: 'ts/*.ts', template: '', strings: TS },
];

/** Adds the project once (a later call does nothing): its records are the last ones, in English and German. */
export function addFormatComponents(db: WeblateDb): void {
  if (db.projects.some((p) => p.slug === FORMATS_PROJECT.slug)) return;
  const rand = mulberry32(0xf0a4a7);
  db.projects.push({
    id: db.projects.length + 1,
    slug: FORMATS_PROJECT.slug,
    name: FORMATS_PROJECT.name,
    web: 'https://formats.example.org/',
    private: false,
    instructions: '',
  });
  for (const plan of PLANS) {
    const componentPlan: ComponentPlan = {
      project: FORMATS_PROJECT.slug,
      slug: plan.slug,
      name: plan.name,
      format: plan.format,
      strings: plan.strings.map((s) => [s.context, s.source[0], s.source[1]]),
      languages: ['en', 'de'],
      files: { filemask: plan.filemask, template: plan.template, source: () => '' },
    };
    const comp = addComponent(db, componentPlan, rand);
    for (const t of db.translations.filter((x) => x.componentId === comp.id)) {
      t.unitIds.forEach((id, i) => {
        const unit = db.units[id - 1]!;
        const seed = plan.strings[i]!;
        if (seed.poMsgctxt !== undefined) unit.poMsgctxt = seed.poMsgctxt;
        unit.explanation = '';
        if (t.isSource) return;
        // The seeded states and texts replaced by the file's: a plain string, nothing pending on it.
        Object.assign(unit, {
          target: [...seed.german],
          state: seed.state,
          flags: '',
          previousSource: '',
          hasSuggestion: false,
          hasComment: false,
        });
      });
      for (const id of t.unitIds) recheck(db, db.units[id - 1]!);
    }
  }
}

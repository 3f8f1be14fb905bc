// Fixed vocabulary of the sample data: languages, users, and realistic application strings.
import type { LanguageRec } from './model';

type LangSeed = Omit<LanguageRec, 'id' | 'plural'> & { plurals: number; formula: string; fileCode?: string };

const TWO = 'n != 1';
export const LANGUAGE_SEEDS: LangSeed[] = [
  { code: 'en', name: 'English', direction: 'ltr', plurals: 2, formula: TWO, aliases: ['english', 'en_en'] },
  { code: 'de', name: 'German', direction: 'ltr', plurals: 2, formula: TWO, aliases: ['deutsch'] },
  { code: 'fr', name: 'French', direction: 'ltr', plurals: 2, formula: 'n > 1', aliases: [] },
  // Weblate's own code uses an underscore; the component's bcp_long style writes pt-BR in file names.
  {
    code: 'pt_BR',
    name: 'Portuguese (Brazil)',
    direction: 'ltr',
    plurals: 2,
    formula: 'n > 1',
    aliases: ['pt_br', 'pt-br'],
    fileCode: 'pt-BR',
  },
  {
    code: 'ar',
    name: 'Arabic',
    direction: 'rtl',
    plurals: 6,
    formula:
      '(n==0) ? 0 : ((n==1) ? 1 : ((n==2) ? 2 : ((n%100>=3 && n%100<=10) ? 3 : ((n%100>=11 && n%100<=99) ? 4 : 5))))',
    aliases: ['ar_ar'],
  },
  { code: 'ja', name: 'Japanese', direction: 'ltr', plurals: 1, formula: '0', aliases: ['jp'] },
  {
    code: 'cs',
    name: 'Czech',
    direction: 'ltr',
    plurals: 3,
    formula: '(n==1) ? 0 : ((n>=2 && n<=4) ? 1 : 2)',
    aliases: [],
  },
  {
    code: 'he',
    name: 'Hebrew',
    direction: 'rtl',
    plurals: 4,
    formula: '(n == 1) ? 0 : ((n == 2) ? 1 : ((n > 10 && n % 10 == 0) ? 2 : 3))',
    aliases: [],
  },
  { code: 'es', name: 'Spanish', direction: 'ltr', plurals: 2, formula: TWO, aliases: [] },
  {
    code: 'pl',
    name: 'Polish',
    direction: 'ltr',
    plurals: 3,
    formula: '(n==1) ? 0 : ((n%10>=2 && n%10<=4 && (n%100<12 || n%100>14)) ? 1 : 2)',
    aliases: [],
  },
];

export function fileCodeOf(code: string): string {
  return LANGUAGE_SEEDS.find((l) => l.code === code)?.fileCode ?? code;
}

export const USERS = [
  { username: 'admin', fullName: 'Ada Administrator' },
  { username: 'translator', fullName: 'Tomás Translator' },
  { username: 'reviewer', fullName: 'Rania Reviewer' },
  { username: 'suggester', fullName: 'Sam Suggester' },
  { username: 'anonymous', fullName: 'Anonymous' },
  { username: 'internal-bot', fullName: 'Internal Tools project token' },
];

/** [dotted key, source text, plural source or undefined, note] */
export type StringSeed = [string, string, string?, string?];

export const WEB_STRINGS: StringSeed[] = [
  ['menu.file.open', 'Open file…'],
  ['menu.file.save', 'Save'],
  ['menu.file.saveAs', 'Save as…'],
  ['menu.file.close', 'Close window'],
  ['menu.edit.undo', 'Undo'],
  ['menu.edit.redo', 'Redo'],
  ['menu.edit.find', 'Find in document'],
  ['menu.view.zoomIn', 'Zoom in'],
  ['dialog.delete.title', 'Delete this map?'],
  [
    'dialog.delete.body',
    'The map “{name}” and its layers will be removed. This cannot be undone.',
    undefined,
    'Shown before a map is deleted; {name} is the map title.',
  ],
  ['dialog.delete.confirm', 'Delete'],
  ['dialog.cancel', 'Cancel'],
  ['status.saved', 'All changes saved'],
  ['status.offline', 'You are offline. Changes are kept on this device.'],
  ['files.count', '{count} file', '{count} files', 'Number of files in the project sidebar.'],
  ['layers.count', '{count} layer', '{count} layers'],
  ['errors.network', 'Cannot reach the server. Check your connection and try again.'],
  ['errors.permission', 'You do not have permission to edit this map.'],
  ['settings.title', 'Settings'],
  ['settings.language', 'Interface language'],
  ['settings.theme.dark', 'Dark theme'],
  ['settings.theme.light', 'Light theme'],
  ['share.link.copied', 'Link copied to the clipboard'],
  ['share.invite', 'Invite {email} to edit'],
  ['search.placeholder', 'Search places, regions and routes'],
  ['search.results', '{count} result', '{count} results'],
  ['welcome.headline', 'Draw the world you imagine'],
  ['welcome.cta', 'Start a new map'],
];

export const APP_STRINGS: StringSeed[] = [
  ['tabs.home', 'Home'],
  ['tabs.maps', 'Maps'],
  ['tabs.profile', 'Profile'],
  ['sync.pending', '{count} change waiting to sync', '{count} changes waiting to sync'],
  ['sync.done', 'Everything is up to date'],
  ['login.title', 'Sign in'],
  ['login.password', 'Password'],
  ['login.forgot', 'Forgot your password?'],
  ['notifications.new', 'You have {count} new notification', 'You have {count} new notifications'],
  ['about.version', 'Version {version}'],
];

export const ADMIN_STRINGS: StringSeed[] = [
  ['users.title', 'Users'],
  ['users.invite', 'Invite user'],
  ['users.disable', 'Disable account'],
  ['audit.title', 'Audit log'],
  ['audit.empty', 'No events in this period'],
  ['billing.plan', 'Current plan: {plan}'],
];

/** gettext strings of internal/tools (the e2e workspace's python-app): [msgctxt, msgid, msgid_plural]. */
export const TOOLS_STRINGS: StringSeed[] = [
  ['', 'Remove unused map tiles?'],
  ['', '{count} tile will be deleted.', '{count} tiles will be deleted.'],
  ['confirmation prompt', 'Yes'],
  ['confirmation prompt', 'No'],
  ['', 'Cleanup finished'],
  ['', 'Cannot open the tile store at {path}'],
  ['', 'Skipped {name}: it is in use'],
  ['', 'Export the audit log'],
];

/** Android string resources of mobile/android (the e2e workspace's android-app): [name, text]. */
export const ANDROID_STRINGS: StringSeed[] = [
  ['app_name', 'Atlas'],
  ['tab_home', 'Home'],
  ['tab_maps', 'Maps'],
  ['sync_now', 'Sync now'],
  ['offline_banner', 'You are offline. Maps open from this device.'],
  ['download_map', 'Download map for offline use'],
  ['storage_full', 'Not enough space on this device'],
  ['map_deleted', 'Map removed from this device'],
];

/** The sample Flutter app's ARB messages (test/e2e/fixtures/workspace/flutter-app, mobile/flutter). */
export const FLUTTER_STRINGS: StringSeed[] = [
  ['appTitle', 'Atlas'],
  ['helloWorld', 'Welcome back'],
  ['mapsTitle', 'Your maps'],
  ['itemCount', '{count, plural, =0{No maps yet} =1{One map} other{{count} maps}}'],
  ['greeting', 'Hello, {name}!'],
  ['signIn', 'Sign in'],
  ['syncFailed', 'Could not sync. Check your connection.'],
];

/** The sample iOS app's Localizable.strings (test/e2e/fixtures/workspace/ios-app, mobile/ios). */
export const IOS_STRINGS: StringSeed[] = [
  ['welcome.title', 'Welcome to Atlas'],
  ['sign.in', 'Sign in'],
  ['settings.label', 'Settings'],
  ['notifications.toggle', 'Notifications'],
  ['nav.title', 'Maps'],
  ['alert.body', 'This map could not be opened.'],
];

export const GLOSSARY_TERMS: StringSeed[] = [
  ['map', 'map', undefined, 'A drawn representation of a world or region.'],
  ['layer', 'layer'],
  ['region', 'region'],
  ['route', 'route'],
  ['marker', 'marker'],
];

const ARABIC = ['فتح', 'حفظ', 'الملف', 'إعدادات', 'خريطة', 'طبقة', 'بحث', 'إلغاء'];
const HEBREW = ['פתח', 'שמור', 'קובץ', 'הגדרות', 'מפה', 'שכבה', 'חיפוש', 'ביטול'];

/** A plausible target text for a language (pseudo-translation, deterministic). */
export function pseudoTranslate(source: string, lang: string, index: number): string {
  const placeholders = source.match(/\{[a-z]+\}/g) ?? [];
  if (lang === 'ar' || lang === 'he') {
    const words = lang === 'ar' ? ARABIC : HEBREW;
    const text = [words[index % words.length], words[(index + 3) % words.length]].join(' ');
    return [text, ...placeholders].join(' ');
  }
  if (lang === 'ja') {
    return `「${source}」`;
  }
  const marks: Record<string, string> = { de: 'ä', fr: 'é', pt_BR: 'ã', cs: 'č', es: 'ñ', pl: 'ł' };
  return source.replace(/[aeiou]/, (m) => marks[lang] ?? m);
}

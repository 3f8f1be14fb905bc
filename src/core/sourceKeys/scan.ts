// Which scanner reads a file: by its VS Code language and the frameworks its project depends on
// (package.json). A JS/TS project with vue-i18n reads `$t`; with i18next (or with no package.json saying
// otherwise) `t`/`<Trans>`; one that depends only on a gettext library reads `_()`/`gettext()`.
import { scanAndroidCode, scanAndroidXml } from './android';
import { scanGettext } from './gettext';
import { scanTypeScript } from './tsScanner';
import type { KeyUsage } from './types';
import { scanVue } from './vue';

export interface ProjectFrameworks {
  i18next: boolean;
  vueI18n: boolean;
  gettext: boolean;
}

const I18NEXT = ['i18next', 'react-i18next', 'next-i18next', 'i18next-vue', 'react-i18next-lite'];
const VUE_I18N = ['vue-i18n', '@intlify/vue-i18n', 'nuxt-i18n', '@nuxtjs/i18n'];
const GETTEXT = ['node-gettext', 'gettext.js', 'jed', 'ttag', 'gettext-parser', 'i18n-gettext'];

/** The frameworks a package.json depends on (dependencies of any kind); its text may be anything. */
export function detectFrameworks(packageJson: string | undefined): ProjectFrameworks {
  const deps = new Set<string>();
  try {
    const pkg = JSON.parse(packageJson ?? '{}') as Record<string, unknown>;
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
      const d = pkg?.[field];
      if (d && typeof d === 'object') for (const name of Object.keys(d)) deps.add(name);
    }
  } catch {
    // Not JSON (being edited): no framework known from it.
  }
  const has = (names: string[]) => names.some((n) => deps.has(n));
  return { i18next: has(I18NEXT), vueI18n: has(VUE_I18N), gettext: has(GETTEXT) };
}

const TS_KINDS: Record<string, 'ts' | 'tsx' | 'js' | 'jsx'> = {
  javascript: 'js',
  javascriptreact: 'jsx',
  typescript: 'ts',
  typescriptreact: 'tsx',
};

/** Every key usage in `text`, a file of `languageId` in a project using `frameworks`; `extra` are custom functions. */
export function scanSource(
  text: string,
  languageId: string,
  frameworks: ProjectFrameworks,
  extra: readonly string[] = [],
): KeyUsage[] {
  const kind = TS_KINDS[languageId];
  if (kind) {
    if (frameworks.gettext && !frameworks.i18next && !frameworks.vueI18n) return scanGettext(text, 'js', extra);
    return scanTypeScript(text, {
      framework: frameworks.vueI18n && !frameworks.i18next ? 'vue-i18n' : 'i18next',
      kind,
      extra,
    });
  }
  switch (languageId) {
    case 'vue':
      return scanVue(text, extra);
    case 'python':
      return scanGettext(text, 'python', extra);
    case 'c':
    case 'cpp':
      return scanGettext(text, 'c', extra);
    case 'php':
      return scanGettext(text, 'php', extra);
    case 'java':
    case 'kotlin':
      return scanAndroidCode(text);
    case 'xml':
      return scanAndroidXml(text);
    default:
      return [];
  }
}

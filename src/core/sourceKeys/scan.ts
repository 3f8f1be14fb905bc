// Which scanner reads a file: by its VS Code language and the frameworks its project depends on
// (package.json). A JS/TS project with vue-i18n reads `$t`; with i18next (or with no package.json saying
// otherwise) `t`/`<Trans>`; one that depends only on a gettext library reads `_()`/`gettext()`; an Angular
// project with ngx-translate reads `translate.instant/get` and `| translate` in its templates.
import { withoutCodeComments, withoutXmlComments } from './comments';
import { scanApple } from './apple';
import { scanFlutter } from './flutter';
import { scanAngularTemplate } from './angular';
import { scanAngularI18n } from './angularI18n';
import { scanDjangoTemplate } from './djangoTemplate';
import { scanJinjaTemplate } from './jinjaTemplate';
import { scanAndroidCode, scanAndroidXml } from './android';
import { scanGettext } from './gettext';
import type { I18nextOptions } from './i18nextUsage';
import { scanTypeScript } from './tsScanner';
import type { KeyUsage } from './types';
import { scanVue } from './vue';

export interface ProjectFrameworks {
  i18next: boolean;
  vueI18n: boolean;
  gettext: boolean;
  ngxTranslate: boolean;
  /** @angular/localize: `i18n` attributes in templates (`$localize` is read in any project). */
  angularLocalize?: boolean;
  /** The project's i18next separators and Trans options (its i18next configuration or the settings). */
  i18nextOptions?: I18nextOptions;
}

const I18NEXT = ['i18next', 'react-i18next', 'next-i18next', 'i18next-vue', 'react-i18next-lite'];
const VUE_I18N = ['vue-i18n', '@intlify/vue-i18n', 'nuxt-i18n', '@nuxtjs/i18n'];
const NGX_TRANSLATE = ['@ngx-translate/core'];
const ANGULAR_LOCALIZE = ['@angular/localize'];
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
  return {
    i18next: has(I18NEXT),
    vueI18n: has(VUE_I18N),
    gettext: has(GETTEXT),
    ngxTranslate: has(NGX_TRANSLATE),
    angularLocalize: has(ANGULAR_LOCALIZE),
  };
}

const TS_KINDS: Record<string, 'ts' | 'tsx' | 'js' | 'jsx'> = {
  javascript: 'js',
  javascriptreact: 'jsx',
  typescript: 'ts',
  typescriptreact: 'tsx',
};

/** How a JS/TS file of a project using `frameworks` is read (completion asks the same question). */
export function scriptFramework(frameworks: ProjectFrameworks): 'i18next' | 'vue-i18n' | 'ngx-translate' | 'gettext' {
  if (frameworks.i18next) return 'i18next';
  if (frameworks.vueI18n) return 'vue-i18n';
  if (frameworks.ngxTranslate) return 'ngx-translate';
  return frameworks.gettext ? 'gettext' : 'i18next';
}

export const scriptKind = (languageId: string) => TS_KINDS[languageId];

/** Every key usage in `text`, a file of `languageId` in a project using `frameworks`; `extra` are custom functions. */
export function scanSource(
  text: string,
  languageId: string,
  frameworks: ProjectFrameworks,
  extra: readonly string[] = [],
): KeyUsage[] {
  const kind = TS_KINDS[languageId];
  if (kind) {
    const framework = scriptFramework(frameworks);
    if (framework === 'gettext') return scanGettext(text, 'js', extra);
    return scanTypeScript(text, {
      framework,
      kind,
      extra,
      i18next: frameworks.i18nextOptions,
      angularI18n: frameworks.angularLocalize === true,
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
      return scanAndroidCode(withoutCodeComments(text));
    case 'xml':
      return scanAndroidXml(withoutXmlComments(text));
    case 'html':
      return htmlUsages(text, frameworks);
    case 'django-html':
    case 'django-txt':
      return scanDjangoTemplate(text);
    case 'jinja':
    case 'jinja-html':
      return scanJinjaTemplate(text);
    case 'dart':
      return scanFlutter(withoutCodeComments(text), extra);
    case 'swift':
    case 'objective-c':
    case 'objective-cpp':
      return scanApple(withoutCodeComments(text));
    default:
      return [];
  }
}

/**
 * Which template language an .html file with translation tags is written in: Jinja2 when a trans block
 * ends with `endtrans`, or when nothing says Django (`{% load i18n %}`, `translate`, `blocktrans`, a
 * `{% trans "…" %}` with its msgid); Django's `{% trans "…" %}` is a Jinja2 context, so the two differ.
 */
export function templateFlavor(text: string): 'django' | 'jinja' {
  const code = withoutComments(text);
  if (/\{%-?\s*endtrans\b/.test(code)) return 'jinja';
  return /\{%\s*(?:load\s[^%]*\bi18n\b|translate\s|blocktrans|trans\s+["'])/.test(code) ? 'django' : 'jinja';
}

/** The text without its `{# … #}` comments (in one pass: an unclosed one runs to the end). */
function withoutComments(text: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf('{#'); at >= 0; at = text.indexOf('{#', from)) {
    out += text.slice(from, at);
    const end = text.indexOf('#}', at + 2);
    from = end < 0 ? text.length : end + 2;
  }
  return out + text.slice(from);
}

/** An HTML file: an Angular template (ngx-translate, @angular/localize) and/or a Django/Jinja2 template. */
function htmlUsages(text: string, frameworks: ProjectFrameworks): KeyUsage[] {
  const out = [
    ...(frameworks.ngxTranslate ? scanAngularTemplate(text) : []),
    ...(frameworks.angularLocalize ? scanAngularI18n(text) : []),
  ];
  if (text.includes('{%') || text.includes('{{'))
    out.push(...(templateFlavor(text) === 'django' ? scanDjangoTemplate(text) : scanJinjaTemplate(text)));
  return out.sort((a, b) => a.offset - b.offset);
}

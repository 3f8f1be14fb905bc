// The rows of the fault matrix: every public method of the two service clients, each with how to call it
// against a sandbox (prepare runs before the fault is injected, so setup such as creating the language to
// patch is never faulted) and what kind of request it is (which decides the expected outcome).
import { WeblateClient } from '../../../src/core/weblate';
import { TranslationSchema } from '../../../src/core/weblate';
import type { WorldAnvilApi } from '../../../src/core/worldanvil';
import type { LanguageInput } from '../../../src/core/weblate';

/** World Anvil twice: the same rows against the Aragorn face and the Boromir face. */
export type Service = 'weblate' | 'worldanvil' | 'boromir';

/** What the server answers on success: JSON validated by a schema, plain text, or nothing (204). */
export type AnswerKind = 'json' | 'text' | 'empty';

export interface Fixtures {
  /** A translatable single-form unit of atlas/web/de. */
  unitId: number;
  /** The de translation's URL (a cross-reference to follow). */
  translationUrl: string;
  userId: string;
  worldId: string;
  articleId: string;
}

export interface CellEnv {
  fixtures: Fixtures;
  /** False for the "refused" column: there is no server, so prepare must not call one. */
  live: boolean;
  /** A client without faults for setup (only when live). */
  setupWeblate: () => WeblateClient;
  /** A unique suffix for names created by this cell. */
  unique: string;
}

export interface MethodRow<C> {
  name: string;
  service: Service;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  answer: AnswerKind;
  /** Never repeated by the client although not a POST (Boromir's PUT create, a DELETE whose repeat would hide that it worked). */
  once?: boolean;
  /** The answer has no string or number field, so the wrongType fault (which retypes the first one) changes nothing. */
  noScalars?: boolean;
  /** Returns the call to make under the fault. */
  prepare(env: CellEnv): Promise<(client: C) => Promise<unknown>>;
}

const get = <C>(
  name: string,
  service: Service,
  call: (c: C, f: Fixtures) => Promise<unknown>,
  answer: AnswerKind = 'json',
): MethodRow<C> => ({
  name,
  service,
  method: 'GET',
  answer,
  prepare: async (env) => (c) => call(c, env.fixtures),
});

const language = (code: string, name = 'Fault Matrix'): LanguageInput => ({
  code,
  name,
  direction: 'ltr',
  plural: { number: 2, formula: 'n != 1' },
});

async function existingLanguage(env: CellEnv): Promise<string> {
  const code = `fm_${env.unique}`;
  if (env.live) {
    const c = env.setupWeblate();
    try {
      await c.createLanguage(language(code));
    } finally {
      await c.close();
    }
  }
  return code;
}

type W = WeblateClient;
export const WEBLATE_ROWS: MethodRow<W>[] = [
  get<W>('listProjects', 'weblate', (c) => c.listProjects()),
  get<W>('listProjectsPage', 'weblate', (c) => c.listProjectsPage(1)),
  get<W>('listComponents', 'weblate', (c) => c.listComponents('atlas')),
  get<W>('listComponentsPage', 'weblate', (c) => c.listComponentsPage('atlas', 1)),
  get<W>('listTranslations', 'weblate', (c) => c.listTranslations('atlas', 'web')),
  get<W>('listTranslationsPage', 'weblate', (c) => c.listTranslationsPage('atlas', 'web', 1)),
  get<W>('listTranslationUnits', 'weblate', (c) => c.listTranslationUnits('atlas', 'web', 'de')),
  get<W>('listTranslationUnitsPage', 'weblate', (c) =>
    c.listTranslationUnitsPage('atlas', 'web', 'de', 1, { pageSize: 5 }),
  ),
  get<W>('listUnits', 'weblate', (c) => c.listUnits({ q: 'state:<translated' })),
  get<W>('listUnitsPage', 'weblate', (c) => c.listUnitsPage(1, { pageSize: 5 })),
  get<W>('listLanguagesPage', 'weblate', (c) => c.listLanguagesPage(1, 5)),
  get<W>('listChanges', 'weblate', (c) => c.listChanges({}, { project: 'atlas' })),
  get<W>('listChangesPage', 'weblate', (c) => c.listChangesPage({}, 1, undefined, 5)),
  get<W>('listLanguages', 'weblate', (c) => c.listLanguages()),
  get<W>('listUsers', 'weblate', (c) => c.listUsers()),
  get<W>('listComponentStatistics', 'weblate', (c) => c.listComponentStatistics('atlas', 'web')),
  get<W>('listComponentLinks', 'weblate', (c) => c.listComponentLinks('atlas', 'web')),
  get<W>('listProjectLanguages', 'weblate', (c) => c.listProjectLanguages('atlas')),
  get<W>('getProject', 'weblate', (c) => c.getProject('atlas')),
  get<W>('getProjectStatistics', 'weblate', (c) => c.getProjectStatistics('atlas')),
  get<W>('getComponent', 'weblate', (c) => c.getComponent('atlas', 'web')),
  { ...get<W>('getComponentLock', 'weblate', (c) => c.getComponentLock('atlas', 'web')), noScalars: true }, // {"locked": false}
  get<W>('getTranslation', 'weblate', (c) => c.getTranslation('atlas', 'web', 'de')),
  get<W>('getTranslationStatistics', 'weblate', (c) => c.getTranslationStatistics('atlas', 'web', 'de')),
  get<W>('getTranslationFile', 'weblate', (c) => c.getTranslationFile('atlas', 'web', 'de'), 'text'),
  get<W>('getRepository', 'weblate', (c) => c.getRepository('atlas', 'web')),
  get<W>('getUnit', 'weblate', (c, f) => c.getUnit(f.unitId)),
  get<W>('getChange', 'weblate', (c) => c.getChange(1)),
  get<W>('getLanguage', 'weblate', (c) => c.getLanguage('de')),
  get<W>('getLanguageStatistics', 'weblate', (c) => c.getLanguageStatistics('de')),
  get<W>('getUser', 'weblate', (c) => c.getUser('translator')),
  get<W>('follow', 'weblate', (c, f) => c.follow(f.translationUrl, TranslationSchema)),
  {
    name: 'patchUnit',
    service: 'weblate',
    method: 'PATCH',
    answer: 'json',
    prepare: async (env) => (c) =>
      c.patchUnit(env.fixtures.unitId, { target: [`Fault matrix ${env.unique}`], state: 20 }),
  },
  {
    name: 'createLanguage',
    service: 'weblate',
    method: 'POST',
    answer: 'json',
    prepare: async (env) => (c) => c.createLanguage(language(`fm_${env.unique}`)),
  },
  {
    name: 'updateLanguage',
    service: 'weblate',
    method: 'PUT',
    answer: 'json',
    prepare: async (env) => {
      const code = await existingLanguage(env);
      return (c) => c.updateLanguage(code, language(code, 'Fault Matrix (replaced)'));
    },
  },
  {
    name: 'patchLanguage',
    service: 'weblate',
    method: 'PATCH',
    answer: 'json',
    prepare: async (env) => {
      const code = await existingLanguage(env);
      return (c) => c.patchLanguage(code, { direction: 'rtl' });
    },
  },
  {
    name: 'deleteLanguage',
    service: 'weblate',
    method: 'DELETE',
    answer: 'empty',
    once: true,
    prepare: async (env) => {
      const code = await existingLanguage(env);
      return (c) => c.deleteLanguage(code);
    },
  },
];

/** The title the createArticle cell uses (the matrix looks for it afterwards). */
export const createdTitle = (unique: string) => `Fault Matrix ${unique}`;

type A = WorldAnvilApi;
export const WORLD_ANVIL_ROWS: MethodRow<A>[] = [
  get<A>('getUser', 'worldanvil', (c) => c.getUser()),
  get<A>('getWorld', 'worldanvil', (c, f) => c.getWorld(f.worldId)),
  get<A>('listWorlds', 'worldanvil', (c, f) => c.listWorlds(f.userId)),
  get<A>('listArticles', 'worldanvil', (c, f) => c.listArticles(f.worldId, { offset: 0, limit: 10 })),
  get<A>('listAllArticles', 'worldanvil', (c, f) => c.listAllArticles(f.worldId)),
  get<A>('getArticle', 'worldanvil', (c, f) => c.getArticle(f.articleId, { loadAllProperties: true })),
  get<A>('findArticleByTitle', 'worldanvil', (c, f) => c.findArticleByTitle(f.worldId, 'No Such Title')),
  get<A>('listCategories', 'worldanvil', (c, f) => c.listCategories(f.worldId)),
  {
    name: 'createArticle',
    service: 'worldanvil',
    method: 'POST',
    answer: 'json',
    prepare: async (env) => (c) =>
      c.createArticle({
        world: env.fixtures.worldId,
        title: createdTitle(env.unique),
        template: 'article',
        content: '[b]made under a fault[/b]',
      }),
  },
  {
    name: 'patchArticle',
    service: 'worldanvil',
    method: 'PATCH',
    answer: 'json',
    prepare: async (env) => (c) =>
      c.patchArticle(env.fixtures.articleId, { excerpt: `Patched under a fault ${env.unique}` }),
  },
  // Each cell has a sandbox of its own: deleting the shared fixture article there touches no other cell.
  {
    name: 'deleteArticle',
    service: 'worldanvil',
    method: 'DELETE',
    answer: 'json',
    once: true,
    noScalars: true,
    prepare: async (env) => (c) => c.deleteArticle(env.fixtures.articleId),
  },
];

/** The same calls through the Boromir client; its create is a PUT that is never repeated. */
export const BOROMIR_ROWS: MethodRow<A>[] = WORLD_ANVIL_ROWS.map((r) => ({
  ...r,
  service: 'boromir',
  ...(r.name === 'createArticle' ? { method: 'PUT', once: true } : {}),
}));

// Reading a project's glossaries over the API, once per project and target language, and keeping them
// until the server is seen to change (the change log, a save, an added term) or the connection changes.
// A project's glossaries are its own components with `is_glossary` and the glossary components of other
// projects shared into it (Component.links: /api/components/{p}/{c}/links/ lists the projects). The
// server-wide list of shared glossaries is read once per cache life. Each glossary costs two unit lists:
// its source strings (their state decides which terms are searched, their extra flags are the terms')
// and its strings in the target language. However many terms a server sends, the automaton they are
// matched with keeps only those within its bounds (matcher.ts: term length, count and characters), so a
// glossary cannot make matching a string cost more than its length plus a fixed amount (issue 42).
import { NotFoundError } from '../http/errors';
import type { WeblateClient } from '../weblate/client';
import { seg } from '../weblate/clientBase';
import { UnitSchema, type Component, type Unit } from '../weblate/schemas';
import { componentCheckFlags } from '../checks/checkFlags';
import { GlossaryIndex, termOf, aliasesOf, type GlossaryComponentInfo, type GlossaryTerm } from './terms';

function infoOf(c: Component, project: string): GlossaryComponentInfo {
  return {
    project,
    slug: c.slug,
    name: c.name,
    priority: c.priority ?? 100,
    sourceLanguage: c.source_language?.code ?? 'en',
    checkFlags: componentCheckFlags(c),
  };
}

/** The glossary components of other projects, with the projects each is shared into. */
export async function sharedGlossaries(
  client: WeblateClient,
  signal?: AbortSignal,
): Promise<{ component: Component; projects: string[] }[]> {
  const all = await client.listComponents(undefined, { signal });
  const glossaries = all.filter((c) => c.is_glossary === true);
  return Promise.all(
    glossaries.map(async (component) => ({
      component,
      projects: (await client.listComponentLinks(component.project.slug, component.slug, { signal })).map(
        (p) => p.slug,
      ),
    })),
  );
}

/** The glossary components a project's strings are matched against: its own, then those shared into it. */
export async function projectGlossaries(
  client: WeblateClient,
  project: string,
  shared: () => Promise<{ component: Component; projects: string[] }[]>,
  signal?: AbortSignal,
): Promise<GlossaryComponentInfo[]> {
  const own = (await client.listComponents(project, { signal })).filter((c) => c.is_glossary === true);
  const linked = (await shared()).filter((s) => s.component.project.slug !== project && s.projects.includes(project));
  return [...own.map((c) => infoOf(c, project)), ...linked.map((s) => infoOf(s.component, s.component.project.slug))];
}

/** Reads every glossary of the project in `language` and builds the index strings are matched with. */
export async function loadGlossary(
  client: WeblateClient,
  glossaries: readonly GlossaryComponentInfo[],
  language: string,
  signal?: AbortSignal,
): Promise<GlossaryIndex> {
  const parts = await Promise.all(
    glossaries.map(async (g) => {
      const units = (lang: string) =>
        client.listTranslationUnits(g.project, g.slug, lang, { signal }).catch((err: unknown) => {
          if (err instanceof NotFoundError) return [] as Unit[]; // the glossary lacks this language
          throw err;
        });
      const [sources, targets] = await Promise.all([
        units(g.sourceLanguage),
        language === g.sourceLanguage ? Promise.resolve([] as Unit[]) : units(language),
      ]);
      return { g, sources, targets };
    }),
  );
  // 2026.10.1 sends tbx_terms on every unit and matches plural forms and TBX alternatives one by one.
  const splitForms = parts.some((p) => [...p.sources, ...p.targets].some((u) => 'tbx_terms' in u));
  const terms: GlossaryTerm[] = [];
  const searched: string[] = [];
  for (const { g, sources, targets } of parts) {
    const byUrl = new Map(sources.map((u) => [u.url, u]));
    for (const s of sources) if (s.state >= 20) searched.push(...aliasesOf(s.source, splitForms));
    for (const t of targets) terms.push(termOf(t, t.source_unit ? byUrl.get(t.source_unit) : undefined, g, splitForms));
  }
  return new GlossaryIndex(terms, searched);
}

/**
 * The glossaries of each project and language read so far, for one connection. Loads in flight are shared;
 * a failed load is forgotten so the next look asks again.
 */
export class GlossaryCache {
  #shared: Promise<{ component: Component; projects: string[] }[]> | undefined;
  readonly #indexes = new Map<string, Promise<GlossaryIndex>>();
  readonly #glossaries = new Map<string, Promise<GlossaryComponentInfo[]>>();

  constructor(private readonly client: WeblateClient) {}

  glossaries(project: string, signal?: AbortSignal): Promise<GlossaryComponentInfo[]> {
    return this.#remember(this.#glossaries, project, () =>
      projectGlossaries(this.client, project, () => (this.#shared ??= this.#sharedOnce(signal)), signal),
    );
  }

  index(project: string, language: string, signal?: AbortSignal): Promise<GlossaryIndex> {
    return this.#remember(this.#indexes, `${project}\n${language}`, async () =>
      loadGlossary(this.client, await this.glossaries(project, signal), language, signal),
    );
  }

  /** Everything read is stale (the server changed): the next look reads again. */
  clear(): void {
    this.#shared = undefined;
    this.#indexes.clear();
    this.#glossaries.clear();
  }

  #sharedOnce(signal?: AbortSignal) {
    const p = sharedGlossaries(this.client, signal);
    p.catch(() => {
      if (this.#shared === p) this.#shared = undefined;
    });
    return p;
  }

  #remember<T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    let hit = map.get(key);
    if (!hit) {
      hit = load();
      map.set(key, hit);
      const p = hit;
      p.catch(() => {
        if (map.get(key) === p) map.delete(key);
      });
    }
    return hit;
  }
}

/**
 * Adds a term to a glossary: a new string in the glossary's translation into `language`, with its
 * translation (POST /api/translations/{p}/{c}/{lang}/units/, 5.10.4 and 2026.10.1 alike; Weblate adds the
 * source string to the glossary's other languages itself).
 */
export function addGlossaryTerm(
  client: WeblateClient,
  glossary: Pick<GlossaryComponentInfo, 'project' | 'slug'>,
  language: string,
  source: string,
  target: string,
): Promise<Unit> {
  return client.http.requestJson(
    {
      method: 'POST',
      url: `translations/${seg(glossary.project)}/${seg(glossary.slug)}/${seg(language)}/units/`,
      endpoint: 'POST /api/translations/{project}/{component}/{language}/units/',
      body: { source: [source], target: [target], ...(target ? { state: 20 } : {}) },
      idempotent: false,
    },
    UnitSchema,
  );
}

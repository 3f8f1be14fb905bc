// The Weblate side of the hostile volumes (sandbox/hostile/volumes.ts `components: N`): a project "Many
// Components" (`many`) holding N components, for issue #28's "a Weblate with 10,000 projects or components
// expands its tree level in ≤ 200 ms". Real records in the database, so every route (the paged list, each
// row's statistics and repository state, the component itself) answers them as it answers the seed's.
// They carry no translations: the tree level is what is measured, not what lies below it.
import type { ComponentRec, WeblateDb } from './model';
import { revisionOf } from './data';

export const MANY_PROJECT = { slug: 'many', name: 'Many Components' } as const;

/** Gives `many` exactly `n` components (0: no such project). Sets replace each other; nothing else moves. */
export function setManyComponents(db: WeblateDb, n: number): void {
  const at = db.projects.findIndex((p) => p.slug === MANY_PROJECT.slug);
  if (at >= 0) {
    const id = db.projects[at]!.id;
    // Records are found by position (id - 1): only a project and components at the end can go.
    const first = db.components.findIndex((c) => c.projectId === id);
    const tail = first < 0 || db.components.slice(first).every((c) => c.projectId === id);
    if (at !== db.projects.length - 1 || !tail || db.translations.some((t) => t.componentId > first && first >= 0))
      throw new Error('the Many Components project is no longer the last records: restart the sandbox');
    if (first >= 0) db.components.length = first;
    db.projects.length = at;
  }
  if (n <= 0) return;
  const project = {
    id: db.projects.length + 1,
    slug: MANY_PROJECT.slug,
    name: MANY_PROJECT.name,
    web: 'https://many.example.org/',
    private: false,
    instructions: '',
  };
  db.projects.push(project);
  for (let i = 0; i < n; i++) {
    const slug = `part-${String(i).padStart(5, '0')}`;
    const comp: ComponentRec = {
      id: db.components.length + 1,
      projectId: project.id,
      slug,
      name: `Part ${String(i).padStart(5, '0')}`,
      fileFormat: 'json-nested',
      filemask: `${slug}/*.json`,
      template: `${slug}/en.json`,
      vcs: 'git',
      repo: `https://git.example.org/many/${slug}.git`,
      isGlossary: false,
      sourceLanguage: 'en',
      locked: false,
      license: 'MIT',
      manageUnits: false,
      pendingUnits: new Set(),
      outgoingCommits: 0,
      headRevision: revisionOf(`many/${slug}/head`),
      remoteRevision: revisionOf(`many/${slug}/head`),
    };
    db.components.push(comp);
  }
}

// Where package.json holds text a person reads (the rest are ids, paths, when-clauses and schemas): each
// must be a %key% whose English text is in package.nls.json. New kinds of contribution add a line here.

export interface ManifestText {
  /** e.g. `contributes.commands[scriptorium.showLog].title` */
  path: string;
  value: string;
}

type Json = Record<string, unknown>;
const list = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

export function manifestTexts(pkgJson: unknown): ManifestText[] {
  const pkg = obj(pkgJson);
  const c = obj(pkg.contributes);
  const out: ManifestText[] = [];
  const add = (path: string, value: unknown) => {
    if (typeof value === 'string') out.push({ path, value });
    else if (Array.isArray(value)) value.forEach((v, i) => add(`${path}[${i}]`, v));
  };
  add('description', pkg.description);
  add('capabilities.untrustedWorkspaces.description', obj(obj(pkg.capabilities).untrustedWorkspaces).description);
  for (const cmd of list(c.commands))
    for (const field of ['title', 'category', 'shortTitle'])
      add(`contributes.commands[${String(cmd.command)}].${field}`, cmd[field]);
  for (const containers of Object.values(obj(c.viewsContainers)))
    for (const v of list(containers)) add(`contributes.viewsContainers[${String(v.id)}].title`, v.title);
  for (const views of Object.values(obj(c.views))) {
    for (const v of list(views))
      for (const field of ['name', 'contextualTitle']) add(`contributes.views[${String(v.id)}].${field}`, v[field]);
  }
  for (const w of list(c.viewsWelcome)) add(`contributes.viewsWelcome[${String(w.view)}].contents`, w.contents);
  for (const section of list(c.configuration)) {
    add(`contributes.configuration.title`, section.title);
    for (const [key, p] of Object.entries(obj(section.properties))) {
      for (const field of [
        'description',
        'markdownDescription',
        'enumDescriptions',
        'markdownEnumDescriptions',
        'deprecationMessage',
        'markdownDeprecationMessage',
      ])
        add(`${key}.${field}`, obj(p)[field]);
    }
  }
  for (const walkthrough of list(c.walkthroughs)) {
    add(`contributes.walkthroughs[${String(walkthrough.id)}].title`, walkthrough.title);
    add(`contributes.walkthroughs[${String(walkthrough.id)}].description`, walkthrough.description);
    for (const step of list(walkthrough.steps)) {
      for (const field of ['title', 'description']) add(`walkthrough step ${String(step.id)}.${field}`, step[field]);
      add(`walkthrough step ${String(step.id)}.media.altText`, obj(step.media).altText);
    }
  }
  return out;
}

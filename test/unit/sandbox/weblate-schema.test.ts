// Every resource of the seed's tables, field by field with its type, over real HTTP: exactly the seed's
// field names (no more, no fewer), the seed's Allow headers, and absolute `?format=api` cross-references.
import { strict as assert } from 'node:assert';
import { get as httpGet } from 'node:http';
import { call, useSandbox } from './helpers';

const ctx = useSandbox();
const api = (path: string) => `${ctx.sb.origin}/api/${path}`;
const admin = () => ctx.sb.credentials.weblate.adminToken;

type Kind =
  | 'int'
  | 'int64'
  | 'number'
  | 'string'
  | 'bool'
  | 'ref'
  | 'ref?'
  | 'web'
  | 'string?'
  | 'strings'
  | 'array'
  | 'object'
  | 'object?';
type Shape = Record<string, Kind>;

const CHANGE: Shape = {
  id: 'int',
  unit: 'ref?',
  component: 'ref?',
  translation: 'ref?',
  user: 'ref?',
  author: 'ref?',
  timestamp: 'string',
  action: 'int',
  action_name: 'string',
  target: 'string',
  url: 'ref',
};
const UNIT: Shape = {
  id: 'int',
  translation: 'ref',
  source: 'strings',
  previous_source: 'string',
  target: 'strings',
  id_hash: 'int64',
  content_hash: 'int64',
  location: 'string',
  context: 'string',
  note: 'string',
  flags: 'string',
  extra_flags: 'string',
  explanation: 'string',
  state: 'int',
  fuzzy: 'bool',
  translated: 'bool',
  approved: 'bool',
  position: 'int',
  has_suggestion: 'bool',
  has_comment: 'bool',
  has_failing_check: 'bool',
  num_words: 'int',
  source_unit: 'ref',
  priority: 'int',
  web_url: 'web',
  url: 'ref',
};
const LANGUAGE: Shape = {
  code: 'string',
  name: 'string',
  plural: 'object',
  aliases: 'strings',
  direction: 'string',
  web_url: 'web',
  url: 'ref',
  statistics_url: 'ref',
};
const PLURAL: Shape = { id: 'int', source: 'int', number: 'int', formula: 'string', type: 'int' };
const PROJECT: Shape = {
  id: 'int',
  name: 'string',
  slug: 'string',
  web: 'string',
  web_url: 'web',
  url: 'ref',
  components_list_url: 'ref',
  repository_url: 'ref',
  statistics_url: 'ref',
  changes_list_url: 'ref',
  languages_url: 'ref',
  translation_review: 'bool',
  source_review: 'bool',
  set_language_team: 'bool',
  enable_hooks: 'bool',
  instructions: 'string',
  language_aliases: 'string',
};
const COMPONENT: Shape = {
  locked: 'bool', // real 5.10.4 and 2026.10.1 (not the seed)
  id: 'int',
  name: 'string',
  slug: 'string',
  source_language: 'object',
  project: 'object',
  vcs: 'string',
  repo: 'string',
  push: 'string',
  git_export: 'string',
  branch: 'string',
  push_branch: 'string',
  filemask: 'string',
  template: 'string',
  intermediate: 'string',
  new_base: 'string',
  edit_template: 'bool',
  file_format: 'string',
  license: 'string',
  agreement: 'string',
  license_url: 'string?',
  web_url: 'web',
  url: 'ref',
  repository_url: 'ref',
  translations_url: 'ref',
  statistics_url: 'ref',
  lock_url: 'ref',
  links_url: 'ref',
  changes_list_url: 'ref',
  task_url: 'string?',
  new_lang: 'string',
  language_code_style: 'string',
  check_flags: 'string',
  priority: 'int',
  enforced_checks: 'array',
  restricted: 'bool',
  repoweb: 'string',
  report_source_bugs: 'string',
  merge_style: 'string',
  commit_message: 'string',
  add_message: 'string',
  delete_message: 'string',
  merge_message: 'string',
  addon_message: 'string',
  allow_translation_propagation: 'bool',
  manage_units: 'bool',
  enable_suggestions: 'bool',
  suggestion_voting: 'bool',
  push_on_commit: 'bool',
  auto_lock_error: 'bool',
  is_glossary: 'bool',
  suggestion_autoaccept: 'int',
  commit_pending_age: 'int',
  language_regex: 'string',
  variant_regex: 'string',
  addons: 'array',
  glossary_color: 'string',
};
const TRANSLATION: Shape = {
  id: 'int',
  language: 'object',
  component: 'object',
  language_code: 'string',
  filename: 'string',
  revision: 'string',
  web_url: 'web',
  share_url: 'web',
  translate_url: 'web',
  url: 'ref',
  is_template: 'bool',
  is_source: 'bool',
  total: 'int',
  translated: 'int',
  fuzzy: 'int',
  failing_checks: 'int',
  have_suggestion: 'int',
  have_comment: 'int',
  total_words: 'int',
  translated_words: 'int',
  fuzzy_words: 'int',
  failing_checks_words: 'int',
  translated_percent: 'number',
  fuzzy_percent: 'number',
  failing_checks_percent: 'number',
  last_change: 'string?',
  last_author: 'string?',
  repository_url: 'ref',
  file_url: 'ref',
  statistics_url: 'ref',
  changes_list_url: 'ref',
  units_list_url: 'ref',
};
const STATISTICS: Shape = {
  total: 'int',
  translated: 'int',
  fuzzy: 'int',
  failing: 'int',
  approved: 'int',
  readonly: 'int',
  suggestions: 'int',
  comments: 'int',
  recent_changes: 'int',
  total_words: 'int',
  translated_words: 'int',
  total_chars: 'int',
  translated_chars: 'int',
  translated_percent: 'number',
  translated_words_percent: 'number',
  translated_chars_percent: 'number',
  fuzzy_percent: 'number',
  failing_percent: 'number',
  approved_percent: 'number',
  readonly_percent: 'number',
  last_change: 'string?',
  name: 'string',
  url: 'ref',
};
// Real servers add last_author to translation statistics and wlc reads it; the seed's table omits it.
const TRANSLATION_STATISTICS: Shape = { ...STATISTICS, code: 'string', last_author: 'string?' };

function check(kind: Kind, v: unknown, where: string): void {
  const origin = ctx.sb.origin;
  const isRef = (x: unknown) => typeof x === 'string' && x.startsWith(`${origin}/api/`) && x.endsWith('/?format=api');
  const ok: Record<Kind, () => boolean> = {
    int: () => typeof v === 'number' && Number.isInteger(v),
    int64: () =>
      (typeof v === 'bigint' || Number.isInteger(v)) &&
      BigInt(v as bigint) >= -(2n ** 63n) &&
      BigInt(v as bigint) < 2n ** 63n,
    number: () => typeof v === 'number' && Math.round((v as number) * 10) / 10 === v,
    string: () => typeof v === 'string',
    'string?': () => v === null || typeof v === 'string',
    bool: () => typeof v === 'boolean',
    ref: () => isRef(v),
    'ref?': () => v === null || isRef(v),
    web: () => typeof v === 'string' && v.startsWith(`${origin}/`) && !v.startsWith(`${origin}/api/`),
    strings: () => Array.isArray(v) && v.every((x) => typeof x === 'string'),
    array: () => Array.isArray(v),
    object: () => v !== null && typeof v === 'object' && !Array.isArray(v),
    'object?': () => v === null || (typeof v === 'object' && !Array.isArray(v)),
  };
  assert.ok(ok[kind](), `${where}: expected ${kind}, got ${typeof v === 'bigint' ? `${v}n` : JSON.stringify(v)}`);
}

function conform(value: Record<string, unknown>, shape: Shape, what: string): void {
  assert.deepEqual(Object.keys(value).sort(), Object.keys(shape).sort(), `${what}: the seed's field set`);
  for (const [k, kind] of Object.entries(shape)) check(kind, value[k], `${what}.${k}`);
}

function language(l: Record<string, unknown>, what: string): void {
  conform(l, LANGUAGE, what);
  conform(l.plural as Record<string, unknown>, PLURAL, `${what}.plural`);
  assert.ok(l.direction === 'ltr' || l.direction === 'rtl');
}

function component(c: Record<string, unknown>, what: string): void {
  conform(c, COMPONENT, what);
  language(c.source_language as Record<string, unknown>, `${what}.source_language`);
  conform(c.project as Record<string, unknown>, PROJECT, `${what}.project`);
  assert.ok(['json-nested', 'tbx', 'po', 'aresource', 'arb', 'strings'].includes(c.file_format as string));
  assert.equal(c.commit_pending_age, 24);
  assert.equal(c.suggestion_autoaccept, 0);
}

async function list(path: string, token?: string): Promise<Record<string, unknown>[]> {
  const r = await call(api(path), { token });
  assert.equal(r.status, 200, path);
  assert.equal(r.headers.get('allow'), 'GET, HEAD, OPTIONS', `Allow of ${path}`);
  assert.deepEqual(Object.keys(r.json), ['count', 'next', 'previous', 'results']);
  return r.json.results;
}

async function one(path: string, allow = 'GET, HEAD, OPTIONS'): Promise<Record<string, unknown>> {
  const r = await call(api(path), { token: admin() });
  assert.equal(r.status, 200, path);
  assert.equal(r.headers.get('allow'), allow, `Allow of ${path}`);
  assert.equal(r.headers.get('content-type'), 'application/json');
  assert.equal(r.headers.get('vary'), 'Accept');
  return r.json;
}

describe('sandbox: Weblate wire format against the seed', () => {
  it('change records', async () => {
    const all = await list('changes/?page_size=1000', admin());
    for (const c of all) conform(c, CHANGE, `change ${c.id}`);
    for (const c of all) assert.match(c.timestamp as string, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    conform(await one('changes/1/'), CHANGE, 'changes/1/');
    // Project-level records have no component, component-level ones no translation (the seed's nulls).
    const project = all.find((c) => c.action === 50)!;
    assert.equal(project.component, null);
    assert.equal(project.translation, null);
    assert.ok(all.some((c) => c.action === 51 && c.component !== null && c.translation === null));
  });

  it('units, everywhere they are listed and one by one', async () => {
    for (const path of [
      'units/?page_size=200',
      'translations/atlas/glossary/ar/units/',
      'translations/mobile/app/he/units/',
    ]) {
      // tbx_terms and screenshots_url: 2026.10.1's TBX metadata ({} without) and the unit's screenshots,
      // which the 5.10-era seed has not.
      for (const { tbx_terms, screenshots_url, ...u } of await list(path)) {
        check('object', tbx_terms, `${path} unit ${u.id}.tbx_terms`);
        check('ref', screenshots_url, `${path} unit ${u.id}.screenshots_url`);
        conform(u, UNIT, `${path} unit ${u.id}`);
      }
    }
    const { tbx_terms, screenshots_url, ...unit } = await one('units/1/', 'GET, PATCH, HEAD, OPTIONS');
    check('object', tbx_terms, 'units/1/.tbx_terms');
    check('ref', screenshots_url, 'units/1/.screenshots_url');
    conform(unit, UNIT, 'units/1/');
  });

  it('translations, with their embedded language and component', async () => {
    for (const t of [
      ...(await list('translations/?page_size=100', admin())),
      await one('translations/atlas/web/pt_BR/'),
    ]) {
      conform(t, TRANSLATION, `translation ${t.id}`);
      language(t.language as Record<string, unknown>, `translation ${t.id}.language`);
      component(t.component as Record<string, unknown>, `translation ${t.id}.component`);
      assert.match(t.revision as string, /^[0-9a-f]{40},[0-9a-f]{40}$/);
    }
    // Nested under their component, translations leave the component out, as real Weblate 5.10 does.
    const { component: _omitted, ...nested } = TRANSLATION;
    for (const t of await list('components/atlas/web/translations/')) conform(t, nested, 'component translations');
  });

  it('components and projects, in lists and one by one', async () => {
    for (const c of [...(await list('components/', admin())), await one('components/atlas/glossary/')]) {
      component(c, `component ${c.slug}`);
    }
    // Nested under their project, components leave the project out, as real Weblate 5.10 does.
    for (const c of await list('projects/atlas/components/'))
      component({ ...c, project: (await one('projects/atlas/')) as unknown }, `component ${c.slug} (nested)`);
    assert.ok((await list('projects/atlas/components/')).every((c) => !('project' in c)));
    for (const p of [...(await list('projects/', admin())), await one('projects/mobile/')])
      conform(p, PROJECT, `project ${p.slug}`);
  });

  it('languages: list items, one language (with its write methods in Allow), plurals of 1, 2, 3 and 6 forms', async () => {
    const langs = await list('languages/?page_size=100');
    for (const l of langs) language(l, `language ${l.code}`);
    language(await one('languages/pt_BR/', 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS'), 'languages/pt_BR/');
    const forms = new Set(langs.map((l) => (l.plural as { number: number }).number));
    for (const n of [1, 2, 3, 6]) assert.ok(forms.has(n), `a language with ${n} plural forms`);
    assert.ok(langs.some((l) => l.direction === 'rtl'));
  });

  it('users: list items carry only full_name and username; one user by username', async () => {
    const users = await list('users/');
    for (const u of users) conform(u, { full_name: 'string', username: 'string' }, `user ${u.username}`);
    assert.ok(users.some((u) => u.username === 'anonymous'));
    assert.equal((await one('users/anonymous/')).username, 'anonymous');
  });

  it('statistics of translations, languages, projects and components', async () => {
    conform(await one('translations/atlas/web/de/statistics/'), TRANSLATION_STATISTICS, 'translation statistics');
    conform(await one('languages/ar/statistics/'), STATISTICS, 'language statistics');
    conform(await one('projects/atlas/statistics/'), STATISTICS, 'project statistics');
    for (const s of await list('components/atlas/web/statistics/'))
      conform(s, TRANSLATION_STATISTICS, 'component statistics item');
  });

  it('the URL-referenced sub-resources: repository, lock, links, project languages, translation file', async () => {
    // Real Weblate: the api url of the repository, commits as objects (null on a local repository), and
    // 2026.x's pending units and commits ahead/behind.
    const repo = {
      needs_commit: 'bool',
      needs_merge: 'bool',
      needs_push: 'bool',
      url: 'ref',
      remote_commit: 'object?',
      weblate_commit: 'object?',
      status: 'string',
      merge_failure: 'string?',
      pending_units: 'object',
      outgoing_commits: 'int',
      missing_commits: 'int',
    } as const;
    conform(await one('components/atlas/web/repository/', 'GET, POST, HEAD, OPTIONS'), repo, 'repository');
    conform(await one('translations/atlas/glossary/fr/repository/', 'GET, POST, HEAD, OPTIONS'), repo, 'repository');
    conform(
      await one('projects/atlas/repository/', 'GET, POST, HEAD, OPTIONS'),
      { needs_commit: 'bool', needs_merge: 'bool', needs_push: 'bool', url: 'ref' },
      'project repository',
    );
    conform(await one('components/atlas/web/lock/', 'GET, POST, HEAD, OPTIONS'), { locked: 'bool' }, 'lock'); // real 5.10.4: Allow names POST
    assert.deepEqual(await list('components/atlas/web/links/'), []);
    const langs = await one('projects/atlas/languages/');
    assert.ok(Array.isArray(langs) && langs.length > 0);
    const json = await call(api('translations/atlas/web/pt_BR/file/'));
    assert.equal(json.status, 200);
    const units = (await call(api('translations/atlas/web/pt_BR/units/?page_size=100'))).json.results as {
      context: string;
      target: string[];
      source: string[];
    }[];
    const done = units.find((u) => u.target[0] !== '' && u.source.length === 1)!;
    const nested = done.context
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], JSON.parse(json.text));
    assert.equal(nested, done.target[0], 'nested JSON keyed by the dotted context');
    const tbx = await call(api('translations/atlas/glossary/ar/file/'));
    assert.match(tbx.headers.get('content-type') ?? '', /tbx/);
    assert.match(tbx.text, /^<\?xml[\s\S]*<martif[\s\S]*xml:lang="ar"/);
  });

  it('the API root lists the collections as absolute ?format=api URLs', async () => {
    const root = await one('');
    for (const name of ['projects', 'components', 'translations', 'units', 'changes', 'languages', 'users']) {
      check('ref', root[name], `root.${name}`);
    }
  });

  it('builds links from the origin the request came in on', async () => {
    // fetch() will not send another Host; node:http will, as a reverse proxy would.
    const body = await new Promise<string>((resolve, reject) => {
      const req = httpGet(api('projects/atlas/'), { headers: { Host: 'weblate.example.test:8443' } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
    });
    const p = JSON.parse(body) as { url: string; components_list_url: string };
    assert.equal(p.url, 'http://weblate.example.test:8443/api/projects/atlas/?format=api');
    assert.equal(p.components_list_url, 'http://weblate.example.test:8443/api/projects/atlas/components/?format=api');
  });
});

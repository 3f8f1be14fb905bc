// Valid answers of both services, read raw from the sandbox, each with the schema and endpoint label the
// clients validate it with: the seeds the parser properties mutate.
import type { z } from 'zod';
import { envelope } from '../../../src/core/http/paging';
import { parseJson } from '../../../src/core/http/json';
import {
  ChangeSchema,
  ComponentSchema,
  LanguageSchema,
  LockSchema,
  ProjectLanguagesSchema,
  ProjectSchema,
  RepositorySchema,
  StatisticsSchema,
  TranslationSchema,
  UnitPatchResultSchema,
  UnitSchema,
  UserSchema,
} from '../../../src/core/weblate/schemas';
import {
  ArticleListSchema,
  ArticleSchema,
  ArticleWriteResultSchema,
  WorldAnvilUserSchema,
  WorldListSchema,
  WorldSchema,
} from '../../../src/core/worldanvil/schemas';
import type { Sandbox } from '../../../sandbox/types';

export interface ValidBody {
  endpoint: string;
  schema: z.ZodType;
  body: unknown;
}

async function raw(
  sb: Sandbox,
  path: string,
  headers: Record<string, string>,
  init: RequestInit = {},
): Promise<unknown> {
  const res = await fetch(`${sb.origin}${path}`, {
    ...init,
    headers: { ...headers, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return parseJson(await res.text());
}

export async function validBodies(sb: Sandbox): Promise<ValidBody[]> {
  const wl = { authorization: `Token ${sb.credentials.weblate.adminToken}` };
  const wa = {
    'x-auth-token': sb.credentials.worldAnvil.authToken,
    'x-application-key': sb.credentials.worldAnvil.applicationKey,
  };
  const units = (await raw(sb, '/api/translations/atlas/web/de/units/?page_size=3', wl)) as {
    results: { id: number; target: string[]; state: number }[];
  };
  const unit = units.results.find((u) => u.state > 0 && u.state < 100)!;
  const user = (await raw(sb, '/api/aragorn/user', wa)) as { id: string };
  const worlds = (await raw(sb, `/api/aragorn/user/${user.id}/worlds`, wa)) as { worlds: { id: string }[] };
  const worldId = worlds.worlds[0]!.id;
  const articles = (await raw(sb, `/api/aragorn/world/${worldId}/articles?limit=50`, wa)) as {
    articles: { id: string }[];
  };
  // The richest article (most sections and relations) gives the mutations the most to work on.
  const full = await Promise.all(
    articles.articles.slice(0, 12).map((a) => raw(sb, `/api/aragorn/article/${a.id}?load_all_properties=true`, wa)),
  );
  const richest = full.sort(
    (a, b) =>
      JSON.stringify(b, (_k, v) => (typeof v === 'bigint' ? 0 : v)).length -
      JSON.stringify(a, (_k, v) => (typeof v === 'bigint' ? 0 : v)).length,
  )[0];
  const patched = await raw(sb, `/api/units/${unit.id}/`, wl, {
    method: 'PATCH',
    body: JSON.stringify({ target: unit.target, state: unit.state }),
  });
  return [
    {
      endpoint: 'GET /api/projects/{project}/',
      schema: ProjectSchema,
      body: await raw(sb, '/api/projects/atlas/', wl),
    },
    {
      endpoint: 'GET /api/components/{project}/{component}/',
      schema: ComponentSchema,
      body: await raw(sb, '/api/components/atlas/web/', wl),
    },
    {
      endpoint: 'GET /api/translations/{project}/{component}/{language}/',
      schema: TranslationSchema,
      body: await raw(sb, '/api/translations/atlas/web/de/', wl),
    },
    {
      endpoint: 'GET /api/translations/{project}/{component}/{language}/units/',
      schema: envelope(UnitSchema),
      body: units,
    },
    { endpoint: 'GET /api/units/{id}/', schema: UnitSchema, body: await raw(sb, `/api/units/${unit.id}/`, wl) },
    { endpoint: 'PATCH /api/units/{id}/', schema: UnitPatchResultSchema, body: patched },
    {
      endpoint: 'GET /api/changes/',
      schema: envelope(ChangeSchema),
      body: await raw(sb, '/api/changes/?page_size=3', wl),
    },
    { endpoint: 'GET /api/languages/{code}/', schema: LanguageSchema, body: await raw(sb, '/api/languages/ar/', wl) },
    { endpoint: 'GET /api/users/{username}/', schema: UserSchema, body: await raw(sb, '/api/users/translator/', wl) },
    {
      endpoint: 'GET /api/translations/{project}/{component}/{language}/statistics/',
      schema: StatisticsSchema,
      body: await raw(sb, '/api/translations/atlas/web/de/statistics/', wl),
    },
    {
      endpoint: 'GET /api/components/{project}/{component}/repository/',
      schema: RepositorySchema,
      body: await raw(sb, '/api/components/atlas/web/repository/', wl),
    },
    {
      endpoint: 'GET /api/components/{project}/{component}/lock/',
      schema: LockSchema,
      body: await raw(sb, '/api/components/atlas/web/lock/', wl),
    },
    {
      endpoint: 'GET /api/projects/{project}/languages/',
      schema: ProjectLanguagesSchema,
      body: await raw(sb, '/api/projects/atlas/languages/', wl),
    },
    { endpoint: 'GET user', schema: WorldAnvilUserSchema, body: user },
    { endpoint: 'GET world/{id}', schema: WorldSchema, body: await raw(sb, `/api/aragorn/world/${worldId}`, wa) },
    { endpoint: 'GET user/{id}/worlds', schema: WorldListSchema, body: worlds },
    { endpoint: 'GET world/{id}/articles', schema: ArticleListSchema, body: articles },
    { endpoint: 'GET article/{id}', schema: ArticleSchema, body: richest },
    { endpoint: 'PATCH article/{id}', schema: ArticleWriteResultSchema, body: full[0] },
  ];
}

// Maintainers' actions on Weblate: the component lock and the repository behind a project, component or
// translation. Mirrors weblate/api/views.py (WeblateViewSet.repository, ComponentViewSet.lock) and its
// serializers (LockRequestSerializer, RepoRequestSerializer) of 5.10.4 and 2026.10.1, as checked by
// test/conformance. Reading the repository status needs one of the VCS rights on the project
// (`meta:vcs.status`), so a translator without them gets 403 even for the GET.
import { z } from 'zod';
import type { WeblateClient } from './client';
import { seg } from './clientBase';
import type { WeblateAction } from './permissions';
import { LockSchema, RepositorySchema } from './schemas';

/** An object that has a repository: a project, one of its components, or one translation of it. */
export interface RepositoryOwner {
  project: string;
  component?: string;
  language?: string;
}

/** Weblate's REPO_OPERATIONS: the permission each operation needs (cleanup is a kind of reset). */
export const OPERATION_PERMISSION = {
  commit: 'vcs.commit',
  push: 'vcs.push',
  pull: 'vcs.update',
  reset: 'vcs.reset',
  cleanup: 'vcs.reset',
} as const satisfies Record<string, WeblateAction>;
export type RepositoryOperation = keyof typeof OPERATION_PERMISSION;
/** The operations in the table's order: commit, push, pull, reset, cleanup. */
export const REPOSITORY_OPERATIONS = Object.keys(OPERATION_PERMISSION) as RepositoryOperation[];

/**
 * A project answers only the three flags and its url on 5.10.4; a component or translation adds the
 * commits, the `git status` text and the last merge failure. 2026.10.1 adds counts of pending units and of
 * commits ahead (outgoing) and behind (missing) — null for a project, whose `status` is null too — and
 * lists a project's included and skipped components.
 */
export const RepositoryStatusSchema = RepositorySchema.extend({
  weblate_commit: z.union([z.string(), z.looseObject({}), z.null()]).optional(),
  outgoing_commits: z.number().int().nullable().optional(),
  missing_commits: z.number().int().nullable().optional(),
  pending_units: z.looseObject({ total: z.number().int() }).nullable().optional(),
});
export type RepositoryStatus = z.output<typeof RepositoryStatusSchema>;

/** `{"result": bool}`, plus `detail` when the operation left messages (why a push failed, …). */
export const RepositoryOperationResultSchema = z.looseObject({
  result: z.boolean(),
  detail: z.string().optional(),
});
export type RepositoryOperationResult = z.output<typeof RepositoryOperationResultSchema>;

function repositoryRoute(o: RepositoryOwner): { url: string; endpoint: string } {
  if (o.component && o.language) {
    return {
      url: `translations/${seg(o.project)}/${seg(o.component)}/${seg(o.language)}/repository/`,
      endpoint: '/api/translations/{project}/{component}/{language}/repository/',
    };
  }
  if (o.component)
    return {
      url: `components/${seg(o.project)}/${seg(o.component)}/repository/`,
      endpoint: '/api/components/{project}/{component}/repository/',
    };
  return { url: `projects/${seg(o.project)}/repository/`, endpoint: '/api/projects/{project}/repository/' };
}

/** The permission path of an owner, as PermissionMemory scopes it ('p', 'p/c', 'p/c/l'). */
export function ownerPath(o: RepositoryOwner): string {
  return [o.project, o.component, o.component ? o.language : undefined].filter((x): x is string => !!x).join('/');
}

export function getRepositoryStatus(
  client: WeblateClient,
  owner: RepositoryOwner,
  signal?: AbortSignal,
): Promise<RepositoryStatus> {
  const r = repositoryRoute(owner);
  return client.http.requestJson(
    { method: 'GET', url: r.url, endpoint: `GET ${r.endpoint}`, signal },
    RepositoryStatusSchema,
  );
}

export function runRepositoryOperation(
  client: WeblateClient,
  owner: RepositoryOwner,
  operation: RepositoryOperation,
): Promise<RepositoryOperationResult> {
  const r = repositoryRoute(owner);
  // Not repeated on a lost answer: a push or reset that landed must not run twice.
  return client.http.requestJson(
    { method: 'POST', url: r.url, endpoint: `POST ${r.endpoint}`, body: { operation }, idempotent: false },
    RepositoryOperationResultSchema,
  );
}

/** Whether a component is locked (translators cannot save while it is). */
export function getComponentLock(
  client: WeblateClient,
  project: string,
  component: string,
): Promise<{ locked: boolean }> {
  return componentLock(client, project, component);
}

/** Locks or unlocks a component (translators cannot save while it is locked); answers the new state. */
export function setComponentLock(
  client: WeblateClient,
  project: string,
  component: string,
  lock: boolean,
): Promise<{ locked: boolean }> {
  return componentLock(client, project, component, lock);
}

/** The component's lock endpoint: read with GET, or set with POST when `lock` is given. */
function componentLock(client: WeblateClient, project: string, component: string, lock?: boolean) {
  const method = lock === undefined ? 'GET' : 'POST';
  return client.http.requestJson(
    {
      method,
      url: `components/${seg(project)}/${seg(component)}/lock/`,
      endpoint: `${method} /api/components/{project}/{component}/lock/`,
      ...(lock === undefined ? {} : { body: { lock } }),
    },
    LockSchema,
  );
}

/** What a repository status means for a maintainer, whatever the release sent. */
export interface RepositorySummary {
  /** Translations saved in Weblate but not yet committed to its repository. */
  needsCommit: boolean;
  /** Commits Weblate made that the remote does not have yet. */
  needsPush: boolean;
  /** The remote moved on and Weblate has to merge or rebase. */
  needsMerge: boolean;
  /** Commits ahead of / behind the remote (2026.x counts them; 5.10 does not). */
  ahead?: number;
  behind?: number;
  pendingUnits?: number;
  mergeFailure?: string;
  /** `git status` text of the component's repository (components and translations only). */
  statusText?: string;
}

export function summarizeRepository(s: RepositoryStatus): RepositorySummary {
  return {
    needsCommit: s.needs_commit,
    needsPush: s.needs_push,
    needsMerge: s.needs_merge,
    ahead: s.outgoing_commits ?? undefined,
    behind: s.missing_commits ?? undefined,
    pendingUnits: s.pending_units?.total,
    mergeFailure: s.merge_failure ?? undefined,
    statusText: s.status ?? undefined,
  };
}

/** Whether anything waits for a maintainer (the row shows a mark then). */
export function hasPendingWork(s: RepositorySummary): boolean {
  return s.needsCommit || s.needsPush || s.needsMerge || !!s.mergeFailure;
}

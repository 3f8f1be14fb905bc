// Maintainers' routes of the sandbox: the component lock and the repositories of projects, components and
// translations, with real Weblate's answers (5.10.4 and 2026.10.1, probed by test/conformance):
// - POST lock/ needs `component.lock` (admin here; the translator gets 403), `{"lock": <truthy>}` → the new
//   `{"locked": bool}`; a missing `lock` is a validation error on `lock`. While locked, every unit save is
//   403 "This translation is currently locked." (permission_denied, superusers too) — not 423.
// - GET repository/ needs one of the VCS rights (`meta:vcs.status`): 403 for the translator. A project
//   answers the three flags and its url; components and translations add the commits, `git status` text
//   and the last merge failure, and (as 2026.x does) pending units and commits ahead/behind.
// - POST repository/ {"operation"} → {"result": bool}: saved units wait as pending until a commit, a commit
//   waits until a push. A `local` component (as the real servers' provisioned ones) has no remote: push
//   and pull answer true and change nothing. A translation's commit answers false when it had nothing.
import type { SandboxResponse } from '../types';
import { addChange } from './history';
import { HttpError, ok } from './http';
import type { ComponentRec, ProjectRec, TranslationRec } from './model';
import type { Ctx } from './reads';

export const ALLOW_POST = 'GET, POST, HEAD, OPTIONS';
const OPERATIONS = ['commit', 'pull', 'push', 'reset', 'cleanup'] as const;
type Operation = (typeof OPERATIONS)[number];
const denied = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, 'permission_denied', detail);

/** The sandbox's maintainer is the superuser (admin); the translator and project bot have no VCS rights. */
// Weblate raises PermissionDenied in the view, so an anonymous caller gets 403 here too, not 401.
function requireMaintainer(ctx: Ctx): void {
  if (!ctx.caller.superuser) throw denied();
}

/** Weblate refuses every unit save in a locked component, whoever asks. */
export function refuseIfLocked(comp: ComponentRec): void {
  if (comp.locked) throw denied('This translation is currently locked.');
}

/** A unit saved through the API: it waits in Weblate's database until the next commit. */
export function notePendingUnit(comp: ComponentRec, unitId: number): void {
  comp.pendingUnits.add(unitId);
}

function body(ctx: Ctx): Record<string, unknown> {
  const b = ctx.req.body;
  if (ctx.req.invalidJson)
    throw new HttpError(400, 'parse_error', 'JSON parse error - Expecting value: line 1 column 1 (char 0)');
  return typeof b === 'object' && b !== null && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}

/** DRF's BooleanField: true/false, 1/0 and their string spellings ("yes" is true on the real server). */
function drfBoolean(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  const s = String(v).toLowerCase();
  if (['true', '1', 'yes', 'y', 't', 'on'].includes(s)) return true;
  if (['false', '0', 'no', 'n', 'f', 'off'].includes(s)) return false;
  return undefined;
}

export function postLock(ctx: Ctx, comp: ComponentRec): SandboxResponse {
  requireMaintainer(ctx);
  const b = body(ctx);
  if (!('lock' in b)) throw new HttpError(400, 'required', 'This field is required.', 'lock', 'validation_error');
  const lock = drfBoolean(b.lock);
  if (lock === undefined) throw new HttpError(400, 'invalid', 'Must be a valid boolean.', 'lock', 'validation_error');
  if (comp.locked !== lock) {
    comp.locked = lock;
    addChange(ctx.db, {
      action: lock ? 14 : 15,
      unitId: null,
      translationId: null,
      componentId: comp.id,
      projectId: comp.projectId,
      user: ctx.caller.username,
      author: ctx.caller.username,
      target: '',
    });
  }
  return ok({ locked: comp.locked }, ALLOW_POST);
}

const commitInfo = (c: ComponentRec, which: 'remote' | 'weblate') =>
  c.vcs !== 'git'
    ? null
    : {
        revision: which === 'remote' ? c.remoteRevision : c.headRevision,
        shortrevision: (which === 'remote' ? c.remoteRevision : c.headRevision).slice(0, 7),
        author: 'Weblate <noreply@weblate.org>',
        message: 'Update translation files',
        summary: 'Update translation files',
      };

function componentStatus(c: ComponentRec, pending: number, url: string) {
  const git = c.vcs === 'git';
  const ahead = git ? c.outgoingCommits : 0;
  const status =
    ahead > 0
      ? `On branch main\nYour branch is ahead of 'origin/main' by ${ahead} commit${ahead === 1 ? '' : 's'}.\n  (use "git push" to publish your local commits)\n\nnothing to commit, working tree clean\n`
      : git
        ? "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean\n"
        : 'On branch main\nnothing to commit, working tree clean\n';
  return {
    needs_commit: pending > 0,
    needs_merge: false,
    needs_push: ahead > 0,
    url,
    remote_commit: commitInfo(c, 'remote'),
    weblate_commit: commitInfo(c, 'weblate'),
    status,
    merge_failure: null,
    pending_units: { total: pending, errors_skipped: 0, commit_policy_skipped: 0, eligible_for_commit: pending },
    outgoing_commits: ahead,
    missing_commits: 0,
  };
}

/** Pending unit ids of a component, or of one of its translations. */
function pendingOf(ctx: Ctx, c: ComponentRec, only?: TranslationRec): number[] {
  return [...c.pendingUnits].filter((id) => !only || ctx.db.units[id - 1]!.translationId === only.id);
}

function apply(ctx: Ctx, c: ComponentRec, op: Operation, only?: TranslationRec): boolean {
  const log = (action: number) =>
    addChange(ctx.db, {
      action,
      unitId: null,
      translationId: only?.id ?? null,
      componentId: c.id,
      projectId: c.projectId,
      user: ctx.caller.username,
      author: ctx.caller.username,
      target: '',
    });
  const pending = pendingOf(ctx, c, only);
  switch (op) {
    case 'commit':
      if (pending.length === 0) return !only; // a component's commit answers true with nothing to do
      for (const id of pending) c.pendingUnits.delete(id);
      if (c.vcs === 'git') {
        c.outgoingCommits += 1;
        c.headRevision = nextRevision(c.headRevision);
      }
      log(17);
      return true;
    case 'push':
      // Weblate commits what is pending before it pushes (Component.do_push → commit_pending).
      if (pending.length > 0) apply(ctx, c, 'commit', only);
      if (c.vcs === 'git' && c.outgoingCommits > 0) {
        c.outgoingCommits = 0;
        c.remoteRevision = c.headRevision;
        log(18);
      }
      return true;
    case 'pull':
      return true;
    case 'reset':
    case 'cleanup':
      // Both put the repository back to the remote's state; the sandbox keeps the units it shows.
      c.pendingUnits.clear();
      c.outgoingCommits = 0;
      c.headRevision = c.remoteRevision;
      if (op === 'reset') log(19);
      return true;
  }
}

function nextRevision(rev: string): string {
  let h = 0;
  for (const ch of rev) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return (h.toString(16).padStart(8, '0') + rev).slice(0, 40);
}

export interface RepositoryOwner {
  kind: 'project' | 'component' | 'translation';
  project: ProjectRec;
  components: ComponentRec[];
  translation?: TranslationRec;
  url: string;
}

export function repositoryRoute(ctx: Ctx, owner: RepositoryOwner): SandboxResponse {
  requireMaintainer(ctx);
  if (ctx.req.method === 'POST') {
    const b = body(ctx);
    if (!('operation' in b))
      throw new HttpError(400, 'required', 'This field is required.', 'operation', 'validation_error');
    const op = b.operation;
    if (typeof op !== 'string' || !(OPERATIONS as readonly string[]).includes(op))
      throw new HttpError(
        400,
        'invalid_choice',
        `"${String(op)}" is not a valid choice.`,
        'operation',
        'validation_error',
      );
    let result = true;
    for (const c of owner.components) result = apply(ctx, c, op as Operation, owner.translation) && result;
    return ok({ result }, ALLOW_POST);
  }
  if (owner.kind === 'project') {
    const anyPending = owner.components.some((c) => c.pendingUnits.size > 0);
    const anyAhead = owner.components.some((c) => c.vcs === 'git' && c.outgoingCommits > 0);
    return ok({ needs_commit: anyPending, needs_merge: false, needs_push: anyAhead, url: owner.url }, ALLOW_POST);
  }
  const c = owner.components[0]!;
  return ok(componentStatus(c, pendingOf(ctx, c, owner.translation).length, owner.url), ALLOW_POST);
}

// Token authentication as Weblate does it: `Authorization: Token <key>`. Anonymous reads public
// projects; a private project is invisible (404) without a token that may see it; writes need a token.
import type { SandboxCredentials, SandboxRequest } from '../types';
import { HttpError } from './http';
import type { ProjectRec } from './model';

export interface Caller {
  username: string | null; // null = anonymous
  superuser: boolean;
  /** Project slugs a project token is limited to; undefined = not a project token. */
  projectScope?: string[];
  /** In the Guests team only: may suggest, may not save translations or comment. */
  suggestOnly?: boolean;
}

export function authenticate(req: SandboxRequest, creds: SandboxCredentials): Caller {
  const header = req.headers.authorization;
  if (!header) return { username: null, superuser: false };
  const m = /^(?:Token|Bearer)\s+(\S+)$/i.exec(header);
  if (!m) throw new HttpError(401, 'authentication_failed', 'Invalid token header. No credentials provided.');
  const token = m[1];
  const w = creds.weblate;
  if (token === w.adminToken) return { username: 'admin', superuser: true };
  if (token === w.translatorToken) return { username: 'translator', superuser: false };
  if (token === w.suggesterToken) return { username: 'suggester', superuser: false, suggestOnly: true };
  if (token === w.projectToken) return { username: 'internal-bot', superuser: false, projectScope: ['internal'] };
  throw new HttpError(401, 'authentication_failed', 'Invalid token.');
}

export function canSee(caller: Caller, project: ProjectRec): boolean {
  if (caller.projectScope) return caller.projectScope.includes(project.slug);
  if (!project.private) return true;
  return caller.superuser;
}

export function requireUser(caller: Caller): asserts caller is Caller & { username: string } {
  if (caller.username === null)
    throw new HttpError(401, 'not_authenticated', 'Authentication credentials were not provided.');
}

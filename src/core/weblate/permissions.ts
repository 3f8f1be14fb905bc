// What the signed-in user may do on a Weblate object. Weblate's API has no "my permissions here" endpoint
// (the `Allow` header lists the view's methods, not the user's rights), so the client learns from the
// server's answers: anonymous users may do no write; a 403 for an action on an object is remembered so the
// action is no longer offered there (until the token or server changes, or the user asks to retry).
import { PermissionError } from '../http/errors';

/** Write actions the UI offers; the names follow Weblate's permission names where one exists. */
export type WeblateAction =
  | 'unit.edit'
  | 'unit.review'
  | 'unit.add'
  | 'unit.delete'
  | 'source.edit'
  | 'suggestion.add'
  | 'suggestion.accept'
  | 'suggestion.delete'
  | 'comment.add'
  | 'upload.perform'
  | 'upload.overwrite'
  | 'component.lock'
  | 'vcs.commit'
  | 'vcs.push'
  | 'vcs.update'
  | 'vcs.reset';

/** An object's path: 'project', 'project/component' or 'project/component/language'. */
export type ObjectPath = string;

export class PermissionMemory {
  readonly #refused = new Set<string>();

  constructor(private readonly signedIn: boolean) {}

  /** Whether to offer the action on the object (or any object inside a refused one's scope). */
  mayOffer(action: WeblateAction, path: ObjectPath): boolean {
    if (!this.signedIn) return false;
    for (const scope of scopesOf(path)) if (this.#refused.has(key(action, scope))) return false;
    return true;
  }

  /** Records a refusal (call with the error of a failed write). Returns whether it was a refusal. */
  learn(action: WeblateAction, path: ObjectPath, error: unknown): boolean {
    if (!(error instanceof PermissionError)) return false;
    this.#refused.add(key(action, path));
    return true;
  }

  /** Runs a write; a 403 is remembered for the object and rethrown. */
  async attempt<T>(action: WeblateAction, path: ObjectPath, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      this.learn(action, path, error);
      throw error;
    }
  }

  forget(): void {
    this.#refused.clear();
  }
}

const key = (action: WeblateAction, path: ObjectPath) => `${action} ${path}`;

/** 'a/b/c' → ['a', 'a/b', 'a/b/c']: a refusal on a project covers its components. */
function scopesOf(path: ObjectPath): string[] {
  const parts = path.split('/');
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

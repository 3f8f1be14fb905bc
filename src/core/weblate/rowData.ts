// What the Localization tree shows on project and component rows beyond their own objects: progress and
// (for maintainers) repository state — fetched with as few requests as the server allows, cached while
// fresh, and at most a few at a time however many rows VS Code renders at once:
// - progress: one request per project row and one per component row (ProgressCache);
// - repository: one request per project, and only when the user may see it; a component's own status is
//   asked only when its project reports pending work — a clean project means clean components. A 403
//   (no VCS right on the project: Weblate checks `meta:vcs.status` there) is remembered in the
//   PermissionMemory for every VCS action, so it is neither asked again nor offered.
// The lock comes free with the component object (`locked`).
import type { WeblateClient } from './client';
import { getRepositoryStatus, hasPendingWork, summarizeRepository, type RepositorySummary } from './maintenance';
import type { PermissionMemory, WeblateAction } from './permissions';
import { FreshCache, ProgressCache, type ProgressSummary } from './progress';
import { PermissionError } from '../http/errors';

export const VCS_ACTIONS: readonly WeblateAction[] = ['vcs.commit', 'vcs.push', 'vcs.update', 'vcs.reset'];

const CLEAN: RepositorySummary = { needsCommit: false, needsPush: false, needsMerge: false };

export interface RowData {
  progress?: ProgressSummary;
  repository?: RepositorySummary;
}

/** Runs at most `limit` loads at once (VS Code asks for every visible row's item together). */
class Gate {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(load: () => Promise<T>): Promise<T> {
    if (this.#running >= this.limit) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#running += 1;
    try {
      return await load();
    } finally {
      this.#running -= 1;
      this.#waiting.shift()?.();
    }
  }
}

export class RowDataSource {
  readonly progress: ProgressCache;
  readonly #repositories: FreshCache<RepositorySummary | undefined>;
  readonly #gate: Gate;

  constructor(
    private readonly client: WeblateClient,
    private readonly permissions: PermissionMemory,
    freshMs: () => number,
    concurrency = 4,
  ) {
    this.#gate = new Gate(concurrency);
    const queued = {
      getProjectStatistics: (p: string) => this.#gate.run(() => client.getProjectStatistics(p)),
      listComponentStatistics: (p: string, c: string) => this.#gate.run(() => client.listComponentStatistics(p, c)),
    };
    this.progress = new ProgressCache(queued, freshMs);
    this.#repositories = new FreshCache(freshMs);
  }

  /** Whether any VCS action may still be offered on the object (so its status is worth asking). */
  maySeeRepository(path: string): boolean {
    return VCS_ACTIONS.some((a) => this.permissions.mayOffer(a, path));
  }

  peekProject(project: string): RowData {
    return { progress: this.progress.peekProject(project), repository: this.#repositories.peek(project) };
  }

  peekComponent(project: string, component: string): RowData {
    return {
      progress: this.progress.peekComponent(project, component),
      repository: this.#repositories.peek(`${project}/${component}`),
    };
  }

  /** Loads what a project row shows; resolves when it is there (or failed: the row then shows without it). */
  async loadProject(project: string): Promise<RowData> {
    await Promise.allSettled([this.progress.project(project), this.projectRepository(project)]);
    return this.peekProject(project);
  }

  async loadComponent(project: string, component: string): Promise<RowData> {
    await Promise.allSettled([
      this.progress.component(project, component),
      this.componentRepository(project, component),
    ]);
    return this.peekComponent(project, component);
  }

  /** The project's repository summary, or undefined when the user may not see it. */
  projectRepository(project: string): Promise<RepositorySummary | undefined> {
    if (!this.maySeeRepository(project)) return Promise.resolve(undefined);
    return this.#repositories.get(project, () => this.#readStatus(project, { project }));
  }

  componentRepository(project: string, component: string): Promise<RepositorySummary | undefined> {
    const path = `${project}/${component}`;
    if (!this.maySeeRepository(path)) return Promise.resolve(undefined);
    return this.#repositories.get(path, async () => {
      const whole = await this.projectRepository(project);
      if (whole === undefined) return undefined;
      return hasPendingWork(whole) ? this.#readStatus(project, { project, component }) : CLEAN;
    });
  }

  async #readStatus(
    project: string,
    owner: { project: string; component?: string },
  ): Promise<RepositorySummary | undefined> {
    try {
      return summarizeRepository(await this.#gate.run(() => getRepositoryStatus(this.client, owner)));
    } catch (error) {
      if (!(error instanceof PermissionError)) throw error;
      for (const action of VCS_ACTIONS) this.permissions.learn(action, project, error);
      return undefined;
    }
  }

  /** After a save, upload, lock or repository operation: those numbers and states are read again. */
  invalidate(project?: string, component?: string): void {
    this.progress.invalidate(project, component);
    if (project === undefined) return this.#repositories.invalidate();
    this.#repositories.delete(project);
    if (component === undefined) this.#repositories.invalidate(project);
    else this.#repositories.delete(`${project}/${component}`);
  }
}

// What the drafts' tests share: workspaceState as VS Code keeps it (values JSON-copied, so a reload, a new
// store over the same memento, sees exactly what was written) and a unit panel's leave guard around a store.
import { DraftStore, type DraftMemento, type LeaveAnswer, type LeaveTarget } from '../../src/core/units/drafts';
import { LeaveGuard, type ShownUnit } from '../../src/localization/unitPanel/leaveGuard';
import type { ToUnitWebview } from '../../src/localization/unitPanel/unitProtocol';
import type { Log } from '../../src/platform/log';

export const A = 'https://weblate.example.org/api/';

export class MapMemento implements DraftMemento {
  readonly data = new Map<string, string>();
  keys(): readonly string[] {
    return [...this.data.keys()];
  }
  get<T>(key: string): T | undefined {
    const v = this.data.get(key);
    return v === undefined ? undefined : (JSON.parse(v) as T);
  }
  update(key: string, value: unknown): Promise<void> {
    if (value === undefined) this.data.delete(key);
    else this.data.set(key, JSON.stringify(value));
    return Promise.resolve();
  }
}

/**
 * A leave guard whose panel shows unit 7 with empty server text; next is 8, previous 6. `opened`, `saved`
 * and `posted` record what it did; `show` changes the string shown; `request` and `answer` move as the
 * panel does (unitPanel.ts: the guard decides, the panel opens).
 */
export function guardSetup(options: { saveOk?: boolean; busy?: boolean } = {}) {
  const store = new DraftStore(new MapMemento());
  const posted: ToUnitWebview[] = [];
  const opened: number[] = [];
  const saved: { id: number; target: string[]; state: number }[] = [];
  const logged: string[] = [];
  let shown: ShownUnit | undefined = { serverUrl: A, unitId: 7, serverTarget: [''], maySave: async () => true };
  const log = {
    info: (_c: string, m: string) => logged.push(m),
    warn: (_c: string, m: string) => logged.push(m),
  } as unknown as Log;
  const guard = new LeaveGuard({ drafts: store, log, post: (m) => posted.push(m), shown: () => shown });
  // The panel's part of a move (unitPanel.ts): find where it leads, ask the guard, open the string.
  const resolve = async (t: LeaveTarget) =>
    t.to === 'unit' ? t.id : t.to === 'next' ? 8 : t.to === 'previous' ? 6 : undefined;
  const open = (id: number) => {
    opened.push(id);
    shown = { serverUrl: A, unitId: id, serverTarget: [''], maySave: async () => true };
  };
  const request = async (target: LeaveTarget) => {
    const from = shown;
    const to = await resolve(target);
    if (to !== undefined && (await guard.leave(from, to, options.busy ?? false))) open(to);
  };
  const answer = async (id: number, a: LeaveAnswer) => {
    const to = await guard.answer(id, a, async (target, state) => {
      saved.push({ id, target, state });
      return options.saveOk ?? true;
    });
    if (to !== undefined) open(to);
  };
  return {
    store,
    posted,
    opened,
    saved,
    logged,
    guard,
    request,
    answer,
    show: (s: ShownUnit | undefined) => (shown = s),
  };
}

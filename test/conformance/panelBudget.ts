// The unit panel's request budget (#43 item 6), one definition for the sandbox's integration test
// (test/unit/units/requestBudget.test.ts) and the conformance check on real Weblate (checks-budget.ts).
// Actions in one window: open a string cold (the window's first), open the next, open the first again,
// open a string with a failing check; and a failing string as a window's first. Each is counted as what
// the string itself costs (its form and sections) and what reading the next one ahead costs.
import type { RequestLogEntry } from '../../src/core/http/types';
import { runLocalChecks } from '../../src/core/checks/localChecks';
import { PanelWindow, type Opened } from './panelReads';

export type ActionName = 'open cold' | 'open next' | 'open again' | 'open failing' | 'open failing cold';

export interface Action extends Opened {
  name: ActionName;
}

/** What the translation (and the server) costs once per window: read on a window's first string only. */
const PER_WINDOW: RegExp[] = [
  /\/translations\/[^/]+\/[^/]+\/[^/]+\/$/, // the translation
  /\/components\/[^/]+\/[^/]+\/translations\//, // its component's languages
  /\/components\/[^/]+\/[^/]+\/$/, // the component
  /\/components\/[^/]+\/[^/]+\/screenshots\//, // the component's screenshots
  /\/projects\//, // the project and its glossaries
  /\/components\/$/, // glossaries shared from other projects
  /\/components\/[^/]+\/[^/]+\/links\//,
  /\/translations\/[^/]+\/[^/]+\/[^/]+\/units\/\?q=position/, // the nearby strings' block (50 positions)
  /\/changes\/\?page_size=/, // the translation's newest changes (later opens ask only for newer ones)
];
const GLOSSARY_UNITS = /\/translations\/[^/]+\/[^/]+\/[^/]+\/units\/\?page_size=/;

/** Whether a request is one of the window's once-per-translation reads (`cold`: the window's first string). */
export function perWindow(r: RequestLogEntry, glossaries: readonly string[], cold: boolean): boolean {
  const path = new URL(r.url).pathname + new URL(r.url).search;
  if (PER_WINDOW.some((p) => p.test(path))) return true;
  // A glossary's units (its source and target language), and the first ask of suggestions and comments
  // (how the window learns whether the server has them).
  return (
    (GLOSSARY_UNITS.test(path) && glossaries.some((g) => path.includes(`/translations/${g}/`))) ||
    (cold && /\/(suggestions|comments)\//.test(path))
  );
}

/** The budget per action: requests of the string itself (beyond per-window reads) and of the read-ahead. */
export const BUDGET: Record<ActionName, { own: number; readAhead: number }> = {
  // The string (unit, other languages, newer changes), same source elsewhere (exact, then similar).
  'open cold': { own: 5, readAhead: 2 },
  // Read ahead already: only same source elsewhere.
  'open next': { own: 2, readAhead: 2 },
  'open again': { own: 5, readAhead: 2 },
  // Plus the failing checks: one query per check the panel predicts, two for all others.
  'open failing': { own: 5 + 2, readAhead: 2 },
  'open failing cold': { own: 5 + 2, readAhead: 2 },
};

/** Runs the actions; `failing` is a string the server marks failing (the caller makes one). */
export async function panelActions(url: string, token: string, plain: number, failing: number): Promise<Action[]> {
  const actions: Action[] = [];
  const window = new PanelWindow(url, token);
  const cold = await window.open(plain);
  actions.push({ name: 'open cold', ...cold });
  const next = await window.next(cold.loaded);
  if (next === undefined) throw new Error(`no string after ${plain}`);
  actions.push({ name: 'open next', ...(await window.open(next)) });
  actions.push({ name: 'open again', ...(await window.open(plain)) });
  actions.push({ name: 'open failing', ...(await window.open(failing)) });
  await window.close();
  const fresh = new PanelWindow(url, token);
  actions.push({ name: 'open failing cold', ...(await fresh.open(failing)) });
  await fresh.close();
  return actions;
}

/** What each action broke of the budget (empty: within it), and the request lines to see why. */
export function overBudget(actions: readonly Action[], glossaries: readonly string[]): string[] {
  const problems: string[] = [];
  for (const a of actions) {
    const predicted = a.loaded.unit.has_failing_check
      ? runLocalChecks({ ...a.loaded.unit, flags: a.loaded.checkFlags, language: a.loaded.translation.language.code })
          .length
      : 0;
    const own = a.own.filter((r) => !perWindow(r, glossaries, a.name.endsWith('cold')));
    // A string with suggestions or comments (its own, or global ones on its source string) lists them.
    const { unit, source } = a.loaded;
    const review = Number(unit.has_suggestion) + Number(unit.has_comment) + Number(source?.has_comment === true);
    const budget = { ...BUDGET[a.name], own: BUDGET[a.name].own + review };
    const lines = (rs: RequestLogEntry[]) => rs.map((r) => `    ${r.method} ${r.url}`).join('\n');
    if (own.length > budget.own + predicted)
      problems.push(
        `${a.name}: ${own.length} requests for the string (budget ${budget.own} + ${predicted} predicted checks)\n${lines(own)}`,
      );
    if (a.readAhead.length > budget.readAhead)
      problems.push(
        `${a.name}: ${a.readAhead.length} to read ahead (budget ${budget.readAhead})\n${lines(a.readAhead)}`,
      );
    // The change log: never read whole — at most one page per open, and after the first only what is newer.
    const changes = [...a.own, ...a.readAhead].filter((r) => r.url.includes('/changes/'));
    if (changes.length > 1 || changes.some((r) => !r.url.includes('page_size=1000')))
      problems.push(`${a.name}: the change log read ${changes.length} times\n${lines(changes)}`);
    if (!a.name.endsWith('cold') && changes.some((r) => !r.url.includes('timestamp_after')))
      problems.push(`${a.name}: the change log read from its start\n${lines(changes)}`);
    // Failing checks: asked of this string only, never one query per check id.
    const q = (r: RequestLogEntry) => new URL(r.url).searchParams.get('q') ?? '';
    const checks = a.own.filter((r) => q(r).includes('check:'));
    if (checks.some((r) => !q(r).startsWith(`id:${a.loaded.unit.id} AND (`)))
      problems.push(`${a.name}: checks asked of more than the string\n${lines(checks)}`);
  }
  return problems;
}

/** One line per action: requests (own + read ahead, total) and times, for the report and BENCHMARKS.md. */
export function describeActions(actions: readonly Action[]): string {
  return actions
    .map(
      (a) =>
        `${a.name}: ${a.own.length + a.readAhead.length} requests (string ${a.own.length}, read ahead ${a.readAhead.length}); form ${a.formMs.toFixed(0)} ms, sections ${a.sectionsMs.toFixed(0)} ms`,
    )
    .join('\n');
}

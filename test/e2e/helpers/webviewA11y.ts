// Accessibility checks inside a webview: axe-core's own source evaluated in the panel's inner frame through
// playwright (a script tag would be refused by the panel's CSP, and should be), then run on the page.
import { readFileSync } from 'node:fs';
import type { Frame, Page } from 'playwright-core';
import { eventually } from './workbench';

/** axe-core's browser bundle, read once from node_modules. */
let axeSource: string | undefined;

/**
 * The webview frame whose heading matches: other scenarios leave panels open, so "the newest webview" is not
 * necessarily the one this scenario opened.
 */
export async function panelFrame(page: Page, heading: RegExp): Promise<Frame> {
  const found = await eventually(`a webview headed ${heading}`, async () => {
    for (const f of page.frames()) {
      if (f.isDetached()) continue;
      if (
        (await f
          .locator('h1', { hasText: heading })
          .count()
          .catch(() => 0)) > 0
      )
        return f;
    }
    return undefined;
  });
  return found!;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe (WCAG 2.1 A/AA and best practices) on the frame's document; returns its violations. */
export async function runAxe(frame: Frame): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
  return frame.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

/** One line per rule broken: "serious color-contrast ×3 (Elements must meet minimum color contrast…)". */
export function describeViolations(where: string, violations: AxeViolation[]): string {
  if (violations.length === 0) return `axe ${where}: no violations`;
  return [
    `axe ${where}: ${violations.length} rule(s) broken`,
    ...violations.map(
      (v) =>
        `  ${v.impact ?? 'unknown'} ${v.id} ×${v.nodes.length} (${v.help}) at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    ),
  ].join('\n');
}

export const blocking = (violations: AxeViolation[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

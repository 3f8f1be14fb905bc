// What the unit panel reads when a string opens (#43 item 6), as plain-Node calls of the same core
// functions its controllers make (src/localization/unitPanel/: unitPanel.open → loadUnit, then
// showSections: contextController, checksController, screenshotsController, reviewController,
// glossaryController, and unitPrefetch.readNext), with one set of per-window caches as the extension keeps
// them per connection. The controllers import vscode and cannot run here; a change to what they read must
// change this file too (the request budget tests count through it: test/unit/units/requestBudget.test.ts
// against the sandbox, checks-budget.ts against real Weblate).
import { ComponentScreenshots, WeblateClient, ServerFeatures, listComments } from '../../src/core/weblate';
import type { RequestLogEntry } from '../../src/core/http/types';
import { NearbyUnits } from '../../src/core/units/nearby';
import { sameSource } from '../../src/core/units/sameSource';
import { sameResource } from '../../src/core/units/unitView';
import { GlossaryCache } from '../../src/core/glossary';
import { ServerChecks } from '../../src/core/checks/serverChecks';
import { runLocalChecks } from '../../src/core/checks/localChecks';
import { UnitCaches, loadUnit, type LoadedUnit } from '../../src/localization/unitPanel/unitLoader';

export interface Opened {
  loaded: LoadedUnit;
  /** The requests of the string itself: its form and sections. */
  own: RequestLogEntry[];
  /** The requests that read the next string ahead. */
  readAhead: RequestLogEntry[];
  formMs: number;
  sectionsMs: number;
}

/** One window's connection: its client (counting requests) and the caches the extension keeps with it. */
export class PanelWindow {
  readonly client: WeblateClient;
  readonly log: RequestLogEntry[] = [];
  readonly caches: UnitCaches;
  readonly nearby: NearbyUnits;
  readonly checks: ServerChecks;
  readonly features: ServerFeatures;
  readonly glossary: GlossaryCache;
  readonly screenshots: ComponentScreenshots;
  /** Strings read ahead (unitPrefetch): Next takes one instead of reading it. */
  private readonly ahead = new Map<number, Promise<LoadedUnit>>();

  constructor(url: string, token: string) {
    this.client = new WeblateClient({
      baseUrl: url,
      token,
      retry: { baseDelayMs: 1, maxRetries: 0 },
      onRequestLog: (e) => this.log.push(e),
    });
    this.caches = new UnitCaches(this.client);
    this.nearby = new NearbyUnits(this.client);
    this.checks = new ServerChecks(this.client);
    this.features = new ServerFeatures(this.client);
    this.glossary = new GlossaryCache(this.client);
    this.screenshots = new ComponentScreenshots(this.client);
  }

  /**
   * Opens a string as the panel does: its form (loadUnit), its sections, then the read-ahead of the next
   * string (the panel starts that beside the sections; here after them, so each is counted apart). Times
   * are from the start: the form shown, and every section drawn.
   */
  async open(unitId: number): Promise<Opened> {
    const from = this.log.length;
    const t0 = performance.now();
    const ahead = this.ahead.get(unitId);
    this.ahead.delete(unitId);
    const loaded = await (ahead ?? loadUnit(this.client, unitId, undefined, this.caches));
    const formMs = performance.now() - t0;
    await this.sections(loaded);
    const sectionsMs = performance.now() - t0;
    const own = this.log.slice(from);
    await this.readAhead(loaded);
    return { loaded, own, readAhead: this.log.slice(from + own.length), formMs, sectionsMs };
  }

  /** The string after `loaded` by position, as Next finds it (unitNavigation.neighbour, from the blocks). */
  async next(loaded: LoadedUnit): Promise<number | undefined> {
    return (await this.nearby.step(loaded.translation, loaded.unit, 1))?.id;
  }

  close(): Promise<void> {
    return this.client.close();
  }

  private async sections(loaded: LoadedUnit): Promise<void> {
    const { unit, translation } = loaded;
    const project = translation.component.project.slug;
    const component = translation.component.slug;
    const language = translation.language.code;
    await Promise.all([
      this.nearby.around(translation, unit),
      translation.is_source ? undefined : sameSource(this.client, unit, language),
      unit.has_failing_check
        ? this.checks.of(translation, unit, runLocalChecks({ ...unit, flags: loaded.checkFlags, language }))
        : undefined,
      this.screenshots.ofUnit(unit, { project, component }),
      this.review(loaded),
      this.glossaryTerms(loaded),
    ]);
  }

  private async review(loaded: LoadedUnit): Promise<void> {
    const unit = loaded.unit;
    const [, comments] = await this.features.lists(unit);
    const sourceId =
      unit.source_unit && !sameResource(unit.source_unit, unit.url) && loaded.source?.has_comment !== false
        ? Number(/\/units\/(\d+)\/?$/.exec(unit.source_unit.split('?')[0]!)?.[1])
        : undefined;
    if (comments && sourceId) await listComments(this.client, sourceId);
  }

  private async glossaryTerms(loaded: LoadedUnit): Promise<void> {
    const { translation, unit } = loaded;
    const project = translation.component.project.slug;
    await this.glossary.glossaries(project);
    if (translation.is_source) return;
    (await this.glossary.index(project, translation.language.code)).match(
      unit.source,
      translation.component.source_language?.code ?? 'en',
      unit.id,
    );
  }

  /** unitPrefetch.readNext: the next string's load, started once the form is shown. */
  private async readAhead(loaded: LoadedUnit): Promise<void> {
    const next = await this.nearby.step(loaded.translation, loaded.unit, 1);
    if (!next || this.ahead.has(next.id)) return;
    const loading = loadUnit(this.client, next.id, undefined, this.caches, true);
    this.ahead.set(next.id, loading);
    await loading;
  }
}

/** `GET /api/units/{id}/` and friends as one line each: the request list a budget failure prints. */
export function describeRequests(requests: readonly RequestLogEntry[]): string {
  return requests.map((r) => `${r.method} ${r.url}`).join('\n');
}

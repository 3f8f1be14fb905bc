// The unit panel's Suggestions section (#46): the server's memory (the same-source matches the Context
// section reads, shared; Weblate's memory lookup where the server has one) and the providers the person
// turned on, each shown as it arrives, every one checked. Moving to another string cancels what is still
// being asked. Nothing is saved: a suggestion is text the person may insert.
import * as vscode from 'vscode';
import { CancelledError } from '../../core/http/errors';
import {
  machineSuggestion,
  memorySuggestions,
  pluralMachineSuggestion,
  serverMemory,
  type Suggestion,
} from '../../core/suggestions';
import type { GlossaryHint, SuggestionRequest } from '../../core/suggestions/types';
import { hintsOf } from '../../core/suggestions/glossaryHints';
import { describeError } from '../../platform/errorMessages';
import type { Connection } from '../session';
import { checkTexts } from './checkText';
import { sameSourceMatches } from './contextController';
import type { GlossaryTermView } from './glossaryProtocol';
import { PROVIDER_NAMES, readyProviders, type SuggestionServices } from './suggestionProviders';
import type { SuggestionItemView, ToSuggestionsWebview } from './suggestionsProtocol';
import type { LoadedUnit } from './unitLoader';

/** Suggestions numbered for Ctrl+Shift+1…9. */
const KEYS = 9;
/** How often a streaming answer redraws the section. */
const PUBLISH_EVERY_MS = 50;

interface Round {
  unitId: number;
  abort: AbortController;
  memory: Suggestion[];
  machine: { name: string; suggestion: Suggestion }[];
  /** Answers still streaming in, by provider name: shown as they grow, not yet checked or insertable. */
  arriving: Map<string, string>;
  waiting: Set<string>;
  notes: string[];
}

/** The terms of the Glossary section as a provider is told them: one hint per translation. */
export const glossaryHints = (terms: GlossaryTermView[]): GlossaryHint[] => hintsOf(terms);

export class UnitSuggestions {
  private round: Round | undefined;
  private shown: SuggestionItemView[] = [];
  private publishTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly services: SuggestionServices,
    private readonly post: (message: ToSuggestionsWebview) => void,
    /** Resolves once the panel's page is there (PanelHost.whenReady). */
    private readonly pageReady: () => Promise<void>,
  ) {}

  /** The string is left: what is still being asked is cancelled. */
  cancel(): void {
    this.round?.abort.abort();
    this.round = undefined;
  }

  /** The n-th suggestion's number exists (the keybinding's command asks before posting). */
  has(index: number): boolean {
    return this.shown.some((s) => s.key === index);
  }

  async show(connection: Connection, loaded: LoadedUnit, terms: Promise<GlossaryTermView[]>): Promise<void> {
    this.cancel();
    // The source language's own strings are not translated.
    if (loaded.translation.is_source) return;
    const round: Round = {
      unitId: loaded.unit.id,
      abort: new AbortController(),
      memory: [],
      machine: [],
      arriving: new Map(),
      waiting: new Set([this.memoryLabel()]),
      notes: [],
    };
    this.round = round;
    this.publish(loaded);
    const subject = {
      source: loaded.unit.source[0] ?? '',
      flags: loaded.checkFlags,
      language: loaded.translation.language.code,
    };
    const memory = this.memory(connection, loaded, round, subject);
    const machine = this.machine(connection, loaded, round, subject, terms);
    await Promise.all([memory, machine]);
  }

  private async memory(
    connection: Connection,
    loaded: LoadedUnit,
    round: Round,
    subject: Parameters<typeof memorySuggestions>[2],
  ) {
    const label = this.memoryLabel();
    const component = loaded.translation.component;
    try {
      const [matches, lookup] = await Promise.all([
        sameSourceMatches(connection, loaded),
        serverMemory(
          connection.client,
          {
            source: subject.source,
            sourceLanguage: component.source_language?.code ?? 'en',
            targetLanguage: subject.language,
            project: component.project.slug,
          },
          subject,
          round.abort.signal,
        ),
      ]);
      const found = memorySuggestions(subject.source, matches, subject);
      // The lookup also finds this string's own saved translation: nothing to suggest.
      const own = lookup?.text === loaded.unit.target[0];
      round.memory = lookup && !own && !found.some((f) => f.text === lookup.text) ? [...found, lookup] : found;
      round.memory.sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
    } catch (err) {
      this.failed(round, label, err);
    }
    round.waiting.delete(label);
    this.publish(loaded, round);
  }

  private async machine(
    connection: Connection,
    loaded: LoadedUnit,
    round: Round,
    subject: Parameters<typeof memorySuggestions>[2],
    terms: Promise<GlossaryTermView[]>,
  ): Promise<void> {
    // A provider not yet agreed to asks with a modal question: not before the page is there, or VS Code,
    // focusing the panel as its page arrives, takes the keyboard from the question (seen on a busy CI:
    // "Don't Send" never had the focus). Once agreed, the answers go to the page anyway.
    await this.pageReady();
    if (this.round !== round) return;
    const providers = await readyProviders(this.services, connection.origin);
    if (this.round !== round) return;
    for (const p of providers) if (!p.ok) round.notes.push(p.note);
    const ready = providers.filter((p) => p.ok);
    if (ready.length === 0) return this.publish(loaded, round);
    for (const p of ready) round.waiting.add(p.name);
    this.publish(loaded, round);
    const request = this.request(loaded, glossaryHints(await terms.catch(() => [])));
    await Promise.all(
      ready.map(async ({ provider, name }) => {
        try {
          const { source } = loaded.unit;
          const suggestion =
            source.length > 1
              ? await pluralMachineSuggestion(
                  provider,
                  request,
                  { sources: source, formCount: loaded.view.target.length },
                  subject,
                  round.abort.signal,
                )
              : await machineSuggestion(provider, request, subject, round.abort.signal, (text) => {
                  round.arriving.set(name, text);
                  this.publishSoon(loaded, round);
                });
          round.machine.push({ name, suggestion });
        } catch (err) {
          this.failed(round, name, err);
        }
        round.arriving.delete(name);
        round.waiting.delete(name);
        this.publish(loaded, round);
      }),
    );
  }

  private request(loaded: LoadedUnit, glossary: GlossaryHint[]): SuggestionRequest {
    const { unit, translation } = loaded;
    return {
      source: unit.source[0] ?? '',
      sourceLanguage: translation.component.source_language?.code ?? 'en',
      targetLanguage: translation.language.code,
      key: unit.context,
      note: unit.note,
      flags: loaded.checkFlags,
      glossary,
      // Reviewed or translated texts of other languages (not the source's own), single forms only.
      others: loaded.view.others
        .filter((o) => (o.state === 'translated' || o.state === 'approved') && o.target.length === 1 && o.target[0])
        .filter((o) => o.code !== translation.component.source_language?.code)
        .map((o) => ({ language: o.code, text: o.target[0]! })),
    };
  }

  private failed(round: Round, name: string, err: unknown): void {
    if (err instanceof CancelledError || round.abort.signal.aborted) return;
    this.services.log.failed('suggestions', `${name} for unit ${round.unitId}`, err);
    round.notes.push(vscode.l10n.t('{0}: {1}', name, describeError(err)));
  }

  private memoryLabel(): string {
    return vscode.l10n.t('memory');
  }

  /**
   * A streamed answer grows by a few characters at a time: the section is posted at most once per
   * PUBLISH_EVERY_MS while words arrive, not once per word.
   */
  private publishSoon(loaded: LoadedUnit, round: Round): void {
    if (this.publishTimer) return;
    this.publishTimer = setTimeout(() => {
      this.publishTimer = undefined;
      this.publish(loaded, round);
    }, PUBLISH_EVERY_MS);
  }

  /** Posts the section as it stands; a round that is no longer the panel's posts nothing. */
  private publish(loaded: LoadedUnit, round = this.round): void {
    if (!round || this.round !== round) return;
    const names = checkTexts();
    const view = (s: Suggestion, label: string): Omit<SuggestionItemView, 'key'> => ({
      text: s.text,
      ...(s.forms ? { forms: s.forms } : {}),
      label,
      checks: s.checks.map((id) => ({ id, name: names[id]?.name ?? id })),
      ...(s.origin.kind === 'memory' && s.origin.where ? { where: s.origin.where } : {}),
    });
    const items = [
      ...round.memory.map((s) =>
        view(
          s,
          s.origin.kind === 'serverMemory'
            ? vscode.l10n.t('Weblate memory {0} %', String(s.score ?? 0))
            : vscode.l10n.t('memory {0} %', String(s.score ?? 0)),
        ),
      ),
      ...round.machine.map((m) => view(m.suggestion, m.name)),
    ].map((s, i) => ({ ...s, key: i + 1 }));
    this.shown = items.filter((s) => s.key <= KEYS);
    this.post({
      type: 'suggestions',
      suggestions: {
        unitId: round.unitId,
        direction: loaded.view.language.direction,
        items,
        arriving: [...round.arriving].map(([label, text]) => ({ label, text })),
        waiting: [...round.waiting],
        notes: round.notes,
        texts: {
          heading: vscode.l10n.t('Automatic suggestions'),
          none: vscode.l10n.t('No suggestions for this string.'),
          waiting: vscode.l10n.t('Asking: {0}…', '{0}'),
          insert: vscode.l10n.t('Insert ({0})', '{0}'),
          fails: vscode.l10n.t('Fails: {0}', '{0}'),
          arriving: vscode.l10n.t('Still arriving: checked and insertable once complete'),
        },
      },
    });
  }
}

export { PROVIDER_NAMES };

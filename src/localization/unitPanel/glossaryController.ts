// The unit panel's Glossary section: the terms of the project's glossaries found in the string's source
// (core/glossary: Weblate's matching rules), read once per project and language and kept until the server
// is seen to change (forgetGlossaries). Adding a term: a new string in a glossary, with its translation.
import * as vscode from 'vscode';
import { ValidationError } from '../../core/http/errors';
import { addGlossaryTerm, GlossaryCache, type GlossaryComponentInfo } from '../../core/glossary';
import { pluralMatches } from '../../core/glossary/terms';
import type { WeblateClient } from '../../core/weblate';
import { errorLine } from '../../core/errorLine';
import { describeError } from '../../platform/errorMessages';
import type { Log } from '../../platform/log';
import type { Connection, LocalizationSession } from '../session';
import type { LoadedUnit } from './unitLoader';
import { actionTarget } from './sectionAction';
import type {
  FromGlossaryWebview,
  GlossaryTermView,
  GlossaryTexts,
  GlossaryView,
  ToGlossaryWebview,
} from './glossaryProtocol';
import { glossaryTermViews } from './glossaryTermViews';

let shared: { client: WeblateClient; cache: GlossaryCache } | undefined;

/** The glossaries read on this connection (a new connection starts afresh). */
export function glossaryCache(client: WeblateClient): GlossaryCache {
  if (shared?.client !== client) shared = { client, cache: new GlossaryCache(client) };
  return shared.cache;
}

/** The server changed (change log, a save, an upload): glossaries are read again when next shown. */
export function forgetGlossaries(): void {
  shared?.cache.clear();
}

const keyOf = (g: Pick<GlossaryComponentInfo, 'project' | 'slug'>) => `${g.project}/${g.slug}`;

export interface UnitGlossaryDeps {
  session: LocalizationSession;
  log: Log;
  post: (message: ToGlossaryWebview) => void;
  shown: () => LoadedUnit | undefined;
}

export class UnitGlossary {
  /** The terms of the string shown, in the order the page numbers them (Alt+1…9). */
  private terms: { unitId: number; terms: GlossaryTermView[] } | undefined;

  constructor(private readonly deps: UnitGlossaryDeps) {}

  /** The terms of the string shown, for the quick pick of "Insert Glossary Term". */
  shownTerms(): GlossaryTermView[] {
    const loaded = this.deps.shown();
    return loaded && this.terms?.unitId === loaded.unit.id ? this.terms.terms : [];
  }

  async show(connection: Connection, loaded: LoadedUnit): Promise<void> {
    try {
      this.deps.post({ type: 'glossary', glossary: await this.build(connection, loaded) });
    } catch (err) {
      this.deps.log.failed('unit panel', `glossary of unit ${loaded.unit.id}`, err);
      this.deps.post({
        type: 'glossaryStatus',
        kind: 'error',
        message: vscode.l10n.t('The glossary could not be read: {0}', describeError(err)),
      });
    }
  }

  private async build(connection: Connection, loaded: LoadedUnit): Promise<GlossaryView> {
    const { translation, unit } = loaded;
    const project = translation.component.project.slug;
    const language = translation.language.code;
    const sourceLanguage = translation.component.source_language?.code ?? 'en';
    const cache = glossaryCache(connection.client);
    const glossaries = await cache.glossaries(project);
    // Weblate shows no terms for a string of the source language, nor where the component hides them (2026).
    const hidden =
      translation.is_source || (translation.component as Record<string, unknown>).hide_glossary_matches === true;
    const index = hidden ? undefined : await cache.index(project, language);
    const exact = index ? index.match(unit.source, sourceLanguage, unit.id) : [];
    // Then the terms its words name in their plural, marked possible (#43 item 7).
    const terms = index ? [...exact, ...pluralMatches(index, unit.source, sourceLanguage, exact, unit.id)] : [];
    const many = new Set(terms.map((t) => keyOf(t.component))).size > 1;
    const views = glossaryTermViews(terms, many);
    this.terms = { unitId: unit.id, terms: views };
    return {
      unitId: unit.id,
      language,
      terms: views,
      glossaries: translation.is_source
        ? []
        : glossaries
            .filter((g) => g.sourceLanguage === sourceLanguage)
            .filter((g) => connection.permissions.mayOffer('unit.add', `${keyOf(g)}/${language}`))
            .map((g) => ({ key: keyOf(g), name: g.name })),
      texts: glossaryTexts(),
    };
  }

  async handle(msg: FromGlossaryWebview): Promise<void> {
    const target = await actionTarget(this.deps, msg.unitId, (message) =>
      this.deps.post({ type: 'glossaryStatus', kind: 'error', message }),
    );
    if (!target) return;
    const { loaded, connection } = target;
    const glossaries = await glossaryCache(connection.client).glossaries(loaded.translation.component.project.slug);
    const glossary =
      glossaries.find((g) => keyOf(g) === msg.glossary) ?? (glossaries.length === 1 ? glossaries[0] : undefined);
    if (!glossary) {
      this.deps.post({ type: 'glossaryStatus', kind: 'error', message: vscode.l10n.t('Choose a glossary first.') });
      return;
    }
    const added = await addTerm(
      connection,
      glossary,
      loaded.translation.language.code,
      msg.source,
      msg.target,
      this.deps.log,
    );
    if (!added.ok) {
      this.deps.post({ type: 'glossaryStatus', kind: 'error', message: added.message });
      if (added.refused) await this.show(connection, loaded);
      return;
    }
    await this.show(connection, loaded);
    this.deps.post({
      type: 'glossaryStatus',
      kind: 'ok',
      message: vscode.l10n.t('"{0}" added to the glossary {1}.', msg.source, glossary.name),
    });
  }
}

/** Adds a term (both the panel and the editor command): the glossaries are read again afterwards. */
export async function addTerm(
  connection: Connection,
  glossary: GlossaryComponentInfo,
  language: string,
  source: string,
  target: string,
  log: Log,
): Promise<{ ok: true } | { ok: false; message: string; refused: boolean }> {
  const path = `${keyOf(glossary)}/${language}`;
  try {
    await connection.permissions.attempt('unit.add', path, () =>
      addGlossaryTerm(connection.client, glossary, language, source, target),
    );
    log.info('unit panel', `added a term to ${path}`);
    forgetGlossaries();
    return { ok: true };
  } catch (err) {
    log.warn('unit panel', `adding a term to ${path}: ${errorLine(err)}`);
    const problems = err instanceof ValidationError ? err.problems.map((p) => p.message).join(' ') : '';
    return {
      ok: false,
      message: problems || describeError(err),
      refused: !connection.permissions.mayOffer('unit.add', path),
    };
  }
}

function glossaryTexts(): GlossaryTexts {
  return {
    heading: vscode.l10n.t('Glossary'),
    none: vscode.l10n.t('No glossary terms in this string.'),
    insertHint: vscode.l10n.t('Insert "{0}" ({1})'),
    forbidden: vscode.l10n.t('forbidden'),
    readOnly: vscode.l10n.t('untranslatable'),
    terminology: vscode.l10n.t('terminology'),
    forbiddenUsed: vscode.l10n.t('The translation uses a forbidden term: {0}'),
    forbiddenPossible: vscode.l10n.t('Possibly a forbidden term in another form (please check): {0}', '{0}'),
    possible: vscode.l10n.t('possible match'),
    add: vscode.l10n.t('Add to glossary'),
    addSource: vscode.l10n.t('Term'),
    addTarget: vscode.l10n.t('Its translation'),
    addGlossary: vscode.l10n.t('Glossary'),
    addSubmit: vscode.l10n.t('Add term'),
    cancel: vscode.l10n.t('Cancel'),
  };
}

// Glossary commands: insert a term of the string shown into its translation (Alt+1…9 in the unit panel,
// or a list to choose from), and add the editor's selection to a glossary with its translation.
import * as vscode from 'vscode';
import { showError } from '../../platform/showError';
import type { Log } from '../../platform/log';
import type { LocalizationSession } from '../session';
import { addTerm, glossaryCache } from './glossaryController';
import type { UnitPanelControl } from './unitPanelControl';

interface GlossaryCommandDeps {
  session: LocalizationSession;
  log: Log;
  panel: UnitPanelControl;
}

export function registerGlossaryCommands(context: vscode.ExtensionContext, deps: GlossaryCommandDeps): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.localization.insertGlossaryTerm', async (index?: unknown) => {
      if (typeof index === 'number' && Number.isInteger(index) && index >= 1) {
        deps.panel.act({ type: 'insertTerm', index });
        return;
      }
      // Forbidden terms are warnings, never inserts: only numbered terms are offered.
      const terms = deps.panel.glossaryTerms().filter((t) => t.insert !== undefined && t.key !== undefined);
      if (terms.length === 0) {
        void vscode.window.showInformationMessage(vscode.l10n.t('The string shown has no glossary terms.'));
        return;
      }
      const picked = await vscode.window.showQuickPick(
        terms.map((t) => ({ label: t.insert!, description: t.source, index: t.key! })),
        { placeHolder: vscode.l10n.t('Insert a glossary term into the translation') },
      );
      if (picked) deps.panel.act({ type: 'insertTerm', index: picked.index });
    }),
    vscode.commands.registerCommand('scriptorium.localization.addToGlossary', () => addFromEditor(deps)),
  );
}

/** The editor's selection as a new term: in the glossary of the string shown, else one chosen. */
async function addFromEditor(deps: GlossaryCommandDeps): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  const selected = editor ? editor.document.getText(editor.selection).trim() : '';
  const connection = await deps.session.connection();
  if (!connection) {
    void vscode.window.showWarningMessage(vscode.l10n.t('Not connected to a localization server.'));
    return;
  }
  try {
    const shown = deps.panel.shown();
    const project =
      shown?.translation.component.project.slug ??
      (
        await vscode.window.showQuickPick(
          (await connection.client.listProjects()).map((p) => ({ label: p.name, description: p.slug, slug: p.slug })),
          { placeHolder: vscode.l10n.t('Project whose glossary gets the term') },
        )
      )?.slug;
    if (!project) return;
    const glossaries = await glossaryCache(connection.client).glossaries(project);
    const glossary =
      glossaries.length === 1
        ? glossaries[0]
        : (
            await vscode.window.showQuickPick(
              glossaries.map((g) => ({ label: g.name, description: `${g.project}/${g.slug}`, g })),
              { placeHolder: vscode.l10n.t('Glossary') },
            )
          )?.g;
    if (!glossary) {
      if (glossaries.length === 0)
        void vscode.window.showWarningMessage(vscode.l10n.t('The project {0} has no glossary.', project));
      return;
    }
    const language =
      shown && !shown.translation.is_source
        ? shown.translation.language.code
        : (
            await vscode.window.showQuickPick(
              (await connection.client.listTranslations(glossary.project, glossary.slug))
                .filter((t) => !t.is_source)
                .map((t) => ({ label: t.language.name, description: t.language.code, code: t.language.code })),
              { placeHolder: vscode.l10n.t('Language of the translation') },
            )
          )?.code;
    if (!language) return;
    const source = await vscode.window.showInputBox({
      prompt: vscode.l10n.t('Term to add to the glossary {0}', glossary.name),
      value: selected,
      validateInput: (v) => (v.trim() ? undefined : vscode.l10n.t('The term cannot be empty.')),
    });
    if (source === undefined) return;
    const target = await vscode.window.showInputBox({
      prompt: vscode.l10n.t('Translation of "{0}" ({1})', source.trim(), language),
    });
    if (target === undefined) return;
    const added = await addTerm(connection, glossary, language, source.trim(), target.trim(), deps.log);
    if (!added.ok) {
      void vscode.window.showErrorMessage(added.message);
      return;
    }
    void vscode.window.setStatusBarMessage(
      vscode.l10n.t('"{0}" added to the glossary {1}.', source.trim(), glossary.name),
      4000,
    );
    await deps.panel.refresh('glossary');
  } catch (err) {
    await showError(deps.log, 'glossary', err, vscode.l10n.t('Add to Glossary'));
  }
}

// World Anvil's article templates by the names its own editor shows, in VS Code's display language (#31):
// the slugs (`militaryConflict`) are the wire format, not words for a person. Each a literal
// vscode.l10n.t call so `npm run l10n` finds it; the Record type makes a new slug without a label a
// compile error.
import * as vscode from 'vscode';
import type { TemplateSlug } from '../../core/worldanvil';
import { templateChoices, type TemplateChoice } from '../../core/worldanvil/templateChoices';

function templateLabels(): Record<TemplateSlug, string> {
  return {
    article: vscode.l10n.t('Article (generic)'),
    person: vscode.l10n.t('Person (character)'),
    militaryConflict: vscode.l10n.t('Military conflict'),
    condition: vscode.l10n.t('Condition'),
    document: vscode.l10n.t('Document'),
    ethnicity: vscode.l10n.t('Ethnicity'),
    formation: vscode.l10n.t('Military formation'),
    location: vscode.l10n.t('Location (geography)'),
    item: vscode.l10n.t('Item'),
    language: vscode.l10n.t('Language'),
    law: vscode.l10n.t('Law'),
    settlement: vscode.l10n.t('Settlement'),
    landmark: vscode.l10n.t('Landmark (building)'),
    material: vscode.l10n.t('Material'),
    myth: vscode.l10n.t('Myth'),
    organization: vscode.l10n.t('Organization'),
    prose: vscode.l10n.t('Prose'),
    profession: vscode.l10n.t('Profession'),
    rank: vscode.l10n.t('Rank (title)'),
    spell: vscode.l10n.t('Spell'),
    species: vscode.l10n.t('Species'),
    technology: vscode.l10n.t('Technology'),
    ritual: vscode.l10n.t('Ritual (tradition)'),
    vehicle: vscode.l10n.t('Vehicle'),
  };
}

/** The templates sorted by their label as the display language sorts (é with e in French, ä with a in German). */
export function sortedTemplates(): TemplateChoice[] {
  let collator: Intl.Collator;
  try {
    collator = new Intl.Collator(vscode.env.language, { sensitivity: 'base' });
  } catch {
    collator = new Intl.Collator(undefined, { sensitivity: 'base' }); // the pseudo-locale is no real tag
  }
  return templateChoices(templateLabels(), (a, b) => collator.compare(a, b));
}

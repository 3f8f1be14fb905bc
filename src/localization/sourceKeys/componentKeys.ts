// A component's strings for the source-code hints (core/sourceKeys/componentStrings.ts), read through the
// locale index's caches, the hints' languages from the settings.
import { readComponentKeys, type ComponentKeys } from '../../core/sourceKeys/componentStrings';
import type { Component } from '../../core/weblate';
import { config } from '../../platform/config';
import type { LocaleIndex } from '../localeFiles/localeIndex';

export type { ComponentKeys };

export async function readKeysOf(
  locales: LocaleIndex,
  component: Component,
): Promise<{ first: ComponentKeys; rest?: Promise<ComponentKeys> }> {
  const translations = await locales.translationsOf(component.project.slug, component.slug);
  return readComponentKeys(component, translations, (t) => locales.unitsOf(t), {
    language: config.localization.sourceHintsLanguage(),
    states: config.localization.sourceHintsStateLanguages(),
  });
}

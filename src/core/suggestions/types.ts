// What a suggestion is, wherever it comes from: the server's memory (its strings with the same or a similar
// source, its translation-memory lookup where it has one) or a machine-translation provider the person
// turned on. Every suggestion carries the checks it fails, by Weblate's check ids: it is shown with them
// named, never fixed behind the person's back.

/** The machine-translation services reached over HTTP that a person may turn on (each off by default). */
export const PROVIDER_IDS = ['deepl', 'libretranslate', 'openai'] as const;
export type HttpProviderId = (typeof PROVIDER_IDS)[number];
/** …and VS Code's own language models (`vscode.lm`), where the editor offers one. */
export type ProviderId = HttpProviderId | 'vscodeLm';

export type SuggestionOrigin =
  /** A string of the server: `exact` when its source is this one's, `where` its project/component. */
  | { kind: 'memory'; exact: boolean; where?: string }
  /** Weblate's translation-memory lookup (2026.x: POST /api/memory/lookup/). */
  | { kind: 'serverMemory'; exact: boolean }
  | { kind: 'provider'; provider: ProviderId };

export interface Suggestion {
  /** The text, inserted as text only (never HTML); a plural string's first form. */
  text: string;
  /** A plural string: every form (the translation box of form i gets forms[i]). */
  forms?: string[];
  origin: SuggestionOrigin;
  /** Similarity of its source to this string's, 0–100 (memory only; 100 = the same source). */
  score?: number;
  /** Ids of the checks it fails (Weblate's, e.g. `c_format`, `end_stop`; `xml-tags` for markup). */
  checks: string[];
}

/** A glossary term found in the source, as a provider is told about it. */
export interface GlossaryHint {
  source: string;
  /** The translation to use (absent: none given, or the term is forbidden). */
  translation?: string;
  /** The translation named must NOT be used. */
  forbidden: boolean;
  /** Untranslatable: keep the source term as it is. */
  readOnly: boolean;
}

/** Everything a provider is sent about one string. */
export interface SuggestionRequest {
  source: string;
  /** Language codes as Weblate writes them (`en`, `pt_BR`, `zh_Hans`). */
  sourceLanguage: string;
  targetLanguage: string;
  /** The string's key and context, its note (a translator's hint) and its flags. */
  key: string;
  note: string;
  flags: string;
  glossary: GlossaryHint[];
  /** The string's approved or translated text in other languages (a hint for an ambiguous source). */
  others?: { language: string; text: string }[];
}

// The sandbox's Weblate data model: plain records, referenced by id. serialize.ts turns them into the
// seed's wire format; data.ts generates them deterministically.

export interface LanguageRec {
  id: number;
  code: string;
  name: string;
  direction: 'ltr' | 'rtl';
  plural: { id: number; source: number; number: number; formula: string; type: number };
  aliases: string[];
}

export interface UserRec {
  id: number;
  username: string;
  fullName: string;
}

export interface ProjectRec {
  id: number;
  slug: string;
  name: string;
  web: string;
  private: boolean;
  instructions: string;
}

export interface ComponentRec {
  id: number;
  projectId: number;
  slug: string;
  name: string;
  /**
   * Weblate's file format id: gettext `po` and Android `aresource` for the sample apps' components; XLIFF 1.2,
   * Qt TS and monolingual PO for the upload preview's formats (formatComponents.ts).
   */
  fileFormat: 'json-nested' | 'i18nextv4' | 'tbx' | 'po' | 'aresource' | 'arb' | 'strings' | 'xliff' | 'ts' | 'po-mono';
  filemask: string;
  template: string;
  vcs: 'git' | 'local';
  repo: string;
  isGlossary: boolean;
  sourceLanguage: string;
  locked: boolean;
  license: string;
  /** Weblate's "Manage strings" (manage_units): whether strings may be added and removed over the API. */
  manageUnits: boolean;
  /** Ids of units saved since the last commit (Weblate's pending units). */
  pendingUnits: Set<number>;
  /** Commits Weblate made that the remote does not have (git components only). */
  outgoingCommits: number;
  headRevision: string;
  remoteRevision: string;
}

export interface TranslationRec {
  id: number;
  componentId: number;
  language: string; // LanguageRec.code
  languageCode: string; // as used in the file name (may differ from the language code)
  isSource: boolean;
  unitIds: number[];
  statsCache?: Stats;
}

export interface UnitRec {
  id: number;
  translationId: number;
  source: string[];
  target: string[];
  previousSource: string;
  idHash: bigint;
  contentHash: bigint;
  location: string;
  context: string;
  note: string;
  flags: string;
  extraFlags: string;
  explanation: string;
  labels: string[];
  state: number;
  position: number;
  hasSuggestion: boolean;
  hasComment: boolean;
  hasFailingCheck: boolean;
  /** Weblate ids of the failing, not dismissed checks (`check:` searches); set by the checks the sandbox runs. */
  checks?: string[];
  numWords: number;
  sourceUnitId: number;
  priority: number;
  /** Removed with DELETE /api/units/{id}/: the slot stays (ids index the array) but nothing lists it. */
  deleted?: boolean;
  /**
   * A monolingual PO unit's msgctxt, where its context is "msgctxt.msgid" (formatFiles.ts writes the entry
   * from it; a context alone cannot say where the msgctxt ends, as msgids hold dots too).
   */
  poMsgctxt?: string;
  /** TBX metadata per alternative (2026.10.1's `tbx_terms`; glossary.ts). */
  tbxTerms?: { source: TbxTermRec[]; target: TbxTermRec[] };
}

export interface TbxTermRec {
  text: string;
  id: string | null;
  administrative_status: string | null;
  notes: { text: string }[];
}

/** A suggestion (Weblate 2026.x's API; 5.10 has none): a proposed target waiting for a reviewer. */
/** A screenshot of a component's source translation, linking source units (Weblate's Screenshot model). */
export interface ScreenshotRec {
  id: number;
  translationId: number;
  name: string;
  fileName: string;
  image: Buffer;
  unitIds: number[];
  deleted?: boolean;
}

export interface SuggestionRec {
  id: number;
  unitId: number;
  target: string[];
  user: string;
  timestamp: string;
}

/** A comment, stored on the unit it was filed on (a `global` one on the source string's unit, as Weblate does). */
export interface CommentRec {
  id: number;
  unitId: number;
  comment: string;
  user: string;
  timestamp: string;
}

export interface ChangeRec {
  id: number;
  action: number;
  unitId: number | null;
  componentId: number | null;
  translationId: number | null;
  projectId: number | null;
  user: string | null;
  author: string | null;
  timestamp: string;
  target: string;
}

export interface Stats {
  total: number;
  translated: number;
  fuzzy: number;
  failing: number;
  approved: number;
  readonly: number;
  suggestions: number;
  comments: number;
  totalWords: number;
  translatedWords: number;
  fuzzyWords: number;
  failingWords: number;
  totalChars: number;
  translatedChars: number;
  untranslated: number;
}

export interface WeblateDb {
  languages: Map<string, LanguageRec>;
  users: UserRec[];
  projects: ProjectRec[];
  components: ComponentRec[];
  translations: TranslationRec[];
  units: UnitRec[]; // index = id - 1
  changes: ChangeRec[];
  suggestions: SuggestionRec[];
  comments: CommentRec[];
  /** Screenshots (screenshots.ts); index = id - 1, a deleted one keeps its slot. */
  screenshots: ScreenshotRec[];
  nextLanguageId: number;
  /** Clock for new change records; starts after the seeded history. */
  now: () => Date;
}

/** Weblate's unit states. */
export const STATE = { empty: 0, fuzzy: 10, translated: 20, approved: 30, readonly: 100 } as const;

export function isTranslatedState(state: number): boolean {
  return state >= STATE.translated;
}

export function computeStats(db: WeblateDb, unitIds: readonly number[]): Stats {
  const s: Stats = {
    total: 0,
    translated: 0,
    fuzzy: 0,
    failing: 0,
    approved: 0,
    readonly: 0,
    suggestions: 0,
    comments: 0,
    totalWords: 0,
    translatedWords: 0,
    fuzzyWords: 0,
    failingWords: 0,
    totalChars: 0,
    translatedChars: 0,
    untranslated: 0,
  };
  for (const id of unitIds) {
    const u = db.units[id - 1];
    if (!u) continue;
    const chars = u.source.reduce((n, t) => n + t.length, 0);
    s.total += 1;
    s.totalWords += u.numWords;
    s.totalChars += chars;
    if (isTranslatedState(u.state)) {
      s.translated += 1;
      s.translatedWords += u.numWords;
      s.translatedChars += chars;
    } else if (u.state === STATE.fuzzy) {
      s.fuzzy += 1;
      s.fuzzyWords += u.numWords;
    } else {
      s.untranslated += 1;
    }
    if (u.state === STATE.approved) s.approved += 1;
    if (u.state === STATE.readonly) s.readonly += 1;
    if (u.hasFailingCheck) {
      s.failing += 1;
      s.failingWords += u.numWords;
    }
    if (u.hasSuggestion) s.suggestions += 1;
    if (u.hasComment) s.comments += 1;
  }
  return s;
}

/** Percent with one decimal, as Weblate shows it. */
export function percent(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((1000 * part) / total) / 10;
}

// The sandbox's manuscripts (#47): World Anvil's writing tool, a manuscript with versions, each made of
// parts, each made of beats (BBCode content with \r\n, as World Anvil stores text), and each version's word
// stats; a version's plots and a manuscript's tags, labels and bookmarks (marks). Kept flat, each record
// naming its owner, as the API addresses them.
import type { PhpDate } from '../model';

export interface WaManuscript {
  id: string;
  worldId: string;
  title: string;
  slug: string;
  state: 'public' | 'private';
  creationDate: PhpDate;
  updateDate: PhpDate;
}

export interface WaManuscriptVersion {
  id: string;
  manuscriptId: string;
  title: string;
  position: number;
  /** The word goal (World Anvil's field name for it is not documented; see manuscriptSchemas.ts). */
  goal: number | null;
  updateDate: PhpDate;
}

export interface WaManuscriptPart {
  id: string;
  versionId: string;
  title: string;
  position: number;
  synopsis: string;
  updateDate: PhpDate;
}

export interface WaManuscriptBeat {
  id: string;
  partId: string;
  title: string;
  position: number;
  content: string;
  updateDate: PhpDate;
}

export interface WaManuscriptStat {
  id: string;
  versionId: string;
  wordcount: number;
  creationDate: PhpDate;
}

/** A plot (owner: a version), or a tag, label or bookmark (owner: the manuscript). Fields: manuscriptMarkSchemas.ts. */
export interface WaManuscriptMark {
  id: string;
  kind: 'plot' | 'tag' | 'label' | 'bookmark';
  ownerId: string;
  /** null: one without a title (the view shows a neutral label). */
  title: string | null;
  /** A plot's description, a bookmark's note, a label's color. */
  description?: string;
  note?: string;
  color?: string;
  updateDate: PhpDate;
}

export interface WaManuscripts {
  manuscripts: WaManuscript[];
  versions: WaManuscriptVersion[];
  parts: WaManuscriptPart[];
  beats: WaManuscriptBeat[];
  stats: WaManuscriptStat[];
  marks: WaManuscriptMark[];
}

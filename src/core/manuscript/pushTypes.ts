// The shapes of a planned manuscript push (#47 item 3; pushPlan.ts plans, pushRun.ts sends): its steps,
// the conflicts and problems it leaves alone, and each pulled part's order once pushed.

export interface StepBase {
  partId: string;
  /** The part file, relative to the pulled folder. */
  file: string;
  title?: string;
}
/** A beat of a part file added here: its marker as written, its title and its content as BBCode. */
export interface NewBeat {
  marker: string;
  title?: string;
  content: string;
}
export type PushStep =
  /** `section`: the section's text as hashed, kept as the beat's merge base once pushed. */
  | (StepBase & { kind: 'edit'; beatId: string; content: string; hash: string; section: string; bbcode?: true })
  | (StepBase & { kind: 'add'; line: number; marker: string; content: string; position?: number })
  | (StepBase & { kind: 'delete'; beatId: string })
  /** `inSync`: World Anvil's beat is as pulled, so its new update date can be recorded. */
  | (StepBase & { kind: 'move'; beatId: string; position: number; inSync: boolean })
  /**
   * A beat changed on both sides, merged (beatMerge.ts): `section` goes into the file; without `conflicts`
   * its `content` is sent, with them nothing is sent and World Anvil's version is recorded as synced.
   */
  | (StepBase & {
      kind: 'merge';
      beatId: string;
      section: string;
      content: string;
      conflicts: number;
      remoteSection: string;
      remoteUpdated?: string;
      bbcode?: true;
    })
  /** A part file added in the version's folder (newParts.ts): the part, then its beats in order. */
  | (StepBase & {
      kind: 'addPart';
      title: string;
      manuscriptId: string;
      position?: number;
      synopsis?: string;
      beats: NewBeat[];
    })
  /** A pulled part renumbered so that an added part fits in the file names' order. */
  | (StepBase & { kind: 'movePart'; position: number })
  /**
   * A pulled beat whose marker moved into another part's file (beatMoveAcross.ts): created in this part
   * (`partId`, `file`, at `line`), its new id written into `marker`'s line, then the old beat deleted.
   */
  | (StepBase & {
      kind: 'moveAcross';
      beatId: string;
      line: number;
      marker: string;
      content: string;
      position?: number;
      partTitle: string;
      fromPartId: string;
      fromFile: string;
      bbcode?: true;
    })
  /** A pulled part whose file was deleted (partDelete.ts): its beats on World Anvil, then the part. */
  | (StepBase & { kind: 'deletePart'; title: string; beatIds: string[] });

export interface PushConflict extends StepBase {
  beatId: string;
  reason: 'changedThere' | 'goneThere';
  /** What the file has for the beat (Markdown, or BBCode for a beat kept as BBCode); empty when deleted here. */
  here: string;
  /** World Anvil's content now (BBCode); undefined when it is gone. */
  there?: string;
  /** Why a beat changed on both sides was not merged: no base kept for it, or titles / formats that differ. */
  unmerged?: 'noBase' | 'notMergeable';
}

export interface PushProblem {
  file: string;
  /** 0-based line of the marker. */
  line: number;
  reason:
    | 'unknownBeat'
    | 'otherPart'
    | 'duplicateBeat'
    | 'fileUnreadable'
    | 'tooComplex'
    | 'conflictMarkers'
    | 'partOfElsewhere'
    | 'unsafeName'
    | 'partRenamed'
    | 'partGoneThere'
    | 'partKeptForBeat'
    | 'partKeptForMovedBeat'
    | 'versionFolderGone';
  beatId?: string;
  /** For `partKept…`: the title of the beat that keeps the deleted file's part on World Anvil. */
  title?: string;
  /** For `unsafeName`: the name the file can have; for `partRenamed`: the file that now carries the part. */
  rename?: string;
}

export interface PartPush {
  partId: string;
  file: string;
  /** The pulled beats in the file's order (what the manifest records once the part is pushed). */
  order: string[];
}

export interface VersionPushPlan {
  versionId: string;
  worldId: string;
  steps: PushStep[];
  conflicts: PushConflict[];
  problems: PushProblem[];
  parts: PartPush[];
}

/** The plan of one part (or of the new parts) before it joins the version's. */
export type PartPlan = Pick<VersionPushPlan, 'steps' | 'conflicts' | 'problems' | 'parts'>;

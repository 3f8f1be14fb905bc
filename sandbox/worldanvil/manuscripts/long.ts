// A long manuscript for the bench (#47 item 2), not in the default data: "The Long Road" in the owner's
// first world, one version of `beats` beats in parts of BEATS_PER_PART, each beat a paragraph of BBCode.
// Added on request (POST /__sandbox/manuscripts {beats}); asked again, the one made before is replaced.
import type { WaDb } from '../data';
import { phpDate } from '../model';

const BEATS_PER_PART = 20;
const TITLE = 'The Long Road';

export interface LongManuscript {
  worldId: string;
  manuscriptId: string;
  versionId: string;
  parts: number;
  beats: number;
}

/** Replaces any earlier long manuscript with one of `beats` beats; its ids for the caller. */
export function addLongManuscript(db: WaDb, beats: number): LongManuscript {
  if (!Number.isInteger(beats) || beats < 1 || beats > 100_000) throw new Error('beats: an integer from 1 to 100000');
  removeLongManuscript(db);
  const ms = db.manuscripts;
  const world = db.worlds.find((w) => w.ownerId === db.me.id)!;
  const date = phpDate(new Date('2026-05-01T08:00:00Z'));
  const manuscript = {
    id: db.uuid(),
    worldId: world.id,
    title: TITLE,
    slug: 'the-long-road',
    state: 'private' as const,
    creationDate: date,
    updateDate: date,
  };
  ms.manuscripts.push(manuscript);
  const version = {
    id: db.uuid(),
    manuscriptId: manuscript.id,
    title: 'Draft',
    position: 1,
    goal: 90_000,
    updateDate: date,
  };
  ms.versions.push(version);
  const parts = Math.ceil(beats / BEATS_PER_PART);
  for (let p = 0; p < parts; p++) {
    const part = {
      id: db.uuid(),
      versionId: version.id,
      title: `Chapter ${p + 1}`,
      position: p + 1,
      synopsis: `What happens in chapter ${p + 1}.`,
      updateDate: date,
    };
    ms.parts.push(part);
    const count = Math.min(BEATS_PER_PART, beats - p * BEATS_PER_PART);
    for (let b = 0; b < count; b++)
      ms.beats.push({
        id: db.uuid(),
        partId: part.id,
        title: `Beat ${p * BEATS_PER_PART + b + 1}`,
        position: b + 1,
        content: `The road went on past marker ${b + 1}, [i]white with salt[/i], and the caravan went on with it.\r\n\r\nNobody spoke until the [b]beacon[/b] was lit.`,
        updateDate: date,
      });
  }
  return { worldId: world.id, manuscriptId: manuscript.id, versionId: version.id, parts, beats };
}

function removeLongManuscript(db: WaDb): void {
  const ms = db.manuscripts;
  const gone = new Set(ms.manuscripts.filter((m) => m.title === TITLE).map((m) => m.id));
  const versions = new Set(ms.versions.filter((v) => gone.has(v.manuscriptId)).map((v) => v.id));
  const parts = new Set(ms.parts.filter((p) => versions.has(p.versionId)).map((p) => p.id));
  // In place: the routes hold these arrays.
  const keep = <T>(list: T[], kept: (x: T) => boolean) => list.splice(0, list.length, ...list.filter(kept));
  keep(ms.manuscripts, (m) => !gone.has(m.id));
  keep(ms.versions, (v) => !versions.has(v.id));
  keep(ms.parts, (p) => !parts.has(p.id));
  keep(ms.beats, (b) => !parts.has(b.partId));
  keep(ms.stats, (s) => !versions.has(s.versionId));
}

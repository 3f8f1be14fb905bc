// The seeded change log, following the seed's rules: action 4 has no user and the author "anonymous";
// 50 and 51 set both; 0, 21, 47 and 53 set neither; a repository notification (53) is followed one or
// two seconds later by a rebase (21) of the same component; a series of "string updated in the
// repository" (59) is followed by a resource update (0) in the same second. Ascending ids and times.
import type { ChangeRec, WeblateDb } from './model';

/** ISO 8601 UTC with microseconds and a trailing Z, as the seed shows. */
export function isoMicros(d: Date, micros = 0): string {
  return d.toISOString().replace(/\.(\d{3})Z$/, (_m, ms: string) => `.${ms}${String(micros).padStart(3, '0')}Z`);
}

export function addChange(
  db: WeblateDb,
  fields: Omit<ChangeRec, 'id' | 'timestamp'> & { timestamp?: string },
): ChangeRec {
  const rec: ChangeRec = {
    id: db.changes.length + 1,
    timestamp: fields.timestamp ?? liveTimestamp(db),
    ...fields,
  } as ChangeRec;
  db.changes.push(rec);
  return rec;
}

/** Now, but never before the last record: ids and timestamps ascend together even on a clock set back. */
function liveTimestamp(db: WeblateDb): string {
  const last = db.changes.at(-1);
  const floor = last ? Date.parse(last.timestamp) + 1 : 0;
  return isoMicros(new Date(Math.max(db.now().getTime(), floor)), 0);
}

export function addSeedHistory(db: WeblateDb): void {
  let clock = Date.parse('2026-01-05T09:00:00Z');
  const at = (seconds: number, micros: number) => {
    clock += seconds * 1000;
    return isoMicros(new Date(clock), micros);
  };
  const base = {
    unitId: null,
    componentId: null,
    translationId: null,
    projectId: null,
    user: null,
    author: null,
    target: '',
  };
  for (const project of db.projects) {
    addChange(db, {
      ...base,
      action: 50,
      projectId: project.id,
      user: 'admin',
      author: 'admin',
      timestamp: at(60, 101),
    });
    for (const comp of db.components.filter((c) => c.projectId === project.id)) {
      addChange(db, {
        ...base,
        action: 51,
        projectId: project.id,
        componentId: comp.id,
        user: 'admin',
        author: 'admin',
        timestamp: at(30, 202),
      });
      const translations = db.translations.filter((t) => t.componentId === comp.id);
      for (const tr of translations.filter((t) => !t.isSource)) {
        addChange(db, {
          ...base,
          action: 48,
          projectId: project.id,
          componentId: comp.id,
          translationId: tr.id,
          user: 'admin',
          author: 'admin',
          timestamp: at(5, 303),
        });
      }
      // A push to the repository: notification, then the rebase 1–2 s later.
      addChange(db, { ...base, action: 53, projectId: project.id, componentId: comp.id, timestamp: at(3600, 404) });
      addChange(db, {
        ...base,
        action: 21,
        projectId: project.id,
        componentId: comp.id,
        timestamp: at(1 + (comp.id % 2), 505),
      });
      // The rebase updated strings: a series of 59 in one second, then a resource update (0) in that second.
      const target = translations.find((t) => !t.isSource) ?? translations[0]!;
      const second = at(1, 0).slice(0, 19);
      target.unitIds.slice(0, 3).forEach((unitId, i) => {
        const unit = db.units[unitId - 1]!;
        addChange(db, {
          ...base,
          action: 59,
          projectId: project.id,
          componentId: comp.id,
          translationId: target.id,
          unitId,
          target: unit.source[0]!,
          timestamp: `${second}.${String(100000 + i * 1111).padStart(6, '0')}Z`,
        });
      });
      addChange(db, {
        ...base,
        action: 0,
        projectId: project.id,
        componentId: comp.id,
        translationId: target.id,
        timestamp: `${second}.900000Z`,
      });
      addChange(db, {
        ...base,
        action: 47,
        projectId: project.id,
        componentId: comp.id,
        target: 'Repository has changes not yet pushed',
        timestamp: at(120, 606),
      });
      addUnitActivity(db, comp.id, project.id, at);
    }
  }
}

/** Translators at work: translations, suggestions, comments, approvals, commits and pushes. */
function addUnitActivity(
  db: WeblateDb,
  componentId: number,
  projectId: number,
  at: (s: number, us: number) => string,
): void {
  const base = { componentId, projectId, user: null as string | null, author: null as string | null, target: '' };
  for (const tr of db.translations.filter((t) => t.componentId === componentId && !t.isSource).slice(0, 3)) {
    const unitIds = tr.unitIds.slice(0, 6);
    for (const [i, unitId] of unitIds.entries()) {
      const unit = db.units[unitId - 1]!;
      const text = unit.target[0] || unit.source[0]!;
      const who = i % 2 === 0 ? 'translator' : 'reviewer';
      const action = [5, 2, 4, 3, 7, 36][i % 6]!;
      if (action === 4) {
        addChange(db, {
          ...base,
          action,
          translationId: tr.id,
          unitId,
          author: 'anonymous',
          target: `${text} (suggestion)`,
          timestamp: at(900, 707),
        });
      } else {
        addChange(db, {
          ...base,
          action,
          translationId: tr.id,
          unitId,
          user: who,
          author: who,
          target: action === 3 ? 'Is this the plural form used on the map screen?' : text,
          timestamp: at(600, 808),
        });
      }
    }
    addChange(db, {
      ...base,
      action: 17,
      translationId: tr.id,
      unitId: null,
      user: 'admin',
      author: 'admin',
      timestamp: at(300, 909),
    });
  }
  addChange(db, {
    ...base,
    action: 18,
    translationId: null,
    unitId: null,
    user: 'admin',
    author: 'admin',
    timestamp: at(60, 111),
  });
  addChange(db, {
    ...base,
    action: 9,
    translationId: db.translations.find((t) => t.componentId === componentId && !t.isSource)?.id ?? null,
    unitId: null,
    user: 'translator',
    author: 'translator',
    timestamp: at(60, 222),
  });
  addChange(db, {
    ...base,
    action: 13,
    translationId: null,
    unitId: null,
    user: 'admin',
    author: 'admin',
    timestamp: at(60, 333),
  });
}

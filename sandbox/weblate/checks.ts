// The sandbox's quality checks: Weblate runs its checks on every saved translation and `check:<id>`
// searches find them; the sandbox runs the checks Scriptorium implements (src/core/checks/localChecks.ts)
// on its seeded text and after every write, so `has_failing_check`, the statistics' failing counts and
// `check:` agree with the text. Real servers run all of Weblate's checks (the conformance suite compares).
import { runLocalChecks } from '../../src/core/checks/localChecks';
import { fileFormatFlags } from '../../src/core/checks/checkFlags';
import type { UnitRec, WeblateDb } from './model';

/** Runs the checks on one unit's current text (after a write). */
export function recheck(db: WeblateDb, unit: UnitRec): void {
  const byIndex = db.translations[unit.translationId - 1];
  const tr = byIndex?.id === unit.translationId ? byIndex : db.translations.find((t) => t.id === unit.translationId);
  if (!tr) return;
  unit.checks = tr.isSource
    ? []
    : runLocalChecks({
        source: unit.source,
        target: unit.target,
        state: unit.state,
        // Weblate's Unit.get_all_flags: the file format's flags (Android resources: java-printf-format),
        // the file's flags, the source string's extra flags, the unit's own (no component check flags here).
        flags: [fileFormatOf(db, tr.componentId), unit.flags, sourceOf(db, unit)?.extraFlags, unit.extraFlags]
          .filter(Boolean)
          .join(','),
        language: tr.language,
      });
  unit.hasFailingCheck = unit.checks.length > 0;
  tr.statsCache = undefined;
}

function fileFormatOf(db: WeblateDb, componentId: number): string {
  const byIndex = db.components[componentId - 1];
  const comp = byIndex?.id === componentId ? byIndex : db.components.find((c) => c.id === componentId);
  const format = comp?.fileFormat;
  return format ? fileFormatFlags(format) : '';
}

export function sourceOf(db: WeblateDb, unit: UnitRec): UnitRec | undefined {
  const byIndex = db.units[unit.sourceUnitId - 1];
  return byIndex?.id === unit.sourceUnitId ? byIndex : db.units.find((u) => u.id === unit.sourceUnitId);
}

export function recheckAll(db: WeblateDb): void {
  for (const unit of db.units) recheck(db, unit);
}

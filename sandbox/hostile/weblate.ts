// The hostile corpus in the sandbox's Weblate: a component of the private "internal" project (seen only
// with the admin or project token, after every other component, so no test's counts or rows change) whose
// strings carry the payloads in source, translation, note, explanation, previous source, the component's
// name and the change log. Its own PRNG, so the rest of the generated data stays byte-identical.
import { addChange, isoMicros } from '../weblate/history';
import { mulberry32 } from '../weblate/data';
import { STATE, type ComponentRec, type TranslationRec, type UnitRec, type WeblateDb } from '../weblate/model';
import { HOSTILE_PAYLOADS, nthPayload, PWN } from './payloads';

export const HOSTILE_PROJECT = 'internal';
export const HOSTILE_COMPONENT = 'hostile';
export const HOSTILE_COMPONENT_NAME = `Hostile payloads <img src=x onerror=${PWN}>`;
export const HOSTILE_LANGUAGE = 'de';
/** Four payloads per string (source, note, explanation, translation): every payload in some field. */
export const HOSTILE_UNIT_COUNT = Math.ceil(HOSTILE_PAYLOADS.length / 4);

export interface HostileUnitPlan {
  key: string;
  source: string;
  note: string;
  explanation: string;
  target: string;
  previousSource: string;
  /** The text of the change recorded on the translated string. */
  changeTarget: string;
}

/** What each hostile string carries, in position order (the e2e scenario checks the panel against it). */
export function hostileUnitPlans(): HostileUnitPlan[] {
  return Array.from({ length: HOSTILE_UNIT_COUNT }, (_, k) => ({
    key: `hostile.p${String(k + 1).padStart(2, '0')}`,
    source: nthPayload(4 * k).text,
    note: nthPayload(4 * k + 1).text,
    explanation: nthPayload(4 * k + 2).text,
    target: nthPayload(4 * k + 3).text,
    previousSource: nthPayload(4 * k + 4).text,
    changeTarget: nthPayload(4 * k + 5).text,
  }));
}

function hash64(rand: () => number): bigint {
  const hi = BigInt(Math.floor(rand() * 2 ** 32));
  const lo = BigInt(Math.floor(rand() * 2 ** 32));
  return BigInt.asIntN(64, (hi << 32n) | lo);
}

export function addHostileWeblateData(db: WeblateDb): void {
  const rand = mulberry32(0x5ec0de);
  const project = db.projects.find((p) => p.slug === HOSTILE_PROJECT)!;
  const comp: ComponentRec = {
    id: db.components.length + 1,
    projectId: project.id,
    slug: HOSTILE_COMPONENT,
    name: HOSTILE_COMPONENT_NAME,
    fileFormat: 'json-nested',
    filemask: 'hostile/*.json',
    template: 'hostile/en.json',
    vcs: 'git',
    repo: 'https://git.example.org/internal/hostile.git',
    isGlossary: false,
    sourceLanguage: 'en',
    locked: false,
    license: 'MIT',
    manageUnits: false,
    pendingUnits: new Set(),
    outgoingCommits: 0,
    headRevision: '5eed'.repeat(10),
    remoteRevision: '5eed'.repeat(10),
  };
  db.components.push(comp);
  const plans = hostileUnitPlans();
  const sourceIds: number[] = [];
  for (const lang of ['en', HOSTILE_LANGUAGE]) {
    const tr: TranslationRec = {
      id: db.translations.length + 1,
      componentId: comp.id,
      language: lang,
      languageCode: lang,
      isSource: lang === 'en',
      unitIds: [],
    };
    db.translations.push(tr);
    plans.forEach((plan, index) => {
      const id = db.units.length + 1;
      const unit: UnitRec = {
        id,
        translationId: tr.id,
        source: [plan.source],
        target: tr.isSource ? [plan.source] : [plan.target],
        previousSource: tr.isSource ? '' : plan.previousSource,
        idHash: hash64(rand),
        contentHash: hash64(rand),
        location: `src/hostile.ts:${index + 1}`,
        context: plan.key,
        note: plan.note,
        flags: tr.isSource ? 'read-only' : '',
        extraFlags: '',
        explanation: plan.explanation,
        labels: [],
        state: tr.isSource ? STATE.readonly : STATE.fuzzy,
        position: index + 1,
        hasSuggestion: false,
        hasComment: false,
        hasFailingCheck: false,
        numWords: plan.source.split(/\s+/).filter(Boolean).length,
        sourceUnitId: tr.isSource ? id : sourceIds[index]!,
        priority: 100,
      };
      if (tr.isSource) sourceIds.push(id);
      db.units.push(unit);
      tr.unitIds.push(id);
    });
  }
  // After the seeded log, so ids and times still ascend together; older than anything done live. Action 5
  // (translation added), not 2, so the changes scenario still proves its own save is the newest change.
  let clock = Date.parse(db.changes.at(-1)!.timestamp);
  const translation = db.translations.at(-1)!;
  for (const [i, plan] of plans.entries()) {
    clock += 60_000;
    const unitId = translation.unitIds[i]!;
    addChange(db, {
      action: 5,
      unitId,
      componentId: comp.id,
      translationId: translation.id,
      projectId: project.id,
      user: 'admin',
      author: 'admin',
      target: plan.changeTarget,
      timestamp: isoMicros(new Date(clock)),
    });
  }
}

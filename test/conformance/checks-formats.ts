// Format strings and placeholders named while typing exactly as Weblate names them after saving (#43 item 4).
// For every sample of formatSamples.ts (≥ 100 translations over 16 families, the flags on the component or
// the source string) the source string's text and flags are set, the translation is typed into a real
// string and saved; the panel's live verdict (liveVerdict on the typed text, flags as checkFlags gives
// them) must equal the server's verdict (ServerChecks) for every format and placeholder check. Plural
// forms are typed into the plural component's strings in German and Czech. The server's texts and flags
// are put back afterwards. Agreement is printed per family; a check the panel leaves to the server (a
// pattern its guard refuses, an ICU message the releases judge differently) is counted apart.
import { strict as assert } from 'node:assert';
import { TranslationSchema, UnitSchema, type Translation } from '../../src/core/weblate/schemas';
import type { Unit, WeblateClient } from '../../src/core/weblate';
import { editUnitDetails } from '../../src/core/weblate';
import { ServerChecks } from '../../src/core/checks/serverChecks';
import { FORMAT_FAMILIES } from '../../src/core/checks/formatChecks';
import { liveVerdict } from '../../src/core/checks/storedText';
import { checkFlags } from '../../src/core/checks/checkFlags';
import { i18nextTokens } from '../../src/core/checks/braceTokens';
import { inComponent } from '../../src/core/weblate/query';
import { FORMAT_SAMPLES, type FormatSample } from './formatSamples';
import type { Check } from './check';
import type { Target } from './targets';

const COMPARED = [...FORMAT_FAMILIES.map((f) => f.id), 'placeholders', 'regex', 'icu_message_format'];

interface Tally {
  agree: Map<string, number>;
  total: Map<string, number>;
  leftToServer: number;
  wrong: string[];
}

const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

async function setComponentFlags(t: Target, flags: string): Promise<void> {
  const { project, component } = t.fx;
  const res = await fetch(new URL(`api/components/${project}/${component}/`, t.url), {
    method: 'PATCH',
    headers: { Authorization: `Token ${t.admin}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ check_flags: flags }),
  });
  assert.ok(res.ok, `PATCH check_flags: ${res.status} ${await res.text()}`);
}

/** Types `target` into `unit`, saves it and compares the panel's live verdict with the server's. */
async function typeAndCompare(
  client: WeblateClient,
  unit: Unit,
  source: Unit,
  target: string[],
  family: string,
  tally: Tally,
): Promise<void> {
  const translation: Translation = await client.follow(unit.translation, TranslationSchema);
  const flags = checkFlags(unit, source, translation.component);
  const subject = { source: unit.source, target, state: 20, flags, language: translation.language.code };
  const live = liveVerdict(subject, translation.is_template);
  await client.patchUnit(unit.id, { target, state: 20 });
  const saved = await client.getUnit(unit.id);
  assert.deepEqual(saved.source, unit.source, 'the source string is the one set');
  const server = await new ServerChecks(client).of(translation, saved, live.failing);
  if (live.unjudged.length > 0) tally.leftToServer += 1;
  const judged = (ids: string[]) => ids.filter((id) => COMPARED.includes(id) && !live.unjudged.includes(id)).sort();
  bump(tally.total, family);
  if (judged(live.failing).join() === judged(server).join()) bump(tally.agree, family);
  else
    tally.wrong.push(
      `${family} [${flags}] ${JSON.stringify(unit.source)} → ${JSON.stringify(target)}: panel [${judged(live.failing)}], server [${judged(server)}]`,
    );
}

/** The singular samples: one string whose source text and flags are set per sample. */
async function singular(t: Target, tally: Tally): Promise<void> {
  const { project, component, language } = t.fx;
  const client = t.client(t.admin);
  const units = await client.listTranslationUnits(project, component, language);
  // A translated string, the last one: text typed into an untranslated string and taken back leaves Weblate's
  // `translated` check ("translated in the past") on it, which later checks would meet.
  const unit = [...units]
    .reverse()
    .find((u) => u.source.length === 1 && u.state === 20 && u.source_unit && !u.has_failing_check);
  assert.ok(unit?.source_unit, 'the fixture has a translated singular string');
  const source = await client.follow(unit.source_unit, UnitSchema);
  // The sandbox's source strings are read-only (the seed's): their text cannot be set there, and the
  // sandbox judges with the panel's own code, so only the plural part below runs on it.
  if (source.state === 100) return;
  const translation = await client.follow(unit.translation, TranslationSchema);
  const componentFlags = translation.component.check_flags ?? '';
  // A new source text marks the string's translations in every language as needing editing: each is put
  // back after the source text is.
  const twins = (await client.listUnits({ q: inComponent(project, component) })).filter(
    (u) => u.context === unit.context && u.id !== source.id && u.state !== 100,
  );
  try {
    for (const sample of FORMAT_SAMPLES) {
      // Component flags need the component API, which the sandbox does not have: its flags go on the source.
      const onComponent = sample.on === 'component' && t.name === 'real';
      await setSample(t, client, source, sample, onComponent, componentFlags);
      const now = await client.getUnit(unit.id);
      const sourceNow = await client.follow(unit.source_unit, UnitSchema);
      for (const target of sample.targets) await typeAndCompare(client, now, sourceNow, [target], sample.family, tally);
    }
  } finally {
    await client.patchUnit(source.id, { target: source.target, state: source.state });
    await editUnitDetails(client, source.id, { extra_flags: source.extra_flags ?? '' });
    if (t.name === 'real') await setComponentFlags(t, componentFlags);
    for (const twin of twins) await client.patchUnit(twin.id, { target: twin.target, state: twin.state });
  }
  for (const twin of twins) {
    const back = await client.getUnit(twin.id);
    assert.deepEqual([back.target, back.state], [twin.target, twin.state], `${twin.context} put back`);
  }
}

async function setSample(
  t: Target,
  client: WeblateClient,
  source: Unit,
  sample: FormatSample,
  onComponent: boolean,
  componentFlags: string,
): Promise<void> {
  if (t.name === 'real') await setComponentFlags(t, onComponent ? sample.flags : componentFlags);
  await editUnitDetails(client, source.id, { extra_flags: onComponent ? '' : sample.flags });
  await client.patchUnit(source.id, { target: [sample.source], state: 20 });
}

/** Plural forms: the plural component's first plural string in German and in the three-form language. */
async function plural(t: Target, tally: Tally): Promise<void> {
  const { project, pluralComponent, pluralLanguage } = t.fx;
  const client = t.client(t.admin);
  for (const language of ['de', pluralLanguage]) {
    const units = await client.listTranslationUnits(project, pluralComponent, language);
    const plural = (u: Unit) => u.source.length > 1 && !!u.source_unit;
    // Translated, for the reason above (the sandbox has no `translated` check: any editable one there).
    const unit =
      units.find((u) => plural(u) && u.state === 20) ??
      (t.name === 'sandbox' ? units.find((u) => plural(u) && [0, 10].includes(u.state)) : undefined);
    assert.ok(unit?.source_unit, `a plural string in ${language}`);
    const source = await client.follow(unit.source_unit, UnitSchema);
    const translation = await client.follow(unit.translation, TranslationSchema);
    const forms = translation.language.plural?.number ?? unit.target.length;
    const effective = checkFlags(unit, source, translation.component);
    // The i18next component has the flag from its file format; elsewhere it goes on the source string.
    const added = /i18next-interpolation/.test(effective) ? '' : 'i18next-interpolation';
    if (added) await editUnitDetails(client, source.id, { extra_flags: added });
    const sourceNow = await client.follow(unit.source_unit, UnitSchema);
    const kept = Array.from({ length: forms }, (_, i) => unit.source[Math.min(i, unit.source.length - 1)]!);
    const drop = (text: string) => i18nextTokens(text).reduce((s, token) => s.replace(token, ''), text);
    const targets = [
      kept,
      kept.map((f, i) => (i === 0 ? drop(f) : f)),
      kept.map((f, i) => (i === forms - 1 ? drop(f) : f)),
      kept.map((f, i) => (i === 0 ? `${f} {{x}}` : f)),
      kept.map((f, i) => (i === 1 ? drop(f) : f)),
    ];
    try {
      for (const target of targets) await typeAndCompare(client, unit, sourceNow, target, 'i18next plurals', tally);
    } finally {
      await client.patchUnit(unit.id, { target: unit.target, state: unit.state });
      if (added) await editUnitDetails(client, source.id, { extra_flags: source.extra_flags ?? '' });
    }
  }
}

export const formatChecks: Check[] = [
  {
    name: 'checks: format strings and placeholders — the panel’s live verdict equals the server’s after saving, per family',
    timeoutMs: 20 * 60_000,
    async run(t) {
      const tally: Tally = { agree: new Map(), total: new Map(), leftToServer: 0, wrong: [] };
      await singular(t, tally);
      await plural(t, tally);
      const total = [...tally.total.values()].reduce((a, b) => a + b, 0);
      const agree = [...tally.agree.values()].reduce((a, b) => a + b, 0);
      const release = (t as Target & { server?: { release: { version: string } } }).server?.release.version ?? t.name;
      const families = [...tally.total].map(([f, n]) => `${f} ${tally.agree.get(f) ?? 0}/${n}`).join(', ');
      process.stderr.write(
        `[conformance] formats on ${release}: ${agree} of ${total} verdicts equal the server's (${families}); ${tally.leftToServer} left to the server (the regex guard; ICU where the releases differ)\n`,
      );
      assert.deepEqual(tally.wrong, []);
      // The sandbox can only take the plural part (its source strings cannot be rewritten).
      assert.ok(total >= (t.name === 'real' ? 100 : 10), `${total} samples`);
    },
  },
];

// Failing checks by name (#26 item 3) on every server: for every unit of the fixture translations — as
// they are, and after texts written to fail on purpose — the checks the server reports (`check:=<id>`,
// ServerChecks) equal the checks Scriptorium runs itself (runLocalChecks), for the checks it implements
// (LOCAL_CHECK_IDS). The rest (format strings, placeholders, markup, same, consistency, …) Scriptorium
// only shows as the server reports them; escaped_newline and the language-specific punctuation rules of
// Weblate (Armenian, Greek, Burmese…) are ported but not exercised by this sample data.
import { strict as assert } from 'node:assert';
import { TranslationSchema } from '../../src/core/weblate/schemas';
import { ServerChecks } from '../../src/core/checks/serverChecks';
import { LOCAL_CHECK_IDS, runLocalChecks } from '../../src/core/checks/localChecks';
import type { Unit } from '../../src/core/weblate';
import type { Check } from './check';
import type { Target } from './targets';

/** Texts that fail one or more of the local checks, made from a unit's source. */
const BREAKERS: ((s: string) => string)[] = [
  (s) => `${s}  `,
  (s) => ` ${s}`,
  (s) => (s.endsWith('.') ? s.slice(0, -1) : `${s}.`),
  (s) => `${s}?`,
  (s) => `${s}!`,
  (s) => `${s}:`,
  (s) => `${s}…`,
  (s) => `${s}\n`,
  (s) => `\n${s}`,
  (s) => s.replace(' ', '  '),
  (s) => `${s}?!`,
  (s) => `${s}\u200b`,
];

async function compare(t: Target, project: string, component: string, language: string): Promise<number> {
  const client = t.client(t.admin);
  const units = await client.listTranslationUnits(project, component, language);
  const translation = await client.follow(units[0]!.translation, TranslationSchema);
  const server = new ServerChecks(client);
  let failing = 0;
  for (const u of units) {
    const reported = (await server.of(translation, u.id)).filter((id) => LOCAL_CHECK_IDS.includes(id));
    const mine = runLocalChecks({
      source: u.source,
      target: u.target,
      state: u.state,
      flags: [u.flags, u.extra_flags ?? ''].filter(Boolean).join(','),
      language,
    });
    assert.deepEqual(
      [...mine].sort(),
      [...reported].sort(),
      `${project}/${component}/${language} ${u.context}: ${JSON.stringify(u.source)} → ${JSON.stringify(u.target)}`,
    );
    failing += mine.length;
  }
  return failing;
}

export const checkChecks: Check[] = [
  {
    name: 'checks: on the sample data as it is, the server reports exactly the checks Scriptorium runs',
    async run(t) {
      const { project, component, language, pluralComponent, pluralLanguage, regional } = t.fx;
      await compare(t, project, component, language);
      await compare(t, project, component, regional.code);
      await compare(t, project, pluralComponent, pluralLanguage);
    },
  },
  {
    name: 'checks: texts written to fail (spaces, stops, marks, line breaks) fail the same checks on the server',
    async run(t) {
      const { project, component, language } = t.fx;
      const client = t.client(t.admin);
      // Untranslated units first (nothing to put back), then editable translated ones (the sandbox has few).
      const units = await client.listTranslationUnits(project, component, language);
      // One text is written to each: plural strings would need every form.
      const singular = units.filter((u) => u.source.length === 1);
      const editable = [
        ...singular.filter((u) => u.state === 0),
        ...singular.filter((u) => u.state === 10 || u.state === 20),
      ];
      const written: Unit[] = [];
      try {
        for (const [i, unit] of editable.slice(0, BREAKERS.length).entries()) {
          const text = BREAKERS[i]!(unit.source[0]!);
          await client.patchUnit(unit.id, { target: [text], state: 10 });
          written.push(unit);
        }
        assert.ok(written.length >= 6, `enough untranslated units to write (${written.length})`);
        const failing = await compare(t, project, component, language);
        // Some breakers fail nothing on some sources (one word has no space to double): most must fail.
        assert.ok(failing >= written.length / 2, `the written texts fail (${failing} checks)`);
      } finally {
        for (const unit of written) await client.patchUnit(unit.id, { target: unit.target, state: unit.state });
      }
    },
  },
];

// What Weblate fixes on save is no false alarm (#43 item 5). Realistic typing mistakes (a trailing or
// leading space, a zero-width space, a tab or line break at the end, three dots for an ellipsis, a control
// character, a missing or extra stop, a doubled space…) are typed into real strings: the panel's live
// verdict (liveChecks: its local checks on the text as storedText says Weblate stores it) must equal the
// server's verdict after saving, for every check the panel runs, and the stored text must be storedText's.
// The server's texts are put back afterwards. It also counts the verdicts the panel gave before (its checks
// on the typed text), to show the false alarms this removes.
import { strict as assert } from 'node:assert';
import { TranslationSchema } from '../../src/core/weblate/schemas';
import type { Unit } from '../../src/core/weblate';
import { ServerChecks } from '../../src/core/checks/serverChecks';
import { LOCAL_CHECK_IDS, runLocalChecks } from '../../src/core/checks/localChecks';
import { liveChecks, storedText } from '../../src/core/checks/storedText';
import { checkFlags } from '../../src/core/checks/checkFlags';
import { inComponent } from '../../src/core/weblate/query';
import type { Check } from './check';

/** Mistakes a person makes while typing, each made from the text being translated. */
const MISTAKES: [name: string, make: (text: string) => string][] = [
  ['trailing space', (t) => `${t} `],
  ['two trailing spaces', (t) => `${t}  `],
  ['leading space', (t) => ` ${t}`],
  ['zero-width space at the end', (t) => `${t}\u200b`],
  ['zero-width space inside', (t) => `${t.slice(0, 2)}\u200b${t.slice(2)}`],
  ['space then zero-width space', (t) => `${t} \u200b`],
  ['zero-width space then space', (t) => `${t}\u200b `],
  ['trailing tab', (t) => `${t}\t`],
  ['trailing line break', (t) => `${t}\n`],
  ['no-break space at the end', (t) => `${t}\u00a0`],
  ['three dots', (t) => `${t.replace(/[.…]+$/, '')}...`],
  ['bell character', (t) => `${t}\u0007`],
  ['stop dropped or added', (t) => (t.endsWith('.') ? t.slice(0, -1) : `${t}.`)],
  ['doubled space', (t) => t.replace(' ', '  ')],
];

const UNITS = 9;

export const autofixChecks: Check[] = [
  {
    name: 'checks: what Weblate fixes on save (spaces, zero-width spaces, dots…) — the panel’s live verdict equals the server’s after saving',
    timeoutMs: 15 * 60_000,
    async run(t) {
      const { project, component, language } = t.fx;
      const client = t.client(t.admin);
      const units = await client.listTranslationUnits(project, component, language);
      const translation = await client.follow(units[0]!.translation, TranslationSchema);
      const sources = new Map(
        (await client.listUnits({ q: inComponent(project, component) })).map((u) => [u.url.split('?')[0], u]),
      );
      // Singular strings that may be written, with a text of a few words to make mistakes in.
      const chosen = units
        .filter((u) => u.source.length === 1 && [0, 10, 20].includes(u.state) && u.source[0]!.length > 4)
        .slice(0, UNITS);
      assert.ok(chosen.length * MISTAKES.length >= 100, `${chosen.length} strings × ${MISTAKES.length} mistakes`);
      const flagsOf = (u: Unit) =>
        checkFlags(u, sources.get(u.source_unit?.split('?')[0] ?? ''), translation.component);
      let typed = 0;
      let alarmsBefore = 0;
      const wrong: string[] = [];
      try {
        for (const [name, make] of MISTAKES) {
          for (const u of chosen) {
            const text = make(u.target[0] || u.source[0]!);
            const subject = { source: u.source, target: [text], state: 20, flags: flagsOf(u), language };
            const live = liveChecks(subject, translation.is_template);
            await client.patchUnit(u.id, { target: [text], state: 20 });
            const saved = await client.getUnit(u.id);
            const server = (await new ServerChecks(client).of(translation, saved, live)).filter((id) =>
              LOCAL_CHECK_IDS.includes(id),
            );
            typed += 1;
            const before = runLocalChecks(subject);
            if (before.some((id) => !server.includes(id))) alarmsBefore += 1;
            const stored = storedText([text], { ...subject, template: translation.is_template });
            if (
              JSON.stringify(saved.target) !== JSON.stringify(stored) ||
              [...live].sort().join() !== [...server].sort().join()
            )
              wrong.push(
                `${name} in ${u.context}: typed ${JSON.stringify(text)}, stored ${JSON.stringify(saved.target)} (expected ${JSON.stringify(stored)}); live [${live}], server [${server}]`,
              );
          }
        }
      } finally {
        for (const u of chosen) await client.patchUnit(u.id, { target: u.target, state: u.state });
      }
      process.stderr.write(
        `[conformance] autofix: ${typed} mistakes typed, ${typed - wrong.length} verdicts equal the server's; the checks of the typed text would have alarmed falsely ${alarmsBefore} times\n`,
      );
      assert.deepEqual(wrong, []);
      assert.ok(typed >= 100);
      const back = await client.listTranslationUnits(project, component, language);
      for (const u of chosen)
        assert.deepEqual(back.find((b) => b.id === u.id)?.target, u.target, `${u.context} put back`);
    },
  },
];

// Runs the shared table of checks against every real Weblate release (5.10.4, the seed's era, and the
// newest) and the sandbox in both change orders: a difference shows as a check failing on one side only.
// Each real server starts once (a cold start builds its template: minutes) and is stopped in `after`,
// also when checks fail; SIGINT/SIGTERM stop it too.
import { clientChecks } from './checks-client';
import { fileChecks } from './checks-files';
import { uploadBaseChecks } from './checks-uploadBase';
import { uploadPoChecks } from './checks-uploadPo';
import { uploadFormatChecks } from './checks-uploadFormats';
import { readChecks } from './checks-read';
import { writeChecks } from './checks-write';
import { maintenanceChecks } from './checks-maintenance';
import { reviewChecks } from './checks-review';
import { glossaryChecks } from './checks-glossary';
import { contextChecks } from './checks-context';
import { checkChecks } from './checks-checks';
import { autofixChecks } from './checks-autofix';
import { formatChecks } from './checks-formats';
import { budgetChecks } from './checks-budget';
import { screenshotChecks } from './checks-screenshots';
import { memoryChecks } from './checks-memory';
import { pendingChecks } from './checks-pending';
import { queryChecks } from './checks-query';
import { autoTranslateChecks } from './checks-autoTranslate';
import { ledgerChecks } from './checks-ledger';
import { weblateReleases } from '../../scripts/weblate/releases';
import { startRealTarget, startSandboxTarget, type Target } from './targets';

const checks = [
  ...readChecks,
  ...writeChecks,
  ...reviewChecks,
  ...clientChecks,
  ...fileChecks,
  ...uploadBaseChecks,
  ...uploadPoChecks,
  ...uploadFormatChecks,
  ...maintenanceChecks,
  ...glossaryChecks,
  ...contextChecks,
  ...checkChecks,
  ...autofixChecks,
  ...formatChecks,
  ...budgetChecks,
  ...screenshotChecks,
  ...memoryChecks,
  ...pendingChecks,
  ...queryChecks,
  ...ledgerChecks,
  // Last: a run may add suggestions to the fixture's strings.
  ...autoTranslateChecks,
];

function suite(name: string, start: () => Promise<Target>, startTimeoutMs: number): void {
  describe(`conformance: ${name}`, function () {
    let target: Target | undefined;
    const stopOnSignal = () => void target?.stop().finally(() => process.exit(130));

    before(async function () {
      this.timeout(startTimeoutMs);
      process.once('SIGINT', stopOnSignal).once('SIGTERM', stopOnSignal);
      const t0 = Date.now();
      target = await start();
      const real = target as Target & { server?: { coldStart: boolean } };
      process.stderr.write(
        `[conformance] ${name} ready in ${((Date.now() - t0) / 1000).toFixed(1)} s${real.server ? (real.server.coldStart ? ' (cold: template built)' : ' (warm)') : ''}\n`,
      );
    });

    after(async function () {
      this.timeout(60_000);
      process.off('SIGINT', stopOnSignal).off('SIGTERM', stopOnSignal);
      await target?.stop();
    });

    for (const check of checks) {
      it(check.name, async function () {
        if (check.timeoutMs) this.timeout(check.timeoutMs);
        if (!target) throw new Error(`${name} did not start`);
        if (check.onlyReal && target.name !== 'real') this.skip();
        await check.run(target);
      });
    }
  });
}

suite('sandbox (changes oldest first, as the seed)', () => startSandboxTarget('oldest-first'), 60_000);
suite('sandbox (changes newest first, as real Weblate)', () => startSandboxTarget('newest-first'), 60_000);
suite('sandbox (5.10 era: no suggestion or comment routes)', () => startSandboxTarget('newest-first', false), 60_000);
for (const release of weblateReleases())
  suite(`real Weblate ${release.version} (${release.role})`, () => startRealTarget(release), 30 * 60_000);

// `npm start` and the end-to-end tests hand the sandbox's demo credentials to the extension through a
// private (0600) file named by SCRIPTORIUM_DEMO_CREDENTIALS, imported here into SecretStorage at
// activation: the demo needs no typing, and no secret ever sits in settings or on a command line.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { CredentialStore } from './credentials';
import type { Log } from './log';

const DemoFile = z.object({
  weblate: z.object({ origin: z.string().url(), token: z.string().min(1) }).optional(),
  worldAnvil: z
    .object({ origin: z.string().url(), applicationKey: z.string().min(1), authToken: z.string().min(1) })
    .optional(),
  suggestions: z
    .array(z.object({ provider: z.string().min(1).max(40), origin: z.string().url(), key: z.string().min(1) }))
    .max(10)
    .optional(),
});

export async function importDemoCredentials(store: CredentialStore, log: Log): Promise<void> {
  const file = process.env.SCRIPTORIUM_DEMO_CREDENTIALS;
  if (!file) return;
  try {
    const parsed = DemoFile.safeParse(JSON.parse(await readFile(file, 'utf8')));
    if (!parsed.success) {
      log.warn('demo', 'the demo credentials file is not in the expected shape; ignored');
      return;
    }
    const { weblate, worldAnvil, suggestions } = parsed.data;
    for (const s of suggestions ?? []) await store.setProviderKey(s.provider, new URL(s.origin).origin, s.key);
    if (weblate) await store.setWeblateToken(new URL(weblate.origin).origin, weblate.token);
    if (worldAnvil)
      await store.setWorldAnvilKeys(new URL(worldAnvil.origin).origin, {
        applicationKey: worldAnvil.applicationKey,
        authToken: worldAnvil.authToken,
      });
    log.info(
      'demo',
      `imported demo credentials for ${[weblate?.origin, worldAnvil?.origin].filter(Boolean).join(' and ')}`,
    );
  } catch (e) {
    log.warn('demo', `could not read the demo credentials file (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

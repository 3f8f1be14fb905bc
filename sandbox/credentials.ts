// The sandbox's demo credentials. Fixed so the demo and tests can use them; they open nothing real.
import type { SandboxCredentials } from './types';

export const SANDBOX_CREDENTIALS: SandboxCredentials = {
  weblate: {
    // Superuser: may do everything, including managing languages and reading the private project.
    adminToken: 'wlu_sandboxAdminToken0000000000000000000000',
    // An ordinary translator: may edit units of public projects, may not manage languages.
    translatorToken: 'wlu_sandboxTranslatorToken000000000000000000',
    // A project token for the private project only.
    projectToken: 'wlp_sandboxProjectToken00000000000000000000',
    // A contributor who may only suggest (Weblate's Guests team): saving a translation answers 403.
    suggesterToken: 'wlu_sandboxSuggesterToken0000000000000000000',
  },
  worldAnvil: {
    applicationKey: 'sandbox-application-key-5f1c0d7e',
    authToken: 'sandbox-auth-token-9b2e44aa',
  },
  machineTranslation: {
    deepl: 'sandbox-deepl-key-4c1e:fx',
    libretranslate: 'sandbox-libretranslate-key-77a0',
    openai: 'sk-sandbox-openai-key-1b93',
  },
};

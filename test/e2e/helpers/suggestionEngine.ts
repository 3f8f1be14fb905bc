// What the suggestion scenarios (61, 63) share: the sandbox's OpenAI-compatible engine turned on in the
// user settings and its key set through the command (SecretStorage), as a person does.
import { harness } from '../harness';
import { writeUserSettings } from './settings';
import { answerInput, pickItem, runCommand } from './workbench';

export async function useSandboxEngine(): Promise<void> {
  const { page, sandbox } = harness();
  await writeUserSettings({
    'scriptorium.localization.suggestions.openai.enabled': true,
    'scriptorium.localization.suggestions.openai.url': `${sandbox.origin}/mt/openai/v1/`,
    'scriptorium.localization.suggestions.openai.model': 'sandbox-model',
  });
  await runCommand(page, 'Scriptorium: Set Machine Translation Key…');
  await pickItem(page, 'OpenAI-compatible');
  await answerInput(page, sandbox.credentials.machineTranslation.openai);
}

export const stopSandboxEngine = () =>
  writeUserSettings({ 'scriptorium.localization.suggestions.openai.enabled': false });

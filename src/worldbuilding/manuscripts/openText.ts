// Open Text on a part or a beat of the Worldbuilding view (#47 item 1): its text read-only, as the pulled
// part file would hold it (Markdown behind the beat markers, core/manuscript/partFile.ts), in the
// feature's read-only documents (platform/readOnlyText.ts): nothing to save, nothing a person could lose.
import * as vscode from 'vscode';
import { partToFile } from '../../core/manuscript/partFile';
import type { Log } from '../../platform/log';
import { readOnlyText } from '../../platform/readOnlyText';
import { showError } from '../../platform/showError';
import { BeatNode, PartNode } from '../tree/manuscriptNodes';

export function registerOpenManuscriptText(context: vscode.ExtensionContext, deps: { log: Log }): void {
  context.subscriptions.push(
    vscode.commands.registerCommand('scriptorium.worldbuilding.openManuscriptText', async (node?: unknown) => {
      const part = node instanceof BeatNode ? node.parent : node instanceof PartNode ? node : undefined;
      if (!part) return;
      try {
        const beats = node instanceof BeatNode ? [node.beat] : await part.loadBeats();
        const version = part.parent;
        const text = partToFile({
          part: part.part,
          beats,
          manuscriptId: version.parent.manuscript.id,
          versionId: version.version.id,
        }).text;
        const title = node instanceof BeatNode ? `${part.part.title} · ${node.title}` : part.part.title;
        await vscode.window.showTextDocument(readOnlyText(title, '.md', text), { preview: true });
      } catch (err) {
        await showError(deps.log, 'worlds', err, vscode.l10n.t('Could not open the text'));
      }
    }),
  );
}

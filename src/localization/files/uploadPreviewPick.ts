// The upload preview (#31): before a translation file is merged into the server, one quick pick shows what
// each way of uploading it will do (strings accepted, changes made here that it would skip, strings whose
// state changes although their text did not) and lists the strings changed here. Enter takes the option
// core/weblate/uploadPreview preselects, which never replaces a translated string not changed here.
// Rows of the lists only inform: accepting one keeps the pick open.
import * as vscode from 'vscode';
import {
  accepted,
  skippedChanges,
  stateChanges,
  type Prediction,
  type UploadOption,
  type UploadPreview,
} from '../../core/weblate';

/** Longest text of a string shown in a row; the key stays whole. */
const SHOWN = 60;
/** Rows per list: the rest is counted, not listed (a quick pick of thousands of rows helps nobody). */
const LISTED = 200;
/** Keys named in an option's detail line. */
const NAMED = 4;

export function stateName(state: number | undefined): string {
  switch (state) {
    case 0:
      return vscode.l10n.t('untranslated');
    case 10:
      return vscode.l10n.t('needs editing');
    case 20:
      return vscode.l10n.t('translated');
    case 30:
      return vscode.l10n.t('approved');
    case 100:
      return vscode.l10n.t('read-only');
    default:
      return String(state ?? '—');
  }
}

const shorten = (forms: readonly string[] | undefined) => {
  const text = (forms ?? []).join(' | ').replace(/\s+/g, ' ');
  return text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text;
};

/** "a, b, c, d and 3 more" */
export function keyList(p: readonly Prediction[], named = NAMED): string {
  const keys = p
    .slice(0, named)
    .map((x) => x.key)
    .join(', ');
  return p.length > named ? vscode.l10n.t('{0} and {1} more', keys, p.length - named) : keys;
}

const OPTION_LABEL: Record<UploadOption['id'], () => string> = {
  'changed-only': () => vscode.l10n.t('Only the strings changed here'),
  ignore: () => vscode.l10n.t('Keep existing translations'),
  'replace-translated': () => vscode.l10n.t('Replace existing translations, except approved ones'),
  'replace-approved': () => vscode.l10n.t('Replace existing translations, approved ones too'),
};

/** What an option does, in one line: accepted, skipped changes, state changes of untouched strings. */
export function optionDetail(o: UploadOption): string {
  const parts = [vscode.l10n.t('{0} accepted', accepted(o.predictions).length)];
  const skipped = skippedChanges(o.predictions);
  if (skipped.length > 0) parts.push(vscode.l10n.t('skips {0} changed here: {1}', skipped.length, keyList(skipped)));
  // One part per kind of change (needing editing → translated, approved → translated…).
  const byChange = new Map<string, Prediction[]>();
  for (const p of stateChanges(o.predictions)) {
    const kind = `${p.from}→${p.to}`;
    const group = byChange.get(kind);
    if (group) group.push(p);
    else byChange.set(kind, [p]);
  }
  for (const group of byChange.values())
    parts.push(
      vscode.l10n.t(
        '{0} not changed here go from {1} to {2}: {3}',
        group.length,
        stateName(group[0]!.from),
        stateName(group[0]!.to),
        keyList(group),
      ),
    );
  return parts.join(' · ');
}

type Row = vscode.QuickPickItem & { option?: UploadOption };

function listRows(
  title: string,
  p: readonly Prediction[],
  describe: (x: Prediction) => Pick<vscode.QuickPickItem, 'description' | 'detail'>,
): Row[] {
  if (p.length === 0) return [];
  const rows: Row[] = [
    { label: vscode.l10n.t('{0} ({1})', title, p.length), kind: vscode.QuickPickItemKind.Separator },
    ...p.slice(0, LISTED).map((x) => ({ label: x.key, ...describe(x) })),
  ];
  if (p.length > LISTED) rows.push({ label: vscode.l10n.t('… {0} more', p.length - LISTED) });
  return rows;
}

export function previewRows(preview: UploadPreview, asDownloaded: boolean): Row[] {
  const options: Row[] = preview.options.map((o) => ({
    label: OPTION_LABEL[o.id](),
    description: o.id === preview.recommended ? vscode.l10n.t('{0} · suggested', o.conflicts) : o.conflicts,
    detail: optionDetail(o),
    option: o,
  }));
  const keep = preview.options.find((o) => o.id === 'ignore');
  return [
    ...options,
    ...listRows(
      asDownloaded ? vscode.l10n.t('Changed on the server since the download') : vscode.l10n.t('Changed here'),
      preview.changedHere,
      (x) => ({
        description: `${shorten(x.server)} → ${shorten(x.file)}`,
        detail: vscode.l10n.t('{0} on the server', stateName(x.from)),
      }),
    ),
    ...listRows(
      vscode.l10n.t('Not changed here, but their state changes when the whole file is sent'),
      keep ? stateChanges(keep.predictions) : [],
      (x) => ({ description: `${stateName(x.from)} → ${stateName(x.to)}`, detail: shorten(x.file) }),
    ),
  ];
}

/** Shows the preview; resolves with the chosen option, or undefined when the person closes it. */
/** `asDownloaded`: the file is unchanged since its download, so its differences are the server's changes. */
export function pickUploadOption(
  title: string,
  preview: UploadPreview,
  asDownloaded: boolean,
): Promise<UploadOption | undefined> {
  const pick = vscode.window.createQuickPick<Row>();
  pick.title = title;
  pick.placeholder = asDownloaded
    ? vscode.l10n.t(
        'The file is as downloaded; changed on the server since: {0}. What should the upload change?',
        preview.changedHere.length,
      )
    : preview.changedHere.length > 0
      ? vscode.l10n.t('Changed here: {0}. What should the upload change?', preview.changedHere.length)
      : vscode.l10n.t('Nothing changed here. What should the upload change?');
  pick.ignoreFocusOut = true;
  pick.matchOnDescription = true;
  pick.items = previewRows(preview, asDownloaded);
  pick.activeItems = pick.items.filter((r) => r.option?.id === preview.recommended);
  return new Promise((resolve) => {
    let chosen: UploadOption | undefined;
    pick.onDidAccept(() => {
      const option = pick.selectedItems[0]?.option;
      if (!option) return;
      chosen = option;
      pick.hide();
    });
    pick.onDidHide(() => {
      pick.dispose();
      resolve(chosen);
    });
    pick.show();
  });
}

/** The strings to send again with replace, chosen by the person (all of them offered, all ticked). */
export async function pickStringsToReplace(
  title: string,
  replaceable: readonly Prediction[],
): Promise<Prediction[] | undefined> {
  const items = replaceable.map((p) => ({
    label: p.key,
    description: `${shorten(p.server)} → ${shorten(p.file)}`,
    detail: vscode.l10n.t('{0} on the server', stateName(p.from)),
    picked: true,
    p,
  }));
  const chosen = await vscode.window.showQuickPick(items, {
    title,
    canPickMany: true,
    ignoreFocusOut: true,
    placeHolder: vscode.l10n.t('Strings to replace on the server with the text of the file'),
  });
  return chosen && chosen.length > 0 ? chosen.map((c) => c.p) : undefined;
}

// The upload preview (#31, #41): before a translation file is merged into the server, one quick pick shows
// what each way of uploading it will do (strings accepted, changes made here that it would skip, strings
// whose state changes although their text did not, strings changed on the server it would overwrite) and
// lists the strings in their groups: against the file's downloaded base, changed here, changed on the
// server since the download, and changed on both sides (asked one by one once an option is chosen, the
// server's text first); without a base, the strings that differ from the server, labelled as such. Enter
// takes the option core/weblate/uploadOptions preselects, which never sends a string changed on the
// server since the download. Rows of the lists only inform: accepting one keeps the pick open.
import * as vscode from 'vscode';
import {
  accepted,
  skippedChanges,
  stateChanges,
  type BaseComparison,
  type BaseDifference,
  type Prediction,
  type UploadOption,
  type UploadPreview,
} from '../../core/weblate';
import type { StepPosition } from '../../platform/multiStep';
import { shownPoKey } from '../../core/locale/poUpload';

/** A string's key as a person reads it: a PO string's msgid with its context in brackets, a JSON key as it is. */
export const shownKey = shownPoKey;

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

const shorten = (forms: readonly string[] | undefined, shown = SHOWN) => {
  const text = (forms ?? []).join(' | ').replace(/\s+/g, ' ');
  return text.length > shown ? `${text.slice(0, shown - 1)}…` : text;
};

/** "a, b, c, d and 3 more" */
export function keyList(p: readonly { key: string }[], named = NAMED): string {
  const keys = p
    .slice(0, named)
    .map((x) => shownKey(x.key))
    .join(', ');
  return p.length > named ? vscode.l10n.t('{0} and {1} more', keys, p.length - named) : keys;
}

const OPTION_LABEL: Record<UploadOption['id'], (o: UploadOption) => string> = {
  'changed-only': () => vscode.l10n.t('Only the strings changed here'),
  'overwrite-server': (o) =>
    vscode.l10n.t(
      'Also overwrite {0} changed on the server since the download: {1}',
      o.overwrites.length,
      keyList(o.overwrites),
    ),
  ignore: () => vscode.l10n.t('Keep existing translations'),
  'replace-translated': () => vscode.l10n.t('Replace existing translations, except approved ones'),
  'replace-approved': () => vscode.l10n.t('Replace existing translations, approved ones too'),
};

/**
 * What an option does, in one line: accepted, skipped changes, state changes of untouched strings, and
 * against a base what it does with the server's changes since the download and the strings changed on both.
 */
export function optionDetail(o: UploadOption, base?: BaseComparison): string {
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
  if (o.overwrites.length > 0)
    parts.push(
      vscode.l10n.t(
        'overwrites {0} changed on the server since the download: {1}',
        o.overwrites.length,
        keyList(o.overwrites),
      ),
    );
  else if (base && base.server.length > 0)
    parts.push(vscode.l10n.t('leaves the {0} changed on the server alone', base.server.length));
  if (o.asks.length > 0) parts.push(vscode.l10n.t('asks about the {0} changed on both sides', o.asks.length));
  return parts.join(' · ');
}

type Row = vscode.QuickPickItem & { option?: UploadOption };

function listRows<T extends { key: string }>(
  title: string,
  p: readonly T[],
  describe: (x: T) => Pick<vscode.QuickPickItem, 'description' | 'detail'>,
): Row[] {
  if (p.length === 0) return [];
  const rows: Row[] = [
    { label: vscode.l10n.t('{0} ({1})', title, p.length), kind: vscode.QuickPickItemKind.Separator },
    ...p.slice(0, LISTED).map((x) => ({ label: shownKey(x.key), ...describe(x) })),
  ];
  if (p.length > LISTED) rows.push({ label: vscode.l10n.t('… {0} more', p.length - LISTED) });
  return rows;
}

/** The three groups against the downloaded base. */
function baseRows(base: BaseComparison): Row[] {
  const downloaded = (d: BaseDifference) => (d.base ? shorten(d.base) : vscode.l10n.t('(not in the download)'));
  return [
    ...listRows(vscode.l10n.t('Changed here'), base.here, (d) => ({
      description: `${downloaded(d)} → ${shorten(d.local)}`,
      detail: vscode.l10n.t('{0} on the server', stateName(d.state)),
    })),
    ...listRows(vscode.l10n.t('Changed on the server since the download'), base.server, (d) => ({
      description: `${downloaded(d)} → ${shorten(d.server)}`,
      detail: vscode.l10n.t('The file still has the downloaded text; only an option that names it overwrites it'),
    })),
    ...listRows(vscode.l10n.t('Changed on both sides'), base.both, (d) => ({
      description: vscode.l10n.t('here: {0} · server: {1}', shorten(d.local), shorten(d.server)),
      detail: vscode.l10n.t('downloaded: {0} · asked one by one', downloaded(d)),
    })),
  ];
}

export function previewRows(preview: UploadPreview): Row[] {
  const options: Row[] = preview.options.map((o) => ({
    label: OPTION_LABEL[o.id](o),
    description: o.id === preview.recommended ? vscode.l10n.t('{0} · suggested', o.conflicts) : o.conflicts,
    detail: optionDetail(o, preview.base),
    option: o,
  }));
  const keep = preview.options.find((o) => o.id === 'ignore');
  // Nothing is preselected when every option would overwrite a change made on the server: Enter on this row does nothing.
  const warning: Row[] =
    preview.recommended === undefined
      ? [{ label: vscode.l10n.t('Every option overwrites strings changed on the server since the download') }]
      : [];
  return [
    ...warning,
    ...options,
    ...(preview.base
      ? baseRows(preview.base)
      : listRows(
          vscode.l10n.t('Changed here, compared with the server (no downloaded base is known for this file)'),
          preview.changedHere,
          (x) => ({
            description: `${shorten(x.server)} → ${shorten(x.file)}`,
            detail: vscode.l10n.t('{0} on the server', stateName(x.from)),
          }),
        )),
    ...listRows(
      vscode.l10n.t('Not changed here, but their state changes when the whole file is sent'),
      keep ? stateChanges(keep.predictions) : [],
      (x) => ({ description: `${stateName(x.from)} → ${stateName(x.to)}`, detail: shorten(x.file) }),
    ),
  ];
}

function placeholder(preview: UploadPreview, fileName: string): string {
  const ask = vscode.l10n.t('What should the upload change?');
  if (preview.base)
    return `${vscode.l10n.t(
      'Against the downloaded base: {0} changed here, {1} changed on the server since, {2} on both sides.',
      preview.base.here.length,
      preview.base.server.length,
      preview.base.both.length,
    )} ${ask}`;
  return `${vscode.l10n.t(
    'No downloaded base is known for {0}: {1} differ from the server.',
    fileName,
    preview.changedHere.length,
  )} ${ask}`;
}

/** Shows the preview; resolves with the chosen option, or undefined when the person closes it. */
export function pickUploadOption(
  title: string,
  preview: UploadPreview,
  fileName: string,
  at: StepPosition,
): Promise<UploadOption | undefined> {
  const pick = vscode.window.createQuickPick<Row>();
  pick.title = title;
  if (at.totalSteps > 1) Object.assign(pick, at);
  pick.placeholder = placeholder(preview, fileName);
  pick.ignoreFocusOut = true;
  pick.matchOnDescription = true;
  pick.items = previewRows(preview);
  pick.activeItems = pick.items.filter((r) =>
    preview.recommended === undefined ? r === pick.items[0] : r.option?.id === preview.recommended,
  );
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

/**
 * The strings changed on both sides, one question each with both texts; the server's text is the first
 * item (what Enter takes). The keys answered "send mine"; undefined when the person closed a question.
 */
export async function askChangedOnBoth(
  title: string,
  both: readonly BaseDifference[],
): Promise<Set<string> | undefined> {
  const mine = new Set<string>();
  for (const [i, d] of both.entries()) {
    const answer = await vscode.window.showQuickPick(
      [
        {
          label: vscode.l10n.t("Keep the server's text"),
          description: shorten(d.server, 200),
          detail: vscode.l10n.t('Downloaded: {0}', d.base ? shorten(d.base, 200) : '—'),
          send: false,
        },
        {
          label: vscode.l10n.t('Send mine'),
          description: shorten(d.local, 200),
          detail: vscode.l10n.t("Replaces the server's text with the file's"),
          send: true,
        },
      ],
      {
        title: vscode.l10n.t(
          '{0}: changed on both sides ({1} of {2}): {3}',
          title,
          i + 1,
          both.length,
          shownKey(d.key),
        ),
        placeHolder: vscode.l10n.t('{0} was changed here and on the server since the download', shownKey(d.key)),
        ignoreFocusOut: true,
      },
    );
    if (!answer) return undefined;
    if (answer.send) mine.add(d.key);
  }
  return mine;
}

/** The strings to send again with replace, chosen by the person (all of them offered, all ticked). */
export async function pickStringsToReplace(
  title: string,
  replaceable: readonly Prediction[],
): Promise<Prediction[] | undefined> {
  const items = replaceable.map((p) => ({
    label: shownKey(p.key),
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

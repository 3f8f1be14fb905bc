// A world's Manuscripts in the Worldbuilding tree (#47 item 1): manuscripts → versions → parts → beats,
// shown only when the connection speaks Boromir. Word counts: a version's from World Anvil's stats (the
// newest), with its progress when it has a goal; a part's and a beat's counted from the beats' text (BBCode
// stripped, core/manuscript/words.ts), once the part is opened (its beats are read then, not before: a
// version of 200 beats is not fetched to draw one row). A version without stats shows the sum once each of
// its parts has been counted. A part or a beat opens its text read-only (the pulled file's Markdown). After
// a manuscript's versions its Tags, Labels and Bookmarks, after a version's parts its Plots
// (manuscriptMarkNodes.ts), each read when opened.
import * as vscode from 'vscode';
import { countBBCodeWords } from '../../core/manuscript/words';
import type {
  Manuscript,
  ManuscriptBeat,
  ManuscriptPart,
  ManuscriptsApi,
  ManuscriptVersion,
  World,
  WorldAnvilApi,
} from '../../core/worldanvil';
import { emptyNode, type TreeNode } from '../../platform/tree/treeNode';
import { LatestById } from '../../platform/tree/latestById';
import { manuscriptMarkFolders, MarksFolderNode } from './manuscriptMarkNodes';

/** Rows whose description changed after their children were read (the provider redraws them). */
export const manuscriptRowsChanged = new vscode.EventEmitter<TreeNode>();
/** Version rows whose parts changed on World Anvil by a push (the provider reloads them). */
export const manuscriptVersionsChanged = new vscode.EventEmitter<TreeNode>();
/** The newest row of each version (a push from an editor or the palette names only the version's id). */
const versionRows = new LatestById<VersionNode>();

/** A push created, deleted or moved parts or beats of the version: its row lists its parts again. */
export function versionPartsChanged(versionId: string): void {
  const row = versionRows.get(versionId);
  if (row) manuscriptVersionsChanged.fire(row);
}

const words = (n: number) => vscode.l10n.t('{0} words', n.toLocaleString());

function row(node: TreeNode, label: string, icon: string, contextValue: string, collapsed: boolean): vscode.TreeItem {
  const item = new vscode.TreeItem(
    label,
    collapsed ? vscode.TreeItemCollapsibleState.Collapsed : vscode.TreeItemCollapsibleState.None,
  );
  item.id = node.id;
  item.iconPath = new vscode.ThemeIcon(icon);
  item.contextValue = contextValue;
  return item;
}

export class ManuscriptsNode implements TreeNode {
  readonly id: string;
  constructor(
    private readonly api: ManuscriptsApi,
    readonly world: World,
    readonly parent: TreeNode,
  ) {
    this.id = `world/${world.id}/manuscripts`;
  }

  toTreeItem(): vscode.TreeItem {
    const item = row(this, vscode.l10n.t('Manuscripts'), 'book', 'waManuscripts', true);
    item.accessibilityInformation = { label: vscode.l10n.t('Manuscripts of the world {0}', this.world.title) };
    return item;
  }

  async getChildren(): Promise<TreeNode[]> {
    const list = await this.api.listManuscripts(this.world.id);
    return list.length
      ? list.map((m) => new ManuscriptNode(this.api, m, this.world, this))
      : [emptyNode(this.id, vscode.l10n.t('No manuscripts yet'), this)];
  }
}

/** The Manuscripts folder of a world, when the client has manuscripts. */
export function manuscriptFolders(client: WorldAnvilApi, world: World, parent: TreeNode): TreeNode[] {
  return client.manuscripts ? [new ManuscriptsNode(client.manuscripts, world, parent)] : [];
}

export class ManuscriptNode implements TreeNode {
  readonly id: string;
  constructor(
    readonly api: ManuscriptsApi,
    readonly manuscript: Manuscript,
    readonly world: World,
    readonly parent: TreeNode,
  ) {
    this.id = `manuscript/${manuscript.id}`;
  }

  toTreeItem(): vscode.TreeItem {
    const item = row(this, this.manuscript.title, 'book', 'waManuscript', true);
    item.accessibilityInformation = { label: vscode.l10n.t('Manuscript {0}', this.manuscript.title) };
    return item;
  }

  async getChildren(): Promise<TreeNode[]> {
    const versions = await this.api.listVersions(this.manuscript.id);
    // Each version in full (a list's reference has no goal) and its newest stat (World Anvil's counts over time).
    const read = await Promise.all(
      versions.map((v) => Promise.all([this.api.getVersion(v.id), this.api.listStats(v.id)])),
    );
    const marks = manuscriptMarkFolders(this.api, this.manuscript.id, this.manuscript.title, this);
    const rows = versions.length
      ? read.map(
          ([full, stats], i) =>
            new VersionNode(
              this,
              { ...versions[i]!, goal: full.goal },
              stats.filter((x) => x.wordcount !== undefined).at(-1)?.wordcount,
            ),
        )
      : [emptyNode(this.id, vscode.l10n.t('No versions yet'), this)];
    return [...rows, ...marks];
  }
}

export class VersionNode implements TreeNode {
  readonly id: string;
  private readonly partWords = new Map<string, number>();
  private partCount: number | undefined;

  constructor(
    readonly parent: ManuscriptNode,
    readonly version: ManuscriptVersion,
    /** World Anvil's count (its newest stat), when it gives one. */
    private readonly statWords: number | undefined,
  ) {
    this.id = `manuscriptVersion/${version.id}`;
    versionRows.set(version.id, this);
  }

  get world(): World {
    return this.parent.world;
  }

  /** World Anvil's count, else the parts' counted sum once every part is counted. */
  get words(): number | undefined {
    if (this.statWords !== undefined) return this.statWords;
    if (this.partCount === undefined || this.partWords.size < this.partCount) return undefined;
    return [...this.partWords.values()].reduce((a, b) => a + b, 0);
  }

  partCounted(partId: string, n: number): void {
    const before = this.words;
    this.partWords.set(partId, n);
    if (this.words !== before) manuscriptRowsChanged.fire(this);
  }

  toTreeItem(): vscode.TreeItem {
    const item = row(this, this.version.title, 'versions', 'waManuscriptVersion', true);
    const n = this.words;
    const goal = this.version.goal;
    item.description =
      n === undefined
        ? undefined
        : goal
          ? vscode.l10n.t('{0} · {1}% of {2}', words(n), Math.floor((100 * n) / goal), goal.toLocaleString())
          : words(n);
    item.tooltip = `${this.parent.manuscript.title} · ${this.version.title}${item.description ? `\n${item.description}` : ''}`;
    item.accessibilityInformation = {
      label: vscode.l10n.t('Version {0}, {1}', this.version.title, String(item.description ?? '')),
    };
    return item;
  }

  async getChildren(): Promise<TreeNode[]> {
    const parts = await this.parent.api.listParts(this.version.id);
    this.partCount = parts.length;
    const plots = new MarksFolderNode(this.parent.api, 'plot', this.version.id, this.version.title, this);
    return [
      ...(parts.length
        ? parts.map((p) => new PartNode(this, p))
        : [emptyNode(this.id, vscode.l10n.t('No parts yet'), this)]),
      plots,
    ];
  }
}

export class PartNode implements TreeNode {
  readonly id: string;
  private beats: Promise<ManuscriptBeat[]> | undefined;
  words: number | undefined;

  constructor(
    readonly parent: VersionNode,
    readonly part: ManuscriptPart,
  ) {
    this.id = `manuscriptPart/${part.id}`;
  }

  /** The part's beats with their text, read once (a refresh makes new nodes). */
  loadBeats(): Promise<ManuscriptBeat[]> {
    this.beats ??= this.parent.parent.api.readBeats(this.part.id).then(
      (beats) => {
        const n = beats.reduce((sum, b) => sum + countBBCodeWords(b.content ?? ''), 0);
        if (this.words !== n) {
          this.words = n;
          manuscriptRowsChanged.fire(this);
          this.parent.partCounted(this.part.id, n);
        }
        return beats;
      },
      (e: unknown) => {
        this.beats = undefined;
        throw e;
      },
    );
    return this.beats;
  }

  toTreeItem(): vscode.TreeItem {
    const item = row(this, this.part.title, 'file-text', 'waManuscriptPart', true);
    if (this.words !== undefined) item.description = words(this.words);
    item.tooltip = [this.part.title, this.part.synopsis, item.description].filter(Boolean).join('\n');
    item.accessibilityInformation = {
      label: vscode.l10n.t('Part {0}, {1}', this.part.title, String(item.description ?? '')),
    };
    return item;
  }

  async getChildren(): Promise<TreeNode[]> {
    const beats = await this.loadBeats();
    return beats.length
      ? beats.map((b, i) => new BeatNode(this, b, i))
      : [emptyNode(this.id, vscode.l10n.t('No beats yet'), this)];
  }
}

export class BeatNode implements TreeNode {
  readonly id: string;
  constructor(
    readonly parent: PartNode,
    readonly beat: ManuscriptBeat,
    private readonly index: number,
  ) {
    this.id = `manuscriptBeat/${beat.id}`;
  }

  get title(): string {
    return this.beat.title?.trim() || vscode.l10n.t('Beat {0}', this.index + 1);
  }

  toTreeItem(): vscode.TreeItem {
    const item = row(this, this.title, 'note', 'waManuscriptBeat', false);
    item.description = words(countBBCodeWords(this.beat.content ?? ''));
    item.accessibilityInformation = { label: vscode.l10n.t('Beat {0}, {1}', this.title, item.description) };
    item.command = {
      command: 'scriptorium.worldbuilding.openManuscriptText',
      title: vscode.l10n.t('Open Text'),
      arguments: [this],
    };
    return item;
  }
}

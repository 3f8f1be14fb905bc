// A world's Secrets and Images in the Worldbuilding tree (#29), beside its categories and articles: two
// folders, each a paged list (50 at a time, "Load more", as the articles), shown only when the connection
// speaks Boromir (Aragorn has neither). A secret previews in the article preview (its BBCode as an
// article's); an image in the image preview, its bytes fetched by the extension.
import * as vscode from 'vscode';
import type { EntityPage, Secret, World, WorldAnvilApi, WorldImage } from '../../core/worldanvil';
import { showDate } from '../../platform/dates';
import type { TreeNode } from '../../platform/tree/treeNode';
import { PAGE, PagedListNode } from './pagedListNode';

/** What a folder of a world's entities shows and how it reads them. */
interface FolderSpec<T extends { id: string }> {
  /** The folder's id under its world, and its menu context. */
  key: string;
  contextValue: string;
  icon: string;
  label: () => string;
  empty: () => string;
  page: (client: WorldAnvilApi, worldId: string, offset: number) => Promise<EntityPage<T>>;
  node: (item: T, world: World, folder: EntityListNode<T>) => TreeNode;
}

/** A folder of one paged list of a world's entities. */
export class EntityListNode<T extends { id: string }> extends PagedListNode<T> {
  declare readonly parent: TreeNode;

  constructor(
    private readonly spec: FolderSpec<T>,
    client: WorldAnvilApi,
    world: World,
    parent: TreeNode,
  ) {
    super(`world/${world.id}/${spec.key}`, client, world, parent);
  }

  toTreeItem(): vscode.TreeItem {
    const label = this.spec.label();
    const item = new vscode.TreeItem(label, vscode.TreeItemCollapsibleState.Collapsed);
    item.id = this.id;
    item.iconPath = new vscode.ThemeIcon(this.spec.icon);
    item.contextValue = this.spec.contextValue;
    item.accessibilityInformation = { label: vscode.l10n.t('{0} of the world {1}', label, this.world.title) };
    return item;
  }
  protected page(offset: number): Promise<EntityPage<T>> {
    return this.spec.page(this.client, this.world.id, offset);
  }
  protected node(item: T): TreeNode {
    return this.spec.node(item, this.world, this);
  }
  protected emptyLabel(): string {
    return this.spec.empty();
  }
}

const SECRETS: FolderSpec<Secret> = {
  key: 'secrets',
  contextValue: 'waSecrets',
  icon: 'lock',
  label: () => vscode.l10n.t('Secrets'),
  empty: () => vscode.l10n.t('No secrets yet'),
  page: (client, worldId, offset) => client.secrets!.list(worldId, { offset, limit: PAGE }),
  node: (s, world, folder) => new SecretNode(s, world, folder),
};

const IMAGES: FolderSpec<WorldImage> = {
  key: 'images',
  contextValue: 'waImages',
  icon: 'file-media',
  label: () => vscode.l10n.t('Images'),
  empty: () => vscode.l10n.t('No images yet'),
  page: (client, worldId, offset) => client.images!.list(worldId, { offset, limit: PAGE }),
  node: (i, world, folder) => new ImageNode(i, world, folder),
};

/** The Secrets and Images folders of a world, when the client has them. */
export function secretAndImageFolders(client: WorldAnvilApi, world: World, parent: TreeNode): TreeNode[] {
  return client.secrets && client.images
    ? [new EntityListNode(SECRETS, client, world, parent), new EntityListNode(IMAGES, client, world, parent)]
    : [];
}

const updated = (d: { date: string; timezone?: string } | undefined) =>
  d ? `\n${vscode.l10n.t('updated {0} ({1})', showDate(d).text, showDate(d).exact)}` : '';

export class SecretNode implements TreeNode {
  readonly id: string;
  constructor(
    readonly secret: Secret,
    readonly world: World,
    readonly parent: EntityListNode<Secret>,
  ) {
    this.id = `secret/${secret.id}`;
  }

  toTreeItem(): vscode.TreeItem {
    const s = this.secret;
    const item = new vscode.TreeItem(s.title, vscode.TreeItemCollapsibleState.None);
    item.id = this.id;
    const state = s.state === 'public' ? vscode.l10n.t('public') : vscode.l10n.t('private');
    item.description = state;
    item.iconPath = new vscode.ThemeIcon('lock-small');
    item.tooltip = `${s.title}\n${vscode.l10n.t('Secret')} (${state})${updated(s.updateDate)}`;
    item.accessibilityInformation = { label: vscode.l10n.t('Secret {0}, {1}', s.title, state) };
    item.contextValue = 'waSecret';
    item.command = {
      command: 'scriptorium.worldbuilding.previewSecret',
      title: vscode.l10n.t('Preview'),
      arguments: [this],
    };
    return item;
  }
}

export class ImageNode implements TreeNode {
  readonly id: string;
  constructor(
    readonly image: WorldImage,
    readonly world: World,
    readonly parent: EntityListNode<WorldImage>,
  ) {
    this.id = `image/${image.id}`;
  }

  toTreeItem(): vscode.TreeItem {
    const i = this.image;
    const item = new vscode.TreeItem(i.title, vscode.TreeItemCollapsibleState.None);
    item.id = this.id;
    item.description = `#${i.id}`;
    item.iconPath = new vscode.ThemeIcon('file-media');
    item.tooltip = `${i.title}\n${vscode.l10n.t('Image {0}', `#${i.id}`)}${updated(i.updateDate)}`;
    item.accessibilityInformation = { label: vscode.l10n.t('Image {0}, number {1}', i.title, i.id) };
    item.contextValue = 'waImage';
    item.command = {
      command: 'scriptorium.worldbuilding.previewImage',
      title: vscode.l10n.t('Preview'),
      arguments: [this],
    };
    return item;
  }
}

// A world's Secrets and Images in the Worldbuilding tree (#29), beside its categories and articles: two
// folders, each a paged list (50 at a time, "Load more", as the articles), shown only when the connection
// speaks Boromir (Aragorn has neither). A secret previews in the article preview (its BBCode as an
// article's); an image in the image preview, its bytes fetched by the extension.
import * as vscode from 'vscode';
import type { EntityPage, Secret, World, WorldAnvilApi, WorldImage } from '../../core/worldanvil';
import { showDate } from '../../platform/dates';
import type { TreeNode } from '../../platform/tree/treeNode';
import { PAGE, PagedListNode } from './pagedListNode';

/** A folder of one paged list of a world's entities. */
export abstract class EntityListNode<T extends { id: string }> extends PagedListNode<T> {
  declare readonly parent: TreeNode;

  constructor(id: string, client: WorldAnvilApi, world: World, parent: TreeNode) {
    super(id, client, world, parent);
  }

  protected folder(label: string, icon: string, contextValue: string): vscode.TreeItem {
    const item = new vscode.TreeItem(label, vscode.TreeItemCollapsibleState.Collapsed);
    item.id = this.id;
    item.iconPath = new vscode.ThemeIcon(icon);
    item.contextValue = contextValue;
    item.accessibilityInformation = { label: vscode.l10n.t('{0} of the world {1}', label, this.world.title) };
    return item;
  }
}

export class SecretsNode extends EntityListNode<Secret> {
  constructor(client: WorldAnvilApi, world: World, parent: TreeNode) {
    super(`world/${world.id}/secrets`, client, world, parent);
  }
  toTreeItem(): vscode.TreeItem {
    return this.folder(vscode.l10n.t('Secrets'), 'lock', 'waSecrets');
  }
  protected page(offset: number): Promise<EntityPage<Secret>> {
    return this.client.secrets!.list(this.world.id, { offset, limit: PAGE });
  }
  protected node(s: Secret): TreeNode {
    return new SecretNode(s, this.world, this);
  }
  protected emptyLabel(): string {
    return vscode.l10n.t('No secrets yet');
  }
}

export class ImagesNode extends EntityListNode<WorldImage> {
  constructor(client: WorldAnvilApi, world: World, parent: TreeNode) {
    super(`world/${world.id}/images`, client, world, parent);
  }
  toTreeItem(): vscode.TreeItem {
    return this.folder(vscode.l10n.t('Images'), 'file-media', 'waImages');
  }
  protected page(offset: number): Promise<EntityPage<WorldImage>> {
    return this.client.images!.list(this.world.id, { offset, limit: PAGE });
  }
  protected node(i: WorldImage): TreeNode {
    return new ImageNode(i, this.world, this);
  }
  protected emptyLabel(): string {
    return vscode.l10n.t('No images yet');
  }
}

/** The Secrets and Images folders of a world, when the client has them. */
export function secretAndImageFolders(client: WorldAnvilApi, world: World, parent: TreeNode): TreeNode[] {
  return client.secrets && client.images
    ? [new SecretsNode(client, world, parent), new ImagesNode(client, world, parent)]
    : [];
}

const updated = (d: { date: string; timezone?: string } | undefined) =>
  d ? `\n${vscode.l10n.t('updated {0} ({1})', showDate(d).text, showDate(d).exact)}` : '';

export class SecretNode implements TreeNode {
  readonly id: string;
  constructor(
    readonly secret: Secret,
    readonly world: World,
    readonly parent: SecretsNode,
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
    readonly parent: ImagesNode,
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

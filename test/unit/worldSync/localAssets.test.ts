// #41: the images of a pulled world's article that its folder keeps in assets/, which the article preview
// shows from the workspace — each checked: a plain name directly in assets/, no link followed, the real
// path inside the folder, an image by its bytes; anything else is not found (and stays held back).
import { strict as assert } from 'node:assert';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localAssetsOf } from '../../../src/core/worldSync/localAssets';
import { MANIFEST_NAME } from '../../../src/core/worldSync/pullManifest';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('a pulled folder’s images for the preview (#41)', () => {
  let workspace: string;
  let folder: string;
  beforeEach(async () => {
    workspace = await mkdtemp(join(tmpdir(), 'scriptorium-assets-'));
    folder = join(workspace, 'reedlands');
    await mkdir(join(folder, 'assets'), { recursive: true });
    await mkdir(join(folder, 'Places'));
    await writeFile(join(workspace, 'secret.png'), PNG);
  });
  afterEach(() => rm(workspace, { recursive: true, force: true }));

  const manifest = (images: Record<string, string>) =>
    writeFile(
      join(folder, MANIFEST_NAME),
      JSON.stringify({
        version: 1,
        worldId: 'w1',
        articles: {},
        images: Object.fromEntries(Object.entries(images).map(([id, file]) => [id, { file, hash: 'h' }])),
      }),
    );

  it('finds the images the text shows that assets/ keeps as images, and nothing else', async () => {
    await writeFile(join(folder, 'assets', 'giant.png'), PNG);
    await writeFile(join(folder, 'assets', 'fake.png'), '<svg onload="x"/>');
    await symlink(join(workspace, 'secret.png'), join(folder, 'assets', 'link.png'));
    await writeFile(join(folder, 'Places', 'unlisted.png'), PNG);
    await manifest({
      '1': 'assets/giant.png',
      '2': 'assets/fake.png',
      '3': 'assets/link.png',
      '4': '../secret.png',
      '5': 'Places/unlisted.png',
      '6': 'assets/missing.png',
      '7': 'assets/giant.png',
    });
    const text = [1, 2, 3, 4, 5, 6].map((id) => `![x](../assets/a.png "img:${id}|center")`).join('\n') + '\n[img:1]';
    const found = await localAssetsOf(join(folder, 'Places', 'Giant.md'), text, workspace);
    assert.equal(found?.folder, join(folder, 'assets'));
    assert.deepEqual([...found!.images], [['1', join(folder, 'assets', 'giant.png')]]);
  });

  it('finds nothing for a file in no pulled folder, and no prototype key becomes an image', async () => {
    await writeFile(join(workspace, 'loose.md'), '');
    assert.equal(await localAssetsOf(join(workspace, 'loose.md'), '[img:1]', workspace), undefined);
    await manifest({});
    const found = await localAssetsOf(join(folder, 'a.md'), 'img:1 img:__proto__ img:constructor', workspace);
    assert.equal(found?.images.size, 0);
  });
});

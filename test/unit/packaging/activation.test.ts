import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strict as assert } from 'node:assert';
import { activationMs, ownCodeMs, runningExtensionMs } from '../../../scripts/lib/activation';
import { linksToPackagedNames, localImages } from '../../../scripts/lib/vsix';

const ID = 'scriptorium-team.scriptorium';

describe('activation time from the logs', () => {
  const host = [
    "2026-11-22 13:40:01.100 [info] ExtensionService#_doActivateExtension vscode.git-base, startup: true, activationEvent: '*'",
    "2026-11-22 13:40:02.250 [info] ExtensionService#_doActivateExtension scriptorium-team.scriptorium, startup: false, activationEvent: 'onView:scriptorium.localization'",
  ].join('\n');
  const own = [
    '2026-11-22 13:40:02.300 [info] [demo] imported demo credentials',
    '2026-11-22 13:40:03.015 [info] [extension] activated (0.1.0)',
  ].join('\n');

  it('is the time between the host starting the activation and the extension saying it is done', () => {
    assert.equal(activationMs(host, own, ID), 765);
  });

  it('crosses midnight and second boundaries', () => {
    const h =
      "2026-11-22 23:59:59.900 [info] ExtensionService#_doActivateExtension scriptorium-team.scriptorium, startup: false, activationEvent: 'x'";
    assert.equal(activationMs(h, '2026-11-23 00:00:00.120 [info] [extension] activated (0.1.0)', ID), 220);
  });

  it('is unknown while either line is missing, and another extension does not count', () => {
    assert.equal(activationMs(host, '2026-11-22 13:40:02.300 [info] [demo] imported', ID), undefined);
    assert.equal(activationMs(host.split('\n')[0]!, own, ID), undefined);
    assert.equal(activationMs(host, own, 'scriptorium-team.scriptorium-other'), undefined);
  });
});

describe("Scriptorium's own share of activation, from its log line", () => {
  it('adds loading the bundle and the activate call as the line states them', () => {
    assert.equal(
      ownCodeMs('2026-11-23 16:12:52.846 [info] [extension] activated (0.1.0) — load 1.5 ms + activate 2.25 ms'),
      3.75,
    );
  });

  it('is unknown for a build whose line states no split (older packages, the bench baseline)', () => {
    assert.equal(ownCodeMs('2026-11-22 13:40:03.015 [info] [extension] activated (0.1.0)'), undefined);
  });
});

describe("VS Code's own activation time from the Running Extensions editor", () => {
  it('reads the activation figure of a row, with or without the startup prefix and thousands separators', () => {
    assert.equal(runningExtensionMs('Scriptorium\n0.1.0\nActivation: 12ms'), 12);
    assert.equal(runningExtensionMs('Scriptorium Startup Activation: 1,203ms'), 1203);
  });

  it('is unknown while the row shows no activation time', () => {
    assert.equal(runningExtensionMs('Scriptorium\n0.1.0'), undefined);
  });
});

describe('images the packaged Markdown shows', () => {
  it('are the relative image paths of each file, from the root, without web images or plain links', () => {
    const root = mkdtempSync(join(tmpdir(), 'scriptorium-images-'));
    try {
      mkdirSync(join(root, 'docs'));
      writeFileSync(
        join(root, 'README.md'),
        '![a](docs/screenshots/a.png) [b](docs/B.md) ![w](https://host.test/w.png) ![a again](./docs/screenshots/a.png)\n',
      );
      writeFileSync(
        join(root, 'docs', 'B.md'),
        '![c](screenshots/c.png) ![d](../media/icon.svg) [text](screenshots/e.png)\n',
      );
      assert.deepEqual(localImages(['README.md', 'docs/B.md', 'docs/missing.md'], root), [
        'docs/screenshots/a.png',
        'docs/screenshots/c.png',
        'media/icon.svg',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('links to files vsce renames', () => {
  it('use the names the files have inside the package', () => {
    assert.equal(
      linksToPackagedNames(
        '[log](CHANGELOG.md) [MIT](LICENSE) [up](../README.md#quick-start) [x](docs/README.md.bak) `[c](LICENSE)`',
      ),
      '[log](changelog.md) [MIT](LICENSE.txt) [up](../readme.md#quick-start) [x](docs/README.md.bak) `[c](LICENSE.txt)`',
    );
  });
});

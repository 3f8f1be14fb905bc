// docs/SETTINGS.md and docs/COMMANDS.md are generated from the manifest; this fails when either is stale.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import {
  commandsMarkdown,
  referenceDocs,
  settingsMarkdown,
  type ManifestForDocs,
} from '../../../scripts/lib/referenceDocs';

describe('generated reference docs', () => {
  it('on disk are what package.json makes (run `npm run docs` after changing a setting or command)', () => {
    for (const [path, text] of Object.entries(referenceDocs('.')))
      assert.equal(readFileSync(path, 'utf8'), text, `${path} is stale: run npm run docs`);
  });

  const manifest: ManifestForDocs = {
    contributes: {
      configuration: [
        {
          title: '%group%',
          properties: {
            'x.mode': {
              type: 'string',
              default: 'a',
              enum: ['a', 'b'],
              enumDescriptions: ['%a%', 'B | b'],
              scope: 'application',
              markdownDescription: '%mode%',
            },
          },
        },
      ],
      commands: [
        { command: 'x.run', title: '%run%', category: 'X' },
        { command: 'x.row', title: 'Row | thing', category: 'X' },
      ],
      menus: { commandPalette: [{ command: 'x.row', when: 'false' }], 'view/item/context': [{ command: 'x.row' }] },
    },
  };
  const nls = { group: 'Group', mode: 'The *mode*.', a: 'First', run: 'Run It' };

  it('write each setting with its English text, type, default, scope and values', () => {
    const md = settingsMarkdown(manifest, nls);
    assert.match(
      md,
      /## Group\n\n### `x\.mode`\n\nThe \*mode\*\.\n\nType: string · default: `"a"` · scope: User settings only/,
    );
    assert.match(md, /- `"a"`: First\n- `"b"`: B \| b\n/);
  });

  it('list each command with its title, identifier and where it appears', () => {
    const md = commandsMarkdown(manifest, nls);
    assert.match(md, /\| X: Run It \| `x\.run` \| palette \|/);
    assert.match(md, /\| X: Row \\\| thing \| `x\.row` \| tree item \|/);
  });
});

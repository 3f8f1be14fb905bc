// The production bundles as they ship: a light entry, one chunk per feature, the Worldbuilding markup
// pipeline in a chunk of its own, zod once in vendor.js, undici in undici.js, and zod configured before any
// schema exists so it never probes `navigator` (which VS Code's extension host answers with a logged
// PendingMigrationError). Sizes and contents, not times: nothing here is timed.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VSCODE_STAND_IN } from '../../../scripts/lib/requireTime';
import { buildBundles, chunkSizes } from '../../../scripts/lib/vsix';

const CHUNKS = [
  'demoCredentials.js',
  'extension.js',
  'localization.js',
  'typescript.js',
  'undici.js',
  'vendor.js',
  'worldbuilding.js',
  'worldbuildingMarkup.js',
];
/** The markup pipeline: remark/unified with its parser, sanitize-html with its HTML parser, YAML, and our converters. */
const MARKUP =
  /node_modules\/(remark-|unified|micromark|mdast-|sanitize-html|htmlparser2|postcss|yaml)|src\/core\/markup\//;

interface Metafile {
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
}

/** The chunks of `dist` that `require.cache` holds, after `steps` ran in a fresh Node process (with the vscode stand-in). */
function chunksLoaded(dist: string, steps: string): Record<string, string[]> {
  // The stand-in's values also take assignments (a status bar item's text), so a feature can activate on it.
  const probe = `${VSCODE_STAND_IN}
    const loose = new Proxy(function () {}, { get: (_t, k) => (k === Symbol.toPrimitive ? () => '' : loose), apply: () => loose, construct: () => loose, set: () => true });
    for (const k of Object.keys(vscode)) vscode[k] = loose;
    const loaded = () => Object.keys(require.cache).filter((f) => f.startsWith(${JSON.stringify(dist + '/')})).map((f) => f.slice(${dist.length + 1})).sort();
    const seen = {};
    const chunk = (name) => require(${JSON.stringify(dist + '/')} + name);
    const context = new Proxy({ subscriptions: [] }, { get: (t, k) => t[k] ?? loose });
    (async () => { ${steps}; console.log(JSON.stringify(seen)); process.exit(0); })();`;
  return JSON.parse(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' })) as Record<string, string[]>;
}

describe('extension host bundles', function () {
  this.timeout(120_000);
  let dir: string;
  let dist: string;
  let meta: Metafile;
  /** The inputs (source files, library files) that put bytes into a chunk. */
  const inputsOf = (chunk: string) =>
    Object.entries(Object.entries(meta.outputs).find(([o]) => o.endsWith(`dist/${chunk}`))![1].inputs)
      .filter(([, i]) => i.bytesInOutput > 0)
      .map(([f]) => f);

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'scriptorium-chunks-'));
    buildBundles(dir, join(dir, 'meta.json'));
    dist = join(dir, 'dist');
    meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as Metafile;
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('are the light entry, each feature, the markup pipeline, the TypeScript parser, vendor, undici and the demo reader; the entry stays under 250 KB', () => {
    const sizes = chunkSizes(dist);
    assert.deepEqual(Object.keys(sizes), CHUNKS);
    assert.ok(sizes['extension.js']! <= 250 * 1024, `dist/extension.js is ${sizes['extension.js']} bytes`);
  });

  it('load each library where it is needed: zod only in vendor.js, undici only in undici.js, the markup pipeline only in worldbuildingMarkup.js', () => {
    const text = (f: string) => readFileSync(join(dist, f), 'utf8');
    // Strings that only the libraries' own code contains.
    const zod = '__zod_globalConfig';
    const undici = 'undici:request';
    const sanitizer = 'allowedSchemesByTag';
    const yaml = 'YAMLParseError';
    for (const f of CHUNKS.filter((c) => c !== 'vendor.js'))
      assert.ok(!text(f).includes(zod), `${f} carries no copy of zod`);
    for (const f of CHUNKS.filter((c) => c !== 'undici.js'))
      assert.ok(!text(f).includes(undici), `${f} carries no copy of undici`);
    assert.ok(
      text('vendor.js').includes(zod) && text('undici.js').includes(undici),
      'control: the markers are found where the libraries are',
    );
    for (const f of ['localization.js', 'worldbuilding.js', 'demoCredentials.js'])
      assert.match(text(f), /require\("\.\/vendor\.js"\)/, `${f} requires vendor.js`);
    for (const f of ['localization.js', 'worldbuilding.js'])
      assert.match(text(f), /require\("\.\/undici\.js"\)/, `${f} requires undici.js (at its first request)`);
    for (const f of CHUNKS.filter((c) => c !== 'worldbuildingMarkup.js'))
      assert.ok(!text(f).includes(sanitizer) && !text(f).includes(yaml), `${f} carries no sanitizer or YAML`);
    assert.ok(text('worldbuildingMarkup.js').includes(sanitizer) && text('worldbuildingMarkup.js').includes(yaml));
  });

  it('keep the TypeScript compiler in typescript.js, required by the localization chunk (at its first scan of a source file)', () => {
    const text = (f: string) => readFileSync(join(dist, f), 'utf8');
    // A diagnostic message only the compiler's own code contains.
    const compiler = 'Octal literals are not allowed';
    for (const f of CHUNKS.filter((c) => c !== 'typescript.js'))
      assert.ok(!text(f).includes(compiler), `${f} carries no copy of the TypeScript compiler`);
    assert.ok(text('typescript.js').includes(compiler), 'control: the marker is found in typescript.js');
    assert.match(text('localization.js'), /require\("\.\/typescript\.js"\)/, 'localization.js requires typescript.js');
    for (const f of CHUNKS.filter((c) => c !== 'localization.js'))
      assert.doesNotMatch(text(f), /require\("\.\/typescript\.js"\)/, `${f} does not require typescript.js`);
    assert.deepEqual(
      inputsOf('typescript.js').filter(
        (f) => !f.includes('node_modules/typescript/') && !f.endsWith('src/platform/typescriptChunk.ts'),
      ),
      [],
      'typescript.js holds the compiler and its re-export only',
    );
  });

  it('keep the markup pipeline out of the Worldbuilding chunk, by what esbuild put into each', () => {
    const markup = inputsOf('worldbuildingMarkup.js').filter((f) => MARKUP.test(f));
    for (const part of [
      'remark-parse',
      'unified',
      'sanitize-html',
      'yaml',
      'src/core/markup/bbcodeToHtml.ts',
      'src/core/markup/bbcodeToMarkdown.ts',
      'src/core/markup/markdownToBBCode.ts',
    ]) {
      assert.ok(
        markup.some((f) => f.includes(part)),
        `control: ${part} is in worldbuildingMarkup.js (so the pattern finds it)`,
      );
    }
    for (const chunk of CHUNKS.filter((c) => c !== 'worldbuildingMarkup.js')) {
      assert.deepEqual(
        inputsOf(chunk).filter((f) => MARKUP.test(f)),
        [],
        `${chunk} carries none of the markup pipeline`,
      );
    }
    // What two chunks both carry is our own small code, never a library copied twice.
    const owners = new Map<string, string[]>();
    for (const chunk of CHUNKS) for (const f of inputsOf(chunk)) owners.set(f, [...(owners.get(f) ?? []), chunk]);
    const twice = [...owners].filter(
      ([f, c]) => c.length > 1 && f.includes('node_modules/') && !f.includes('lossless-json'),
    );
    assert.deepEqual(twice, [], 'no library in two chunks (lossless-json, 9 KB, is in each feature on purpose)');
  });

  it('load the markup pipeline on its first use, not when the Worldbuilding view is browsed', () => {
    // A preview of the open article file is a first use; activating the feature (its tree, its commands) is not.
    const seen = chunksLoaded(
      dist,
      `
      const handlers = {};
      vscode.commands = new Proxy({ registerCommand: (id, fn) => { handlers[id] = fn; return loose; } }, { get: (t, k) => t[k] ?? loose });
      const document = { uri: { path: '/w/article.md', scheme: 'file' }, languageId: 'markdown', version: 1, getText: () => '---\\ntitle: T\\n---\\nSome **bold** text.\\n' };
      vscode.window = new Proxy({ activeTextEditor: { document } }, { get: (t, k) => t[k] ?? loose });
      chunk('worldbuilding.js').activate(context, loose);
      seen.browsing = loaded();
      handlers['scriptorium.worldbuilding.previewFile']();
      seen.previewed = loaded();`,
    );
    assert.deepEqual(seen.browsing, ['vendor.js', 'worldbuilding.js']);
    assert.deepEqual(
      seen.previewed,
      ['vendor.js', 'worldbuilding.js', 'worldbuildingMarkup.js'],
      'control: a preview loads it',
    );
  });

  it('load undici at the first request, not with a feature', () => {
    const seen = chunksLoaded(
      dist,
      `
      chunk('localization.js').activate(context, loose);
      chunk('worldbuilding.js').activate(context, loose);
      seen.features = loaded();
      chunk('undici.js');
      seen.control = loaded();`,
    );
    assert.deepEqual(seen.features, ['localization.js', 'vendor.js', 'worldbuilding.js']);
    assert.ok(seen.control!.includes('undici.js'), 'control: a loaded undici.js is seen');
  });

  it('configure zod before any schema exists, so `navigator` is never read, and zod compiles its validators', () => {
    // A child process: this one has loaded zod already. `navigator` is a getter that counts its reads,
    // as VS Code's extension host has one that logs.
    const probe = (vendor: string) => `
      let reads = 0;
      Object.defineProperty(globalThis, 'navigator', { configurable: true, get() { reads++; return { userAgent: 'node' }; } });
      // zod compiles a validator with \`new Function\`: counted, to see the JIT at work.
      let compiles = 0;
      globalThis.Function = new Proxy(Function, { construct: (t, args) => (compiles++, Reflect.construct(t, args)) });
      const { zod } = require(${JSON.stringify(vendor)});
      zod.z.object({ a: zod.z.string() }).parse({ a: 'x' });
      console.log(JSON.stringify({ reads, jit: compiles > 0, getter: typeof Object.getOwnPropertyDescriptor(globalThis, 'navigator').get }));`;
    const out = JSON.parse(
      execFileSync(process.execPath, ['-e', probe(join(dist, 'vendor.js'))], { encoding: 'utf8' }),
    ) as { reads: number; jit: boolean; getter: string };
    assert.deepEqual(
      out,
      { reads: 0, jit: true, getter: 'function' },
      'no read of navigator, validators compiled, the getter back in place',
    );
    // Where navigator cannot be hidden, zod stays jitless: still no read.
    const fixed = probe(join(dist, 'vendor.js')).replace('configurable: true', 'configurable: false');
    assert.deepEqual(JSON.parse(execFileSync(process.execPath, ['-e', fixed], { encoding: 'utf8' })), {
      reads: 0,
      jit: false,
      getter: 'function',
    });
    // Control: zod as published does read navigator (so the check above can see a read).
    const bare = `let reads = 0; Object.defineProperty(globalThis, 'navigator', { configurable: true, get() { reads++; return undefined; } });
      const { z } = require('zod'); z.object({ a: z.string() }); console.log(reads);`;
    assert.ok(
      Number(execFileSync(process.execPath, ['-e', bare], { encoding: 'utf8', cwd: process.cwd() }).trim()) > 0,
      'control: zod reads navigator by itself',
    );
  });

  it('build their schemas without reading `navigator`: each chunk as the extension host loads it', () => {
    for (const f of CHUNKS) {
      const probe = `${VSCODE_STAND_IN}
        let reads = 0;
        Object.defineProperty(globalThis, 'navigator', { configurable: true, get() { reads++; return undefined; } });
        require(${JSON.stringify(join(dist, f))});
        console.log(reads);`;
      assert.equal(
        execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim(),
        '0',
        `${f} reads navigator while loading`,
      );
    }
  });
});

// Nothing a user can click may lead to a placeholder address: every file inside the packaged .vsix (the
// manifest with its welcome-view links, the bundle with the User-Agent, the README) and the checkout's
// README are searched for example.invalid, and every link of the packaged Markdown is followed: to a file
// inside the package (and its heading), or to a known host.
import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { headingAnchors, markdownLinks } from '../../../scripts/lib/markdownLinks';
import { buildVsix, type BuiltVsix } from '../../../scripts/lib/vsix';

const PLACEHOLDER = 'example.invalid';

/** Hosts the documents may send a reader to: the two services' and the standards' own sites. */
const KNOWN_HOSTS = new Set([
  'weblate.org',
  'docs.weblate.org',
  'hosted.weblate.org',
  'www.worldanvil.com',
  'keepachangelog.com',
  'semver.org',
  'code.visualstudio.com',
]);
/** Words that mark an address nobody meant to ship. */
const PLACEHOLDER_WORDS =
  /example\.(com|org|net|invalid)|\.invalid\b|\.test\b|localhost|127\.0\.0\.1|todo|fixme|your-|xxx|placeholder|lorem/i;

/** Why a link in the packaged file `from` leads nowhere good, or undefined when it leads somewhere real. */
function linkProblem(from: string, url: string, files: Map<string, Buffer>): string | undefined {
  if (PLACEHOLDER_WORDS.test(url)) return 'a placeholder address';
  const scheme = /^([a-z][\w+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme) {
    if (scheme !== 'https') return `scheme ${scheme}: is not a web page a reader can open`;
    const host = new URL(url).hostname;
    return KNOWN_HOSTS.has(host) ? undefined : `unknown host ${host}`;
  }
  const [path = '', anchor] = url.split('#', 2);
  const target = path === '' ? from : posix.normalize(posix.join(posix.dirname(from), decodeURIComponent(path)));
  if (!files.has(target)) return `no ${target} in the package`;
  if (anchor && target.endsWith('.md') && !headingAnchors(files.get(target)!.toString('utf8')).has(anchor))
    return `no heading #${anchor} in ${target}`;
  return undefined;
}

// The little of yauzl (vsce's zip library) used here; it ships no types.
interface ZipEntry {
  fileName: string;
}
interface ZipFile {
  on(event: 'entry', listener: (entry: ZipEntry) => void): void;
  on(event: 'end', listener: () => void): void;
  on(event: 'error', listener: (err: Error) => void): void;
  openReadStream(entry: ZipEntry, callback: (err: Error | null, stream?: NodeJS.ReadableStream) => void): void;
  readEntry(): void;
}
interface Yauzl {
  open(path: string, options: { lazyEntries: boolean }, callback: (err: Error | null, zip?: ZipFile) => void): void;
}

/** Every file of a .vsix by its path in the archive, exactly as named there (vsce's own reader lower-cases names). */
function readVsix(path: string): Promise<Map<string, Buffer>> {
  const load = createRequire(require.resolve('@vscode/vsce'));
  const yauzl = load('yauzl') as Yauzl;
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error(`cannot open ${path}`));
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: ZipEntry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error(entry.fileName));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => void chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('no placeholder address ships', function () {
  this.timeout(180_000);
  let dir: string;
  let built: BuiltVsix;
  let files: Map<string, Buffer>;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'scriptorium-placeholder-'));
    built = await buildVsix(dir);
    files = await readVsix(built.path);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('in any file of the packaged .vsix', () => {
    assert.ok(
      files.has('extension/package.json') &&
        files.has('extension/dist/extension.js') &&
        files.has('extension/readme.md'),
      `the package holds its manifest, bundle and README (${[...files.keys()].join(', ')})`,
    );
    const hits = [...files].filter(([, content]) => content.includes(PLACEHOLDER)).map(([name]) => name);
    assert.deepEqual(hits, []);
  });

  it('in any link of the packaged README, CHANGELOG and documents: each leads to a packaged file or a known host', () => {
    const markdown = [...files.keys()].filter((name) => name.endsWith('.md'));
    assert.ok(
      markdown.includes('extension/readme.md') &&
        markdown.includes('extension/changelog.md') &&
        markdown.includes('extension/docs/TRANSLATING.md'),
      markdown.join(', '),
    );
    const problems: string[] = [];
    let followed = 0;
    for (const name of markdown) {
      const text = files.get(name)!.toString('utf8');
      for (const link of markdownLinks(text)) {
        followed++;
        const problem = linkProblem(name, link.url, files);
        if (problem) problems.push(`${name}:${link.line} ${link.url}: ${problem}`);
      }
    }
    assert.ok(followed > 50, `links followed: ${followed}`);
    assert.deepEqual(problems, []);
  });

  it('in the README of the checkout', () => {
    assert.ok(!readFileSync('README.md', 'utf8').includes(PLACEHOLDER));
  });

  it('and the welcome views read more through the shipped README, which works offline', () => {
    const manifest = JSON.parse(files.get('extension/package.json')!.toString('utf8')) as {
      contributes: { viewsWelcome: { view: string; contents: string }[]; commands: { command: string }[] };
    };
    // The manifest names its texts by %key%; the English text ships beside it in package.nls.json.
    const nls = JSON.parse(files.get('extension/package.nls.json')!.toString('utf8')) as Record<string, string>;
    const text = (value: string): string => value.replace(/^%(.+)%$/, (_, key: string) => nls[key] ?? value);
    assert.ok(
      files.has('extension/l10n/bundle.l10n.de.json') && files.has('extension/package.nls.fr.json'),
      'the translations ship',
    );
    const links = manifest.contributes.viewsWelcome.flatMap((v) =>
      [...text(v.contents).matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!),
    );
    assert.ok(links.some((l) => l.startsWith('command:scriptorium.openReadme')));
    // Besides Scriptorium's own commands, a welcome view may open Scriptorium's walkthrough.
    for (const link of links)
      assert.match(
        link,
        /^command:(scriptorium\.|workbench\.action\.openWalkthrough\?%5B%22scriptorium-team\.scriptorium%23)/,
        `a welcome link runs one of Scriptorium's commands: ${link}`,
      );
    assert.ok(manifest.contributes.commands.some((c) => c.command === 'scriptorium.openReadme'));
    // The feature bundles, whose clients send it, name the extension by its own page in VS Code (there is
    // no public web home yet) in their User-Agent (features load lazily: the activation bundle sends nothing).
    for (const chunk of ['localization', 'worldbuilding'])
      assert.ok(files.get(`extension/dist/${chunk}.js`)!.includes('vscode:extension/'), chunk);
  });
});

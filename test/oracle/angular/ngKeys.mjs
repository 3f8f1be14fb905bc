// Angular's own extraction, as `ng extract-i18n` does it without a CLI workspace: the Angular compiler
// (ngtsc, @angular/compiler-cli) compiles the components, turning each template's `i18n` and `i18n-*`
// into `$localize` calls, then @angular/localize's MessageExtractor reads the emitted JavaScript and gives
// each message's id (the custom `@@id` or the computed one), as the XLIFF it writes would. Runs on the
// e2e setup's Node 24 (Angular 22 needs Node >= 22) with the packages installed in the cache directory
// named by argv[2]. Input (stdin): { files: [absolute .ts paths], rootDir, outDir }. Output (stdout):
// { [file]: [ids] | null } in the order the extractor found them (null: not compiled).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative, join } from 'node:path';

const cache = process.argv[2];
const require = createRequire(join(cache, 'package.json'));
const load = (name) => import(require.resolve(name));

const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const { files, rootDir, outDir } = JSON.parse(Buffer.concat(chunks).toString('utf8'));

const { performCompilation } = await load('@angular/compiler-cli');
const { MessageExtractor } = await load('@angular/localize/tools');
const { NodeJSFileSystem, ConsoleLogger, LogLevel } = await load('@angular/compiler-cli/private/localize');

const angular = join(cache, 'node_modules', '@angular');
const result = performCompilation({
  rootNames: [...files, join(angular, 'localize', 'types', 'init.d.ts')],
  options: {
    rootDir,
    outDir,
    target: 99, // ESNext
    module: 99,
    skipLibCheck: true,
    types: [],
    paths: { '@angular/*': [join(angular, '*')] },
    enableI18nLegacyMessageIdFormat: false,
  },
  // Type errors (an unknown element, a missing field) do not change what is extracted: emit regardless.
  gatherDiagnostics: () => [],
});
if (result.emitResult?.emitSkipped) throw new Error('the Angular compiler emitted nothing');

const fs = new NodeJSFileSystem();
const extractor = new MessageExtractor(fs, new ConsoleLogger(LogLevel.error), {
  basePath: fs.resolve(outDir),
  useSourceMaps: false,
});
const out = {};
for (const file of files) {
  const js = join(outDir, relative(rootDir, file)).replace(/\.ts$/, '.js');
  // A component the compiler could not compile (a template Angular rejects: it is then emitted as a plain
  // class, without its template's messages) is reported as null.
  const compiled =
    existsSync(js) &&
    (!readFileSync(file, 'utf8').includes('@Component(') || readFileSync(js, 'utf8').includes('defineComponent'));
  out[file] = compiled ? extractor.extractMessages(fs.resolve(js)).map((m) => m.id) : null;
}
process.stdout.write(JSON.stringify(out));

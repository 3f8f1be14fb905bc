// ngx-translate's extractor (@vendure/ngx-translate-extract, the maintained fork of
// @biesbjerg/ngx-translate-extract): the parsers `ngx-translate-extract --input … --output …` runs (pipe,
// directive, service, marker), file by file. Runs with the packages installed in the cache directory
// named by argv[2]. Input (stdin): { files: [absolute paths] }. Output: { [file]: [keys] }.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const parsersDir = join(process.argv[2], 'node_modules', '@vendure', 'ngx-translate-extract', 'parsers');
const load = async (file, name) => new (await import(pathToFileURL(join(parsersDir, file)).href))[name]();
const parsers = [
  await load('pipe.parser.js', 'PipeParser'),
  await load('directive.parser.js', 'DirectiveParser'),
  await load('service.parser.js', 'ServiceParser'),
  await load('marker.parser.js', 'MarkerParser'),
];

const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const { files } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const out = {};
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const keys = new Set();
  for (const parser of parsers) for (const key of parser.extract(source, file)?.keys() ?? []) keys.add(key);
  out[file] = [...keys];
}
process.stdout.write(JSON.stringify(out));

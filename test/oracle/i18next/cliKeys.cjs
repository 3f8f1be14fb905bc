// Runs i18next-cli's own key finder (the extractor behind `i18next-cli extract`) over each file named on
// stdin, one file at a time, and prints what it found per file as JSON. It runs on the Node that
// i18next-cli needs (>= 22: the e2e setup's Node 24), apart from the test, which runs on the project's Node.
// Its package entry loads execa (Node >= 22 only), so the finder is required by its path.
/* global __dirname */
const { join } = require('node:path');

const keyFinder = join(
  __dirname,
  '..',
  '..',
  '..',
  'node_modules',
  'i18next-cli',
  'dist',
  'cjs',
  'extractor',
  'core',
  'key-finder.js',
);
const { findKeys } = require(keyFinder);

async function main() {
  const chunks = [];
  for await (const c of process.stdin) chunks.push(c);
  const { files, extract } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  const out = {};
  const quiet = { info() {}, warn() {}, error() {} };
  for (const file of files) {
    const { allKeys } = await findKeys(
      {
        locales: ['en'],
        extract: { ...extract, input: [file], output: '/nonexistent/{{language}}/{{namespace}}.json' },
      },
      quiet,
    );
    out[file] = [...allKeys.values()].map((k) => ({ key: k.key, ns: k.ns }));
  }
  process.stdout.write(JSON.stringify(out));
}

main().catch((err) => {
  process.stderr.write(String(err && err.stack ? err.stack : err));
  process.exit(1);
});

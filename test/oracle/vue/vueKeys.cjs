// vue-i18n's own key collector: @intlify/eslint-plugin-vue-i18n (by the vue-i18n maintainers) finds the keys
// a component uses for its `no-missing-keys` and `no-unused-keys` rules with `collectKeysFromAST` over the
// file parsed by vue-eslint-parser (Vue's template AST, with each <script> read by @typescript-eslint's
// parser, as an ESLint config for Vue with TypeScript sets it). File by file.
// Input (stdin): { files: [absolute paths] }. Output: { [file]: [keys] }.
const { readFileSync } = require('node:fs');
const { parseForESLint } = require('vue-eslint-parser');
const tsParser = require('@typescript-eslint/parser');
const { collectKeysFromAST } = require('@intlify/eslint-plugin-vue-i18n/dist/utils/collect-keys');

const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', () => {
  const { files } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  const out = {};
  for (const file of files) {
    const { ast, visitorKeys } = parseForESLint(readFileSync(file, 'utf8'), {
      filePath: file,
      ecmaVersion: 'latest',
      sourceType: 'module',
      parser: { ts: tsParser, js: 'espree', '<template>': 'espree' },
      extraFileExtensions: ['.vue'],
    });
    out[file] = collectKeysFromAST(ast, visitorKeys);
  }
  process.stdout.write(JSON.stringify(out));
});

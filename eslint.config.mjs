import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** A no-restricted-imports rule for one layer: no import of the named top-level folders of src/ (and, for core, of vscode). */
function layer(files, who, forbidden, noVscode = false) {
  const rule = [
    'error',
    {
      paths: noVscode ? [{ name: 'vscode', message: 'src/core must not depend on VS Code.' }] : [],
      patterns: [
        {
          regex: `^(\\.\\./)+(${forbidden.join('|')})(/|$)`,
          message: `${who} must not import ${forbidden.join(' or ')} (see docs/ARCHITECTURE.md).`,
        },
      ],
    },
  ];
  return [
    { files: [files], rules: { 'no-restricted-imports': rule, '@typescript-eslint/no-restricted-imports': rule } },
  ];
}

export default tseslint.config(
  { ignores: ['dist/**', 'out/**', 'node_modules/**', '.cache/**', 'test-results/**', '*.vsix'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Data flows one way: core <- platform <- localization | worldbuilding <- extension.ts. A feature never
  // imports the other feature and nothing imports upward, so each feature stays one folder that can be
  // loaded on its own.
  ...layer('src/core/**/*.ts', 'src/core', ['platform', 'localization', 'worldbuilding'], true),
  ...layer('src/platform/**/*.ts', 'src/platform', ['localization', 'worldbuilding']),
  ...layer('src/localization/**/*.ts', 'a feature', ['worldbuilding']),
  ...layer('src/worldbuilding/**/*.ts', 'a feature', ['localization']),
  {
    // The few scripts that must run before `npm ci` (scripts/lib/*.cjs) are plain CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // No import cycle anywhere in the extension or its browser code: a cycle makes load order matter and
    // hides which module owns what. The rule skips `import type`; test/unit/architecture/importCycles.test.ts
    // catches those cycles too.
    files: ['src/**/*.ts', 'webview-ui/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are read with the TypeScript parser (espree cannot parse them, and the rule then sees no cycle).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Everything the extension runs logs through the LogOutputChannel, never the console.
    files: ['src/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  // Layout is Prettier's (npm run format; npm run lint checks it): no ESLint rule argues with it.
  prettier,
);

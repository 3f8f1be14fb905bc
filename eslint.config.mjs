import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'out/**', 'node_modules/**', '.cache/**', 'test-results/**', '*.vsix'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // src/core must run in plain Node: it is tested without VS Code and handed settings and secrets.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'vscode', message: 'src/core must not depend on VS Code.' }] }],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [{ name: 'vscode', message: 'src/core must not depend on VS Code.' }] }],
    },
  },
  {
    // Everything the extension runs logs through the LogOutputChannel, never the console.
    files: ['src/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
);

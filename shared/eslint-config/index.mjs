// The one ESLint flat config. Each package's eslint.config.mjs re-exports it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Libraries that reach the apps only through thin shared packages (a shared module is not
// tree-shaken, and a second copy would bring its own React context): see shared/router, shared/i18n.
const wrapped = [
  { name: 'react-router-dom', message: 'Import from @shop/router instead.' },
  { name: 'react-router', message: 'Import from @shop/router instead.' },
  { name: 'i18next', message: 'Import from @shop/i18n instead.' },
  { name: 'react-i18next', message: 'Import from @shop/i18n instead.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.webpack-cache/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-restricted-imports': ['error', { paths: wrapped }],
    },
  },
  {
    // The thin wrappers themselves are the one place allowed to import what they wrap.
    files: ['**/shared/router/src/**', '**/shared/i18n/src/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);

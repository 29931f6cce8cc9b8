// The one ESLint flat config. Each package's eslint.config.mjs re-exports it.
import { createRequire } from 'node:module';
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

// The first segments of the route table's patterns (shared/contracts/src/routes.ts, which this
// file cannot read: it is TypeScript). shared/contracts' routes.test.ts fails when they disagree.
const PAGE_ROUTE_SEGMENTS = createRequire(import.meta.url)('./page-route-segments.json');
// A path that starts with one of them: '/cart', '/account/order/7', '/pay?order=1', not '/payment'
// (an info page) nor '/api/cart'. esquery's regex cannot hold a '/', hence \x2F.
const PAGE_PATH = `^\\x2F(${PAGE_ROUTE_SEGMENTS.join('|')})([\\x2F?#]|$)`;
const pagePathMessage = "A page of the route table: write its link with pathTo('name', params, query) from @shop/contracts (usePathTo() from @shop/i18n/links in a component), not by hand.";
/** The URL of a Fastify route, `app.get('/cart/v2/', …)`: an API path (under /api), no page's. */
const apiRoute = 'CallExpression[callee.property.name=/^(get|post|put|patch|delete)$/] > Literal.arguments:first-child';
/** The prefix a Fastify plugin is registered under, `app.register(adminRoutes, { prefix: '/admin' })`: an API path too. */
const apiPrefix = 'Property[key.name="prefix"] > Literal.value';
/** Strings and the text before a template's first `${}` that spell a page of the table by hand. */
const pagePaths = [
  { selector: `Literal[value=/${PAGE_PATH}/]:not(${apiRoute}):not(${apiPrefix})`, message: pagePathMessage },
  { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=/${PAGE_PATH}/]`, message: pagePathMessage },
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
      'no-restricted-syntax': ['error', ...pagePaths],
    },
  },
  {
    // Tests visit pages by their addresses, as a shopper would.
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'deploy/e2e/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The thin wrappers themselves are the one place allowed to import what they wrap.
    files: ['**/shared/router/src/**', '**/shared/i18n/src/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);

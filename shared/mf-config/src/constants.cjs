// Names every app agrees on. Kept apart from the webpack code so tests and tools read them cheaply.

/**
 * Shared singletons (architecture.md): react and react-dom with the subpaths the apps import,
 * the small libraries that hold state, and the thin workspace packages that wrap the router and
 * i18next (a shared module is not tree-shaken, so the wrappers are shared instead of the libraries).
 */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  'ky',
  '@shop/router',
  '@shop/i18n',
  '@shop/session',
  '@shop/api-client',
  '@shop/ui',
];
// @shop/contracts is not shared: it holds no state, and a shared module is not tree-shaken, which
// would ship every TypeBox schema to the browser. Each app bundles the few constants it uses.

/** Dev server port of each remote (`pnpm dev`); the shell is on 3000. */
const REMOTE_DEV_PORTS = {
  catalog: 3001,
  'cart-checkout': 3002,
  'account-loyalty': 3003,
  'content-blog': 3004,
  giftcard: 3005,
  backoffice: 3006,
};

/** Where the edge serves the shell's files. */
const SHELL_PUBLIC_PATH = '/assets/shell/';

/** The container name must be a JS identifier: 'content-blog' → 'content_blog'. */
const federationName = (name) => name.replace(/-/g, '_');

module.exports = { SHARED_SINGLETONS, REMOTE_DEV_PORTS, SHELL_PUBLIC_PATH, federationName };

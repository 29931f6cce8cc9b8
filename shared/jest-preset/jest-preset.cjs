// The one jest preset: TypeScript/TSX through SWC, jsdom for component tests
// (a test file opts into node with a `@jest-environment node` docblock).
const path = require('node:path');

/**
 * The shared components' texts in every language, for a package whose tests draw them (it depends
 * on @shop/ui): in the browser the shell registers them per language, so importing a component no
 * longer does.
 */
function sharedComponentTexts() {
  try {
    return [require.resolve('@shop/ui/all-texts', { paths: [process.cwd()] })];
  } catch {
    return [];
  }
}

module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest'), {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    }],
  },
  // ESM-only packages in node_modules that jest must transform (cookie: light-my-request, i.e. Fastify inject).
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|dompurify|cookie)[@/])'],
  moduleNameMapper: {
    '\\.(css)$': path.join(__dirname, 'style-mock.cjs'),
    '\\.(svg|png|webp|jpg)$': path.join(__dirname, 'file-mock.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs'), ...sharedComponentTexts()],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};

// The one jest preset: TypeScript/TSX through SWC, jsdom for component tests
// (a test file opts into node with a `@jest-environment node` docblock).
const path = require('node:path');

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
  setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};

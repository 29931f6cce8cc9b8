// API tests build the schema and demo content once (global-setup), then each test file starts
// from a copy: a PGlite snapshot, or a database cloned from a template when DATABASE_URL is set.
module.exports = {
  preset: '@shop/jest-preset',
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  // ESM-only packages: content-disposition (under @fastify/swagger-ui), cookie 2 (under light-my-request).
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|dompurify|content-disposition|cookie)[@/])'],
  testTimeout: 30000,
};

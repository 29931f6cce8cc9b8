// API tests build the schema and demo content once (global-setup), then each test file starts
// from a copy: a PGlite snapshot, or a database cloned from a template when DATABASE_URL is set.
const { availableParallelism } = require('node:os');

module.exports = {
  preset: '@shop/jest-preset',
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  // ESM-only packages: content-disposition (under @fastify/swagger-ui), cookie 2 (under light-my-request).
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|dompurify|content-disposition|cookie)[@/])'],
  testTimeout: 30000,
  // At least two workers, even on two cores (jest's default there is one, in band): a file waits on
  // its database's start and on PostgreSQL's answers, which leaves one worker's core idle a quarter
  // of the time, and the longest suite of npm test's jest stage ends last alone.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  testSequencer: '<rootDir>/jest.sequencer.cjs',
};

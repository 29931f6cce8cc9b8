// `pnpm test:scale`: the shop on three edges behind HAProxy, on a PostgreSQL server of its own
// (src/scale/*.scale.test.ts). npm test runs it as a stage of its own: it starts processes and
// restarts its database, so it stays out of the package's unit suite.
const base = require('./jest.config.cjs');

module.exports = { ...base, rootDir: __dirname, testMatch: ['<rootDir>/src/**/*.scale.test.ts'], testPathIgnorePatterns: ['/node_modules/', '/dist/'] };

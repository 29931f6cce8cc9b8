// PGlite (sql-event-store.test.ts) takes seconds to start on a busy 2-core CI machine, as in deploy/api.
// *.pg.test.ts need a PostgreSQL server: only test:pg, which starts one and sets DATABASE_URL, runs them.
const preset = require('@shop/jest-preset');

module.exports = {
  preset: '@shop/jest-preset',
  testTimeout: 30000,
  testPathIgnorePatterns: [...preset.testPathIgnorePatterns, ...(process.env.DATABASE_URL ? [] : ['\\.pg\\.test\\.ts$'])],
};

// PGlite (sql-event-store.test.ts) takes seconds to start on a busy 2-core CI machine, as in deploy/api.
module.exports = { preset: '@shop/jest-preset', testTimeout: 30000 };

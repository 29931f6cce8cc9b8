// `pnpm test:pglite`: the tests scripts/pglite-tests.txt lists, on PGlite. npm test runs the whole
// suite on PostgreSQL (`pnpm test:pg`) and these again on the embedded database.
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const base = require('./jest.config.cjs');

const listFile = join(__dirname, 'scripts', 'pglite-tests.txt');
const listed = readFileSync(listFile, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));
// A moved or renamed test must not drop out of the list unnoticed.
const missing = listed.filter((path) => !existsSync(join(__dirname, path)));
if (missing.length > 0) throw new Error(`${listFile} names test files that do not exist: ${missing.join(', ')}`);

module.exports = { ...base, rootDir: __dirname, testMatch: listed.map((path) => `<rootDir>/${path}`) };

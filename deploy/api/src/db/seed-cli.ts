import { parseArgs } from 'node:util';
import { closeDatabase, openDatabase } from './client';
import { DEFAULT_SEED_SIZE, seed } from './seed';

// `pnpm --filter @shop/api seed -- --size 2000`: migrate, then seed the database named by the env.
// pnpm forwards the `--` separator itself; drop it so `--size` is still read as an option.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const { values } = parseArgs({ args, options: { size: { type: 'string' } } });
const size = values.size === undefined ? DEFAULT_SEED_SIZE : Number(values.size);
if (!Number.isInteger(size) || size < 1) {
  console.error(`--size must be a positive integer (got "${values.size}")`);
  process.exit(2);
}

const started = Date.now();
const db = await openDatabase();
try {
  const result = await seed(db, { size });
  console.log(result.seeded
    ? `Seeded the demo shop (size ${size}) in ${Date.now() - started} ms.`
    : `Database already seeded; nothing to do (${Date.now() - started} ms).`);
} finally {
  await closeDatabase(db);
}

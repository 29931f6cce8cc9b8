/**
 * The seed of this run: FUZZ_SEED when given (to replay a failure), else a new one, so every run
 * explores other requests. Printed with every report.
 */
export function fuzzSeed(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.FUZZ_SEED;
  if (given === undefined || given === '') return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer (got "${given}")`);
  return seed;
}

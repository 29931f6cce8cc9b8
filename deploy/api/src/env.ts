import { isAbsolute, join, resolve } from 'node:path';
import { repoRoot } from './paths';

export interface Env {
  /** Root of local state: PGlite files in `pglite/`, generated images in `media/`. */
  dataDir: string;
  /** When set, PostgreSQL through `pg` instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** Signs the `sid` cookie and derives the XSRF token. */
  sessionSecret: string;
  apiPort: number;
  production: boolean;
}

/** Used only outside production so `npm start` works with no setup; production must set its own. */
export const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-in-production';

export class EnvError extends Error {
  constructor(problems: string[]) {
    super(`Invalid environment for @shop/api:\n  - ${problems.join('\n  - ')}`);
    this.name = 'EnvError';
  }
}

/** Reads and checks the API's environment; a wrong setting throws one error naming every problem. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const problems: string[] = [];
  const production = source.NODE_ENV === 'production';

  const rawDataDir = source.DATA_DIR?.trim();
  const dataDir = rawDataDir ? (isAbsolute(rawDataDir) ? rawDataDir : resolve(rawDataDir)) : join(repoRoot(), '.data');

  const databaseUrl = source.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push(`DATABASE_URL must start with postgres:// or postgresql:// (got "${databaseUrl}")`);
  }

  let sessionSecret = source.SESSION_SECRET ?? '';
  if (!sessionSecret) {
    if (production) problems.push('SESSION_SECRET is required when NODE_ENV=production');
    sessionSecret = DEV_SESSION_SECRET;
  } else if (sessionSecret.length < 32) {
    problems.push('SESSION_SECRET must be at least 32 characters');
  }

  const rawPort = source.API_PORT?.trim() || '8081';
  const apiPort = Number(rawPort);
  if (!Number.isInteger(apiPort) || apiPort < 1 || apiPort > 65535) problems.push(`API_PORT must be a port number (got "${rawPort}")`);

  if (problems.length) throw new EnvError(problems);
  return { dataDir, databaseUrl, sessionSecret, apiPort, production };
}

let cached: Env | undefined;

/** The process environment, validated once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

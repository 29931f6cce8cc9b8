import { userInfo } from 'node:os';
import { isReleaseEnvironment, namedReleaseEnvironment, RELEASE_ENVIRONMENTS, type ReleaseEnvironment } from '@shop/contracts';
import { RegistryError } from './errors';

/**
 * The environments the registry keeps apart: each has its own live version and canary per remote;
 * published builds are shared by all (a build is promoted from one to the next unchanged).
 * A fixed list, so a typo (`--env prod`) is refused instead of promoting into an environment no
 * edge serves.
 */
export const ENVIRONMENTS = RELEASE_ENVIRONMENTS;
export type Environment = ReleaseEnvironment;

export function assertEnvironment(name: string): Environment {
  if (!isReleaseEnvironment(name)) {
    throw new RegistryError('usage', `Unknown environment "${name}". Use one of: ${ENVIRONMENTS.join(', ')} (--env or REGISTRY_ENV).`);
  }
  return name;
}

/**
 * The environment a command or an edge works in when none is named: REGISTRY_ENV, else
 * `production` under NODE_ENV=production, else `local` (npm start on a laptop).
 */
export function defaultEnvironment(env: NodeJS.ProcessEnv = process.env): Environment {
  return assertEnvironment(namedReleaseEnvironment(env));
}

/** Who the history names: REGISTRY_USER (CI sets it to the pipeline or the person), else the OS user. */
export function currentActor(env: NodeJS.ProcessEnv = process.env): string {
  const named = env.REGISTRY_USER?.trim();
  if (named) return named;
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

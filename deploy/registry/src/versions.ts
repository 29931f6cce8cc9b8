import type { RemoteName } from '@shop/contracts';
import { RegistryError } from './errors';
import type { PublishedBuild } from './state';

/** A build id is the content hash's first 8 hex digits: `1.4.0+3f9a2c1d`. */
export const BUILD_ID_LENGTH = 8;

// The version a build declares becomes a folder name and a URL segment: semver characters, no '..'.
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.-]*$/;

/** The version part before the build id: '1.4.0' of '1.4.0+3f9a2c1d'. */
export const baseVersion = (version: string): string => version.split('+', 1)[0]!;

/** The immutable version of a build: its declared version plus the build id of its content. */
export function versionOfBuild(declared: string, hash: string): string {
  if (declared.includes('+')) {
    throw new RegistryError('bad_version', `Give "${baseVersion(declared)}" without "+...": the registry adds the build id (+${hash.slice(0, BUILD_ID_LENGTH)}) itself.`);
  }
  if (!VERSION_PATTERN.test(declared) || declared.includes('..')) {
    throw new RegistryError('bad_version', `"${declared}" is not a usable version (letters, digits, . and - only, such as 1.4.0 or 1.4.0-beta.1).`);
  }
  return `${declared}+${hash.slice(0, BUILD_ID_LENGTH)}`;
}

/**
 * The published version a person means: the exact `1.4.0+3f9a2c1d`, or `1.4.0` when one build of
 * it is published (the usual case: publish refuses a second one; only npm start's release makes several).
 */
export function resolveVersion(remote: RemoteName, builds: PublishedBuild[], wanted: string): string {
  if (builds.some((build) => build.version === wanted)) return wanted;
  const sameBase = builds.filter((build) => baseVersion(build.version) === wanted);
  if (sameBase.length === 1) return sameBase[0]!.version;
  if (sameBase.length > 1) {
    throw new RegistryError('unknown_version', `${remote} ${wanted} has ${sameBase.length} builds: name one of ${sameBase.map((b) => b.version).join(', ')}.`);
  }
  const known = builds.slice(-5).map((build) => build.version);
  throw new RegistryError(
    'unknown_version',
    `${remote}@${wanted} is not published.${known.length ? ` Latest published: ${known.join(', ')}.` : ''} Publish it first: pnpm registry publish ${remote}.`,
  );
}

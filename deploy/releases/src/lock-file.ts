import { readFileSync, writeFileSync } from 'node:fs';
import { REMOTES, type RemoteName } from '@shop/contracts';
import { ReleaseError } from './errors';

/** Where the lock lives, from the repository root (its git history is the list of releases). */
export const LOCK_PATH = 'deploy/remotes.lock.json';

/** One released remote: the version it is published and promoted as, and the commit it was built from. */
export interface LockEntry {
  version: string;
  commit: string;
}

/**
 * The released remotes. A lock names every remote released when it was written: one written
 * before a remote existed leaves it out (that release had none of it), and so do pins and N-1
 * runs of it.
 */
export interface RemotesLock {
  remotes: Partial<Record<RemoteName, LockEntry>>;
}

/** The remotes a lock names, in their fixed order. */
export const lockedRemotes = (lock: RemotesLock): RemoteName[] => REMOTES.filter((remote) => lock.remotes[remote] !== undefined);

const LOCK_NOTE =
  'Released remote versions: what `E2E_REMOTES=lock` runs the shell against, and CI does. Each names the ' +
  'version a remote was promoted as and the commit it was built from. Written by `pnpm release`; see README.md, "Releases".';

// The registry's own rule for a version (a folder name and a URL segment): semver characters, no '..'.
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]*$/;
const COMMIT_PATTERN = /^[0-9a-f]{40}$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks a parsed lock: known remotes, each with a usable version and a full commit id.
 * `source` names the file in the messages, so a broken lock says where it is and what to fix.
 */
export function parseLock(value: unknown, source: string): RemotesLock {
  const fail = (problem: string): never => {
    throw new ReleaseError(`${source}: ${problem}. Fix it, or write it again with \`pnpm release\`.`);
  };
  if (!isObject(value) || !isObject(value.remotes)) return fail('expected {"remotes": {"<remote>": {"version", "commit"}}}');
  const remotes = value.remotes;
  const unknown = Object.keys(remotes).filter((name) => !(REMOTES as readonly string[]).includes(name));
  if (unknown.length > 0) fail(`unknown remote ${unknown.join(', ')} (the remotes are ${REMOTES.join(', ')})`);
  const entries: RemotesLock['remotes'] = {};
  for (const remote of REMOTES) {
    const entry = remotes[remote];
    if (entry === undefined) continue;
    if (!isObject(entry)) return fail(`${remote} is not {"version", "commit"}`);
    const { version, commit } = entry;
    if (typeof version !== 'string' || !VERSION_PATTERN.test(version) || version.includes('..')) {
      fail(`${remote}.version ${JSON.stringify(version)} is not a registry version such as "1.2.0" or "1.2.0+3f9c2a1b"`);
    }
    if (typeof commit !== 'string' || !COMMIT_PATTERN.test(commit)) {
      fail(`${remote}.commit ${JSON.stringify(commit)} is not a full 40-character commit id`);
    }
    entries[remote] = { version: version as string, commit: commit as string };
  }
  return { remotes: entries };
}

/** Parses the text of a lock file (as read from disk or from `git show`). */
export function parseLockText(text: string, source: string): RemotesLock {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ReleaseError(`${source} is not JSON (${(error as Error).message}). Fix it, or write it again with \`pnpm release\`.`);
  }
  return parseLock(value, source);
}

export function readLock(file: string): RemotesLock {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new ReleaseError(`${file} does not exist. The first release writes it: \`pnpm release\` (README.md, "Releases").`);
  }
  return parseLockText(text, file);
}

/** The lock as written to disk: remotes in their fixed order, so a release's diff shows only what changed. */
export function formatLock(lock: RemotesLock): string {
  const remotes = Object.fromEntries(lockedRemotes(lock).map((remote) => [remote, lock.remotes[remote]]));
  return `${JSON.stringify({ '//': LOCK_NOTE, remotes }, null, 2)}\n`;
}

export function writeLock(file: string, lock: RemotesLock): void {
  writeFileSync(file, formatLock(lock));
}

/** Whether two locks release the same builds (formatting and the note do not count). */
export function sameLock(a: RemotesLock, b: RemotesLock): boolean {
  return REMOTES.every((remote) => a.remotes[remote]?.version === b.remotes[remote]?.version && a.remotes[remote]?.commit === b.remotes[remote]?.commit);
}

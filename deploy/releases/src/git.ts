import { run } from './run';

/** Runs git in `root` and returns its trimmed output; a failure throws with git's own message. */
export function git(root: string, ...args: string[]): string {
  return run('git', args, { cwd: root }).trim();
}

/** git's output, or undefined where git refuses (a path or commit that does not exist). */
export function gitOrUndefined(root: string, ...args: string[]): string | undefined {
  try {
    return git(root, ...args);
  } catch {
    return undefined;
  }
}

/** The full id of `ref` as a commit, or undefined when this clone does not have it. */
export function resolveCommit(root: string, ref: string): string | undefined {
  return gitOrUndefined(root, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
}

export const shortCommit = (commit: string): string => commit.slice(0, 7);

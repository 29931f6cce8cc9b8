import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REMOTES, type RemoteName } from '@shop/contracts';
import { formatLock, type LockEntry, type RemotesLock } from './lock-file';

/** A throwaway git repository shaped like the shop where it matters here: the apps' build inputs and the lock. */
export class TestRepo {
  readonly root = mkdtempSync(join(tmpdir(), 'releases-'));

  constructor() {
    this.git('init', '-q', '-b', 'main');
    for (const file of ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.json', 'shared/ui/index.ts', 'shell/index.ts']) this.write(file, 'v1');
    for (const remote of REMOTES) this.write(`remotes/${remote}/package.json`, JSON.stringify({ version: '1.0.0' }));
    this.commit('the shop');
  }

  git(...args: string[]): string {
    const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
    return execFileSync('git', args, { cwd: this.root, env, encoding: 'utf8' }).trim();
  }

  write(file: string, text: string): void {
    mkdirSync(dirname(join(this.root, file)), { recursive: true });
    writeFileSync(join(this.root, file), text);
  }

  /** Commits everything; returns the new commit's id. */
  commit(message: string): string {
    this.git('add', '-A');
    this.git('commit', '-q', '--allow-empty', '-m', message);
    return this.git('rev-parse', 'HEAD');
  }

  /** A lock naming every remote at `commit` with `version`. */
  lockAll(commit: string, version = '1.0.0'): { remotes: Record<RemoteName, LockEntry> } {
    return { remotes: Object.fromEntries(REMOTES.map((remote) => [remote, { version, commit }])) as Record<RemoteName, LockEntry> };
  }

  writeLock(lock: RemotesLock): void {
    this.write('deploy/remotes.lock.json', formatLock(lock));
  }
}

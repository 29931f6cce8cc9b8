/** @jest-environment node */
import { REMOTES } from '@shop/contracts';
import { ReleaseError } from './errors';
import { formatLock, lockedRemotes, parseLock, parseLockText, sameLock, type RemotesLock } from './lock-file';

const COMMIT = 'a'.repeat(40);
const lock = (): RemotesLock => ({ remotes: Object.fromEntries(REMOTES.map((remote) => [remote, { version: '1.0.0', commit: COMMIT }])) } as RemotesLock);

function refusal(value: unknown): string {
  try {
    parseLock(value, 'deploy/remotes.lock.json');
  } catch (error) {
    expect(error).toBeInstanceOf(ReleaseError);
    return (error as Error).message;
  }
  throw new Error('the lock was accepted');
}

it('reads back what it writes, in the remotes order, with a note on what the file is', () => {
  const text = formatLock(lock());
  expect(Object.keys(JSON.parse(text).remotes)).toEqual([...REMOTES]);
  expect(JSON.parse(text)['//']).toMatch(/pnpm release/);
  expect(parseLockText(text, 'x')).toEqual(lock());
});

it('reads a lock written before a remote existed as one that never released it', () => {
  const { giftcard: _left, ...older } = lock().remotes;
  const parsed = parseLock({ remotes: older }, 'deploy/remotes.lock.json');
  expect(lockedRemotes(parsed)).toEqual(REMOTES.filter((remote) => remote !== 'giftcard'));
  expect(Object.keys(JSON.parse(formatLock(parsed)).remotes)).not.toContain('giftcard');
  expect(sameLock(parsed, lock())).toBe(false);
});

it('refuses a lock that names an unknown remote, or has a bad entry, version or commit, naming the file', () => {
  expect(refusal({ remotes: { ...lock().remotes, giftcard: '1.0.0' } })).toMatch(/^deploy\/remotes\.lock\.json: giftcard is not \{"version", "commit"\}/);
  expect(refusal({ remotes: { ...lock().remotes, search: { version: '1.0.0', commit: COMMIT } } })).toMatch(/unknown remote search/);
  expect(refusal({ remotes: { ...lock().remotes, catalog: { version: '../1', commit: COMMIT } } })).toMatch(/catalog\.version "\.\.\/1" is not a registry version/);
  expect(refusal({ remotes: { ...lock().remotes, catalog: { version: '1.0.0', commit: 'abc1234' } } })).toMatch(/catalog\.commit "abc1234" is not a full 40-character commit id/);
  expect(refusal([])).toMatch(/expected \{"remotes"/);
  expect(() => parseLockText('{', 'the lock')).toThrow(/the lock is not JSON/);
});

it('compares locks by what they release', () => {
  const other = lock();
  expect(sameLock(lock(), other)).toBe(true);
  other.remotes.catalog = { version: '1.0.0+3f9c2a1b', commit: COMMIT };
  expect(sameLock(lock(), other)).toBe(false);
});

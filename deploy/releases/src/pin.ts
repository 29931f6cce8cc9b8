import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName } from '@shop/contracts';
import { baseVersion } from '@shop/registry';
import { appDir, sourceId, worktreeSourceId } from './build-inputs';
import { buildApps, distDir, existingExports, exportCommit, isBuilt, type Checkout, type Log } from './checkouts';
import { ReleaseError } from './errors';
import { gitOrUndefined, resolveCommit, shortCommit } from './git';
import { lockedRemotes, type LockEntry, type RemotesLock } from './lock-file';
import { RegistryCli } from './registry-cli';

// Pinning a registry to a lock: every remote the lock names is published from its commit's build
// and promoted, whichever build was live before. A served checkout's start.sh builds and releases
// its own remotes; an entry whose sources are the served checkout's is taken from that build, the
// others are rebuilt from their commits and published before the shop starts. The registry names a
// build `<package version>+<build id>` from its content, so a build rebuilt from the lock's commit
// must come out as the very version the lock names: anything else is refused, never served.

export interface PinOptions {
  /** The git repository whose history holds the lock's commits. */
  root: string;
  lock: RemotesLock;
  /** Names the lock in messages ("deploy/remotes.lock.json", "the lock at 3f9c2a1"). */
  lockSource: string;
  /** The checkout whose shop (shell, edge, API) serves the registry. */
  shop: Checkout;
  /** DATA_DIR of that shop: its registry is `<dataDir>/registry`. */
  dataDir: string;
  log: Log;
}

interface PlannedPin {
  remote: RemoteName;
  entry: LockEntry;
  /** True when the served checkout's own build of the remote is the locked one. */
  served: boolean;
}

/** The version a package.json's text declares. */
const declaredVersion = (packageJson: string | undefined): string | undefined =>
  packageJson === undefined ? undefined : (JSON.parse(packageJson) as { version?: string }).version;

/** Refuses a lock entry this clone cannot honour, saying which side is wrong. */
function checkEntry(root: string, remote: RemoteName, entry: LockEntry, lockSource: string): void {
  if (!resolveCommit(root, entry.commit)) {
    throw new ReleaseError(
      `${lockSource} names ${remote} at commit ${entry.commit}, which this clone does not have. ` +
        'A release names a commit of main (merge release branches, do not squash them), or write the lock again with `pnpm release`.',
    );
  }
  const packageVersion = declaredVersion(gitOrUndefined(root, 'show', `${entry.commit}:${appDir(remote)}/package.json`));
  if (packageVersion !== baseVersion(entry.version)) {
    throw new ReleaseError(
      `${lockSource} names ${remote} ${entry.version}, but at commit ${shortCommit(entry.commit)} ${appDir(remote)}/package.json ` +
        `says ${packageVersion ?? 'nothing'}: the lock names the wrong commit or version. Write it again with \`pnpm release ${remote}\`.`,
    );
  }
}

/** The source id of a remote in a checkout: the commit's, or the working tree's (undefined while it has uncommitted changes). */
const checkoutSourceId = (root: string, checkout: Checkout, remote: RemoteName): string | undefined =>
  checkout.commit ? sourceId(root, checkout.commit, remote) : worktreeSourceId(root, remote);

/** Whether a checkout has a remote at all: one older than the remote cannot serve it, and never loads it. */
export const checkoutHasRemote = (checkout: Checkout, remote: RemoteName): boolean =>
  existsSync(join(checkout.dir, appDir(remote), 'package.json'));

/**
 * Each remote the lock names and the shop has. One the lock does not name (released after it) stays
 * as the shop released it; one the shop does not have (added after it) is left out.
 */
function plan({ root, lock, lockSource, shop }: PinOptions): PlannedPin[] {
  return lockedRemotes(lock).filter((remote) => checkoutHasRemote(shop, remote)).map((remote) => {
    const entry = lock.remotes[remote]!;
    checkEntry(root, remote, entry, lockSource);
    return { remote, entry, served: sourceId(root, entry.commit, remote) === checkoutSourceId(root, shop, remote) };
  });
}

/**
 * The checkout to take a remote's locked build from: one already on this machine with the same
 * sources (the working tree is rebuilt, an export is trusted once built), else an export of the
 * lock's commit.
 */
function checkoutFor(root: string, remote: RemoteName, entry: LockEntry, shop: Checkout, log: Log): Checkout {
  const wanted = sourceId(root, entry.commit, remote);
  const worktree: Checkout[] = shop.commit ? [{ dir: root }] : [];
  const known = [...existingExports(root), ...worktree];
  return known.find((checkout) => checkoutSourceId(root, checkout, remote) === wanted) ?? exportCommit(root, entry.commit, log);
}

/** Whether the version the registry gave a build is the one the lock names (a lock written before build ids names only the package version). */
const isLockedVersion = (entry: LockEntry, version: string): boolean =>
  entry.version.includes('+') ? version === entry.version : baseVersion(version) === entry.version;

/** Publishes the build of a locked remote (a no-op when the registry has it) and returns its exact version, refusing one the lock does not name. */
function publishLocked(registry: RegistryCli, pin: PlannedPin, checkout: Checkout, lockSource: string): string {
  const version = registry.publish(pin.remote, distDir(checkout, pin.remote));
  if (!isLockedVersion(pin.entry, version)) {
    throw new ReleaseError(
      `${lockSource} names ${pin.remote} ${pin.entry.version}, but its build from ${shortCommit(pin.entry.commit)} is ${version}: ` +
        'the same sources built to other bytes (a dependency or tool that differs from the release machine). ' +
        `Build it again on a clean install, or release it again with \`pnpm release ${pin.remote}\`.`,
    );
  }
  return version;
}

/** The checkout holding each pin's build: the served one, or the export of the lock's commit. */
const sourceOf = (options: PinOptions, pin: PlannedPin): Checkout =>
  pin.served ? options.shop : checkoutFor(options.root, pin.remote, pin.entry, options.shop, options.log);

/** The package version of a remote in a checkout (`1.1.5`): what npm start's release publishes it under. */
const checkoutVersion = (checkout: Checkout, remote: RemoteName): string | undefined =>
  declaredVersion(readFileSync(join(checkout.dir, appDir(remote), 'package.json'), 'utf8'));

/**
 * Before the shop starts: builds each locked remote the served checkout does not build itself, and
 * publishes the ones whose package version npm start is about to release with other sources. They
 * go first so the locked build takes that version: the registry refuses a second build of a
 * published version, except from `release`. The rest are published once the shop is up
 * (promoteLockedVersions), when its shell is built, instead of building it twice.
 */
export function publishUnservedBuilds(options: PinOptions): void {
  const { shop, dataDir, lockSource, log } = options;
  const sources = plan(options)
    .filter((pin) => !pin.served)
    .map((pin) => ({ pin, checkout: sourceOf(options, pin) }));
  if (sources.length === 0) return;
  const byCheckout = new Map<string, { checkout: Checkout; remotes: RemoteName[] }>();
  for (const { pin, checkout } of sources) {
    if (checkout.commit && isBuilt(checkout, pin.remote)) continue;
    const group = byCheckout.get(checkout.dir) ?? { checkout, remotes: [] };
    group.remotes.push(pin.remote);
    byCheckout.set(checkout.dir, group);
  }
  for (const { checkout, remotes } of byCheckout.values()) buildApps(checkout, remotes, log);
  const contested = sources.filter(({ pin }) => baseVersion(pin.entry.version) === checkoutVersion(shop, pin.remote));
  if (contested.length === 0) return;
  // The registry holds each remote to the shell that serves it: a checkout that has not built its
  // shell yet (before its npm start) builds it now.
  if (!isBuilt(shop, 'shell')) buildApps(shop, ['shell'], log);
  const registry = new RegistryCli(shop.dir, dataDir);
  for (const { pin, checkout } of contested) log(`  published ${pin.remote}@${publishLocked(registry, pin, checkout, lockSource)}`);
}

/**
 * Once the shop has started (and released its own builds): makes every locked version live. `live`
 * is what the shop serves now (remote → version): a remote already live at its locked version is
 * left alone, since a published version never changes content. Returns the lock's entries with
 * the exact versions now live.
 */
export function promoteLockedVersions(options: PinOptions, live: Partial<Record<RemoteName, string>> = {}): Partial<Record<RemoteName, LockEntry>> {
  const { shop, dataDir, lockSource, log } = options;
  const registry = new RegistryCli(shop.dir, dataDir);
  const pinned = plan(options).map((pin) => {
    const liveVersion = live[pin.remote];
    if (liveVersion !== undefined && pin.entry.version.includes('+') && liveVersion === pin.entry.version) return [pin.remote, pin.entry];
    const version = publishLocked(registry, pin, sourceOf(options, pin), lockSource);
    log(`  ${registry.promote(pin.remote, version)}`);
    return [pin.remote, { ...pin.entry, version }];
  });
  return Object.fromEntries(pinned) as Partial<Record<RemoteName, LockEntry>>;
}

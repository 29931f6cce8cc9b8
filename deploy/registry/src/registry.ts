import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, type Registry, type RemoteName } from '@shop/contracts';
import { hashDirectory } from './content-hash';
import { RegistryError } from './errors';
import { precompressDirectory } from './precompress';
import { readState, writeState, type HistoryEntry, type RegistryState } from './registry-file';

/** The file the shell registers for each remote; the registry map points at it. */
export const MANIFEST_FILE = 'mf-manifest.json';

// A version becomes a folder name and a URL segment: keep it to semver characters, no '..'.
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]*$/;

function assertRemote(remote: string): asserts remote is RemoteName {
  if (!(REMOTES as readonly string[]).includes(remote)) {
    throw new RegistryError('unknown_remote', `Unknown remote "${remote}". Known remotes: ${REMOTES.join(', ')}.`);
  }
}

function assertVersion(version: string): void {
  if (!VERSION_PATTERN.test(version) || version.includes('..')) {
    throw new RegistryError('bad_version', `"${version}" is not a usable version (letters, digits, . + - only).`);
  }
}

function now(): string {
  return new Date().toISOString();
}

function readJson(file: string): Record<string, unknown> | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** The version a build declares: its manifest's buildVersion, else the package.json next to dist/. */
export function buildVersion(dir: string): string | undefined {
  const manifest = readJson(join(dir, MANIFEST_FILE));
  const metaData = manifest?.metaData as { buildInfo?: { buildVersion?: unknown } } | undefined;
  const fromManifest = metaData?.buildInfo?.buildVersion;
  if (typeof fromManifest === 'string' && fromManifest !== '' && fromManifest !== 'local') return fromManifest;
  const pkg = readJson(join(dir, '..', 'package.json'));
  return typeof pkg?.version === 'string' ? pkg.version : undefined;
}

/**
 * The live stack of one remote, replayed from the history: promote pushes, rollback pops.
 * Keeping only the history (no second structure) means the two can never disagree.
 */
function liveStack(state: RegistryState, remote: string): string[] {
  const stack: string[] = [];
  for (const entry of state.history) {
    if (entry.remote !== remote) continue;
    if (entry.action === 'promote' && stack.at(-1) !== entry.version) stack.push(entry.version);
    if (entry.action === 'rollback') stack.pop();
  }
  return stack;
}

function record(state: RegistryState, entry: Omit<HistoryEntry, 'at'>): void {
  state.history.push({ at: now(), ...entry });
}

export interface PublishOptions {
  remote: string;
  /** The build folder; default `<repo>/remotes/<remote>/dist` is the caller's to resolve. */
  dir: string;
  version?: string;
  /** Replace a published version whose content differs. Browsers may hold the old files: dev use only. */
  force?: boolean;
}

export interface PublishResult {
  remote: RemoteName;
  version: string;
  hash: string;
  status: 'published' | 'unchanged' | 'replaced';
}

/**
 * Copies a remote build into `<root>/<remote>/<version>/`, with the precompressed siblings of its
 * text files (precompress.ts). Published versions never change (unless forced). Siblings are
 * derived from the files and decode to the same bytes, so adding them later keeps that promise:
 * republishing an unchanged build gives a version published without them its missing ones.
 */
export function publish(root: string, options: PublishOptions): PublishResult {
  const { remote, dir, force = false } = options;
  assertRemote(remote);
  if (!existsSync(join(dir, MANIFEST_FILE))) {
    throw new RegistryError('not_a_build', `${dir} holds no ${MANIFEST_FILE}: build the remote first.`);
  }
  const version = options.version ?? buildVersion(dir);
  if (!version) throw new RegistryError('bad_version', `No version for ${remote}: pass --version.`);
  assertVersion(version);

  const hash = hashDirectory(dir);
  const state = readState(root);
  const target = join(root, remote, version);
  let status: PublishResult['status'] = 'published';
  if (existsSync(target)) {
    const existing = state.versions[remote]?.[version]?.hash ?? hashDirectory(target);
    if (existing === hash) {
      precompressDirectory(target);
      return { remote, version, hash, status: 'unchanged' };
    }
    if (!force) {
      throw new RegistryError(
        'version_conflict',
        `${remote}@${version} is already published with different content. Bump the version, or pass --force.`,
      );
    }
    status = 'replaced';
  }

  // Copy and precompress next to the target, then rename: a half-made version folder is never visible.
  const temp = join(root, remote, `.tmp-${version}-${process.pid}-${Date.now()}`);
  cpSync(dir, temp, { recursive: true });
  precompressDirectory(temp);
  if (status === 'replaced') rmSync(target, { recursive: true, force: true });
  renameSync(temp, target);

  state.versions[remote] = { ...state.versions[remote], [version]: { hash, publishedAt: now() } };
  record(state, { remote, action: 'publish', version, hash });
  writeState(root, state);
  return { remote, version, hash, status };
}

export interface PromoteResult {
  remote: RemoteName;
  version: string;
  from: string | null;
  status: 'promoted' | 'unchanged';
}

/** Makes a published version live: the next page load gets it. */
export function promote(root: string, remote: string, version: string): PromoteResult {
  assertRemote(remote);
  const state = readState(root);
  if (!state.versions[remote]?.[version] || !existsSync(join(root, remote, version))) {
    const known = Object.keys(state.versions[remote] ?? {});
    throw new RegistryError(
      'unknown_version',
      `${remote}@${version} is not published.${known.length ? ` Published: ${known.join(', ')}.` : ''}`,
    );
  }
  const from = state.live[remote] ?? null;
  if (from === version) return { remote, version, from, status: 'unchanged' };
  state.live[remote] = version;
  record(state, { remote, action: 'promote', version, from });
  writeState(root, state);
  return { remote, version, from, status: 'promoted' };
}

export interface RollbackResult {
  remote: RemoteName;
  version: string;
  from: string;
}

/** Makes the previously live version live again (repeatable: each rollback steps one further back). */
export function rollback(root: string, remote: string): RollbackResult {
  assertRemote(remote);
  const state = readState(root);
  const stack = liveStack(state, remote);
  const from = stack.at(-1);
  const version = stack.at(-2);
  if (!from || !version) {
    throw new RegistryError('nothing_to_roll_back', `${remote} has no earlier live version to roll back to.`);
  }
  state.live[remote] = version;
  record(state, { remote, action: 'rollback', version, from });
  writeState(root, state);
  return { remote, version, from };
}

/** The append-only history, oldest first, of one remote or all. */
export function history(root: string, remote?: string): HistoryEntry[] {
  if (remote !== undefined) assertRemote(remote);
  const entries = readState(root).history;
  return remote === undefined ? entries : entries.filter((entry) => entry.remote === remote);
}

export interface RemoteListing {
  remote: string;
  live: string | null;
  versions: string[];
}

/** Every remote with published versions, and which one is live. */
export function list(root: string): RemoteListing[] {
  const state = readState(root);
  const remotes = new Set([...Object.keys(state.versions), ...Object.keys(state.live)]);
  return [...remotes].sort().map((remote) => ({
    remote,
    live: state.live[remote] ?? null,
    versions: Object.keys(state.versions[remote] ?? {}),
  }));
}

/** The live map served as /remotes.json and inlined into the HTML: remote → manifest URL. */
export function liveRegistry(root: string, urlPrefix = '/remotes'): Registry {
  const registry: Registry = {};
  for (const [remote, version] of Object.entries(readState(root).live)) {
    registry[remote as RemoteName] = `${urlPrefix}/${remote}/${version}/${MANIFEST_FILE}`;
  }
  return registry;
}

export interface ReleaseResult {
  publish: PublishResult;
  promote: PromoteResult;
}

/**
 * Publish a local build and make it live, as `npm start` does for every remote. A rebuilt remote
 * whose package version did not change is published as `<version>+<hash8>` (semver build
 * metadata): published folders stay immutable, so browsers caching them forever stay correct.
 */
export function release(root: string, options: Omit<PublishOptions, 'force'>): ReleaseResult {
  let published: PublishResult;
  try {
    published = publish(root, options);
  } catch (error) {
    if (!(error instanceof RegistryError) || error.code !== 'version_conflict') throw error;
    const base = options.version ?? buildVersion(options.dir) ?? '';
    published = publish(root, { ...options, version: `${base}+${hashDirectory(options.dir).slice(0, 8)}` });
  }
  return { publish: published, promote: promote(root, published.remote, published.version) };
}

import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { REMOTES, type RemoteName } from '@shop/contracts';
import { hashDirectory } from './content-hash';
import { checkSettings, type AnalysisSettings } from './analysis-settings';
import { checkContract, checkServerBuild } from './contract-check';
import { currentActor, type Environment } from './environment';
import { RegistryError } from './errors';
import type { EventStore } from './event-store';
import type { HistoryAction, HistoryEntry, NewHistoryEntry } from './history-entry';
import { MANIFEST_FILE, readManifest, readShellManifest, type FederationManifest } from './manifest';
import { precompressDirectory } from './precompress';
import { deploymentOf, emptyState, replay, type Canary, type Deployment, type Deployments, type RegistryState } from './state';
import { baseVersion, resolveVersion, versionOfBuild } from './versions';

export function assertRemote(remote: string): RemoteName {
  if (!(REMOTES as readonly string[]).includes(remote)) {
    throw new RegistryError('unknown_remote', `Unknown remote "${remote}". Known remotes: ${REMOTES.join(', ')}.`);
  }
  return remote as RemoteName;
}

/** The version a build declares: its manifest's buildVersion, else the package.json next to dist/. */
export function buildVersion(dir: string, manifest: FederationManifest | undefined = readManifest(dir)): string | undefined {
  const fromManifest = manifest?.metaData?.buildInfo?.buildVersion;
  if (typeof fromManifest === 'string' && fromManifest !== '' && fromManifest !== 'local') return fromManifest;
  const pkgFile = join(dir, '..', 'package.json');
  if (!existsSync(pkgFile)) return undefined;
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { version?: unknown };
  return typeof pkg.version === 'string' ? pkg.version : undefined;
}

export interface PublishOptions {
  remote: string;
  /** The build folder (holding mf-manifest.json). */
  dir: string;
  /** The version without build id; default the build's declared version. */
  version?: string;
  /** The shell build whose shared singletons the remote must accept (its dist folder). */
  shellDir: string;
  reason?: string;
  /**
   * Accept another build of an already published version as a new build id (npm start: sources
   * changed, version not bumped). Nothing is overwritten either way: the build id differs.
   */
  allowRebuild?: boolean;
}

export interface PublishResult {
  remote: RemoteName;
  version: string;
  hash: string;
  status: 'published' | 'unchanged';
  /** What the contract check noted without refusing. */
  notes: string[];
}

export interface ChangeResult {
  remote: RemoteName;
  env: Environment;
  /** unchanged: nothing was recorded (already so). */
  status: 'changed' | 'unchanged';
  entry?: HistoryEntry;
  deployment: Deployment;
}

export interface RemoteStatus {
  remote: RemoteName;
  live: string | null;
  canary: Canary | null;
  published: string[];
  lastDecision?: Deployment['lastDecision'];
}

/** How many times a command re-reads and retries when another writer appended first. */
const MAX_ATTEMPTS = 20;

/**
 * The registry: published builds under `<root>/<remote>/<version>/`, and the history in an
 * EventStore from which what is live and in canary per environment is replayed. Every change is
 * one appended history entry, checked against the state it was decided on.
 */
export class RemoteRegistry {
  private state: RegistryState = emptyState();
  private servedRead: Promise<RegistryState> | undefined;
  /** When the store last answered: the state is what it held then. */
  private readAt: Date | undefined;

  constructor(
    readonly root: string,
    private readonly store: EventStore,
    private readonly actor: string = currentActor(),
  ) {}

  /** The current state, read from the store (only entries added since the last read). */
  async current(): Promise<RegistryState> {
    replay(await this.store.since(this.state.seq), this.state);
    this.readAt = new Date();
    return this.state;
  }

  /**
   * What was live and in canary in `env` when the store last answered, and when that was; undefined
   * before any read. A read that fails changes nothing here, so an edge whose store is away for a
   * moment (PostgreSQL restarting) can go on serving the release set it read last.
   */
  lastRead(env: Environment): { deployments: Deployments; at: Date } | undefined {
    return this.readAt && { deployments: this.state.environments[env] ?? {}, at: this.readAt };
  }

  /**
   * What is live and in canary for each remote in `env`: what the edge serves. Page loads that
   * arrive together share one read of the store (on PostgreSQL, a query each otherwise).
   */
  async deployments(env: Environment): Promise<Deployments> {
    this.servedRead ??= this.current().finally(() => {
      this.servedRead = undefined;
    });
    return (await this.servedRead).environments[env] ?? {};
  }

  close(): Promise<void> {
    return this.store.close();
  }

  /** The same registry acting as someone else (the canary analysis): its changes name `actor` in the history. */
  as(actor: string): RemoteRegistry {
    return new RemoteRegistry(this.root, this.store, actor);
  }

  /**
   * Decides on the current state and appends the entry `decide` returns (none: nothing to do).
   * When another writer appended first, re-reads and decides again, so a check is never made on
   * a stale state.
   */
  private async commit(decide: (state: RegistryState) => NewHistoryEntryInput | undefined): Promise<HistoryEntry | undefined> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const state = await this.current();
      const input = decide(state);
      if (!input) return undefined;
      const entry: HistoryEntry = { seq: state.seq + 1, at: new Date().toISOString(), actor: this.actor, ...input };
      if (input.reason === undefined) delete entry.reason;
      if (await this.store.append(entry)) {
        await this.current();
        return entry;
      }
    }
    throw new RegistryError('busy', 'The registry kept changing under this command: try again.');
  }

  private builds(state: RegistryState, remote: RemoteName) {
    return state.published[remote] ?? [];
  }

  /**
   * Copies a build into `<root>/<remote>/<version>+<build id>/` with precompressed siblings, after
   * checking it against its contract and the shell. A version already published with other
   * content is refused (unless `allowRebuild`): a version names one build, everywhere.
   */
  async publish(options: PublishOptions): Promise<PublishResult> {
    const remote = assertRemote(options.remote);
    const manifest = readManifest(options.dir);
    if (!manifest) throw new RegistryError('not_a_build', `${options.dir} holds no ${MANIFEST_FILE}: build the remote first (pnpm --filter @shop/${remote} build).`);
    const declared = options.version ?? buildVersion(options.dir, manifest);
    if (!declared) throw new RegistryError('bad_version', `${remote}'s build declares no version: pass --version.`);
    const report = checkContract(remote, manifest, readShellManifest(options.shellDir));
    checkServerBuild(remote, options.dir, manifest, options.shellDir, report);
    if (report.problems.length > 0) {
      throw new RegistryError('contract_broken', `${remote} ${declared} breaks its contract, so it was not published:\n  - ${report.problems.join('\n  - ')}`);
    }
    const hash = hashDirectory(options.dir);
    const version = versionOfBuild(declared, hash);
    const target = join(this.root, remote, version);

    const before = await this.current();
    const isPublished = (state: RegistryState) => this.builds(state, remote).some((build) => build.version === version);
    if (!isPublished(before)) {
      const other = this.builds(before, remote).find((build) => baseVersion(build.version) === declared);
      if (other && !options.allowRebuild) {
        throw new RegistryError(
          'version_conflict',
          `${remote} ${declared} is already published as ${other.version}, with other content. A version names one build: ` +
            `bump the version in remotes/${remote}/package.json (or pass --version), rebuild, and publish again.`,
        );
      }
      this.copyBuild(options.dir, target);
    } else {
      // Republishing gives a version published before precompression its missing siblings.
      precompressDirectory(target);
    }
    const entry = await this.commit((state) =>
      isPublished(state) ? undefined : { action: 'publish', remote, version, hash, reason: options.reason },
    );
    return { remote, version, hash, status: entry ? 'published' : 'unchanged', notes: report.notes };
  }

  /**
   * Copy next to the target, then rename: a half-copied version folder is never served (the edge
   * serves no folder whose name starts with a dot).
   */
  private copyBuild(dir: string, target: string): void {
    const temp = join(dirname(target), `.tmp-${basename(target)}-${process.pid}-${Date.now()}`);
    cpSync(dir, temp, { recursive: true });
    precompressDirectory(temp);
    // A folder left by a publish that died before recording it: same build id, so same content.
    rmSync(target, { recursive: true, force: true });
    renameSync(temp, target);
  }

  private async change(env: Environment, remoteName: string, decide: (state: RegistryState, remote: RemoteName, deployment: Deployment) => NewHistoryEntryInput | undefined): Promise<ChangeResult> {
    const remote = assertRemote(remoteName);
    const entry = await this.commit((state) => decide(state, remote, deploymentOf(state, env, remote)));
    return { remote, env, status: entry ? 'changed' : 'unchanged', entry, deployment: deploymentOf(this.state, env, remote) };
  }

  /** Makes a published version live in `env` for every visitor; ends a running canary. */
  promote(env: Environment, remote: string, wanted: string, reason?: string): Promise<ChangeResult> {
    return this.change(env, remote, (state, name, deployment) => {
      const version = resolveVersion(name, this.builds(state, name), wanted);
      if (deployment.live === version && !deployment.canary) return undefined;
      return { action: 'promote', remote: name, env, version, from: deployment.live, reason };
    });
  }

  /** Ends a running canary (everyone back on the live version), or else makes the previously live version live again. */
  rollback(env: Environment, remote: string, reason?: string): Promise<ChangeResult> {
    return this.change(env, remote, (_state, name, deployment) => {
      if (deployment.canary) return { action: 'rollback', remote: name, env, version: deployment.live!, from: deployment.canary.version, reason };
      const previous = deployment.stack.at(-2);
      if (!deployment.live || !previous) {
        throw new RegistryError('nothing_to_roll_back', `${name} has no earlier live version in ${env} to roll back to: promote the version you want instead.`);
      }
      return { action: 'rollback', remote: name, env, version: previous, from: deployment.live, reason };
    });
  }

  /**
   * Sends `percent` % of `env`'s visitors (sticky per visitor) to a published version; the others
   * keep the live one. With `ramp`, the canary analysis moves it on to each share of `ramp.steps` in
   * turn (100: promote) once it has held `ramp.holdMs` without regression.
   */
  async canary(env: Environment, remote: string, wanted: string, percent: number, reason?: string, ramp?: Ramp): Promise<ChangeResult> {
    if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
      throw new RegistryError('usage', `--percent must be a whole number from 1 to 99 (got ${percent}): 100 is a promote, 0 is canary --stop.`);
    }
    if (ramp) checkRamp(percent, ramp);
    return this.change(env, remote, (state, name, deployment) => {
      const version = resolveVersion(name, this.builds(state, name), wanted);
      if (!deployment.live) throw new RegistryError('usage', `${name} has no live version in ${env} yet: promote one first; a canary is measured against it.`);
      if (deployment.live === version) throw new RegistryError('usage', `${name}@${version} is already live in ${env}: a canary needs another version.`);
      const { canary } = deployment;
      if (canary?.version === version && canary.percent === percent && String(canary.ramp ?? []) === String(ramp?.steps ?? [])) return undefined;
      return { action: 'canary', remote: name, env, version, percent, from: deployment.live, reason, ...(ramp ? { ramp: ramp.steps, holdMs: ramp.holdMs } : {}) };
    });
  }

  /**
   * The canary analysis found `version`'s canary worse: everyone back on the live version, with
   * why. Nothing when that canary is no longer running (ended meanwhile, or another edge's analysis
   * ended it first): it never rolls back a live version.
   */
  abortCanary(env: Environment, remote: string, version: string, reason: string): Promise<ChangeResult> {
    return this.change(env, remote, (_state, name, deployment) => {
      if (deployment.canary?.version !== version) return undefined;
      return { action: 'rollback', remote: name, env, version: deployment.live!, from: version, reason };
    });
  }

  /**
   * A ramping canary held: on to its next share, or live for everyone after the last. Nothing when
   * the canary is no longer `version` at `percent` (changed meanwhile, or stepped by another edge).
   */
  stepCanary(env: Environment, remote: string, version: string, percent: number, reason: string): Promise<ChangeResult> {
    return this.change(env, remote, (_state, name, deployment) => {
      const { canary } = deployment;
      if (canary?.version !== version || canary.percent !== percent || !canary.ramp?.length) return undefined;
      const [next, ...rest] = canary.ramp;
      if (next === 100) return { action: 'promote', remote: name, env, version, from: deployment.live, reason };
      return { action: 'canary', remote: name, env, version, percent: next!, from: deployment.live, reason, ...(rest.length ? { ramp: rest, holdMs: canary.holdMs } : {}) };
    });
  }

  /** Changes what the canary analysis holds `remote`'s canaries in `env` to. */
  async settings(env: Environment, remote: string, change: Partial<AnalysisSettings>, reason?: string): Promise<ChangeResult> {
    const settings = checkSettings(change);
    return this.change(env, remote, (_state, name, deployment) => {
      const changed = Object.entries(settings).some(([key, value]) => deployment.analysis[key as keyof AnalysisSettings] !== value);
      if (!changed) return undefined;
      return { action: 'settings', remote: name, env, version: deployment.live ?? '', settings, reason };
    });
  }

  /** Ends the canary: every visitor gets the live version again. */
  stopCanary(env: Environment, remote: string, reason?: string): Promise<ChangeResult> {
    return this.change(env, remote, (_state, name, deployment) => {
      if (!deployment.canary) throw new RegistryError('no_canary', `${name} has no canary running in ${env} (registry status --env ${env} shows what runs).`);
      return { action: 'canary-stop', remote: name, env, version: deployment.live!, from: deployment.canary.version, reason };
    });
  }

  /** Publish a local build and make it live, as `npm start` does for every remote. */
  async release(env: Environment, options: Omit<PublishOptions, 'allowRebuild'>): Promise<{ publish: PublishResult; promote: ChangeResult }> {
    const published = await this.publish({ ...options, allowRebuild: true });
    return { publish: published, promote: await this.promote(env, published.remote, published.version, options.reason) };
  }

  /** The history, oldest first, filtered by remote and environment (publishes show in every environment). */
  async history(filter: { remote?: string; env?: Environment; actions?: HistoryAction[] } = {}): Promise<HistoryEntry[]> {
    const remote = filter.remote === undefined ? undefined : assertRemote(filter.remote);
    const entries = await this.store.since(0);
    return entries.filter(
      (entry) =>
        (remote === undefined || entry.remote === remote) &&
        (filter.env === undefined || entry.env === undefined || entry.env === filter.env) &&
        (filter.actions === undefined || filter.actions.includes(entry.action)),
    );
  }

  /** Every remote with something published, its live version and canary in `env`. */
  async status(env: Environment): Promise<RemoteStatus[]> {
    const state = await this.current();
    return REMOTES.filter((remote) => state.published[remote] || state.environments[env]?.[remote]).map((remote) => {
      const deployment = deploymentOf(state, env, remote);
      const status: RemoteStatus = { remote, live: deployment.live, canary: deployment.canary, published: this.builds(state, remote).map((build) => build.version) };
      if (deployment.lastDecision) status.lastDecision = deployment.lastDecision;
      return status;
    });
  }

  /** A published version's folder, resolving `1.4.0` to its one build. */
  async versionDir(remoteName: string, wanted: string): Promise<{ version: string; dir: string }> {
    const remote = assertRemote(remoteName);
    const version = resolveVersion(remote, this.builds(await this.current(), remote), wanted);
    return { version, dir: join(this.root, remote, version) };
  }
}

/** A canary's way up: the shares after the first, in order (the last may be 100: promote), each held `holdMs`. */
export interface Ramp {
  steps: number[];
  holdMs: number;
}

function checkRamp(first: number, { steps, holdMs }: Ramp): void {
  const shares = [first, ...steps];
  const rising = shares.every((share, i) => Number.isInteger(share) && share >= 1 && share <= (i === shares.length - 1 ? 100 : 99) && (i === 0 || share > shares[i - 1]!));
  if (steps.length === 0 || !rising) {
    throw new RegistryError('usage', `--ramp must be rising whole percentages, 1 to 99 and a last one up to 100 (100: promote), like 10,50,100 (got ${shares.join(',')}).`);
  }
  if (!(holdMs >= 1000)) throw new RegistryError('usage', '--ramp needs --hold: how long each share must hold, like 15m.');
}

/** An entry as a command decides it; the store gives it seq, the clock its time, the registry its actor. */
type NewHistoryEntryInput = Omit<NewHistoryEntry, 'at' | 'actor'>;

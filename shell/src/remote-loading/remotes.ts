import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, type Registry, type RemoteName } from '@shop/contracts';

// name → manifest URL as registered, so a remote can be registered again on retry.
const entries = new Map<RemoteName, string>();

/** Registers every live remote of the registry (remote name → versioned mf-manifest.json URL). */
export function registerFromRegistry(registry: Registry): void {
  const remotes: Array<{ name: string; entry: string }> = [];
  for (const [remote, entry] of Object.entries(registry) as Array<[RemoteName, string | undefined]>) {
    if (!entry) continue;
    entries.set(remote, entry);
    remotes.push({ name: federationName(remote), entry });
  }
  registerRemotes(remotes);
}

/** The registry's version of a remote this page runs (`/remotes/<name>/<version>/mf-manifest.json`); none for one served from elsewhere. */
export function remoteVersion(remote: RemoteName): string | undefined {
  return /^\/remotes\/[^/]+\/([^/]+)\/[^/]+$/.exec(entries.get(remote) ?? '')?.[1];
}

/**
 * Before a user-triggered retry: when the remote's entry never loaded, register it again with
 * `force`, which drops everything the runtime keeps for it (manifest cache and loading promise,
 * snapshot, entry loading promise, module cache) so the next loadRemote starts from nothing.
 * A remote whose entry did load is left alone: its container is initialised and shares its
 * singletons; a failed chunk of it is simply fetched again by webpack.
 */
export function resetRemote(remote: RemoteName): void {
  const entry = entries.get(remote);
  if (!entry) return;
  const name = federationName(remote);
  const loaded = getInstance()?.moduleCache.get(name)?.remoteEntryExports;
  if (!loaded) registerRemotes([{ name, entry }], { force: true });
}

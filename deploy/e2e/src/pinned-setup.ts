import { REMOTES, type RemoteName, type Registry } from '@shop/contracts';
import { checkoutHasRemote, describeShell, exportedCommit, promoteLockedVersions, readLock, type RemoteCell } from '@shop/releases';
import { runTarget } from './run-target';
import { saveRunVersions } from './run-versions';
import { BASE_URL, E2E_DATA_DIR, ROOT } from './shop';

/** The version folder of a live manifest URL (`/remotes/catalog/1.0.0+3f9c2a1b/mf-manifest.json`). */
const versionOf = (manifestUrl: string | undefined): string | undefined => /\/remotes\/[^/]+\/([^/]+)\/[^/]+$/.exec(manifestUrl ?? '')?.[1];

/**
 * Global setup shared by every suite, run once the shop is up: with a lock (E2E_REMOTES), makes
 * exactly the locked versions live and checks the shop serves them; then notes which shell and
 * remotes this run drives, for the version matrix.
 */
export default async function pinnedSetup(): Promise<void> {
  const target = runTarget();
  const shop = { dir: target.shopDir, commit: exportedCommit(target.shopDir) };
  const liveVersions = async () => {
    const map = (await (await fetch(`${BASE_URL}/remotes.json`)).json()) as Registry;
    return Object.fromEntries(REMOTES.map((remote) => [remote, versionOf(map[remote])])) as Record<RemoteName, string | undefined>;
  };
  const pinned = target.lockFile
    ? promoteLockedVersions(
        {
          root: ROOT,
          lock: readLock(target.lockFile),
          lockSource: target.lockFile,
          shop,
          dataDir: E2E_DATA_DIR,
          log: (line) => console.log(`[pin] ${line.trim()}`),
        },
        await liveVersions(),
      )
    : undefined;
  const live = await liveVersions();
  const remotes: Partial<Record<RemoteName, RemoteCell>> = {};
  // A shop older than a remote has none of it: its shell never loads it.
  for (const remote of REMOTES.filter((name) => checkoutHasRemote(shop, name))) {
    const version = live[remote];
    if (!version) throw new Error(`The shop serves no ${remote}: /remotes.json has no manifest for it.`);
    const locked = pinned?.[remote];
    if (locked && version !== locked.version) {
      throw new Error(`The shop serves ${remote} ${version} where ${target.lockFile} names ${locked.version}.`);
    }
    remotes[remote] = locked ?? { version };
  }
  saveRunVersions({ shell: describeShell(ROOT, shop), remotes });
}

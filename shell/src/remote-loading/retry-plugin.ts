import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryPluginOptions {
  /** Wait before each further attempt, in ms: its length is the number of retries. */
  delays?: readonly number[];
  /** Injected by tests; real timers otherwise. */
  sleep?: (ms: number) => Promise<void>;
}

/** Three more tries, 300 ms → 1.2 s: a remote that blips recovers before anyone sees a fallback. */
export const DEFAULT_RETRY_DELAYS: readonly number[] = [300, 600, 1200];

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Retries a failed remote module load with backoff. Every failure on the way to a module
 * (manifest fetch, remoteEntry script, the exposed module's chunks) ends in `errorLoadRemote`
 * with lifecycle 'onLoad', so one hook covers them all. In MF 2.9.2 none of these failures is
 * cached (the manifest and entry loading promises are dropped on error, webpack forgets a failed
 * chunk), so calling loadRemote again really fetches again.
 * Returning undefined hands the original error on to the caller (the shell's error boundary).
 */
export function retryPlugin({ delays = DEFAULT_RETRY_DELAYS, sleep = realSleep }: RetryPluginOptions = {}): ModuleFederationRuntimePlugin {
  // Ids being retried right now: the nested loadRemote's own failure must not start a second loop.
  const retrying = new Set<string>();
  return {
    name: 'shop-retry-plugin',
    async errorLoadRemote({ id, lifecycle, origin }) {
      if (lifecycle !== 'onLoad' || retrying.has(id)) return undefined;
      retrying.add(id);
      try {
        for (const delay of delays) {
          await sleep(delay);
          try {
            return await origin.loadRemote(id);
          } catch {
            // The next attempt (or the caller, after the last one) deals with it.
          }
        }
        return undefined;
      } finally {
        retrying.delete(id);
      }
    },
  };
}

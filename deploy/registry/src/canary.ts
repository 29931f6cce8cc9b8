import { createHash } from 'node:crypto';
import type { Registry as RegistryMap, RemoteName } from '@shop/contracts';
import { MANIFEST_FILE } from './manifest';
import type { Deployment, Deployments } from './state';

/**
 * A visitor's place 0..99 for one remote: the same visitor always lands in the same place (sticky),
 * and each remote's canary picks its own share of visitors, not always the same people.
 */
export function visitorBucket(visitorId: string, remote: RemoteName): number {
  return createHash('sha256').update(`${visitorId}\0${remote}`).digest().readUInt32BE(0) % 100;
}

/** The version this visitor gets: the canary's while their bucket is under its percent, else the live one. */
export function versionFor(remote: RemoteName, deployment: Deployment, visitorId: string | undefined): string | null {
  const { canary } = deployment;
  if (canary && visitorId !== undefined && visitorBucket(visitorId, remote) < canary.percent) return canary.version;
  return deployment.live;
}

export const hasCanary = (deployments: Deployments): boolean => Object.values(deployments).some((d) => d?.canary);

/** The registry map (remote → manifest URL) served as /remotes.json and inlined into the HTML, for one visitor. */
export function registryMapFor(deployments: Deployments, visitorId?: string): RegistryMap {
  const map: RegistryMap = {};
  for (const [remote, deployment] of Object.entries(deployments) as Array<[RemoteName, Deployment]>) {
    const version = versionFor(remote, deployment, visitorId);
    if (version) map[remote] = `/remotes/${remote}/${version}/${MANIFEST_FILE}`;
  }
  return map;
}

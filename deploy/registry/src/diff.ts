import { exposedPaths, sharedByName } from './contract-check';
import type { FederationManifest } from './manifest';

export interface SharedChange {
  name: string;
  from?: string;
  to?: string;
}

/** What changed in a remote's public surface between two builds, read from their manifests. */
export interface ManifestDiff {
  exposesAdded: string[];
  exposesRemoved: string[];
  /** Shared dependencies whose version or required range changed, or that came or went. */
  shared: SharedChange[];
}

/** `19.3.1 (^19.3.1)`: the version a build was made with and the range it accepts from the shell. */
function describeShared(entry: { version?: string; requiredVersion?: string | false } | undefined): string | undefined {
  if (!entry) return undefined;
  const range = entry.requiredVersion ? ` (${entry.requiredVersion})` : '';
  return `${entry.version ?? '?'}${range}`;
}

export function diffManifests(from: FederationManifest, to: FederationManifest): ManifestDiff {
  const before = exposedPaths(from);
  const after = exposedPaths(to);
  const oldShared = sharedByName(from);
  const newShared = sharedByName(to);
  const shared: SharedChange[] = [];
  for (const name of [...new Set([...oldShared.keys(), ...newShared.keys()])].sort()) {
    const change = { name, from: describeShared(oldShared.get(name)), to: describeShared(newShared.get(name)) };
    if (change.from !== change.to) shared.push(change);
  }
  return {
    exposesAdded: after.filter((path) => !before.includes(path)),
    exposesRemoved: before.filter((path) => !after.includes(path)),
    shared,
  };
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { REMOTE_EXPOSES, type RemoteName } from '@shop/contracts';
import type { FederationManifest } from './manifest';
import { loadRemoteBuild, loadShellBuild, SERVER_BUILD } from './server-build.cjs';

/** What a build breaks (`problems`: publishing is refused) and what is only worth saying (`notes`). */
export interface ContractReport {
  problems: string[];
  notes: string[];
}

const CONTRACT = 'shared/contracts REMOTE_EXPOSES';

/** The module paths a manifest exposes ('./BlogList'). */
export function exposedPaths(manifest: FederationManifest): string[] {
  return (manifest.exposes ?? []).map((expose) => expose.path ?? `./${expose.name ?? ''}`);
}

/** The shared packages a manifest declares, by name. */
export function sharedByName(manifest: FederationManifest): Map<string, { version?: string; requiredVersion?: string | false }> {
  return new Map((manifest.shared ?? []).map((entry) => [entry.name, entry]));
}

/**
 * Every module the contract promises must be exposed. A promised module that is missing while an
 * unpromised one appeared is most likely a rename: the message names both, since the shell still
 * loads the old name.
 */
function checkExposes(remote: RemoteName, manifest: FederationManifest, report: ContractReport): void {
  const promised: string[] = Object.values(REMOTE_EXPOSES[remote]);
  const exposed = exposedPaths(manifest);
  const unpromised = exposed.filter((path) => !promised.includes(path));
  const missing = promised.filter((path) => !exposed.includes(path));
  for (const module of missing) {
    const instead = unpromised.length > 0 ? `; it exposes ${unpromised.join(', ')} instead (renamed?)` : '';
    report.problems.push(
      `${remote} promises ${module} (${CONTRACT}) but this build does not expose it${instead}. ` +
        'Expose it again under that name, or change shared/contracts and the shell first.',
    );
  }
  // Not breaking: the shell loads only promised modules. Said once, unless a problem said it already.
  if (unpromised.length > 0 && missing.length === 0) {
    report.notes.push(`${remote} also exposes ${unpromised.join(', ')}, which ${CONTRACT} does not name: nothing loads it.`);
  }
}

/**
 * Remotes are built without fallback copies of the shared singletons (mf-config `import: false`):
 * every one they require must come from the shell, in a version their range accepts, or the
 * remote fails to load at runtime.
 */
function checkShared(remote: RemoteName, manifest: FederationManifest, shell: FederationManifest, report: ContractReport): void {
  const provided = sharedByName(shell);
  for (const entry of manifest.shared ?? []) {
    const range = entry.requiredVersion || '*';
    const shellVersion = provided.get(entry.name)?.version;
    if (shellVersion === undefined) {
      report.problems.push(`${remote} requires ${entry.name} ${range} as a shared singleton, but the shell provides no ${entry.name}.`);
    } else if (!semver.satisfies(shellVersion, range, { includePrerelease: true })) {
      report.problems.push(
        `${remote} requires ${entry.name} ${range} as a shared singleton, but the shell provides ${entry.name} ${shellVersion}. ` +
          `Build ${remote} against the shell's ${entry.name}, or ship a shell that provides a matching one first.`,
      );
    }
  }
}

/** Checks one remote build's manifest against its contract and the shell build's shared versions. */
export function checkContract(remote: RemoteName, manifest: FederationManifest, shell: FederationManifest): ContractReport {
  const report: ContractReport = { problems: [], notes: [] };
  checkExposes(remote, manifest, report);
  checkShared(remote, manifest, shell, report);
  return report;
}

/**
 * The Node build beside the browser build (mf-config serverConfig), which the edge renders pages
 * with: it must load against the shell's Node build (every singleton it requires is one the shell
 * provides) and expose the very modules the browser build does, each with a component as default
 * export. A build without one (every release before server rendering) is still served, client-rendered.
 */
export function checkServerBuild(remote: RemoteName, buildDir: string, manifest: FederationManifest, shellDir: string, report: ContractReport): void {
  const file = join(buildDir, SERVER_BUILD);
  if (!existsSync(file)) {
    report.notes.push(`${remote} has no Node build (${SERVER_BUILD}): its pages are rendered in the browser only.`);
    return;
  }
  const shellFile = join(shellDir, SERVER_BUILD);
  if (!existsSync(shellFile)) {
    report.notes.push(`the shell build at ${shellDir} has no Node build to load ${remote}'s against: not checked.`);
    return;
  }
  let exposes: ReturnType<typeof loadRemoteBuild>;
  try {
    exposes = loadRemoteBuild(file, loadShellBuild(shellFile));
  } catch (error) {
    // Not `instanceof Error`: the build runs in Node's own realm, which a test runner's is not.
    const message = (error as { message?: unknown } | null)?.message;
    report.problems.push(`${remote}'s Node build does not load against the shell's: ${typeof message === 'string' ? message : String(error)}`);
    return;
  }
  const browser = exposedPaths(manifest).sort();
  const server = Object.keys(exposes).sort();
  if (browser.join() !== server.join()) {
    report.problems.push(`${remote}'s Node build exposes ${server.join(', ') || 'nothing'}, its browser build ${browser.join(', ')}: build both from one webpack config.`);
  }
  for (const path of server) {
    if (typeof exposes[path]?.default !== 'function') report.problems.push(`${remote}'s Node build exposes ${path} without a component as its default export.`);
  }
}

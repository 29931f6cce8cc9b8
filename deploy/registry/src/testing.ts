import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REMOTE_EXPOSES, federationName, type RemoteName } from '@shop/contracts';
import { MANIFEST_FILE, type FederationManifest } from './manifest';

// Builds as the registry's and the edge's tests need them: a manifest in the MF plugin's shape
// (keeping the remote's contract unless told otherwise) and the files given, in a fresh folder.

export type SharedEntries = NonNullable<FederationManifest['shared']>;
export interface ExposeAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

/** What the test shell provides and test remotes require. */
export const TEST_SHARED: SharedEntries = [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }];

export interface TestBuild {
  remote?: RemoteName;
  /** The manifest's buildVersion; none: the build declares no version. */
  version?: string;
  /** Path → content, e.g. { 'static/blog.1a2b3c4d.js': '...' }. */
  files?: Record<string, string>;
  /** Default: every module the contract promises. */
  exposes?: string[];
  /** The files an exposed module loads, by its path ('./BlogList'), as the manifest lists them. */
  assets?: Record<string, ExposeAssets>;
  shared?: SharedEntries;
}

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

/** Writes a remote build into `dir` (emptied first) and returns `dir`. */
export function writeRemoteBuild(dir: string, build: TestBuild = {}): string {
  const remote = build.remote ?? 'content-blog';
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const exposes = build.exposes ?? Object.values(REMOTE_EXPOSES[remote]);
  const manifest = {
    id: federationName(remote),
    metaData: { ...(build.version === undefined ? {} : { buildInfo: { buildVersion: build.version } }), remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: build.shared ?? TEST_SHARED,
    exposes: exposes.map((path) => ({ name: path.slice(2), path, ...(build.assets?.[path] ? { assets: build.assets[path] } : {}) })),
  };
  writeFiles(dir, { [MANIFEST_FILE]: JSON.stringify(manifest), 'remoteEntry.js': 'var remote;', ...build.files });
  return dir;
}

/** Writes a shell build's manifest (what publish checks shared versions against) into `dir`. */
export function writeShellManifest(dir: string, shared: SharedEntries = TEST_SHARED): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify({ id: 'shell', shared, exposes: [] }));
  return dir;
}

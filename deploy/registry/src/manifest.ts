import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RegistryError } from './errors';

/** The file the shell registers for each remote; the registry map points at it. */
export const MANIFEST_FILE = 'mf-manifest.json';

/** What the registry reads of a Module Federation mf-manifest.json (a remote's or the shell's). */
export interface FederationManifest {
  metaData?: { buildInfo?: { buildVersion?: string } };
  exposes?: Array<{ name?: string; path?: string }>;
  shared?: Array<{ name: string; version?: string; requiredVersion?: string | false; singleton?: boolean }>;
}

/** The manifest in `dir`, or undefined when there is none. */
export function readManifest(dir: string): FederationManifest | undefined {
  const file = join(dir, MANIFEST_FILE);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
}

/** The shell build's manifest, which remotes are checked against (its shared singletons); refused when there is none. */
export function readShellManifest(dir: string): FederationManifest {
  const manifest = readManifest(dir);
  if (!manifest) {
    throw new RegistryError('no_shell', `No shell build at ${dir} to check remotes' shared versions against: build it (pnpm --filter @shop/shell build) or pass --shell <dir>.`);
  }
  return manifest;
}

import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, at any depth, as full paths in a stable order. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

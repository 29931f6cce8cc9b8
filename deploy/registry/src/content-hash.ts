import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { listFiles } from './list-files';
import { siblingSource } from './precompress';

/**
 * A hash of a build folder's file names and bytes: equal builds hash equal wherever they sit.
 * Precompressed siblings are left out: they are made from the other files, so a published
 * folder (which has them) hashes like the build it was copied from (which may not).
 */
export function hashDirectory(dir: string): string {
  const hash = createHash('sha256');
  const files = listFiles(dir);
  const present = new Set(files);
  for (const file of files) {
    const source = siblingSource(file);
    if (source !== undefined && present.has(source)) continue;
    hash.update(relative(dir, file).split(sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

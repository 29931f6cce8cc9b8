import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MatrixRow } from '@shop/releases';
import { E2E_DATA_DIR } from './shop';

/** What global setup found live, kept for the matrix reporter (the shop's data folder is new each run). */
const FILE = join(E2E_DATA_DIR, 'run-versions.json');

export type RunVersions = Required<Pick<MatrixRow, 'shell' | 'remotes'>>;

export function saveRunVersions(versions: RunVersions): void {
  writeFileSync(FILE, JSON.stringify(versions));
}

/** Undefined when the run stopped before global setup got that far. */
export function loadRunVersions(): RunVersions | undefined {
  return existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as RunVersions) : undefined;
}

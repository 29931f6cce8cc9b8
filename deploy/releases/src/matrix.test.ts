/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTES } from '@shop/contracts';
import { appendRow, formatMatrix, readRows, type MatrixRow } from './matrix';

const entry = (version: string, commit: string) => ({ version, commit: commit.padEnd(40, '0') });
const remotes = Object.fromEntries(REMOTES.map((remote) => [remote, entry('1.0.0', 'b7784ab')]));

it('prints a column per remote with its version and the commit it was built from, and skipped runs with the reason', () => {
  const rows: MatrixRow[] = [
    { run: 'e2e (lock)', result: 'passed', shell: '5d1c2a0', remotes },
    // A release from before the back office has none of it.
    { run: 'smoke: this shell × previous remotes', result: 'failed', shell: '5d1c2a0', remotes: { ...remotes, 'content-blog': entry('0.9.0+3f9c2a1b', 'a1b2c3d'), backoffice: undefined } },
    { run: 'N-1 runs', result: 'skipped', note: 'no release before this one' },
  ];
  const lines = formatMatrix(rows).split('\n');
  expect(lines[0]).toMatch(new RegExp(`^run +shell +${REMOTES.join(' +')} +result$`));
  expect(lines[1]).toMatch(/^e2e \(lock\) +5d1c2a0 +1\.0\.0 @b7784ab +1\.0\.0 @b7784ab .* passed$/);
  expect(lines[2]).toMatch(/ 0\.9\.0\+3f9c2a1b @a1b2c3d +1\.0\.0 @b7784ab +- +failed$/);
  // Columns line up: each remote's cells start where its title does.
  expect(lines[2]!.indexOf('0.9.0')).toBe(lines[0]!.indexOf('content-blog'));
  expect(lines[3]).toMatch(/^N-1 runs +skipped: no release before this one$/);
});

it('keeps rows in a JSON-lines file, one appended per run', () => {
  const dir = mkdtempSync(join(tmpdir(), 'matrix-'));
  const file = join(dir, 'deep', 'matrix.jsonl');
  expect(readRows(file)).toEqual([]);
  appendRow(file, { run: 'a', result: 'passed' });
  appendRow(file, { run: 'b', result: 'failed' });
  expect(readRows(file).map((row) => row.run)).toEqual(['a', 'b']);
  rmSync(dir, { recursive: true, force: true });
});

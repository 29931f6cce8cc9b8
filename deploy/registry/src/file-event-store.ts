import { open, mkdir, rm, stat, appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RegistryError } from './errors';
import type { EventStore } from './event-store';
import type { HistoryEntry } from './history-entry';

export const HISTORY_FILE = 'history.jsonl';

/** A lock older than this was left by a process that died while appending. */
const STALE_LOCK_MS = 10_000;
const LOCK_WAIT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The history as `<root>/history.jsonl`, one entry a line. Readers (every page load of the edge)
 * read only the bytes added since their last read; appends hold a lock file, so two CLIs on one
 * machine cannot both take the same seq.
 */
export class FileEventStore implements EventStore {
  private readonly file: string;
  private entries: HistoryEntry[] = [];
  private offset = 0;

  constructor(private readonly root: string) {
    this.file = join(root, HISTORY_FILE);
  }

  async since(seq: number): Promise<HistoryEntry[]> {
    await this.readNew();
    // Seqs run 1, 2, 3… with no gap (append refuses any other), so entry n sits at index n - 1.
    return this.entries.slice(seq);
  }

  async append(entry: HistoryEntry): Promise<boolean> {
    await mkdir(this.root, { recursive: true });
    const release = await this.lock();
    try {
      await this.readNew();
      if (entry.seq !== (this.entries.at(-1)?.seq ?? 0) + 1) return false;
      // One write of one whole line: a reader sees it whole or not yet (it stops at the last newline).
      await appendFile(this.file, `${JSON.stringify(entry)}\n`);
      await this.readNew();
      return true;
    } finally {
      await release();
    }
  }

  async close(): Promise<void> {}

  private async readNew(): Promise<void> {
    const size = await stat(this.file).then((s) => s.size, () => 0);
    if (size === this.offset) return;
    if (size < this.offset) {
      // The file was replaced (a test, a restore from backup): read it again from the start.
      this.entries = [];
      this.offset = 0;
    }
    const start = this.offset;
    const handle = await open(this.file, 'r');
    const added = Buffer.alloc(size - start);
    try {
      await handle.read(added, 0, added.length, start);
    } finally {
      await handle.close();
    }
    // Up to the last whole line; a line still being written is read next time.
    const end = added.lastIndexOf(0x0a) + 1;
    // Another read of the same bytes finished while this one waited.
    if (end === 0 || this.offset !== start) return;
    for (const line of added.subarray(0, end).toString('utf8').split('\n')) if (line.trim()) this.entries.push(JSON.parse(line) as HistoryEntry);
    this.offset = start + end;
  }

  private async lock(): Promise<() => Promise<void>> {
    const lockFile = `${this.file}.lock`;
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        const handle = await open(lockFile, 'wx');
        await handle.writeFile(String(process.pid));
        await handle.close();
        return () => rm(lockFile, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const age = await stat(lockFile).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (age > STALE_LOCK_MS) await rm(lockFile, { force: true });
      else if (Date.now() > deadline) {
        throw new RegistryError('busy', `${lockFile} is held by another registry command: try again, or remove it if no registry command runs.`);
      }
      await sleep(25);
    }
  }
}

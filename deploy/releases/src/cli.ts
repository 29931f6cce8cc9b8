import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REMOTES, type RemoteName } from '@shop/contracts';
import { repoRoot } from '@shop/registry';
import { exportedCommit } from './checkouts';
import { describeLock } from './describe';
import { ReleaseError } from './errors';
import { shortCommit } from './git';
import { LOCK_PATH, readLock } from './lock-file';
import { formatMatrix, readRows } from './matrix';
import { promoteLockedVersions, publishUnservedBuilds, type PinOptions } from './pin';
import { releaseRemotes, unreleasedRemotes } from './release';
import { previousRelease } from './release-history';

const USAGE = `Usage: releases <command>   (from the root: pnpm release …, pnpm releases …)
  release [remote...]        build, publish and promote remotes from committed sources, and write
                             their entries in ${LOCK_PATH} (all remotes by default); commit the lock
  previous                   the release before the current lock (what CI's N-1 runs use)
  unreleased                 the remotes whose sources here are not the ones their lock entry was
                             built from, one per line (nothing when the lock carries them all)
  pin <lock> [--shop DIR] [--before-start]
                             make the registry of DATA_DIR serve exactly the lock's versions, building
                             from the lock's commits what DIR (default: this checkout) does not build;
                             --before-start only builds and publishes what DIR's npm start will not
  matrix <file>              print the version matrix a test run wrote
Registry: $DATA_DIR/registry (DATA_DIR default <repo>/.data).`;

const log = (line: string) => console.log(line);

function remoteNames(names: string[]): RemoteName[] {
  const unknown = names.filter((name) => !(REMOTES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new ReleaseError(`Unknown remote ${unknown.join(', ')}. The remotes: ${REMOTES.join(', ')}.`);
  return names.length > 0 ? (names as RemoteName[]) : [...REMOTES];
}

function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv[0] === '--' ? argv.slice(1) : argv,
    allowPositionals: true,
    options: { shop: { type: 'string' }, 'before-start': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
  });
  const [command, ...rest] = positionals;
  // Relative paths are meant from where the command was typed; pnpm runs scripts elsewhere.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  // The repository is the one this tool belongs to, even when it runs inside an exported checkout.
  const root = repoRoot(fileURLToPath(new URL('.', import.meta.url)));
  const dataDir = resolve(root, process.env.DATA_DIR ?? '.data');
  switch (values.help ? 'help' : command) {
    case 'release': {
      releaseRemotes({ root, remotes: remoteNames(rest), dataDir, log });
      log(`Wrote ${LOCK_PATH}. Commit it: that commit is the release, and CI's N-1 runs compare with the release before it.`);
      return 0;
    }
    case 'previous': {
      const previous = previousRelease(root, readLock(resolve(root, LOCK_PATH)));
      if (!previous) {
        log(`No release before the current ${LOCK_PATH}.`);
        return 0;
      }
      log(`Previous release: ${shortCommit(previous.commit)}`);
      for (const line of describeLock(previous.lock)) log(`  ${line}`);
      return 0;
    }
    case 'unreleased': {
      for (const remote of unreleasedRemotes(root, readLock(resolve(root, LOCK_PATH)))) log(remote);
      return 0;
    }
    case 'pin': {
      if (!rest[0]) throw new ReleaseError(`Name the lock file to pin.\n${USAGE}`);
      const lockFile = resolve(cwd, rest[0]);
      const shopDir = resolve(cwd, values.shop ?? root);
      const options: PinOptions = {
        root,
        lock: readLock(lockFile),
        lockSource: lockFile,
        shop: { dir: shopDir, commit: exportedCommit(shopDir) },
        dataDir,
        log,
      };
      publishUnservedBuilds(options);
      if (!values['before-start']) promoteLockedVersions(options);
      return 0;
    }
    case 'matrix': {
      if (!rest[0]) throw new ReleaseError(`Name the matrix file.\n${USAGE}`);
      const rows = readRows(resolve(cwd, rest[0]));
      log(rows.length > 0 ? formatMatrix(rows) : 'No suite run wrote a row.');
      return 0;
    }
    case 'help':
      log(USAGE);
      return 0;
    default:
      console.error(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
      return 1;
  }
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  // A refusal says what to do; a failed build or install carries the end of its output.
  console.error(`releases: ${(error as Error).message}`);
  process.exitCode = 1;
}

import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { RemoteName } from '@shop/contracts';
import { ReleaseError } from './errors';
import { run } from './run';

/**
 * A checkout's own registry CLI (`pnpm registry …` from its root) against the registry in
 * `dataDir`. The shop a checkout serves reads the registry its own code writes, so a registry is
 * always written by the CLI of the checkout that serves it, through the commands the README promises.
 */
export class RegistryCli {
  /** The checkout's `registry` script, run as pnpm runs it, without pnpm's own start (0.8 s a call). */
  private readonly script: string;

  constructor(
    private readonly checkoutDir: string,
    private readonly dataDir: string,
  ) {
    const scripts = (JSON.parse(readFileSync(join(checkoutDir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts;
    if (!scripts?.registry) throw new ReleaseError(`${checkoutDir}/package.json has no "registry" script.`);
    this.script = scripts.registry;
  }

  private registry(...args: string[]): string {
    // INIT_CWD is where the CLI takes relative paths from; pnpm sets it to the caller's folder.
    const env = {
      ...process.env,
      DATA_DIR: this.dataDir,
      INIT_CWD: this.checkoutDir,
      PATH: [join(this.checkoutDir, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
    };
    return run('sh', ['-c', `${this.script} "$@"`, 'registry', ...args], { cwd: this.checkoutDir, env }).trim();
  }

  /**
   * Publishes a build under the version its package.json declares. The registry adds the build id
   * (`1.0.0+3f9c2a1b`); publishing a build it already has changes nothing. Returns that version.
   */
  publish(remote: RemoteName, buildDir: string): string {
    return this.versionIn(remote, this.registry('publish', remote, '--dir', buildDir), 'published');
  }

  promote(remote: RemoteName, version: string): string {
    return this.registry('promote', remote, version);
  }

  /** Publishes and promotes the checkout's own build of `remote`; returns the version the registry gave it. */
  release(remote: RemoteName): string {
    return this.versionIn(remote, this.registry('release', remote), 'released');
  }

  /** The version the registry named in its output's last line (`published catalog@1.0.0+3f9c2a1b`; notes come before). */
  private versionIn(remote: RemoteName, output: string, did: string): string {
    const version = new RegExp(`${remote}@([0-9A-Za-z.+-]+)`).exec(output.split('\n').at(-1) ?? '')?.[1];
    if (!version) throw new ReleaseError(`The registry ${did} ${remote} but named no version: "${output}".`);
    return version;
  }
}

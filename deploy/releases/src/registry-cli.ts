import type { RemoteName } from '@shop/contracts';
import { ReleaseError } from './errors';
import { run } from './run';

/**
 * A checkout's own registry CLI (`pnpm registry …` from its root) against the registry in
 * `dataDir`. The shop a checkout serves reads the registry its own code writes, so a registry is
 * always written by the CLI of the checkout that serves it, through the commands the README promises.
 */
export class RegistryCli {
  constructor(
    private readonly checkoutDir: string,
    private readonly dataDir: string,
  ) {}

  private registry(...args: string[]): string {
    // INIT_CWD is where the CLI takes relative paths from; pnpm sets it to the caller's folder.
    const env = { ...process.env, DATA_DIR: this.dataDir, INIT_CWD: this.checkoutDir };
    return run('pnpm', ['--silent', 'registry', ...args], { cwd: this.checkoutDir, env }).trim();
  }

  publish(remote: RemoteName, buildDir: string, version: string): string {
    return this.registry('publish', remote, '--dir', buildDir, '--version', version);
  }

  promote(remote: RemoteName, version: string): string {
    return this.registry('promote', remote, version);
  }

  /** Publishes and promotes the checkout's own build of `remote`; returns the version the registry gave it. */
  release(remote: RemoteName): string {
    const output = this.registry('release', remote);
    const version = new RegExp(`${remote}@([0-9A-Za-z.+-]+)`).exec(output)?.[1];
    if (!version) throw new ReleaseError(`The registry released ${remote} but named no version: "${output}".`);
    return version;
  }
}

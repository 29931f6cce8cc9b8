/** A refused registry operation: the CLI prints `message` and exits 1; `code` is for callers and tests. */
export class RegistryError extends Error {
  constructor(
    readonly code: 'usage' | 'busy' | 'contract_broken' | 'no_shell' | 'no_canary' | 'unknown_remote' | 'unknown_version' | 'bad_version' | 'not_a_build' | 'version_conflict' | 'nothing_to_roll_back' | 'shop_unreachable',
    message: string,
  ) {
    super(message);
    this.name = 'RegistryError';
  }
}

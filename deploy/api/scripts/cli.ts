import { parseArgs } from 'node:util';

type Option = { type: 'string'; short?: string; default?: string } | { type: 'boolean'; short?: string; default?: boolean };

/** A usage mistake: the message and the usage on stderr, exit code 2. */
export function usageError(message: string, usage: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

/**
 * A script's arguments (the `--` pnpm passes through is dropped). `--help` prints the usage and
 * exits 0; an unknown option prints it and exits 2.
 */
export function readCliArgs<const O extends Record<string, Option>>(options: O, usage: string) {
  const config = {
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    allowPositionals: true as const,
    options: { ...options, help: { type: 'boolean' as const, short: 'h', default: false } },
  };
  let parsed: ReturnType<typeof parseArgs<typeof config>>;
  try {
    parsed = parseArgs(config);
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error), usage);
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}

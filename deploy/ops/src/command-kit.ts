import type { ParseArgsConfig } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@shop/contracts';
import type { AdminClient } from './admin-client';

// What every `pnpm ops` command is made of, and the checks of its command line.

export type Options = NonNullable<ParseArgsConfig['options']>;
export type Values = Record<string, string | boolean | undefined>;

export interface Context {
  args: string[];
  /** Where relative file names are taken from: the folder the command was typed in. */
  cwd: string;
  values: Values;
  client: AdminClient;
  /** Prints the reply as JSON with --json, else the lines made for people. */
  print: (reply: unknown, lines: () => string) => void;
}

export interface Command {
  usage: string;
  summary: string;
  help: string;
  options: Options;
  run: (ctx: Context) => Promise<void>;
}

/** A wrong command line: runCli prints what is wrong with the command's usage, and exits 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export function usage(what: string): never {
  throw new UsageError(what);
}

export const REASON = { reason: { type: 'string' } } as const satisfies Options;
export const REASON_HELP = '  --reason TEXT   why: kept in the audit log with who and when';
export const PERSON = { email: { type: 'string' }, phone: { type: 'string' } } as const satisfies Options;
export const PERSON_HELP = '  --email ADDRESS | --phone NUMBER   the person (one who never logged in is made a customer)';

export const reasonOf = (values: Values) => (values.reason === undefined ? {} : { reason: String(values.reason) });

/** The person --email or --phone names. */
export function person(values: Values): string {
  const identifier = (values.email ?? values.phone) as string | undefined;
  if (!identifier) usage('Name the person with --email or --phone.');
  return identifier;
}

export function role(value: string | boolean | undefined): StaffRole {
  if (!STAFF_ROLES.includes(value as StaffRole)) usage(`--role is one of ${STAFF_ROLES.join(', ')}.`);
  return value as StaffRole;
}

/** The number of what an action works on (`what`: order, token…). */
export function idOf(value: string | undefined, what: string): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) usage(`Give the ${what}'s number.`);
  return Number(value);
}

/** An integer option, or a usage error naming it. */
export function integer(value: string | boolean | undefined, option: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^-?\d{1,10}$/.test(value)) usage(`--${option} takes a whole number.`);
  return Number(value);
}

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
  /** Waits between two looks at something that takes a while (an import's progress). */
  wait: (ms: number) => Promise<void>;
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

/**
 * A time option: an ISO time as is, or a day (YYYY-MM-DD, UTC) as its start, or with `end` as the
 * start of the next day, so `--ends 2027-06-01` runs through that day.
 */
export function timeOf(value: string | boolean | undefined, option: string, { end = false } = {}): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) usage(`--${option} takes a date (YYYY-MM-DD) or a time (ISO 8601).`);
    if (end) day.setUTCDate(day.getUTCDate() + 1);
    return day.toISOString();
  }
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) usage(`--${option} takes a date (YYYY-MM-DD) or a time (ISO 8601).`);
  return value;
}

/** An option that takes one of a list of words, or a usage error naming them. */
export function oneOf<T extends string>(value: string | boolean | undefined, option: string, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!allowed.includes(value as T)) usage(`--${option} is one of ${allowed.join(', ')}.`);
  return value as T;
}

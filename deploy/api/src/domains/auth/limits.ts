import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { countHit, peekHits, type Limit } from '../../infra/rate-limit';

// The login flow's limits, besides a code's own (code-rules.ts). All counters live in the database
// (rate_limits), so every API process counts the same requests.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * send-code: a person asks for a code or two, perhaps for a second address; 10 an hour per session
 * is plenty. An IP address may be a whole office or a mobile carrier's NAT: 100 an hour, and past
 * 10 every send needs the captcha anyway (CAPTCHA_AFTER), so the cap only stops a captcha farm.
 */
export const SEND_CODE_LIMIT: Limit = { name: 'send-code', perSession: 10, perIp: 100, windowMs: HOUR };

/**
 * verify-code: guessing is bounded by the code (5 tries, CODE_RULES), these bound one client
 * spreading guesses over many identifiers: 30 an hour covers any amount of mistyping, 300 per IP
 * a busy shared address.
 */
export const VERIFY_CODE_LIMIT: Limit = { name: 'verify-code', perSession: 30, perIp: 300, windowMs: HOUR };

/**
 * is-registered tells whether a phone is a customer's: hard limits, so it cannot be used to sift a
 * list of numbers for customers. One-click ordering asks it once or twice a visit.
 */
export const IS_REGISTERED_LIMIT: Limit = { name: 'is-registered', perSession: 10, perIp: 30, windowMs: HOUR };

/**
 * When a send needs the captcha: from the identifier's 4th code in its day (a person rarely needs
 * more than a resend or two; a bot pestering one phone gets slowed at once) or the IP's 11th in
 * the hour (a bot trying many phones from one address).
 */
export const CAPTCHA_AFTER = { identifierSendsPerDay: 3, ipSendsPerHour: 10 } as const;

// The identifier is hashed into its counter's key: an e-mail address can be longer than the key
// column, and the counters need not keep who asked.
export const identifierKey = (identifier: string) => `login-code:day:${createHash('sha256').update(identifier).digest('base64url')}`;
const ipKey = (ip: string) => `login-code:hour:${ip}`;

/** Codes sent to the identifier in its current day, the number the daily limit and the captcha go by. */
export const sendsToday = (db: Db, identifier: string): Promise<number> => peekHits(db, identifierKey(identifier), DAY);

/** Whether the next send (to `identifier`, when known) from `ip` needs a solved captcha. */
export async function captchaRequired(db: Db, { identifier, ip }: { identifier?: string; ip: string }): Promise<boolean> {
  if (identifier !== undefined && (await sendsToday(db, identifier)) >= CAPTCHA_AFTER.identifierSendsPerDay) return true;
  return (await peekHits(db, ipKey(ip), HOUR)) >= CAPTCHA_AFTER.ipSendsPerHour;
}

/** Counts a code sent: to its identifier's day and its IP address's hour. */
export async function countSend(db: Db, { identifier, ip }: { identifier: string; ip: string }): Promise<void> {
  await countHit(db, identifierKey(identifier), DAY);
  await countHit(db, ipKey(ip), HOUR);
}

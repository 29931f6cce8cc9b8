import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { countHit, TooManyRequests } from '../../infra/rate-limit';

// Guessing a card: one generic invalid_card answers a wrong number and a wrong PIN alike, and these
// limits bound how many tries anyone gets. Every try of connect and use counts (before the card is
// looked up, so concurrent tries cannot slip past) on the session, the logged-in customer and the
// IP address; a try with a PIN also counts on the number tried, whoever tries it, so a known
// number's 10,000 PINs take years however many sessions and addresses try them. The counters live
// in the database (rate_limits): every API process counts the same tries.

const HOUR = 60 * 60 * 1000;

/**
 * A shopper connects a card or two and uses one at checkout, perhaps again after a decline;
 * twenty tries an hour is plenty. An IP address may be an office or a carrier's NAT: ten times that.
 * A number is tried with its PIN once or twice by its holder, mistypes included.
 */
export const GIFTCARD_GUESS_LIMIT = { perSession: 20, perCustomer: 20, perIp: 200, perNumber: 10, windowMs: HOUR } as const;

export interface CardTry {
  sessionId: string;
  customerId: number | null;
  ip: string;
  /** The number tried with a PIN (normalized); undefined for a try without one. */
  numberWithPin?: string;
}

// The number is hashed into its counter's key: the counters need not keep card numbers.
const numberKey = (number: string) => `giftcard-try:number:${createHash('sha256').update(number).digest('base64url')}`;

/** Counts a try; past any limit, 429 with Retry-After (the longest wait of the limits passed). */
export async function countCardTry(db: Db, reply: FastifyReply, attempt: CardTry): Promise<void> {
  const limit = GIFTCARD_GUESS_LIMIT;
  const counters: Array<{ key: string; max: number }> = [
    { key: `giftcard-try:session:${attempt.sessionId}`, max: limit.perSession },
    { key: `giftcard-try:ip:${attempt.ip}`, max: limit.perIp },
    ...(attempt.customerId === null ? [] : [{ key: `giftcard-try:customer:${attempt.customerId}`, max: limit.perCustomer }]),
    ...(attempt.numberWithPin === undefined ? [] : [{ key: numberKey(attempt.numberWithPin), max: limit.perNumber }]),
  ];
  let waitMs = 0;
  // One after the other: every counter counts the try, whichever of them it passes.
  for (const { key, max } of counters) {
    const { current, ttl } = await countHit(db, key, limit.windowMs);
    if (current > max) waitMs = Math.max(waitMs, ttl);
  }
  if (waitMs > 0) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    reply.header('retry-after', String(seconds));
    throw new TooManyRequests(seconds);
  }
}

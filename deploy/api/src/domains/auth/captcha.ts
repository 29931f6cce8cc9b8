import { createHmac } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge, Payload } from 'altcha-lib/v1/types';
import type { Db } from '../../db/client';
import { countHit } from '../../infra/rate-limit';

// A captcha with no third party: an ALTCHA proof of work (altcha-lib's v1 format, the one the
// `altcha` widget solves and CaptchaReply describes). The browser finds the number behind a
// SHA-256 hash, a second or so of work for a person and a real cost for a bot sending thousands.
// The challenge is signed by the server, so the server keeps nothing until a solution comes back.

/** A challenge is good for five minutes: time to solve it and type a phone number. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/**
 * The secret number is below this: 25,000 hashes on average, a second or two on a slow phone
 * (the widget spreads them over workers), and the same for every one of a bot's thousand sends.
 */
const MAX_NUMBER = 50_000;

/** The HMAC key of the challenges, derived from the session secret (one secret to configure, a key used for nothing else). */
export const captchaKey = (secret: string): string => createHmac('sha256', secret).update('altcha-challenge').digest('hex');

/** A new challenge that expires in CHALLENGE_TTL_MS. */
export async function newChallenge(hmacKey: string): Promise<Challenge & { maxnumber: number }> {
  const challenge = await createChallenge({ hmacKey, maxnumber: MAX_NUMBER, expires: new Date(Date.now() + CHALLENGE_TTL_MS) });
  return { ...challenge, maxnumber: MAX_NUMBER };
}

/**
 * Whether `token` (the widget's base64 JSON payload) solves one of our challenges that has not
 * expired and was not used before: a solution is single use, remembered by its signature until
 * the challenge would have expired anyway.
 */
export async function isFreshSolution(db: Db, hmacKey: string, token: string | undefined): Promise<boolean> {
  const payload = payloadOf(token);
  // Every challenge we sign carries its expiry; one without is not ours.
  if (!payload || !extractParams(payload).expires) return false;
  if (!(await verifySolution(payload, hmacKey, true))) return false;
  // One minute more than the challenge lives: a clock step between two API hosts does not reopen it.
  const { current } = await countHit(db, `captcha:${payload.signature}`, CHALLENGE_TTL_MS + 60_000);
  return current === 1;
}

/** The solution a token carries, when it has the shape of one (anything else is a wrong captcha, not an error). */
function payloadOf(token: string | undefined): Payload | undefined {
  if (!token) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>;
  const isHex = (text: unknown): text is string => typeof text === 'string' && /^[0-9a-f]{64}$/.test(text);
  if (algorithm !== 'SHA-256' || !isHex(challenge) || !isHex(signature) || typeof salt !== 'string' || salt.length > 200) return undefined;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > MAX_NUMBER) return undefined;
  return { algorithm, challenge, number, salt, signature };
}

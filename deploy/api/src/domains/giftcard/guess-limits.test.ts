/** @jest-environment node */
import { GIFTCARD_ERRORS } from '@shop/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, logInSession, startSession, type Session, type TestApp } from '../../test/test-app';
import { GIFTCARD_GUESS_LIMIT } from './guess-limits';
import { issuedCard, type IssuedCard } from './test-giftcard';

// Guessing a card is throttled per session, per customer, per IP address and per number tried
// with a PIN; each limit is reached here from its own address, so the others do not interfere.

let t: TestApp;
let card: IssuedCard;
beforeAll(async () => {
  t = await createTestApp();
  card = await issuedCard(t);
});
afterAll(async () => { await t.close(); });

let addresses = 0;
/** An IP address of its own for one test. */
const newIp = () => `10.13.0.${++addresses}`;

const tryCard = (session: Session, ip: string, url: 'giftcard/use' | 'giftcard/connect', body: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload: body, remoteAddress: ip, headers: { cookie: session.cookie, 'x-xsrf-token': session.token } });

const wrongPin = () => String((Number(card.pin) + 1) % 10_000).padStart(4, '0');
let guessed = 0;
/** A number no card has, another each time (one number tried too often has a limit of its own). */
const wrongNumber = () => String(9_100_000_000_000_000 + ++guessed);

/** Sends `count` tries one after the other; answers their statuses. */
async function tries(count: number, send: (i: number) => Promise<LightMyRequestResponse>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(i)).statusCode);
  return statuses;
}

it(`lets a session make ${GIFTCARD_GUESS_LIMIT.perSession} tries an hour, then answers 429 with Retry-After, even for the right PIN`, async () => {
  const ip = newIp();
  const session = await startSession(t.app);
  const statuses = await tries(GIFTCARD_GUESS_LIMIT.perSession, () => tryCard(session, ip, 'giftcard/use', { cardNumber: wrongNumber(), cardCVC: card.pin }));
  expect(statuses).toEqual(Array(GIFTCARD_GUESS_LIMIT.perSession).fill(400));
  const limited = await tryCard(session, ip, 'giftcard/use', { cardNumber: card.number, cardCVC: card.pin });
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({ status: 429, error: 'too_many_requests' });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3_000);
  // Another session (at another address) is not held back by this one's tries.
  expect((await tryCard(await startSession(t.app), newIp(), 'giftcard/use', { cardNumber: card.number, cardCVC: card.pin })).statusCode).toBe(200);
});

it(`lets a customer make ${GIFTCARD_GUESS_LIMIT.perCustomer} tries an hour across every session they log in on`, async () => {
  const ip = newIp();
  const first = await logInSession(t);
  const second = await logInSession(t, first.customerId);
  const half = GIFTCARD_GUESS_LIMIT.perCustomer / 2;
  const connect = (session: Session) => () => tryCard(session, ip, 'giftcard/connect', { cardNumber: wrongNumber(), cardCVC: wrongPin() });
  expect([...await tries(half, connect(first)), ...await tries(half, connect(second))]).toEqual(Array(GIFTCARD_GUESS_LIMIT.perCustomer).fill(400));
  expect((await connect(await logInSession(t, first.customerId))()).statusCode).toBe(429);
});

it(`lets a number be tried with a PIN ${GIFTCARD_GUESS_LIMIT.perNumber} times an hour, whatever the session and address`, async () => {
  const target = await issuedCard(t);
  const guess = async (pin: string) => tryCard(await startSession(t.app), newIp(), 'giftcard/use', { cardNumber: target.number, cardCVC: pin });
  const pins = Array.from({ length: GIFTCARD_GUESS_LIMIT.perNumber }, (_, i) => String(i).padStart(4, '0')).filter((pin) => pin !== target.pin);
  const statuses = await tries(pins.length, (i) => guess(pins[i]!));
  expect(statuses.every((status) => status === 400)).toBe(true);
  // The count is per number: past it even the right PIN waits, so a known number's PINs cannot be run through.
  const answers = await tries(GIFTCARD_GUESS_LIMIT.perNumber - pins.length, () => guess(target.pin));
  expect((await guess(target.pin)).statusCode).toBe(429);
  expect(answers.every((status) => status === 200)).toBe(true);
  // Another number is tried as before.
  expect((await tryCard(await startSession(t.app), newIp(), 'giftcard/use', { cardNumber: card.number, cardCVC: card.pin })).statusCode).toBe(200);
});

it(`lets an IP address make ${GIFTCARD_GUESS_LIMIT.perIp} tries an hour however many sessions it opens`, async () => {
  const ip = newIp();
  const statuses = await tries(GIFTCARD_GUESS_LIMIT.perIp, async () => tryCard(await startSession(t.app), ip, 'giftcard/use', { cardNumber: wrongNumber() }));
  expect(statuses).toEqual(Array(GIFTCARD_GUESS_LIMIT.perIp).fill(400));
  const limited = await tryCard(await startSession(t.app), ip, 'giftcard/use', { cardNumber: card.number, cardCVC: card.pin });
  expect(limited.statusCode).toBe(429);
});

it('answers every refused try with the one generic code', async () => {
  const session = await startSession(t.app);
  const ip = newIp();
  const answers = await Promise.all([
    tryCard(session, ip, 'giftcard/use', { cardNumber: wrongNumber(), cardCVC: card.pin }),
    tryCard(session, ip, 'giftcard/use', { cardNumber: card.number, cardCVC: wrongPin() }),
    tryCard(session, ip, 'giftcard/use', { cardNumber: card.number }),
  ]);
  expect(answers.map((answer) => answer.json())).toEqual(Array(3).fill({ status: 400, error: GIFTCARD_ERRORS.invalidCard }));
});

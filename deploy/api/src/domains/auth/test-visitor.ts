import type { AuthType, CodeTarget, VerifyCodeReply } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { solveChallenge } from 'altcha-lib/v1';
import { sessionCustomer } from '../../infra/session-customer';
import { cookiesOf, sessionIdOf, startSession, type TestApp } from '../../test/test-app';

// A visitor going through the login flow over the API, for the auth tests. Each has its own
// session and IP address: the limits count per session and per IP, and one test's sends must not
// make another's need a captcha.

let visitors = 0;
let identifiers = 0;

/** A phone number no other test of the file uses. */
export const newPhone = (): string => `+7999${String(++identifiers).padStart(7, '0')}`;
/** An e-mail address no other test of the file uses. */
export const newEmail = (): string => `shopper${++identifiers}@example.com`;

export class Visitor {
  private constructor(private readonly t: TestApp, public cookie: string, public token: string, readonly ip: string) {}

  static async start(t: TestApp): Promise<Visitor> {
    const { cookie, token } = await startSession(t.app);
    visitors += 1;
    return new Visitor(t, cookie, token, `10.${Math.floor(visitors / 250)}.${visitors % 250}.1`);
  }

  get sessionId(): string {
    return sessionIdOf(this.cookie);
  }

  post(url: string, payload: unknown = {}, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.t.app.inject({
      method: 'POST', url: `/api/${url}`, payload: payload as object, remoteAddress: this.ip,
      headers: { cookie: this.cookie, 'x-xsrf-token': this.token, ...headers },
    });
  }

  get(url: string): Promise<LightMyRequestResponse> {
    return this.t.app.inject({ method: 'GET', url: `/api/${url}`, remoteAddress: this.ip, headers: { cookie: this.cookie } });
  }

  sendCode(identifier: string, more: { type?: AuthType; method?: string; token?: string; targetType?: CodeTarget } = {}, headers: Record<string, string> = {}) {
    const type = more.type ?? (identifier.includes('@') ? 'email' : 'phone');
    return this.post('account/send-code', { type, identifier, method: more.method ?? (type === 'email' ? 'email' : 'sms'), ...more }, headers);
  }

  verifyCode(identifier: string, code: string, more: { targetType?: CodeTarget; wishlist?: string[] } = {}) {
    return this.post('account/verify-code', { type: identifier.includes('@') ? 'email' : 'phone', identifier, code, ...more });
  }

  /** Takes the cookies a reply set (a login or logout rotates them). */
  adopt(response: LightMyRequestResponse): void {
    const cookies = cookiesOf(response);
    if (!cookies.sid || !cookies['XSRF-TOKEN']) throw new Error('the reply set no session');
    this.cookie = `sid=${cookies.sid}; XSRF-TOKEN=${cookies['XSRF-TOKEN']}`;
    this.token = cookies['XSRF-TOKEN'];
  }

  /** Logs in by phone or e-mail the way a person does: send, read the code from the outbox, verify. */
  async logIn(identifier: string, wishlist?: string[]): Promise<VerifyCodeReply> {
    expect((await this.sendCode(identifier)).statusCode).toBe(200);
    const response = await this.verifyCode(identifier, await lastCode(this.t, identifier), { wishlist });
    expect(response.statusCode).toBe(200);
    this.adopt(response);
    return response.json<VerifyCodeReply>();
  }

  /** Who the session is logged in as (null: nobody), as every route sees it. */
  async customerId(): Promise<number | null> {
    return (await sessionCustomer(this.t.db, this.sessionId))?.id ?? null;
  }
}

/** The newest code sent to a phone or e-mail address, read from the non-production outbox page as a person would. */
export async function lastCode(t: TestApp, recipient: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(recipient)}` });
  const [message] = response.json<{ messages: Array<{ body: string }> }>().messages;
  const code = /\b\d{6}\b/.exec(message?.body ?? '')?.[0];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/** Lets the identifier be sent a new code now, as if its last one was sent over a minute ago. */
export async function endCooldown(t: TestApp, identifier: string): Promise<void> {
  await t.db.orm.execute(sql`UPDATE login_codes SET sent_at = now() - interval '61 seconds' WHERE identifier = ${identifier}`);
}

/** The solution of a challenge as the ALTCHA widget sends it: base64 JSON {algorithm, challenge, number, salt, signature}. */
export async function solve(challenge: { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string }): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('the challenge has no solution');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature })).toString('base64');
}

/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import { buildApi } from '../../app';
import { createTestDb, startSession, type TestApp } from '../../test/test-app';
import { TEST_SECRET } from '../../test/test-env';
import { codeTransports, DeliveryFailed, webhookTransport } from './transports';

// The webhook transport against a gateway on a local port: what it posts, and what it records.

interface Received { path: string; contentType: string | undefined; body: unknown }

/** A gateway that records what it is sent and answers `status`. */
class FakeGateway {
  readonly received: Received[] = [];
  status = 200;
  private readonly server: Server = createServer((request, response) => {
    void bodyOf(request).then((text) => {
      this.received.push({ path: request.url ?? '', contentType: request.headers['content-type'], body: JSON.parse(text) });
      response.writeHead(this.status, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });

  static async start(): Promise<FakeGateway> {
    const gateway = new FakeGateway();
    await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
    return gateway;
  }

  url(path: string): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const bodyOf = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

let gateway: FakeGateway;
let t: Pick<TestApp, 'app' | 'db'>;
beforeAll(async () => {
  gateway = await FakeGateway.start();
  const db = await createTestDb();
  // SMS goes to the gateway, every other channel to the outbox only.
  const app = await buildApi({ db, sessionSecret: TEST_SECRET, messageWebhooks: { sms: gateway.url('/sms') } });
  t = { app, db };
});
afterAll(async () => {
  await t.app.close();
  await t.db.close();
  await gateway.close();
});
beforeEach(() => {
  gateway.received.length = 0;
  gateway.status = 200;
});

const message = { channel: 'sms' as const, recipient: '+79990001122', subject: 'Your Mira login code', body: 'Mira: your code is 123456.' };
const recorded = (recipient: string) => t.db.orm.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);

describe('webhookTransport', () => {
  it('posts {to, subject, text} as JSON and records the message as sent', async () => {
    await webhookTransport(t.db, gateway.url('/sms')).deliver(message);
    expect(gateway.received).toEqual([{ path: '/sms', contentType: 'application/json', body: { to: message.recipient, subject: message.subject, text: message.body } }]);
    const [row] = await recorded(message.recipient);
    expect(row).toMatchObject({ channel: 'sms', body: message.body });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('throws DeliveryFailed when the gateway refuses, and leaves the message in the outbox unsent', async () => {
    gateway.status = 503;
    const refused = { ...message, recipient: '+79990003344' };
    await expect(webhookTransport(t.db, gateway.url('/sms')).deliver(refused)).rejects.toThrow(new DeliveryFailed('the sms gateway answered HTTP 503'));
    expect(await recorded(refused.recipient)).toMatchObject([{ sentAt: null }]);
  });

  it('throws DeliveryFailed when nothing listens, or the gateway does not answer in time', async () => {
    const closed = await FakeGateway.start();
    const url = closed.url('/sms');
    await closed.close();
    await expect(webhookTransport(t.db, url).deliver({ ...message, recipient: 'nobody@example.com' })).rejects.toThrow(DeliveryFailed);

    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const slow = webhookTransport(t.db, `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`, 200);
    await expect(slow.deliver({ ...message, recipient: 'late@example.com' })).rejects.toThrow(/did not answer/);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });
});

describe('codeTransports', () => {
  it('sends a channel with a webhook to it, and the others to the outbox only', async () => {
    const transports = codeTransports(t.db, { email: gateway.url('/mail') });
    await transports.email.deliver({ ...message, channel: 'email', recipient: 'anna@example.com' });
    await transports.vk.deliver({ ...message, channel: 'vk', recipient: '+79990005566' });
    expect(gateway.received.map((received) => received.path)).toEqual(['/mail']);
    expect((await recorded('anna@example.com'))[0]!.sentAt).toBeInstanceOf(Date);
    expect(await recorded('+79990005566')).toMatchObject([{ channel: 'vk', sentAt: null }]);
  });
});

describe('send-code with an SMS gateway configured', () => {
  const sendCode = async (identifier: string, method = 'sms') => {
    const { cookie, token } = await startSession(t.app);
    return t.app.inject({
      method: 'POST', url: '/api/account/send-code', headers: { cookie, 'x-xsrf-token': token, 'x-language': 'en-gb' },
      payload: { type: 'phone', identifier, method },
    });
  };

  it('delivers the code through the gateway', async () => {
    expect((await sendCode('+79990007788')).statusCode).toBe(200);
    expect(gateway.received).toEqual([{
      path: '/sms', contentType: 'application/json',
      body: { to: '+79990007788', subject: 'Your Mira login code', text: expect.stringMatching(/^Mira: your code is \d{6}\. It is valid for 5 minutes\./) },
    }]);
    // A voice call has no gateway here: the outbox only.
    expect((await sendCode('+79990007799', 'call')).statusCode).toBe(200);
    expect(gateway.received).toHaveLength(1);
  });

  it('says not_delivered when the gateway is down, and a new code may be asked for at once', async () => {
    gateway.status = 500;
    const failed = await sendCode('+79990009900');
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toEqual({ status: 400, error: 'not_delivered' });
    gateway.status = 200;
    expect((await sendCode('+79990009900')).statusCode).toBe(200);
    expect(await recorded('+79990009900')).toMatchObject([{ sentAt: null }, { sentAt: expect.any(Date) }]);
  });
});

/** @jest-environment node */
import { readEdgeEnv } from './env';

describe('PUBLIC_URL', () => {
  it('is optional', () => {
    expect(readEdgeEnv({}).publicUrl).toBeUndefined();
    expect(readEdgeEnv({ PUBLIC_URL: ' ' }).publicUrl).toBeUndefined();
  });

  it('is kept as the bare origin, lower case, without a default port or a final slash', () => {
    expect(readEdgeEnv({ PUBLIC_URL: 'https://Shop.Example/' }).publicUrl).toBe('https://shop.example');
    expect(readEdgeEnv({ PUBLIC_URL: 'https://shop.example:443' }).publicUrl).toBe('https://shop.example');
    expect(readEdgeEnv({ PUBLIC_URL: 'http://localhost:8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it.each(['shop.example', 'ftp://shop.example', 'https://shop.example/store', 'https://shop.example/?a=1', 'https://user@shop.example', 'https://'])(
    'stops start-up for %s',
    (value) => {
      expect(() => readEdgeEnv({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL must be the shop's origin/);
    },
  );
});

describe('ADMIN_SETUP_CODE', () => {
  it('is a deployment script\'s first-admin code, or unset (a random one is printed)', () => {
    expect(readEdgeEnv({}).adminSetupCode).toBeUndefined();
    expect(readEdgeEnv({ ADMIN_SETUP_CODE: 'E2E0-SETUP-CODE-0001' }).adminSetupCode).toBe('E2E0-SETUP-CODE-0001');
  });

  it.each(['short', 'has spaces in it somewhere', 'x'.repeat(65)])('stops start-up for %s', (value) => {
    expect(() => readEdgeEnv({ ADMIN_SETUP_CODE: value })).toThrow(/ADMIN_SETUP_CODE must be 16 to 64/);
  });
});

describe('TRUST_PROXY', () => {
  test('unset, no proxy is believed', () => {
    expect(readEdgeEnv({}).trustProxy).toBeUndefined();
  });

  test('addresses and ranges are taken as Fastify takes them', () => {
    expect(readEdgeEnv({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toBe('127.0.0.1');
    expect(readEdgeEnv({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8,::1');
  });

  test.each(['true', '*', '2', '10.0.0.0/33', '10.0.0.1/8/2', 'balancer.local', '127.0.0.1,', '::1/129'])('"%s" stops start-up with what it should be', (value) => {
    expect(() => readEdgeEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be/);
  });
});

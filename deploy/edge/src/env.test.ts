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

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

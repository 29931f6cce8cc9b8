/** @jest-environment node */
import { DEV_SESSION_SECRET, EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('has working defaults for development', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ databaseUrl: undefined, sessionSecret: DEV_SESSION_SECRET, apiPort: 8081, production: false });
    expect(env.dataDir).toMatch(/\.data$/);
  });

  it('reads every setting', () => {
    const env = parseEnv({
      DATA_DIR: '/srv/shop', DATABASE_URL: 'postgres://u@localhost:5432/shop', SESSION_SECRET: 's'.repeat(40), API_PORT: '9000', NODE_ENV: 'production',
    });
    expect(env).toEqual({ dataDir: '/srv/shop', databaseUrl: 'postgres://u@localhost:5432/shop', sessionSecret: 's'.repeat(40), apiPort: 9000, production: true });
  });

  it('names every problem in one error', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x', API_PORT: 'eighty', NODE_ENV: 'production' })).toThrow(EnvError);
    try {
      parseEnv({ DATABASE_URL: 'mysql://x', API_PORT: 'eighty', NODE_ENV: 'production' });
    } catch (error) {
      expect((error as Error).message).toMatch(/DATABASE_URL/);
      expect((error as Error).message).toMatch(/API_PORT/);
      expect((error as Error).message).toMatch(/SESSION_SECRET is required/);
    }
  });

  it('refuses a short session secret', () => {
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/at least 32/);
  });
});

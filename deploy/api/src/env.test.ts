/** @jest-environment node */
import { DEV_SESSION_SECRET, EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('has working defaults for development', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ databaseUrl: undefined, sessionSecret: DEV_SESSION_SECRET, apiPort: 8081, production: false, messageWebhooks: {} });
    expect(env.dataDir).toMatch(/\.data$/);
  });

  it('reads every setting', () => {
    const env = parseEnv({
      DATA_DIR: '/srv/shop', DATABASE_URL: 'postgres://u@localhost:5432/shop', SESSION_SECRET: 's'.repeat(40), API_PORT: '9000', NODE_ENV: 'production',
      SMS_WEBHOOK_URL: 'https://sms.example/send', VOICE_WEBHOOK_URL: 'https://voice.example/call', VK_WEBHOOK_URL: 'https://vk.example/message',
      EMAIL_WEBHOOK_URL: 'https://mail.example/send',
    });
    expect(env).toEqual({
      dataDir: '/srv/shop', databaseUrl: 'postgres://u@localhost:5432/shop', sessionSecret: 's'.repeat(40), apiPort: 9000, production: true,
      messageWebhooks: { sms: 'https://sms.example/send', call: 'https://voice.example/call', vk: 'https://vk.example/message', email: 'https://mail.example/send' },
      releaseEnvironment: 'production',
    });
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

  it('refuses a message webhook that is no URL, and plain http in production', () => {
    expect(() => parseEnv({ SMS_WEBHOOK_URL: 'sms-gateway' })).toThrow(/SMS_WEBHOOK_URL must be an http\(s\):\/\/ URL/);
    expect(parseEnv({ EMAIL_WEBHOOK_URL: 'http://127.0.0.1:9000/mail' }).messageWebhooks).toEqual({ email: 'http://127.0.0.1:9000/mail' });
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), VK_WEBHOOK_URL: 'http://vk.example' }))
      .toThrow(/VK_WEBHOOK_URL must be an https:\/\/ URL/);
  });

  it('counts vitals in the registry environment REGISTRY_ENV names, and refuses an unknown one', () => {
    expect(parseEnv({ REGISTRY_ENV: 'staging' }).releaseEnvironment).toBe('staging');
    expect(parseEnv({}).releaseEnvironment).toBe('local');
    expect(() => parseEnv({ REGISTRY_ENV: 'prod' })).toThrow(/REGISTRY_ENV must be one of production, staging, local \(got "prod"\)/);
  });

  it('refuses a short session secret', () => {
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/at least 32/);
  });
});

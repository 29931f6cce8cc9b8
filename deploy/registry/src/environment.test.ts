/** @jest-environment node */
import { currentActor, defaultEnvironment } from './environment';

it('takes the environment from REGISTRY_ENV, else production under NODE_ENV=production, else local', () => {
  expect(defaultEnvironment({ REGISTRY_ENV: 'staging', NODE_ENV: 'production' })).toBe('staging');
  expect(defaultEnvironment({ NODE_ENV: 'production' })).toBe('production');
  expect(defaultEnvironment({})).toBe('local');
  expect(() => defaultEnvironment({ REGISTRY_ENV: 'prod' })).toThrow('Unknown environment "prod". Use one of: production, staging, local');
});

it('names REGISTRY_USER as who, else the OS user', () => {
  expect(currentActor({ REGISTRY_USER: 'ci-pipeline' })).toBe('ci-pipeline');
  expect(currentActor({})).toMatch(/\S/);
});

import { isDatabaseUnavailable } from './errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  test.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5433', 'ECONNREFUSED')],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection failure', withCode('connection failure', '08006')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['a pool with no connection in time', new Error('timeout exceeded when trying to connect')],
    ['a driver error wrapped by Drizzle', new Error('Failed query: select 1', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })],
  ])('%s is the server away: a 503', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selct"', '42601')],
    ['a wrapped constraint error', new Error('Failed query', { cause: withCode('violates check constraint', '23514') })],
    ['a plain error', new Error('undefined is not a function')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s is a fault of ours: a 500', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('a database that is away', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    [
      'PostgreSQL shutting down (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['PostgreSQL starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['no connection within the pool timeout', new Error('timeout exceeded when trying to connect')],
    [
      'each address refused (AggregateError)',
      Object.assign(new AggregateError([withCode('ECONNREFUSED')]), {}),
    ],
    ['a wrapped cause', new Error('query failed', { cause: withCode('ECONNREFUSED') })],
  ])('is recognised: %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a NUL byte PostgreSQL refuses', withCode('22021')],
    ['a syntax error in our SQL', withCode('42601')],
    ['an ordinary error', new Error('something else')],
    ['not an error at all', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is not mistaken for it: %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops following causes that loop', () => {
    const looping: Error & { cause?: unknown } = new Error('loop');
    looping.cause = looping;
    expect(isDatabaseUnavailable(looping)).toBe(false);
  });
});

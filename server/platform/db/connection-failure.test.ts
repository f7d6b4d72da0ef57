import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from './connection-failure.ts';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionFailure: the database is away, as opposed to the request being wrong', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset socket', withCode('ECONNRESET')],
    [
      'a terminated backend (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a statement timeout (57014)', withCode('57014', 'canceling statement due to statement timeout')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection exception (08006)', withCode('08006')],
    ['the pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['the driver query timeout', new Error('Query read timeout')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
  ])('%s is one, also when Drizzle wraps it', (_label, error) => {
    expect(isConnectionFailure(error)).toBe(true);
    expect(isConnectionFailure(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a check violation (23514)', withCode('23514')],
    ['a syntax error (42601)', withCode('42601')],
    ['an ordinary bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('%s is not', (_label, error) => {
    expect(isConnectionFailure(error)).toBe(false);
    expect(isConnectionFailure(wrapped(error))).toBe(false);
  });
});

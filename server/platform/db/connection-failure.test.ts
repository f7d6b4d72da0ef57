import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from './connection-failure.ts';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** What the pg driver makes of a message PostgreSQL sent: its SQLSTATE and its severity. */
const fromServer = (code: string, severity: string, message: string) =>
  Object.assign(new Error(message), { code, severity });

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
    [
      'a database that takes no connections now (FATAL 55000)',
      fromServer('55000', 'FATAL', 'database "easel" is not currently accepting connections'),
    ],
    ['a dropped database (FATAL 3D000)', fromServer('3D000', 'FATAL', 'database "easel" does not exist')],
    [
      'refused credentials (FATAL 28P01)',
      fromServer('28P01', 'FATAL', 'password authentication failed for user "easel"'),
    ],
    [
      'an idle transaction timed out (FATAL 25P03)',
      fromServer('25P03', 'FATAL', 'terminating connection due to idle-in-transaction timeout'),
    ],
  ])('%s is one, also when Drizzle wraps it', (_label, error) => {
    expect(isConnectionFailure(error)).toBe(true);
    expect(isConnectionFailure(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a check violation (23514)', withCode('23514')],
    ['a syntax error (42601)', withCode('42601')],
    // Class 55 as an ERROR is the request's own: a row it asked to lock NOWAIT is taken.
    ['a lock not available (ERROR 55P03)', fromServer('55P03', 'ERROR', 'could not obtain lock on row')],
    ['a unique violation as the server sends it', fromServer('23505', 'ERROR', 'duplicate key value')],
    ['an ordinary bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('%s is not', (_label, error) => {
    expect(isConnectionFailure(error)).toBe(false);
    expect(isConnectionFailure(wrapped(error))).toBe(false);
  });
});

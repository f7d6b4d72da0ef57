import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeIssue, humanizeField, registerErrorHandler } from './error-handler.ts';

describe('validation messages name the field in plain words', () => {
  it('humanizes camelCase and nested paths', () => {
    expect(humanizeField(['confirmPassword'])).toBe('Confirm password');
    expect(humanizeField(['crypto', 'userWalletAddress'])).toBe('User wallet address');
    expect(humanizeField([])).toBe('Request body');
  });

  it('says a missing field is required', () => {
    expect(
      describeIssue({ path: ['email'], code: 'invalid_type', input: undefined, message: 'Invalid input' }),
    ).toBe('Email is required');
  });

  it('keeps our own sentences as they are', () => {
    expect(
      describeIssue({ path: ['confirmPassword'], code: 'custom', message: 'Passwords do not match' }),
    ).toBe('Passwords do not match');
  });

  it('prefixes zod defaults with the field', () => {
    expect(
      describeIssue({
        path: ['limit'],
        code: 'invalid_type',
        input: 'x',
        expected: 'number',
        message: 'Invalid input',
      }),
    ).toBe('Limit must be a number');
    expect(
      describeIssue({
        path: ['title'],
        code: 'too_big',
        origin: 'string',
        maximum: 200,
        message: 'Too big: expected string',
      }),
    ).toBe('Title must be at most 200 characters');
    expect(
      describeIssue({
        path: ['limit'],
        code: 'too_small',
        origin: 'number',
        minimum: 0,
        inclusive: false,
        message: 'Too small',
      }),
    ).toBe('Limit must be more than 0');
    expect(
      describeIssue({ path: ['type'], code: 'invalid_value', values: ['a', 'b'], message: 'Invalid option' }),
    ).toBe('Type must be one of: a, b');
  });
});

describe('failures that pass answer 503 with Retry-After, never 500', () => {
  /** A route that fails as the driver does: Drizzle's error, with PostgreSQL's (or the OS's) at `cause`. */
  async function answerTo(cause: Record<string, unknown>) {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/fails', async () => {
      throw new Error('Failed query: update "wallets" set ...', {
        cause: Object.assign(new Error(String(cause.message)), cause),
      });
    });
    const res = await app.inject({ method: 'GET', url: '/fails' });
    await app.close();
    return res;
  }

  it.each([
    [
      'a deadlock the database broke (40P01)',
      { code: '40P01', severity: 'ERROR', message: 'deadlock detected' },
    ],
    [
      'a serialization failure (40001)',
      { code: '40001', severity: 'ERROR', message: 'could not serialize access due to concurrent update' },
    ],
    [
      'a lock not granted in time (55P03)',
      { code: '55P03', severity: 'ERROR', message: 'canceling statement due to lock timeout' },
    ],
    [
      'a full disk (ENOSPC)',
      { code: 'ENOSPC', errno: -28, syscall: 'write', message: 'ENOSPC: no space left on device' },
    ],
    [
      'a database that ended the session (FATAL)',
      { code: '57P01', severity: 'FATAL', message: 'terminating connection' },
    ],
  ])('%s', async (_label, cause) => {
    const res = await answerTo(cause);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
  });

  it('while a fault of the code itself is still a 500 that says nothing more', async () => {
    const res = await answerTo({ code: '42703', severity: 'ERROR', message: 'column "nmae" does not exist' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, code: 'INTERNAL' });
    expect(res.body).not.toContain('nmae');
  });
});

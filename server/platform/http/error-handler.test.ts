import { describe, expect, it } from 'vitest';
import { describeIssue, humanizeField } from './error-handler.ts';

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

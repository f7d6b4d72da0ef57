import { z } from 'zod';
import { isCommonPassword } from '#shared/common-passwords.ts';
import { textLength } from './text-length.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 80;

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less guessable one.';

/** A string field whose absence reads "{Label} is required" rather than zod's type jargon. */
export const requiredText = (label: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`,
  });

export type Rule = readonly [holds: (value: string) => boolean, message: string];

/**
 * Reports only the first broken rule of a field (an empty name is "required", not also "too
 * short"). Deliberately not zod's `abort`: an aborted field would also silence the form-level
 * 'Passwords do not match' check.
 */
export const firstBroken =
  (...rules: Rule[]) =>
  (value: string, ctx: z.RefinementCtx<string>) => {
    const broken = rules.find(([holds]) => !holds(value));
    if (broken) ctx.addIssue({ code: 'custom', message: broken[1] });
  };

export const filled: Rule[0] = (value) => value.length > 0;
export const atLeast = (n: number) => (value: string) => textLength(value) >= n;
export const atMost = (n: number) => (value: string) => textLength(value) <= n;

/** Trimmed and lower-cased, so "Ada@Example.com " and "ada@example.com" are one account. */
export const emailSchema = requiredText('Email')
  .trim()
  .toLowerCase()
  .superRefine(
    firstBroken(
      [filled, 'Email is required'],
      [(v) => v.length <= 254 && z.regexes.email.test(v), 'Please enter a valid email address'],
    ),
  )
  // The document states the rule, so a client keeping to it is not refused (the server trims first).
  .meta({
    description: 'Trimmed and lower-cased; must look like name@example.com',
    pattern: z.regexes.email.source,
  });

/** Lower-cased so that "Ada" and "ada" can never be two different people. */
export const usernameSchema = requiredText('Username')
  .trim()
  .toLowerCase()
  .superRefine(
    firstBroken(
      [filled, 'Username is required'],
      [atLeast(USERNAME_MIN_LENGTH), 'Username must be at least 3 characters'],
      [atMost(USERNAME_MAX_LENGTH), 'Username must be at most 30 characters'],
      [(v) => /^[a-z0-9_]+$/.test(v), 'Username may only contain letters, numbers and underscores'],
    ),
  )
  .meta({
    description: 'Trimmed and lower-cased; 3-30 of a-z, 0-9 and underscore; unique ignoring case',
    pattern: `^[A-Za-z0-9_]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`,
  });

export const nameSchema = requiredText('Name')
  .trim()
  .superRefine(
    firstBroken(
      [filled, 'Name is required'],
      [atLeast(NAME_MIN_LENGTH), 'Name must be at least 2 characters'],
      [atMost(NAME_MAX_LENGTH), 'Name must be at most 80 characters'],
    ),
  )
  .meta({ description: 'Trimmed; 2-80 characters', minLength: NAME_MIN_LENGTH, maxLength: NAME_MAX_LENGTH });

/** A password being chosen (register, reset, change). Never trimmed: spaces are characters too. */
export const newPasswordSchema = (label = 'Password') =>
  requiredText(label)
    .superRefine(
      firstBroken(
        [filled, `${label} is required`],
        [atLeast(PASSWORD_MIN_LENGTH), `${label} must be at least 8 characters`],
        [atMost(PASSWORD_MAX_LENGTH), `${label} must be at most 128 characters`],
        [(v) => !isCommonPassword(v), COMMON_PASSWORD_MESSAGE],
      ),
    )
    .meta({
      description: '8-128 characters, not one of the most common passwords',
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
    });

/** A password typed to prove identity: any length an account could have been given. */
export const currentPasswordSchema = (label = 'Password') =>
  requiredText(label)
    .superRefine(firstBroken([filled, `${label} is required`], [atMost(1024), `${label} is too long`]))
    .meta({ minLength: 1, maxLength: 1024 });

export const confirmPasswordSchema = requiredText('Confirm password').min(1, 'Confirm password is required');

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

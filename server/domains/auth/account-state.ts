import { sql } from 'drizzle-orm';
import { users } from './tables.ts';

/**
 * An account an operator has not suspended (decision 019). Public reads of people (profiles,
 * artist lists, search) ask it, so a suspended account's profile is gone for everyone at once.
 */
export const accountIsActive = sql<boolean>`(${users.suspendedAt} is null)`;

import { randomInt } from 'node:crypto';
import { generateToken, hashToken } from '#server/domains/auth/sessions.ts';

/** No 0/O or 1/I: a reference is read aloud and typed from an e-mail. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 6;
const referencePattern = new RegExp(`^EAS-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** 'EAS-7K3Q9M': 32^6 ≈ 10^9 values, so a clash is rare and simply retried by the caller. */
export function generateReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1)
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `EAS-${code}`;
}

/** What a person types: surrounding spaces and lower case do not matter. */
export const normalizeReference = (value: string) => value.trim().toUpperCase();

export const isReference = (value: string) => referencePattern.test(value);

/** The guest's self-service link token: 256 random bits; the row keeps only its sha256. */
export function generateManageToken(): { token: string; hash: string } {
  const token = generateToken();
  return { token, hash: hashToken(token) };
}

export const hashManageToken = (token: string) => hashToken(token);

import { randomBytes } from 'node:crypto';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first configuration: 19 MiB memory,
 * 2 iterations, 1 lane. The parameters are written into each hash, so raising them later still
 * verifies old hashes.
 */
const ARGON2ID_OPTIONS = {
  // Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

let argon2: Promise<typeof import('@node-rs/argon2')> | undefined;

/**
 * The native binding is loaded at the first hash or verify, not at start: a restart answers
 * before any sign-in needs it, and loading it cost ~15 ms of every start (decision 022).
 */
function loadArgon2() {
  argon2 ??= import('@node-rs/argon2');
  return argon2;
}

export async function hashPassword(plain: string): Promise<string> {
  const { hash } = await loadArgon2();
  return hash(plain, ARGON2ID_OPTIONS);
}

/** False for a wrong password and for a hash that is not argon2 at all (never throws). */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  const { verify } = await loadArgon2();
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash, so that "no such account" costs the same time as "wrong
 * password" and response timing does not reveal which e-mails are registered.
 */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, plain);
  return false;
}

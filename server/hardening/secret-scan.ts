/**
 * Looks for secrets in a response body. Used by every hardening suite (access sweep, mass
 * assignment, fuzzing) on every response they receive, so a leak anywhere fails a test.
 *
 * `known` lists what the database actually holds right now: password hashes (and other stored
 * hashes such as session token hashes), live bearer tokens, and users' e-mail addresses.
 * `allowed` is what this caller may legitimately see: the token just issued to it (login,
 * register) and its own e-mail address.
 *
 * Returns one human-readable finding per leak (empty array = clean). Findings never repeat the
 * secret itself, except e-mail addresses, which are what a reader needs to see.
 */
export type KnownSecrets = { hashes: string[]; tokens: string[]; emails: string[] };
export type AllowedSecrets = { token?: string; email?: string };

/** Any argon2 PHC string, whether or not we know it: no response ever carries one. */
const ARGON2_PATTERN = /\$argon2(?:id|i|d)\$/;

export function findSecrets(body: string, known: KnownSecrets, allowed: AllowedSecrets = {}): string[] {
  const findings: string[] = [];
  // JSON may spell characters as \u escapes; scan the decoded strings too so escaping hides nothing.
  const texts = [body, ...decodedStrings(body)];
  const contains = (needle: string) => texts.some((text) => text.includes(needle));
  const containsFolded = (needle: string) => texts.some((text) => text.toLowerCase().includes(needle));

  if (texts.some((text) => ARGON2_PATTERN.test(text))) findings.push('an argon2 password hash');
  for (const hash of known.hashes) {
    if (hash.length >= 16 && contains(hash)) findings.push(`a stored hash (${hash.slice(0, 6)}…)`);
  }
  for (const token of known.tokens) {
    if (token !== allowed.token && token.length >= 16 && contains(token)) {
      findings.push(`a session token other than the caller's (${token.slice(0, 4)}…)`);
    }
  }
  const ownEmail = allowed.email?.toLowerCase();
  for (const email of known.emails) {
    const folded = email.toLowerCase();
    if (folded !== ownEmail && containsFolded(folded)) findings.push(`another user's e-mail ${email}`);
  }
  return findings;
}

/** Every string value (and key) of a JSON document; nothing when the body is not JSON. */
function decodedStrings(body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        out.push(key);
        walk(inner);
      }
    }
  };
  walk(parsed);
  return out.length ? [out.join('\n')] : [];
}

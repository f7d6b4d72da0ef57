import { type SQL, sql } from 'drizzle-orm';

/** Enough words for any real query; more would only make a slower query that matches nothing. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 64;

/**
 * Turns whatever the user typed into a prefix tsquery text ("'cer':* & 'vase':*"), or null when
 * nothing searchable is left. Only letters, digits and combining marks survive, and each word is
 * quoted, so quotes, '&|!:()', backslashes and emoji can never reach tsquery syntax: any input is
 * safe. Every word must match (AND); the prefix match serves type-ahead.
 */
export function toPrefixTsquery(input: string): string | null {
  const words =
    input
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  const unique = [...new Set(words.map((w) => w.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_WORDS);
  if (unique.length === 0) return null;
  return unique.map((w) => `'${w}':*`).join(' & ');
}

/** The query as SQL, bound as a parameter; the 'simple' configuration matches the indexes (migration 0005). */
export const tsquerySql = (tsquery: string): SQL => sql`to_tsquery('simple'::regconfig, ${tsquery})`;

/**
 * Patterns for the OpenAPI document that describe text as the server accepts it. Many fields are
 * trimmed before their rules run, so the document allows the whitespace `trim()` removes around
 * the value and counts only what is left: zod alone would write `.trim().min(2)` as `minLength: 2`,
 * which calls " a " valid and "  ab" too long for a `max(3)`. They are written for JavaScript's and
 * Python's regular expressions alike (no `\s`, whose sets differ), as outside testers use both.
 */

/** The characters String.prototype.trim removes: ECMAScript WhiteSpace and LineTerminator. */
const TRIMMED = '\\t\\n\\x0b\\x0c\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
const MARGIN = `[${TRIMMED}]*`;
/** Any character but U+0000, which the server refuses in every text (server/platform/http/input-guard.ts). */
const INNER = '[^\\x00]';
/** A character that can begin or end trimmed text; never NUL either. */
const EDGE = `[^${TRIMMED}\\x00]`;

/** Text of any length without a NUL: what every input string may hold at most. */
export const NO_NUL_PATTERN = `^${INNER}*$`;

/** Text that, trimmed, is `min` to `max` characters long (no `max`: any length). */
export function trimmedLengthPattern(min: number, max?: number): string {
  const upTo = max === undefined ? '' : String(max - 2);
  let core: string;
  if (max === 0) core = '';
  else if (max === 1) core = min >= 1 ? EDGE : `(?:${EDGE})?`;
  else if (min >= 2) core = `${EDGE}${INNER}{${min - 2},${upTo}}${EDGE}`;
  else {
    core = `${EDGE}(?:${INNER}{0,${upTo}}${EDGE})?`;
    if (min === 0) core = `(?:${core})?`;
  }
  return `^${MARGIN}${core}${MARGIN}$`;
}

/** Text that, trimmed, matches `core` (a pattern without anchors). */
export const trimmedPattern = (core: string) => `^${MARGIN}(?:${core})${MARGIN}$`;

/** The anchored `pattern` with trim's margins, or undefined if it is not anchored at both ends. */
export function withTrimMargins(pattern: string): string | undefined {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return undefined;
  return trimmedPattern(pattern.slice(1, -1));
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trimmedLengthPattern, trimmedPattern, withTrimMargins } from './text-patterns.ts';

// Text made of what matters here: letters, every character trim() removes, and NUL.
const TRIMMED = [
  ' ',
  '\t',
  '\n',
  '\v',
  '\f',
  '\r',
  '\u00a0',
  '\u1680',
  '\u2005',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
];
const text = fc
  .array(fc.constantFrom('a', 'b', 'é', '😀', '\u0000', '\u001c', ...TRIMMED), { maxLength: 12 })
  .map((chars) => chars.join(''));
// Python's \s also covers \x1c-\x1f, which trim() keeps: the patterns must not treat it as a margin.
const length = (s: string) => [...s.trim()].length;

describe('document patterns for trimmed text', () => {
  it.each([
    [0, 3],
    [1, 1],
    [1, 5],
    [2, 5],
    [3, 8],
    [1, undefined],
    [0, undefined],
  ])('match exactly the text that, trimmed, has %s to %s characters and no NUL', (min, max) => {
    const pattern = new RegExp(trimmedLengthPattern(min, max), 'u');
    fc.assert(
      fc.property(text, (s) => {
        const fits = length(s) >= min && (max === undefined || length(s) <= max) && !s.includes('\u0000');
        expect(pattern.test(s), JSON.stringify(s)).toBe(fits);
      }),
      { numRuns: 2000 },
    );
  });

  it('give a pattern the margins trim() removes, and nothing else', () => {
    const handle = new RegExp(trimmedPattern('@?[a-z]{1,3}'), 'u');
    expect(['abc', ' \u3000@ab\ufeff', '\n\ta\r'].every((s) => handle.test(s))).toBe(true);
    expect(['abcd', 'a b', '\u001cab', '@'].some((s) => handle.test(s))).toBe(false);
    expect(withTrimMargins('^[0-9]+$')).toBe(trimmedPattern('[0-9]+'));
    expect(withTrimMargins('[0-9]+')).toBeUndefined();
    expect(withTrimMargins('^a\\$')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { excerpt, firstCharacter } from './text-cut.ts';

/** True when every surrogate in the text has its other half. */
const wellFormed = (text: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('firstCharacter', () => {
  it('is a whole character, an emoji included', () => {
    expect(firstCharacter('Maya')).toBe('M');
    expect(firstCharacter('🎨 Studio')).toBe('🎨');
    expect(firstCharacter('𝒜lex')).toBe('𝒜');
    expect(firstCharacter('')).toBe('');
  });
});

describe('excerpt', () => {
  it('keeps a short text whole, whitespace folded', () => {
    expect(excerpt('  short\n bio ', 20)).toBe('short bio');
  });

  it('cuts at a word, within the limit counting the ellipsis', () => {
    expect(excerpt('one two three four', 10)).toBe('one two…');
    expect(Array.from(excerpt('word '.repeat(100), 50)).length).toBeLessThanOrEqual(50);
  });

  it('never leaves half an emoji, wherever the limit falls', () => {
    const text = `${'🎨'.repeat(40)} ${'ab🌊'.repeat(40)}`;
    for (let max = 2; max < 120; max += 1) {
      const cut = excerpt(text, max);
      expect(wellFormed(cut), `max ${max}`).toBe(true);
      expect(Array.from(cut).length, `max ${max}`).toBeLessThanOrEqual(max);
    }
  });
});

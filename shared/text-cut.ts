/*
 * Cutting what people write. A string's length and indexes count UTF-16 units, and an emoji is two
 * of them: cut between the two and the half left over is no character at all. The browser draws it
 * as itself while the server render encodes it as U+FFFD, so the page fails to hydrate, for every
 * visitor of a page that shows it. These cut at whole code points, which both sides read alike
 * (grapheme clusters depend on each side's Unicode tables, code points do not).
 */

/** The first character of the text, or '' for none. */
export function firstCharacter(text: string): string {
  const point = text.codePointAt(0);
  return point === undefined ? '' : String.fromCodePoint(point);
}

/** At most `max` characters of the text, whitespace folded, cut at a word when one ends in the second half, with an ellipsis. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(flat);
  if (characters.length <= max) return flat;
  const cut = characters.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const kept = lastSpace > cut.length / 2 ? cut.slice(0, lastSpace) : cut;
  return `${kept.replace(/[\s.,;:!?-]+$/, '')}…`;
}

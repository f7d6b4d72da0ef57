/**
 * A text's length in Unicode code points: an emoji is one character, not two UTF-16 units. zod's
 * own min and max count this way, and so does JSON Schema's minLength and maxLength, so the rules we
 * write as refinements count the same, and the OpenAPI document states them as the server applies them.
 */
export function textLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * A small RFC 5545 reader for the tests: it undoes the folding and escaping the feed applies, so
 * a test can compare what a calendar app would read with what was booked.
 */
export type ParsedComponent = { name: string; props: Record<string, string>; children: ParsedComponent[] };

export function unescapeIcsText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

export function parseIcs(text: string): ParsedComponent {
  if (!text.endsWith('\r\n')) throw new Error('the calendar must end with CRLF');
  if (/(^|[^\r])\n/.test(text)) throw new Error('every line must end with CRLF');
  const lines = text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
  const root: ParsedComponent = { name: '', props: {}, children: [] };
  const stack = [root];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const key = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const top = stack[stack.length - 1]!;
    if (key === 'BEGIN') {
      const child: ParsedComponent = { name: value, props: {}, children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (key === 'END') {
      if (top.name !== value) throw new Error(`END:${value} closes ${top.name}`);
      stack.pop();
    } else {
      top.props[key] = unescapeIcsText(value);
    }
  }
  if (stack.length !== 1 || root.children.length !== 1) throw new Error('unbalanced calendar');
  return root.children[0]!;
}

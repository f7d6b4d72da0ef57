/**
 * Other ways of writing a request path. Found by trying them on Fastify's router (find-my-way,
 * default options) over a real socket:
 * - routed to the same route: percent-escapes of unreserved characters in either hex case
 *   (`/%61pi`, `log%6En`, `%6c`), the absolute form (`http://host/api/...`), an empty or extra
 *   query, a fragment;
 * - not routed (404), though a looser router or proxy might route them: `%2F` for a slash, double
 *   slashes, a trailing slash, `;` parameters, `/API` in capitals, double escapes (`%2561`), and
 *   plain or escaped dot segments;
 * - refused as a bad address (400): the absolute form with a fragment.
 * The suites send all of them: the first kind must meet the route's limit, the others must never
 * reach the route.
 */
export type Spelling = { label: string; target: string; badAddress?: boolean };

const UNRESERVED = /[A-Za-z0-9\-._~]/;
const hex = (char: string, upper: boolean) => {
  const code = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? code.toUpperCase() : code}`;
};

/** The path with the character at `index` percent-encoded. */
const encodeAt = (path: string, index: number, upper: boolean) =>
  path.slice(0, index) + hex(path[index]!, upper) + path.slice(index + 1);

/** Every unreserved character encoded, hex case alternating, slashes kept. */
const encodeAll = (path: string) =>
  [...path]
    .map((char, i) => (char !== '/' && UNRESERVED.test(char) ? hex(char, i % 2 === 0) : char))
    .join('');

/** Index of the first letter of the last segment, where a route's own name usually is. */
const lastSegmentLetter = (path: string) => {
  const start = path.lastIndexOf('/') + 1;
  const offset = path.slice(start).search(/[A-Za-z]/);
  return offset < 0 ? 1 : start + offset;
};

/** Spellings Fastify routes to the same route as `path` (a concrete path, parameters filled in). */
export function routedSpellings(path: string, origin = 'http://easel.test'): Spelling[] {
  const last = lastSegmentLetter(path);
  return [
    { label: 'as registered', target: path },
    { label: 'first letter escaped', target: encodeAt(path, 1, false) },
    { label: 'route name escaped, upper-case hex', target: encodeAt(path, last, true) },
    { label: 'route name escaped, lower-case hex', target: encodeAt(path, last, false) },
    { label: 'every character escaped', target: encodeAll(path) },
    { label: 'empty query', target: `${path}?` },
    { label: 'extra query', target: `${encodeAt(path, 2, true)}?x=%2F&y` },
    { label: 'fragment', target: `${path}#top` },
    { label: 'absolute form', target: `${origin}${path}` },
    { label: 'absolute form, escaped, with a query', target: `${origin}${encodeAll(path)}?a=1` },
  ];
}

/** Spellings that look like `path` but that the router does not route there. */
export function lookalikeSpellings(path: string, origin = 'http://easel.test'): Spelling[] {
  const secondSlash = path.indexOf('/', 1);
  return [
    { label: 'trailing slash', target: `${path}/` },
    { label: 'leading double slash', target: `/${path}` },
    { label: 'double slash inside', target: `${path.slice(0, secondSlash)}/${path.slice(secondSlash)}` },
    {
      label: 'escaped slash inside',
      target: `${path.slice(0, secondSlash)}%2F${path.slice(secondSlash + 1)}`,
    },
    { label: 'escaped leading slash', target: `/%2F${path.slice(1)}` },
    { label: 'semicolon parameter', target: `${path};jsessionid=1` },
    { label: 'capitals', target: path.toUpperCase() },
    { label: 'double escape', target: `/%25${hex(path[1]!, false).slice(1)}${path.slice(2)}` },
    { label: 'dot segment', target: `${path.slice(0, secondSlash)}/.${path.slice(secondSlash)}` },
    { label: 'dot-dot segment', target: `/x/..${path}` },
    { label: 'escaped dot-dot segment', target: `/x/%2e%2E${path}` },
    { label: 'absolute form with a fragment', target: `${origin}${path}#top`, badAddress: true },
  ];
}

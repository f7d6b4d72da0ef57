import { findSecrets, type KnownSecrets } from './secret-scan.ts';

/** One answer as the suites judge it; its headers, when given, are judged too. */
export type Answer = {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string | string[] | number | undefined>;
};

/** Traces of internals that must never reach a client: stack frames, source paths, SQL and driver errors. */
const leakPatterns: [string, RegExp][] = [
  // "    at handler (/srv/x.ts:12:5)"; a sentence such as "no slot at 10:00:00" is not one.
  ['a stack frame', /\n\s+at \S|\bat [^\n]*\(?[\w./\\-]+\.(?:ts|js|mjs|cjs):\d+:\d+/],
  ['a source path', /[\w/.-]+\.(ts|js|mjs|cjs):\d+/],
  // SQL as drivers print it, identifiers quoted; "select a date from the calendar" is no leak.
  ['SQL', /\b(select|insert into|update|delete from)\b[^.]*\b(from|values|set|where)\s*["(]/i],
  [
    'a database error',
    /Failed query|SQLSTATE|syntax error at|violates .* constraint|duplicate key|relation "|column "|invalid input syntax|out of range for type|drizzle|PGlite/i,
  ],
];

/**
 * zod's and JavaScript's own wording, which reads as machine talk to a person: "Invalid input:
 * expected number, received NaN", "Too big: expected number to be <=10000", "Invalid time value",
 * or a bound no person chose ("must be at most 9007199254740991", zod's safe-integer edge).
 */
const machineMessages =
  /^(Invalid input|Invalid time value|Too (big|small):|Expected |Required$)|received NaN|\b(NaN|Infinity)\b|\b(most|least|than) -?\d{10,}/;

/** The body as a person reads it: JSON strings unescaped, so a "\n    at" inside a message shows as one. */
export function readableText(body: string): string {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  try {
    walk(JSON.parse(body));
  } catch {
    return body;
  }
  return [body, ...strings].join('\n');
}

/** Problems with one answer; an empty list means the server behaved. */
export function judgeAnswer(
  answer: Answer,
  known: KnownSecrets,
  caller: { token?: string; email?: string } | undefined,
): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  // Only errors are searched for internals: a 2xx may rightly echo fuzzed text a user saved.
  if (answer.status >= 400) {
    const text = readableText(answer.body);
    for (const [what, pattern] of leakPatterns)
      if (pattern.test(text)) problems.push(`the body shows ${what}`);
  }
  problems.push(...findSecrets(answer.body, known, { token: caller?.token, email: caller?.email }));
  if (answer.status >= 400) problems.push(...judgeErrorBody(answer));
  if (answer.headers) problems.push(...judgeSecurityHeaders(answer.contentType, answer.headers));
  if (
    answer.status === 401 &&
    answer.headers &&
    !/^Bearer\b/.test(String(answer.headers['www-authenticate'] ?? ''))
  )
    problems.push('a 401 without a Bearer challenge in WWW-Authenticate');
  return problems;
}

/** CSP directives by name. */
export function parseCsp(header: unknown): Map<string, string> {
  const directives = new Map<string, string>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values.join(' '));
  }
  return directives;
}

const SAFE_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

/** What only a page a browser renders needs on top of every answer's set (decision 026). */
export const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Every answer, whatever its route, status or kind: a CSP under which nothing loads as a plugin,
 * no base can be set and no other site can frame it; no sniffing; a referrer policy that keeps
 * paths to ourselves; no reading from another origin. A page (HTML) also carries the document headers.
 */
export function judgeSecurityHeaders(contentType: string, headers: NonNullable<Answer['headers']>): string[] {
  const problems: string[] = [];
  const csp = parseCsp(headers['content-security-policy']);
  // object-src falls back to default-src; base-uri and frame-ancestors never do.
  if ((csp.get('object-src') ?? csp.get('default-src')) !== "'none'")
    problems.push('the CSP lets plugins load');
  if (!/^'(self|none)'$/.test(csp.get('base-uri') ?? '')) problems.push('the CSP leaves base-uri open');
  if (!/^'(self|none)'$/.test(csp.get('frame-ancestors') ?? ''))
    problems.push('the CSP lets other sites frame it');
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (!SAFE_REFERRER_POLICIES.includes(String(headers['referrer-policy'])))
    problems.push('no safe Referrer-Policy');
  if (headers['cross-origin-resource-policy'] !== 'same-origin')
    problems.push('no Cross-Origin-Resource-Policy');
  if (contentType.startsWith('text/html')) {
    for (const name of DOCUMENT_ONLY_HEADERS) if (!(name in headers)) problems.push(`a page without ${name}`);
  }
  return problems;
}

/** Every 4xx speaks the wire format `{ success: false, message, error, code }` with a sentence a person can read. */
export function judgeErrorBody(answer: Answer): string[] {
  if (!answer.contentType.startsWith('application/json')) return [`a ${answer.status} that is not JSON`];
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [`a ${answer.status} whose body is not JSON`];
  }
  const problems: string[] = [];
  if (body.success !== false) problems.push('success is not false');
  if (typeof body.code !== 'string' || !/^[A-Z_]+$/.test(body.code)) problems.push('no error code');
  if (typeof body.error !== 'string') problems.push('no error field');
  const message = body.message;
  if (
    typeof message !== 'string' ||
    !/[a-z]{2,}/i.test(message) ||
    message === body.code ||
    machineMessages.test(message)
  ) {
    problems.push(`no human message (${JSON.stringify(message)})`);
  }
  return problems;
}

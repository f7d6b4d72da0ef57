import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Answer } from './answer-judge.ts';
import type { FuzzRequest, JsonSchema, Operation } from './openapi-fuzz.ts';

/**
 * What an outside OpenAPI tester holds the API to, beyond "no 5xx": a request the document calls
 * valid is accepted (or refused for who asks or what exists), a request it calls invalid is refused
 * as invalid, and every answer has a content type and a body the document gives for its status.
 * The statuses are the defaults of Schemathesis's positive_data_acceptance and
 * negative_data_rejection checks.
 */
export const ACCEPTED_VALID = [401, 403, 404, 409];
export const REFUSED_INVALID = [400, 401, 403, 404, 406, 422, 428];
/**
 * A body in a media type the operation does not take is refused with 415 (RFC 9110 §15.5.16), not
 * read as something else; only a refusal that comes before the body is read may answer first.
 */
export const REFUSED_UNSUPPORTED = [401, 403, 404, 415];

/**
 * The refusals a request the document calls valid may still get: rules that compare two fields,
 * read the clock or stored state, or need a lookup no schema can make. Each is a sentence the
 * server sends; anything else refused with a 400 means the document is looser than the server.
 */
export const RULES_NO_SCHEMA_STATES: { message: RegExp; why: string; only?: RegExp }[] = [
  { message: /^Passwords do not match$/, why: 'two fields must be equal' },
  { message: /^This password is too common/, why: 'a list of common passwords' },
  {
    message: /^Enter your current password to change your email$/,
    why: 'one field is needed only when another changes',
  },
  { message: /^The end (date )?must be (on or )?after the start( date)?$/, why: 'two fields are compared' },
  { message: /^Your current password is not correct$/, why: 'the stored password' },
  { message: /^Please tell us what is wrong$/, why: 'details are needed only when the reason is "other"' },
  { message: /^You cannot .+ yourself$/, why: 'who is asking' },
  { message: /^Bookings can be made up to \d+ days ahead$/, why: 'the clock' },
  { message: /^Choose at most \d+ days at a time$/, why: 'two dates are compared' },
  { message: /cannot be above the maximum price$/, why: 'two bounds are compared' },
  { message: /^Cannot book past dates$|must be in the future$/, why: 'the clock' },
  { message: /^Invalid cursor$/, why: 'a cursor is valid only as the server issued it' },
  {
    message: /^Each tag must be at most \d+ characters$|^Use at most \d+ tags$/,
    why: 'tags are counted and measured after the text is split at commas, trimmed, lower-cased and de-duplicated',
  },
  { message: /is invalid or has expired/, why: 'a token is valid only as the server issued it' },
  {
    message: /^Please enter a valid .+ wallet address$/,
    why: 'the address format depends on the network field',
  },
  {
    message: /^Please choose a valid time zone/,
    why: "the time zone database (IANA), which the server's runtime holds",
  },
  { message: /^Please enter a valid phone number$/, why: 'a digit count within free punctuation' },
  {
    message: /^(Name|Email) is required$/,
    why: "a guest gives a name and an email; a member's come from the account",
    only: /^POST \/api\/v1\/bookings?$/,
  },
];

/** OpenAPI 3.0's dialect in draft-07 terms: `nullable`, and exclusive bounds written as booleans. */
function toDraft7(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toDraft7);
  if (!schema || typeof schema !== 'object') return schema;
  const { nullable, exclusiveMinimum, exclusiveMaximum, ...rest } = schema as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    out[key] =
      key === 'properties' && value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([name, s]) => [name, toDraft7(s)]))
        : key === 'example' || key === 'default' || key === 'enum'
          ? value
          : toDraft7(value);
  }
  if (exclusiveMinimum === true) {
    out.exclusiveMinimum = out.minimum;
    delete out.minimum;
  } else if (typeof exclusiveMinimum === 'number') out.exclusiveMinimum = exclusiveMinimum;
  if (exclusiveMaximum === true) {
    out.exclusiveMaximum = out.maximum;
    delete out.maximum;
  } else if (typeof exclusiveMaximum === 'number') out.exclusiveMaximum = exclusiveMaximum;
  return nullable === true ? { anyOf: [out, { type: 'null' }] } : out;
}

type ResponseSpec = { content?: Record<string, { schema?: unknown }> };
export type RawOperation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, ResponseSpec>;
};

export type Verdict = 'valid' | 'invalid' | 'unsupported' | 'neither';

/** Validators for one operation, compiled once from the document. */
export class OperationContract {
  readonly #params: { name: string; in: string; required: boolean; check: ValidateFunction }[];
  readonly #body: ValidateFunction | undefined;
  readonly #bodyRequired: boolean;
  readonly #takesOtherBody: boolean;
  /** The media types the operation's body may be sent in; JSON always, as for any operation. */
  readonly #mediaTypes: Set<string>;
  readonly #responses: Map<string, Map<string, ValidateFunction | undefined>>;

  constructor(
    readonly op: Operation,
    raw: RawOperation,
    ajv: Ajv,
  ) {
    this.#params = (raw.parameters ?? [])
      .filter((p) => p.in === 'path' || p.in === 'query')
      .map((p) => ({
        name: p.name,
        in: p.in,
        required: p.required === true || p.in === 'path',
        check: ajv.compile(toDraft7(p.schema ?? {}) as object),
      }));
    const content = raw.requestBody?.content ?? {};
    const json = content['application/json']?.schema;
    this.#body = json ? ajv.compile(toDraft7(json) as object) : undefined;
    this.#bodyRequired = raw.requestBody?.required === true;
    this.#takesOtherBody = Object.keys(content).some((type) => type !== 'application/json');
    this.#mediaTypes = new Set(['application/json', ...Object.keys(content)]);
    this.#responses = new Map(
      Object.entries(raw.responses ?? {}).map(([status, spec]) => [
        status,
        new Map(
          Object.entries(spec.content ?? {}).map(([type, media]) => [
            type,
            media.schema ? ajv.compile(toDraft7(media.schema) as object) : undefined,
          ]),
        ),
      ]),
    );
  }

  /**
   * Whether the document calls the request valid or invalid, or sent in a media type the operation
   * does not take, or leaves it open: a form sent to an upload, or unknown query parameters alone,
   * which testers leave out of both checks too.
   */
  judgeRequest(request: FuzzRequest): { verdict: Verdict; why: string } {
    const url = new URL(request.url, 'http://easel.test');
    const segments = this.#pathValues(url.pathname);
    // The address is read before the body, so its faults are answered first.
    if (segments === 'undecodable') return { verdict: 'invalid', why: 'a path segment that does not decode' };
    // A client resolves '.' and '..' in a path before sending it, to another address.
    if (!segments || [...segments.values()].some((v) => v === '.' || v === '..'))
      return { verdict: 'neither', why: 'a dot segment' };
    const type = request.multipart
      ? 'multipart/form-data'
      : (request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '');
    const hasBody = request.payload !== undefined || request.multipart !== undefined;
    if (hasBody && !this.#mediaTypes.has(type)) return { verdict: 'unsupported', why: `a ${type} body` };
    if (request.multipart || this.#takesOtherBody) return { verdict: 'neither', why: 'not a JSON body' };
    const extraQuery = [...new Set(url.searchParams.keys())].filter(
      (name) => !this.#params.some((p) => p.in === 'query' && p.name === name),
    );
    for (const param of this.#params) {
      const values =
        param.in === 'path' ? [segments.get(param.name) ?? ''] : url.searchParams.getAll(param.name);
      if (values.length === 0) {
        if (param.required) return { verdict: 'invalid', why: `no ${param.name}` };
        continue;
      }
      // A query parameter given twice is an array, whatever its schema says.
      const value = values.length === 1 ? values[0]! : values;
      if (!readings(value).some((reading) => param.check(reading)))
        return { verdict: 'invalid', why: `${param.in} ${param.name}=${String(values).slice(0, 60)}` };
    }
    const body = this.#judgeBody(request);
    if (body) return body;
    if (extraQuery.length > 0) return { verdict: 'neither', why: `unknown query ${extraQuery.join(',')}` };
    return { verdict: 'valid', why: '' };
  }

  /** Problems with the answer's content type and body against what the document gives for its status. */
  judgeAnswer(answer: Answer): string[] {
    const spec =
      this.#responses.get(String(answer.status)) ??
      this.#responses.get(`${String(answer.status)[0]}XX`) ??
      this.#responses.get('default');
    if (!spec || spec.size === 0) return [];
    const type = answer.contentType.split(';')[0]!.trim().toLowerCase();
    if (!spec.has(type))
      return [`a ${answer.status} sent as ${type || 'no content type'}, not ${[...spec.keys()]}`];
    const check = spec.get(type);
    if (!check || type !== 'application/json') return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [`a ${answer.status} whose body is not JSON`];
    }
    if (check(body)) return [];
    const first = check.errors?.[0];
    return [`a ${answer.status} body unlike the document: ${first?.instancePath || '/'} ${first?.message}`];
  }

  #pathValues(pathname: string): Map<string, string> | 'undecodable' | undefined {
    const template = this.op.path.split('/');
    const actual = pathname.split('/');
    const values = new Map<string, string>();
    if (template.at(-1) === '{*}') {
      const rest = actual.slice(template.length - 1).join('/');
      actual.splice(template.length - 1, actual.length, rest);
    }
    // Fewer or more parts than the template: a client resolved a dot segment; see judgeRequest.
    if (template.length !== actual.length) return undefined;
    for (const [i, part] of template.entries()) {
      const name = /^\{(.+)\}$/.exec(part)?.[1];
      if (!name) continue;
      try {
        values.set(name, decodeURIComponent(actual[i]!));
      } catch {
        return 'undecodable';
      }
    }
    return values;
  }

  #judgeBody(request: FuzzRequest): { verdict: Verdict; why: string } | undefined {
    if (!this.#body) return request.payload === undefined ? undefined : { verdict: 'neither', why: 'a body' };
    if (request.payload === undefined)
      return this.#bodyRequired ? { verdict: 'invalid', why: 'no body' } : undefined;
    let value: unknown;
    try {
      value = JSON.parse(request.payload, withoutPrototypeKeys);
    } catch {
      return { verdict: 'invalid', why: 'broken JSON' };
    }
    if (this.#body(value)) return undefined;
    const first = this.#body.errors?.[0];
    return { verdict: 'invalid', why: `body ${first?.instancePath || '/'} ${first?.message}` };
  }
}

const numberText = /^\s*[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?\s*$/;

/** The number or boolean a parameter's text spells, else the text. */
function scalarOf(text: string): unknown {
  if (text === 'true' || text === 'false') return text === 'true';
  return numberText.test(text) ? Number(text) : text;
}

/**
 * The values a parameter's text can stand for, as a tester serializes them: itself, the number
 * or boolean it spells, and a list of those. Only decimal text is a number, as Python reads it
 * (Schemathesis's language): not '', ' ', '0b11' or '0x1f'.
 */
function readings(value: string | string[]): unknown[] {
  if (Array.isArray(value)) return [value, value.map(scalarOf)];
  return [value, scalarOf(value), [value], [scalarOf(value)]];
}

/**
 * The body as the server reads it: its JSON parser takes out a `__proto__` key, and a `constructor`
 * key holding `prototype` (server/app.ts), before the route's schema sees the rest.
 */
function withoutPrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') return undefined;
  const holdsPrototype = value !== null && typeof value === 'object' && Object.hasOwn(value, 'prototype');
  return key === 'constructor' && holdsPrototype ? undefined : value;
}

/**
 * Problems with how the server treated a request, by what the document says of it: a request it
 * calls invalid is refused as invalid, and one it calls valid is not refused for its content
 * unless by a rule no schema can state.
 */
export function judgeTreatment(operation: string, verdict: Verdict, why: string, answer: Answer): string[] {
  // The limiters count a request before reading it, as they must; they are tested on their own.
  if (answer.status === 429) return [];
  if (verdict === 'unsupported' && !REFUSED_UNSUPPORTED.includes(answer.status))
    return [`${why} the operation does not take was answered ${answer.status}, not 415`];
  if (verdict === 'invalid' && !REFUSED_INVALID.includes(answer.status))
    return [`a request the document calls invalid (${why}) was answered ${answer.status}`];
  if (verdict !== 'valid' || answer.status < 300 || ACCEPTED_VALID.includes(answer.status)) return [];
  let message = '';
  try {
    message = String((JSON.parse(answer.body) as { message?: unknown }).message ?? '');
  } catch {
    // Not JSON: judged as such elsewhere.
  }
  const stated = (rule: (typeof RULES_NO_SCHEMA_STATES)[number]) =>
    rule.message.test(message) && (rule.only?.test(operation) ?? true);
  if (RULES_NO_SCHEMA_STATES.some(stated)) return [];
  return [`a request the document calls valid was refused with ${answer.status}: ${message.slice(0, 120)}`];
}

/** One compiled contract per operation of the document. */
export function compileContracts(
  doc: { paths: Record<string, Record<string, RawOperation>> },
  operations: Operation[],
): Map<string, OperationContract> {
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);
  return new Map(
    operations.map((op) => [
      op.key,
      new OperationContract(op, doc.paths[op.path]![op.method.toLowerCase()]!, ajv),
    ]),
  );
}
